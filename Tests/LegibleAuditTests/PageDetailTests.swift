@testable import LegibleAudit
import LegiblePixels
import Testing

/// A photographed page's letters in a JPEG caption's mask over a background found flat on average
/// (`TextSeparator.pageDetail`): parts of the mask short of the text colour, far from it in luma
/// too, apart from the glyphs or touching them only through other such pixels, are the page's.
@Suite("A page's detail in the mask of a caption over it")
struct PageDetailTests {
    static let text = RGB8(grey: 188), page = RGB8(grey: 40)
    /// The caption's mask tolerance over that page (`Candidate.tolerance`: 0.45 of the contrast).
    static let tolerance = Int32((0.45 * (3.0 * 148 * 148).squareRoot()).rounded())

    /// A group of mask pixels beside two stems of the text colour.
    struct Group: CustomTestStringConvertible, Sendable {
        var name: String
        var colour: RGB8
        /// How many pixels, in rows of four.
        var size: Int
        /// The stems' width (px), and whether the group touches the first stem (through a column of its own).
        var stem = 3, touching = false
        var found: Bool
        var testDescription: String { name }
    }

    static let printed = RGB8(grey: 130)
    static let groups = [
        Group(name: "a printed letter of twelve pixels apart from the stems", colour: printed, size: 12, found: true),
        Group(name: "the letter touching a stem", colour: printed, size: 12, touching: true, found: true),
        Group(name: "a speck too small to tell a page from noise", colour: printed, size: 4, found: false),
        Group(name: "ink beyond the text colour, no page's detail", colour: RGB8(grey: 240), size: 12, found: false),
        // Chroma alone: what JPEG's half-resolution chroma does to a glyph's pixel.
        Group(name: "the text's luma in another hue", colour: RGB8(r: 218, g: 178, b: 188), size: 12, found: false),
        Group(name: "nearly the text colour, within half the tolerance", colour: RGB8(grey: 176), size: 12, found: false),
        Group(name: "the letter beside stems 2 px wide, as thin as any stroke that misses its colour", colour: printed,
              size: 12, stem: 2, found: false),
    ]

    /// A 30×16 page with three stems (x 3…, 9…, 24…; y 3…12) and the group from (18, 5), four a row.
    @Test("A group of mask pixels short of the text colour", arguments: groups)
    func groupShortOfTheText(_ g: Group) {
        let w = 30, h = 16
        var pixels = [UInt32](repeating: Self.page.packed, count: w * h), mask = [Bool](repeating: false, count: w * h)
        for y in 3...12 {
            for x in 3..<(3 + g.stem) { (pixels[y * w + x], mask[y * w + x]) = (Self.text.packed, true) }
            for x in 9..<(9 + g.stem) { (pixels[y * w + x], mask[y * w + x]) = (Self.text.packed, true) }
            for x in 24..<(24 + g.stem) { (pixels[y * w + x], mask[y * w + x]) = (Self.text.packed, true) }
        }
        var group = (0..<g.size).map { (5 + $0 / 4) * w + 18 + $0 % 4 }
        for i in group { (pixels[i], mask[i]) = (g.colour.packed, true) }
        if g.touching {
            // A printed line touching the second stem: all of it but the pixel beside the stem, a
            // blend there as much as a letter's.
            let joined = (12..<18).map { 10 * w + $0 }
            for i in joined { (pixels[i], mask[i]) = (g.colour.packed, true) }
            group += joined.filter { $0 != 10 * w + 12 }
        }
        let found = pixels.withUnsafeBufferPointer {
            TextSeparator.pageDetail(in: mask, text: Self.text.packed, background: Self.page.packed, tolerance: Self.tolerance,
                                     pixels: $0, width: w, height: h, bounds: PixelRect(x: 3, y: 3, width: 24, height: 10),
                                     exactness: SeparationTuning.Corrections.jpegExactWithin)
        }
        #expect(found == (g.found ? group.sorted() : []), "\(g.name)")
    }
}
