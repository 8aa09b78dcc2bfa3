import LegiblePixels

/// A decoded image, ready for measurement: upright, sRGB, 8-bit RGBA with straight alpha.
public struct DecodedImage: Sendable, Equatable {
    /// The pixels: EXIF orientation applied, Display P3 already converted to sRGB (unless the
    /// decode was asked to keep the source space). Alpha is untouched; see `Raster.composite(over:)`.
    public var raster: Raster
    /// The colour space the file declared (`.sRGB` when untagged).
    public var colourSpace: ColourSpace
    /// True when `raster` holds the file's own P3 values converted to sRGB.
    public var convertedToSRGB: Bool
    /// True when the file has an alpha channel or a tRNS transparent colour.
    public var hadAlpha: Bool
    /// The EXIF orientation that was applied (`.up` for PNG and for JPEGs without one).
    public var orientation: EXIFOrientation
    /// The container format, sniffed from the bytes.
    public var format: ImageFormat
    /// Width and height as stored in the file, before orientation.
    public var storedWidth: Int
    public var storedHeight: Int
    /// Things the user should know that did not stop decoding (unknown profile, recovered corruption …).
    public var warnings: [String]
}
