import LegiblePixels

/// Reads an image's rows while the rest are still being decoded, so that work on the top of an
/// image (measuring its regions on another core) overlaps decoding the bottom.
///
/// Only images whose decoded rows are final are read this way: a non-interlaced PNG without
/// an alpha channel or tRNS colour, whose pixels are not converted to sRGB afterwards. For any
/// other image the decoder never calls the reader, and the caller works on the finished raster.
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
