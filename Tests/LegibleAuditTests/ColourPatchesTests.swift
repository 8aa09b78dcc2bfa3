@testable import LegibleAudit
import LegiblePixels
import Testing

/// Patches of mask pixels off the text colour, three by three or larger
/// (`TextSeparator.colourPatches`): a pale stone beside a white stem, not the stem's blend.
@Suite("Patches in the mask off the text colour")
struct ColourPatchesTests {
    static let white = RGB8(grey: 0xFF), gravel = RGB8(r: 0x5A, g: 0x52, b: 0x4E)
    static let stone = RGB8(grey: 0xCE), blend = RGB8(grey: 0xAC)

    /// What lies beside a white stem (x 4...6, y 2...13) on gravel, in the mask.
    struct Beside: CustomTestStringConvertible, Sendable {
        var name: String
        /// Mask pixels (x, y) and their colour.
        var pixels: [(x: Int, y: Int, colour: RGB8)]
        /// Whether the stem holds the text colour.
        var cored = true
        /// The pixels expected found.
        var found: [(x: Int, y: Int)]
        var testDescription: String { name }
    }

    static func square(_ x0: Int, _ y0: Int, side: Int, _ colour: RGB8) -> [(x: Int, y: Int, colour: RGB8)] {
        (0..<(side * side)).map { (x0 + $0 % side, y0 + $0 / side, colour) }
    }

    static let cases = [
        Beside(name: "a 4×4 pale stone touching the stem", pixels: square(7, 5, side: 4, stone),
               found: square(7, 5, side: 4, stone).map { ($0.x, $0.y) }),
        Beside(name: "the same stone, no core anywhere", pixels: square(7, 5, side: 4, stone), cored: false, found: []),
        Beside(name: "a 2×2 pale speck touching the stem", pixels: square(7, 5, side: 2, stone), found: []),
        // Anti-aliasing: one pixel deep on both sides of the stem.
        Beside(name: "the stem's blends on both sides", pixels: (2...13).flatMap { [(3, $0, blend), (7, $0, blend)] }, found: []),
        // A stroke too thin to reach white: two pixels across, long.
        Beside(name: "a two-pixel hairline beside the stem", pixels: (2...13).flatMap { [(9, $0, blend), (10, $0, blend)] },
               found: []),
        Beside(name: "a 3×3 stone of the text colour itself", pixels: square(8, 5, side: 3, white), found: []),
    ]

    @Test("What lies beside a white stem in the mask", arguments: cases)
    func besideAStem(_ c: Beside) {
        let w = 16, h = 16
        var pixels = [UInt32](repeating: Self.gravel.packed, count: w * h), mask = [Bool](repeating: false, count: w * h)
        for y in 2...13 { for x in 4...6 { pixels[y * w + x] = (c.cored ? Self.white : Self.blend).packed; mask[y * w + x] = true } }
        for p in c.pixels {
            pixels[p.y * w + p.x] = p.colour.packed
            mask[p.y * w + p.x] = true
        }
        let found = pixels.withUnsafeBufferPointer {
            TextSeparator.colourPatches(in: mask, text: Self.white.packed, pixels: $0, width: w,
                                        bounds: PixelRect(x: 0, y: 0, width: w, height: h),
                                        exactness: SeparationTuning.Candidates.exactWithin)
        }
        #expect(found == c.found.map { $0.y * w + $0.x }.sorted())
    }

    /// The search over runs (`ColourPatches.find`) against every square tried (`reference`), on
    /// random masks from sparse to dense, off pixels from few to all, squares of 2 to 4, inside a
    /// margin of clear pixels around the mask's bounds.
    @Test("Patches found from runs as by trying every square",
          arguments: [(24, 16, 2, 2), (40, 23, 1, 3), (17, 9, 2, 1), (64, 48, 1, 4), (5, 4, 1, 1), (33, 33, 3, 2)])
    func runsMatchEverySquare(width w: Int, height h: Int, sparseness: Int, nearness: Int) {
        var random = SeededRandom(state: UInt64(w * 31 + h * 7 + sparseness * 3 + nearness))
        let bounds = PixelRect(x: 1, y: 1, width: w - 2, height: h - 2)
        let inside = { (i: Int) in i % w >= 1 && i % w < w - 1 && i / w >= 1 && i / w < h - 1 }
        let mask = (0..<(w * h)).map { inside($0) && random.next(sparseness + 1) != 0 }
        let pixels = (0..<(w * h)).map { _ in random.next(nearness + 1) == 0 ? Self.white.packed : Self.stone.packed }
        for side in 2...4 {
            let found = pixels.withUnsafeBufferPointer {
                ColourPatches.find(mask: mask, pixels: $0, width: w, bounds: bounds, text: Self.white.packed,
                                   exactness: SeparationTuning.Candidates.exactWithin, side: side)
            }
            let expected = ColourPatches.reference(mask: mask, pixels: pixels, width: w, height: h, text: Self.white.packed,
                                                   exactness: SeparationTuning.Candidates.exactWithin, side: side)
            #expect(found == expected)
            #expect(w < 24 || side > 2 || !expected.isEmpty)
        }
    }
}
