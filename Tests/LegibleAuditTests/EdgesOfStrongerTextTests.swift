import LegiblePixels
import Testing
@testable import LegibleAudit

/// A stronger word's anti-aliased edge that a paler text's mask took in (a white link's edge into
/// a dark page passes through a grey paragraph's tolerance) is no part of the paler text when stage
/// 7 tries the word's colour (`TextSeparator.withoutEdges`); a part showing the paler colour stays
/// its, and text whose parts mostly show no one colour (a gradient's) gives nothing up.
struct EdgesOfStrongerTextTests {
    static let page = RGB8(grey: 0x1E), grey = RGB8(grey: 0x90), white = RGB8(grey: 0xEC), edge = RGB8(grey: 0x6F)
    static let width = 24, height = 10

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The edge column's colour on its middle row (the others are `edge`).
        var edgeMiddle: RGB8
        /// Columns of blends in no drawn colour, apart from the word, that the paler mask holds too.
        var toneColumns: [Int]
        /// Whether the edge column is given up.
        var givesUpEdge: Bool
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "a thin edge of the word, holding no grey, beside its stem", edgeMiddle: edge, toneColumns: [], givesUpEdge: true),
        Case(name: "a column showing the grey exactly is the grey's", edgeMiddle: grey, toneColumns: [], givesUpEdge: false),
        Case(name: "most parts in no one colour (a gradient's tones)", edgeMiddle: edge, toneColumns: [15, 18], givesUpEdge: false),
    ]

    @Test(arguments: cases)
    func edgesOfTheStrongerWord(_ c: Case) throws {
        let w = Self.width
        var raster = Raster(width: w, height: Self.height, fill: Self.page.withAlpha())
        for y in 2..<8 {
            // The grey glyph: a stem two pixels wide in its colour; the word's stem and its edge.
            for x in 2...3 { raster[x, y] = Self.grey.withAlpha() }
            raster[10, y] = Self.white.withAlpha()
            raster[9, y] = (y == 4 ? c.edgeMiddle : Self.edge).withAlpha()
            for x in c.toneColumns { raster[x, y] = RGB8(grey: UInt8(0x70 + 4 * y)).withAlpha() }
        }
        let box = BoxPixels(raster: raster, rect: PixelRect(x: 0, y: 0, width: w, height: Self.height), margin: 1)
        // Masks in the window's indices: the grey's mask holds the edge, the word's the edge and its stem.
        let window = box.window
        var taken = [Bool](repeating: false, count: window.area), glyphs = taken
        func at(_ x: Int, _ y: Int) -> Int { (y - window.y) * window.width + x - window.x }
        for y in 2..<8 {
            for x in [2, 3, 9] + c.toneColumns { taken[at(x, y)] = true }
            for x in [9, 10] { glyphs[at(x, y)] = true }
        }
        let separator = TextSeparator(hint: nil, ringRadius: 2)
        let kept = try #require(box.withView { separator.withoutEdges(of: glyphs, in: taken, known: [Self.grey.packed], in: $0) })
        guard c.givesUpEdge else {
            #expect(kept == nil)
            return
        }
        let found = try #require(kept)
        var expected = taken
        for y in 2..<8 { expected[at(9, y)] = false }
        #expect(found == expected)
    }
}
