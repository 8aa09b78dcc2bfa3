/// One 8-bit pixel with straight alpha.
public struct RGBA8: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The colour without its alpha.
    public var rgb: RGB8 { RGB8(r: r, g: g, b: b) }
}
