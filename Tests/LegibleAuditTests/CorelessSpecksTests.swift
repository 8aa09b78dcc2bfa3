@testable import LegibleAudit
import LegiblePixels
import Testing

/// Small groups of mask pixels that never hold the text colour, apart from glyphs that do
/// (`TextSeparator.corelessSpecks`): a star's glow in a pink caption's mask, not a glyph's part.
@Suite("Specks in the mask that never reach the text colour")
struct CorelessSpecksTests {
    static let text = RGB8(r: 0xF4, g: 0x72, b: 0xB6), sky = RGB8(r: 0x0A, g: 0x0E, b: 0x1E)
    /// Half the pink's tolerance over the sky, squared: specks nearer the text than this may be
    /// a glyph's part that just misses its colour.
    static let farther: Int32 = 64 * 64

    /// A group of mask pixels apart from the stem.
    struct Group: CustomTestStringConvertible, Sendable {
        var name: String
        var colour: RGB8
        /// How many pixels, in rows of four at most.
        var size: Int
        /// Whether one of them holds the text colour.
        var core = false
        var found: Bool
        var testDescription: String { name }
    }

    static let glow = RGB8(r: 0x9A, g: 0x9E, b: 0xA6)
    static let groups = [
        Group(name: "a 2×2 grey glow, far from the pink", colour: glow, size: 4, found: true),
        Group(name: "the same glow holding a core", colour: glow, size: 4, core: true, found: false),
        // 80% of the way from the sky to the pink.
        Group(name: "four pixels of nearly the text colour", colour: RGB8(r: 0xC5, g: 0x5E, b: 0x96), size: 4, found: false),
        Group(name: "a glow of eight, as large as a glyph's thin part", colour: glow, size: 8, found: false),
    ]

    /// A 24×16 sky with a pink stem (x 3...5, y 3...12) and the group from (14, 6), four a row.
    @Test("A group of mask pixels apart from a stem", arguments: groups)
    func groupApartFromAStem(_ g: Group) {
        let w = 24, h = 16
        var pixels = [UInt32](repeating: Self.sky.packed, count: w * h), mask = [Bool](repeating: false, count: w * h)
        for y in 3...12 { for x in 3...5 { pixels[y * w + x] = Self.text.packed; mask[y * w + x] = true } }
        let group = Self.paint(g.size, from: (14, 6), width: w, colour: g.colour, core: g.core ? 0 : nil,
                               pixels: &pixels, mask: &mask)
        let found = pixels.withUnsafeBufferPointer {
            TextSeparator.corelessSpecks(in: mask, text: Self.text.packed, pixels: $0, width: w, height: h,
                                         exactness: SeparationTuning.Candidates.exactWithin, farther: Self.farther)
        }
        #expect(found == (g.found ? group.sorted() : []))
    }

    /// Paints `count` mask pixels of `colour`, four a row from `origin`, the one at index `core`
    /// (if any) in the text colour; returns their indices.
    static func paint(_ count: Int, from origin: (x: Int, y: Int), width w: Int, colour: RGB8, core: Int?,
                      pixels: inout [UInt32], mask: inout [Bool]) -> [Int] {
        let painted = (0..<count).map { (origin.y + $0 / 4) * w + origin.x + $0 % 4 }
        for i in painted {
            pixels[i] = colour.packed
            mask[i] = true
        }
        if let core { pixels[painted[core]] = Self.text.packed }
        return painted
    }

    /// A part of the mask beside stems of the text colour (`TextSeparator.corelessParts`).
    struct Part: CustomTestStringConvertible, Sendable {
        var name: String
        /// The stems' width (px).
        var stem: Int
        /// How many pixels, in rows of four.
        var size: Int
        /// Whether one of them holds the text colour, and whether the stems do.
        var core = false, stemCores = true
        var found: Bool
        var testDescription: String { name }
    }

    static let parts = [
        // Strokes 3 px wide: their ridge lies 2 px deep, past √2.
        Part(name: "a grey part of twelve beside stems 3 px wide", stem: 3, size: 12, found: true),
        Part(name: "a grey part of forty beside them, larger than any speck", stem: 3, size: 40, found: true),
        Part(name: "the same part holding one pixel of the text colour", stem: 3, size: 12, core: true, found: false),
        // Strokes 2 px wide: ridge 1 px deep, as thin as a stroke that never reaches its colour.
        Part(name: "a grey part beside stems 2 px wide", stem: 2, size: 12, found: false),
        Part(name: "no pixel of the text colour anywhere", stem: 3, size: 12, stemCores: false, found: false),
    ]

    /// A 40×20 sky with three pink stems (x 3, 9, 15 on, y 3...16) and the part from (24, 4), four
    /// a row, in the grey glow.
    @Test("A part of the mask that never holds the text colour, beside stems", arguments: parts)
    func partBesideStems(_ p: Part) {
        let w = 40, h = 20
        var pixels = [UInt32](repeating: Self.sky.packed, count: w * h), mask = [Bool](repeating: false, count: w * h)
        for left in [3, 9, 15] {
            for y in 3...16 { for x in left..<(left + p.stem) {
                pixels[y * w + x] = p.stemCores ? Self.text.packed : Self.glow.packed
                mask[y * w + x] = true
            } }
        }
        let part = Self.paint(p.size, from: (24, 4), width: w, colour: Self.glow, core: p.core ? 5 : nil,
                              pixels: &pixels, mask: &mask)
        let found = pixels.withUnsafeBufferPointer {
            TextSeparator.corelessParts(in: mask, text: Self.text.packed, pixels: $0, width: w, height: h,
                                        bounds: PixelRect(x: 3, y: 3, width: 25, height: 14),
                                        exactness: SeparationTuning.Candidates.exactWithin)
        }
        #expect(found == (p.found ? part.sorted() : []))
    }

    /// The walk over far pixels alone (`FarSpecks.find`) against every component of the mask
    /// (`FarSpecks.reference`), on random masks from sparse to dense, with far pixels from few to
    /// all, and groups up to the size limit and past it.
    @Test("Far specks found as a walk over every group finds them",
          arguments: [(24, 16, 6, 2), (40, 23, 3, 3), (17, 9, 2, 1), (64, 48, 4, 4), (5, 3, 2, 2), (33, 33, 5, 6)])
    func farSpecksMatchTheWalkOverEveryGroup(width w: Int, height h: Int, sparseness: Int, nearness: Int) {
        var random = SeededRandom(state: UInt64(w * 97 + h * 13 + sparseness))
        let mask = (0..<(w * h)).map { _ in random.next(sparseness) == 0 }
        let far = mask.map { $0 && random.next(nearness) == 0 }
        for below in [1, 3, 7, 20] {
            let found = FarSpecks.find(mask: mask, far: far, width: w, height: h, below: below)
            #expect(found == FarSpecks.reference(mask: mask, far: far, width: w, height: h, below: below))
            #expect(below < 7 || sparseness < 3 || !found.isEmpty)
        }
    }
}
