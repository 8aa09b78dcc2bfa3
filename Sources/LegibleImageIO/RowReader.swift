import LegiblePixels

/// Reads an image's rows while the rest are still being decoded, so that work on the top of an
/// image (measuring its regions on another core) overlaps decoding the bottom.
///
/// Only images whose decoded rows are final are read this way: a non-interlaced PNG without
/// an alpha channel or tRNS colour, or a JPEG neither CMYK nor turned by its EXIF orientation,
/// whose pixels are not converted to sRGB afterwards. For any other image the decoder never
/// calls the reader, and the caller works on the finished raster.
/// Every call comes on the decoding thread, in the order begin, decoded…, end.
public protocol RowReader: AnyObject {
    /// The image's buffer and format, before any row is decoded. Only rows `decoded(rows:)` has
    /// announced may be read, and only until `end` returns.
    func begin(_ view: RasterView, format: ImageFormat)
    /// Rows `0..<rows` are decoded and will not change.
    func decoded(rows: Int)
    /// Decoding stopped: every row is decoded when `complete`, otherwise the decode failed and
    /// throws once this returns. The reader must have stopped reading the view when it returns.
    func end(complete: Bool)
}

/// Rows decoded per band between announcements to the reader: small enough that a region
/// waits little past its last row, large enough that announcing costs nothing.
private let rowsPerBand = 32

extension RowReader {
    /// Announces `view` to the reader, then decodes it band by band with `decode(first, count)`
    /// (rows `first..<first + count`; a status, `ok` when they are final), announcing each band,
    /// and ends: the decoders' one loop. Returns the first failing status, or `ok`.
    func read(_ view: RasterView, format: ImageFormat, ok: Int32,
              decode: (_ first: Int, _ count: Int) -> Int32) -> Int32 {
        begin(view, format: format)
        var done = 0, status = ok
        while done < view.height && status == ok {
            let band = min(rowsPerBand, view.height - done)
            status = decode(done, band)
            if status == ok {
                done += band
                decoded(rows: done)
            }
        }
        end(complete: status == ok)
        return status
    }
}
