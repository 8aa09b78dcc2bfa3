import LegibleColour
import LegiblePixels

/// The image layer's front door: sniff the format from the bytes, decode, stand the image
/// upright and bring Display P3 into sRGB, so callers measure sRGB pixels only.
public enum ImageDecoder {
    /// Decodes the PNG or JPEG at `path`.
    /// - Parameters:
    ///   - limits: refused before the pixel buffer is allocated when exceeded.
    ///   - convertToSRGB: convert Display P3 pixels to sRGB (default); false keeps the file's values.
    ///   - rows: reads the rows while they are decoded, for the images `RowReader` names; nil
    ///     for none (the default).
    public static func decode(path: String, limits: ImageLimits = .default, convertToSRGB: Bool = true,
                              rows: RowReader? = nil) throws(ImageError) -> DecodedImage {
        let bytes: [UInt8]
        do { bytes = try FileBytes.readAll(path: path) } catch { throw .unreadable(file: path, reason: error.reason) }
        return try decode(bytes, file: path, limits: limits, convertToSRGB: convertToSRGB, rows: rows)
    }

    /// Decodes PNG or JPEG bytes already in memory; `file` names them in errors.
    public static func decode(_ bytes: [UInt8], file: String, limits: ImageLimits = .default,
                              convertToSRGB: Bool = true, rows: RowReader? = nil) throws(ImageError) -> DecodedImage {
        var image: DecodedImage
        switch ImageFormat.sniff(bytes) {
        case .png?: image = try PNGDecoder.decode(bytes, file: file, limits: limits, rows: rows, convertToSRGB: convertToSRGB)
        case .jpeg?: image = try JPEGDecoder.decode(bytes, file: file, limits: limits, rows: rows, convertToSRGB: convertToSRGB)
        case nil: throw .unknownFormat(file: file, signature: Array(bytes.prefix(8)))
        }
        if convertToSRGB && image.colourSpace == .displayP3 {
            DisplayP3.convertToSRGB(&image.raster)
            image.convertedToSRGB = true
        }
        return image
    }
}
