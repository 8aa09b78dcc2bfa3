/// An opaque 8-bit sRGB colour (gamma-encoded code values 0–255).
public struct RGB8: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// A grey with all three channels equal to `value`.
    public init(grey value: UInt8) {
        self.init(r: value, g: value, b: value)
    }

    /// The colour as a pixel with the given alpha.
    public func withAlpha(_ a: UInt8 = 255) -> RGBA8 { RGBA8(r: r, g: g, b: b, a: a) }
}
