@testable import LegibleAudit
import LegiblePixels
import Testing

/// A solid block of one colour with words inside it — a code chip, a badge, a highlighter's
/// mark — is the background those words stand on, not a text colour: the words inside are
/// text, measured against the chip, and the sentence around it against the page.
@Suite("Fills behind words")
struct FillTests {
    /// Shapes (`#` set) and how many of their other pixels no x or y path joins to the edge.
    @Test("A shape's holes are the pixels it encloses", arguments: [
        (["#####", "#...#", "#.#.#", "#...#", "#####"], 8),
        (["#####", "#...#", "#.#..", "#...#", "#####"], 0),   // open on the right
        (["###", "#.#", "##."], 1),                           // a diagonal step is no path out
        (["....", ".##.", ".##.", "...."], 0),
        (["#"], 0),
    ])
    func holes(rows: [String], count: Int) {
        let shape = rows.flatMap { $0.map { $0 == "#" } }
        let holes = MaskHoles.holes(of: shape, width: rows[0].count, height: rows.count)
        #expect(holes.count == count)
        #expect(holes.allSatisfy { !shape[$0] })
    }

    /// "HELLO" in a link's colour, a chip 8 px around white "TEXT" and "VAT" in the link's
    /// colour again, on `page`: one box around all three, the chip well inside it and farther
    /// from the link's words than their ring reaches. The chip scores as the text colour; its
    /// white words are text, on it. The ratios are WCAG 2's, computed apart from Legible: white
    /// on #24292E 14.668490, #0366D6 on white 5.418756.
    @Test("A code chip is the background of the words inside it", arguments: [("#FFFFFF", "#0366D6", 5.418756)])
    func chipIsBackground(page hexPage: String, link hexLink: String, ratio: Double) throws {
        let page = try #require(RGB8(parsing: hexPage)), link = try #require(RGB8(parsing: hexLink))
        let chip = RGB8(r: 0x24, g: 0x29, b: 0x2E), white = RGB8(grey: 255), cell = 3.0
        let chipArea = (x: 110, maxX: 195, y: 8, maxY: 45)
        var raster = SyntheticScreen(width: 270, height: 54, background: { x, y in
            (chipArea.x..<chipArea.maxX).contains(x) && (chipArea.y..<chipArea.maxY).contains(y) ? chip : page
        }).render(text: "HELLO", colour: link, x: 10, y: 16, cell: cell)
        for (text, colour, x) in [("TEXT", white, 118.0), ("VAT", link, 208.0)] {
            let under = raster
            raster = SyntheticScreen(width: 270, height: 54, background: { under[$0, $1].rgb })
                .render(text: text, colour: colour, x: x, y: 16, cell: cell)
        }
        let region = Region(id: "line", x: 4, y: 3, width: 262, height: 47)
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: Screen(image: "synthetic.png", regions: [region]))[0]
        let measurement = try #require(result.measurement)
        let colours = measurement.colours.isEmpty ? [measurement.original] : measurement.colours
        #expect(Set(colours.map(\.foreground)) == [white, link])
        let code = try #require(colours.first { $0.foreground == white })
        #expect(code.background == chip)
        #expect(abs(code.wcag.ratio - 14.668490) < 0.01)
        #expect(abs(measurement.original.wcag.ratio - ratio) < 0.01)
        #expect(result.pass)
    }

    /// Corpus boxes of a sentence with `pip install` in a chip (two renders give the truth): on
    /// a dark page the chip's fill was taken for the text and measured against itself (1:1);
    /// on a white page, where the chip is tight, the white code's ring reaches the page and the
    /// box fails however the link around it fares. The verdict is the truth's, and so is the
    /// side of the line the ratio falls on by a margin.
    @Test("Words in a code chip get the truth's verdict", arguments: [
        ("multicolour/multicolour-web1x-05", "p1"), ("multicolour/multicolour-web2x-03", "p3"),
        ("multicolour/multicolour-web1x-06", "p0"),
    ])
    func codeChipVerdict(screen name: String, region id: String) throws {
        let screen = try #require(try Corpus.screens().first { $0.manifestPath.hasSuffix(name + ".json") })
        let truth = try #require(screen.truths[id]?.variants[.original]?.wcag)
        let images = Auditor(options: AuditOptions()).audit(manifestAt: screen.manifestPath)
        let result = try #require(images.first?.regions.first { $0.id == id })
        let measured = try #require(result.measurement?.original.wcag.ratio)
        #expect(result.pass == (truth >= 4.5), "measured \(measured), truth \(truth)")
        #expect(truth >= 4.5 ? measured >= 6 : measured < 3, "measured \(measured), truth \(truth)")
    }
}
