import LegibleImageIO
import LegiblePixels
import Testing

@Suite("EXIF orientation")
struct EXIFOrientationTests {
    /// A TIFF block with IFD0 = [ImageWidth, Orientation], so the tag is not the first entry.
    static func tiff(orientation: UInt16, bigEndian: Bool) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 255)] : [UInt8(v & 255), UInt8(v >> 8)] }
        func u32(_ v: UInt32) -> [UInt8] { bigEndian ? u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF)) : u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16)) }
        var out: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        out += u16(42) + u32(8) + u16(2)
        out += u16(0x0100) + u16(4) + u32(1) + u32(640)
        out += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0)
        out += u32(0)
        return out
    }

    @Test("tag 0x0112 in both byte orders", arguments: 1...8, [false, true])
    func parse(value: Int, bigEndian: Bool) {
        #expect(EXIFOrientation.parse(tiff: Self.tiff(orientation: UInt16(value), bigEndian: bigEndian))?.rawValue == value)
    }

    @Test("invalid values and damaged blocks give nil")
    func invalid() {
        #expect(EXIFOrientation.parse(tiff: Self.tiff(orientation: 0, bigEndian: true)) == nil)
        #expect(EXIFOrientation.parse(tiff: Self.tiff(orientation: 9, bigEndian: false)) == nil)
        #expect(EXIFOrientation.parse(tiff: Array(Self.tiff(orientation: 6, bigEndian: true).prefix(20))) == nil)
        #expect(EXIFOrientation.parse(tiff: [UInt8]()) == nil)
        #expect(EXIFOrientation.parse(tiff: [0x4D, 0x4D, 0, 42, 0xFF, 0xFF, 0xFF, 0xFF]) == nil)
    }

    /// A 3×2 raster whose pixels are numbered 0…5 in the red channel:
    ///     0 1 2
    ///     3 4 5
    static let source: Raster = {
        var r = Raster(width: 3, height: 2)
        for i in 0..<6 { r[i % 3, i / 3] = RGBA8(r: UInt8(i), g: 0, b: 0) }
        return r
    }()

    /// Upright results, row by row, as Pillow's exif_transpose produces them.
    static let expected: [(EXIFOrientation, Int, [UInt8])] = [
        (.up, 3, [0, 1, 2, 3, 4, 5]),
        (.upMirrored, 3, [2, 1, 0, 5, 4, 3]),
        (.down, 3, [5, 4, 3, 2, 1, 0]),
        (.downMirrored, 3, [3, 4, 5, 0, 1, 2]),
        (.leftMirrored, 2, [0, 3, 1, 4, 2, 5]),   // transpose
        (.right, 2, [3, 0, 4, 1, 5, 2]),          // rotate 90° clockwise
        (.rightMirrored, 2, [5, 2, 4, 1, 3, 0]),  // transverse
        (.left, 2, [2, 5, 1, 4, 0, 3]),           // rotate 90° counter-clockwise
    ]

    @Test("applying turns pixels upright", arguments: expected)
    func apply(orientation: EXIFOrientation, width: Int, reds: [UInt8]) {
        let out = Self.source.applying(orientation)
        #expect(out.width == width && out.height == 6 / width)
        let got = (0..<6).map { out[$0 % width, $0 / width].r }
        #expect(got == reds)
    }
}
