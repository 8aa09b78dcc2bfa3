@testable import LegibleAudit
import LegiblePixels
import Testing

/// Ring pixels beside a straight outline, judged by the coverage their neighbours along it show
/// (`TextSeparator.ring(_:alongOutlines:…)`): a star beside a white stem is the photo's.
@Suite("Ring pixels beside a straight outline")
struct OutlineCoverTests {
    static let white: UInt32 = 0xFFFFFF, sky: UInt32 = 0x101010

    /// What lies in column 8, right of a white stem (x 5...7, y 2...9), at row 5.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The grey of the pixel at (8, 5), and of the rest of column 8.
        var pixel: UInt32, column: UInt32
        /// Whether the stem also reaches (8, 6), below the pixel: its neighbour there lies beside
        /// the glyph on two sides.
        var stemBelow = false
        /// The colour the pixel stands for.
        var measured: UInt32
        var testDescription: String { name }
    }

    static let cases = [
        // Column 8 is a quarter covered: 16 + 60/239 of the way to 255 gives 76. At (8, 5) a
        // star of 150 under the same quarter shows 150 + 0.25·105 = 176: 160/239 = 0.67 of the
        // way from the sky, past half. Its neighbours along the outline show 60/239; what that
        // leaves of it is (176 − 255·60/239) / (1 − 60/239) = 149.52.
        Case(name: "a star under the edge's quarter cover", pixel: 0xB0B0B0, column: 0x4C4C4C, measured: 0x969696),
        Case(name: "the same grey all down the edge", pixel: 0xB0B0B0, column: 0xB0B0B0, measured: sky),
        // 96/239 = 0.40 of the way: less than half covered, as a blend beside the glyph can be.
        Case(name: "a pixel under half covered", pixel: 0x707070, column: 0x4C4C4C, measured: sky),
        Case(name: "the star beside a corner", pixel: 0xB0B0B0, column: 0x4C4C4C, stemBelow: true, measured: sky),
    ]

    /// A 12×12 sky; the ring is column 8 (y 2...9), each standing for the sky at column 9, and
    /// column 9 itself.
    @Test("A pixel right of a white stem", arguments: cases)
    func pixelRightOfAStem(_ c: Case) {
        let w = 12, h = 12
        var pixels = [UInt32](repeating: Self.sky, count: w * h), mask = [Bool](repeating: false, count: w * h)
        for y in 2...9 {
            for x in 5...7 { pixels[y * w + x] = Self.white; mask[y * w + x] = true }
            pixels[y * w + 8] = c.column
        }
        pixels[5 * w + 8] = c.pixel
        if c.stemBelow { pixels[6 * w + 8] = Self.white; mask[6 * w + 8] = true }
        var ring = Ring(pixels: [], colours: [])
        for y in 2...9 {
            for x in 8...9 where !mask[y * w + x] {
                ring.pixels.append(y * w + x)
                ring.colours.append(Self.sky)
            }
        }
        let judged = pixels.withUnsafeBufferPointer {
            TextSeparator.ring(ring, alongOutlines: mask, text: Self.white, pixels: $0, width: w, height: h)
        }
        #expect(judged.pixels == ring.pixels)
        for (k, i) in ring.pixels.enumerated() {
            #expect(judged.colours[k] == (i == 5 * w + 8 ? c.measured : Self.sky))
        }
    }

    /// The background behind a pixel the text colour covers a share of, worked by hand.
    static let unmixings: [(pixel: UInt32, cover: Double, background: UInt32)] = [
        (0xB0B0B0, 60.0 / 239, 0x969696), (0x808080, 0.5, 0x010101), (0x808080, 0.6, 0x000000), (0xFF0000, 0.25, 0xFF0000),
    ]

    @Test("Unmixed from the text colour", arguments: unmixings)
    func unmixed(pixel: UInt32, cover: Double, background: UInt32) {
        #expect(TextSeparator.unmixed(pixel, text: Self.white, cover: cover) == background)
    }
}
