import Foundation
import LegibleAudit
import LegibleColour
import LegiblePixels
import Testing

/// A box holding text of two colours (black "HELLO" and a grey "TEXT" beside it on white):
/// both are text, each is measured against the background around its own glyphs, and the
/// grey governs — it must not pass as the black does, nor fail against the black glyphs.
@Suite("Several text colours in one box")
struct SeveralColourTests {
    static let white = RGB8(grey: 255), black = RGB8(grey: 0)

    /// "HELLO" in `first` and "TEXT" in `second` on `background`, one region around both.
    static func screen(first: RGB8, second: RGB8, background: RGB8 = white) -> (Raster, Screen) {
        let painter = SyntheticScreen(width: 260, height: 60, background: { _, _ in background })
        let hello = painter.render(text: "HELLO", colour: first, x: 12, y: 16, cell: 3.6)
        let over = SyntheticScreen(width: 260, height: 60, background: { x, y in hello[x, y].rgb })
        let helloWidth = SyntheticScreen.size(of: "HELLO ", cell: 3.6).width
        let raster = over.render(text: "TEXT", colour: second, x: 12 + helloWidth, y: 16, cell: 3.6)
        let size = SyntheticScreen.size(of: "HELLO TEXT", cell: 3.6)
        let region = Region(id: "label", x: 8, y: 12, width: size.width + 8, height: size.height + 8)
        return (raster, Screen(image: "synthetic.png", regions: [region]))
    }

    @Test("The lower-contrast colour governs, and both are reported",
          arguments: [("#9A9A9A", 2.813933), ("#767676", 4.542225)])
    func lowerContrastGoverns(grey: String, ratio: Double) throws {
        let second = try #require(RGB8(parsing: grey))
        let (raster, screen) = Self.screen(first: Self.black, second: second)
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: screen)[0]
        let measurement = try #require(result.measurement)
        #expect(measurement.colours.count == 2)
        #expect(measurement.original.foreground == second)
        #expect(abs(measurement.original.wcag.ratio - ratio) < 0.01)
        #expect(Set(measurement.colours.map(\.foreground)) == [Self.black, second])
        let black = try #require(measurement.colours.first { $0.foreground == Self.black })
        #expect(abs(black.wcag.ratio - 21) < 0.01, "black measured against white, not the grey glyphs")
        #expect(result.pass == (ratio >= 4.5))
    }

    /// Paragraph text in 50% white with links in white, on a dark page: the links' reach takes in
    /// the paragraph's grey, which must be measured, not passed as white.
    @Test("50%-white text beside white is measured as itself", arguments: [("#888888", 5.284701)])
    func halfWhiteBesideWhite(grey: String, ratio: Double) throws {
        let second = try #require(RGB8(parsing: grey)), dark = RGB8(grey: 0x12)
        let (raster, screen) = Self.screen(first: Self.white, second: second, background: dark)
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: screen)[0]
        let measurement = try #require(result.measurement)
        #expect(Set(measurement.colours.map(\.foreground)) == [Self.white, second])
        #expect(measurement.original.foreground == second)
        #expect(abs(measurement.original.wcag.ratio - ratio) < 0.01)
    }

    /// A line of a dark page's paragraph (its colour named by the hint) holding lighter inline
    /// code on a chip and a darker link: the paragraph's mask takes in the code beside it and
    /// reads as the code's colour, and the paragraph's own colour must still be measured beside
    /// the code's and the link's (the colours of The Rust Book's dark theme).
    @Test("A colour whose mask reads as a lighter one is measured as itself",
          arguments: [("#98A3AD", "#C5C8C6", "#2B79A2", 7.132)])
    func chosenColourReadAsAnother(paragraph: String, code: String, link: String, ratio: Double) throws {
        let first = try #require(RGB8(parsing: paragraph)), second = try #require(RGB8(parsing: code))
        let third = try #require(RGB8(parsing: link))
        let page = RGB8(r: 0x13, g: 0x15, b: 0x16), chip = RGB8(r: 0x1D, g: 0x1F, b: 0x21)
        let cell = 3.6, codeX = 12 + 57 * cell, linkX = codeX + 30 * cell
        let chipArea = (x: Int(codeX) - 2, maxX: Int(codeX + 24 * cell) + 2, y: 14, maxY: 43)
        var raster = SyntheticScreen(width: 410, height: 65, background: { x, y in
            (chipArea.x..<chipArea.maxX).contains(x) && (chipArea.y..<chipArea.maxY).contains(y) ? chip : page
        }).render(text: "HELLO THE", colour: first, x: 12, y: 16, cell: cell)
        for (text, colour, x) in [("TEXT", second, codeX), ("VAT", third, linkX)] {
            let under = raster
            raster = SyntheticScreen(width: 410, height: 65, background: { under[$0, $1].rgb })
                .render(text: text, colour: colour, x: x, y: 16, cell: cell)
        }
        let region = Region(id: "line", x: 8, y: 12, width: 386, height: 33, foreground: first)
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: Screen(image: "synthetic.png", regions: [region]))[0]
        let measurement = try #require(result.measurement)
        #expect(Set(measurement.colours.map(\.foreground)) == [first, second, third])
        let own = try #require(measurement.colours.first { $0.foreground == first }, "the paragraph's colour is measured")
        #expect(own.background == page)
        #expect(abs(own.wcag.ratio - ratio) < 0.01)
    }

    /// Breadcrumbs and labels of the corpus whose separator or first word is a thin glyph of its
    /// own grey, drawn at 1× (a "/" between dark links, "Open" before a blue link): the grey shows
    /// its colour in a few pixels only, never repeated enough for a candidate, and lies on the
    /// dark text's blends. It is text, measured against the page, and fails as the truth (from
    /// the two renders) says.
    @Test("A thin separator of its own grey is measured, and fails",
          arguments: [("multicolour/multicolour-web1x-04.json", "p0", "#8C8C8C", 3.362),
                      ("multicolour/multicolour-web1x-02.json", "p7", "#8C8C8C", 3.362),
                      ("multicolour/multicolour-web1x-01.json", "p3", "#5F6368", 2.763),
                      ("multicolour/multicolour1x-00.json", "p5", "#868686", 3.488)])
    func thinSeparatorOfItsOwnGrey(manifest: String, region: String, grey: String, truth: Double) throws {
        let corpus = try #require(Corpus.directory)
        let expected = try #require(RGB8(parsing: grey))
        let audit = Auditor(options: AuditOptions()).audit(manifestAt: corpus.appendingPathComponent(manifest).path)
        let result = try #require(audit.first?.regions.first { $0.id == region })
        let measurement = try #require(result.measurement)
        func near(_ c: RGB8) -> Bool {
            let d = [Int(c.r) - Int(expected.r), Int(c.g) - Int(expected.g), Int(c.b) - Int(expected.b)]
            return d.reduce(0) { $0 + $1 * $1 } <= 64
        }
        let separator = try #require(measurement.colours.first { near($0.foreground) },
                                     "the grey among \(measurement.colours.map(\.foreground))")
        #expect(abs(separator.wcag.ratio - truth) / truth < 0.1)
        #expect(!result.pass)
    }

    /// Separator dots (2×2 px, `· ·`) either side of a word in another colour, the region's
    /// text being the dots and its hint their colour: a handful of pixels of the stated colour
    /// are text however large the box, so the dots are measured (and fail) beside the word.
    @Test("Hinted separator dots beside another colour's word are measured",
          arguments: [("#808080", "#353535", 3.105799)])
    func hintedSeparatorDots(dots: String, page: String, ratio: Double) throws {
        let grey = try #require(RGB8(parsing: dots)), background = try #require(RGB8(parsing: page))
        let orange = RGB8(r: 0xD2, g: 0x99, b: 0x1D)
        let word = SyntheticScreen(width: 200, height: 40, background: { _, _ in background })
            .render(text: "TEXT", colour: orange, x: 40, y: 10, cell: 3)
        let wordWidth = Int(SyntheticScreen.size(of: "TEXT", cell: 3).width)
        var raster = word
        for x in [30, 30 + 14 + wordWidth] {
            for dy in 0..<2 { for dx in 0..<2 { raster[x + dx, 19 + dy] = grey.withAlpha() } }
        }
        let region = Region(id: "dots", x: 24, y: 6, width: Double(wordWidth + 36), height: 29, foreground: grey)
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: Screen(image: "synthetic.png", regions: [region]))[0]
        let measurement = try #require(result.measurement)
        #expect(Set(measurement.colours.map(\.foreground)) == [grey, orange])
        #expect(measurement.original.foreground == grey)
        #expect(abs(measurement.original.wcag.ratio - ratio) < 0.01)
        #expect(!result.pass)
    }

    /// Black "HELLO" passes and light-blue "TEXT" fails on white: the suggestions change the
    /// blue, the colour that fails, against the white around its own glyphs.
    @Test("Suggestions change the colour that fails")
    func suggestionsForTheFailingColour() throws {
        let blue = RGB8(r: 0x80, g: 0x80, b: 0xFF)
        let (raster, screen) = Self.screen(first: Self.black, second: blue)
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: screen)[0]
        let measurement = try #require(result.measurement)
        #expect(!result.pass)
        #expect(measurement.original.foreground == blue)
        let suggestions = try #require(measurement.suggestions)
        #expect(suggestions.layers?.textColour == blue)
        let text = try #require(suggestions.suggestions.first { $0.kind == .textColour })
        #expect(Int(text.colour.b) > Int(text.colour.r) + 40, "still blue: \(text.colour.hex)")
        #expect(text.wcag.ratio >= 4.5 && text.wcag.ratio < 5)
        let fill = try #require(suggestions.suggestions.first { $0.kind == .backgroundColour })
        #expect(fill.wcag.ratio >= 4.5, "the fill measured behind the blue, not the black")
    }

    /// An underscore after black "HELLO" drawn as rendering draws one between two rows of
    /// pixels: a dark row and a light one, or (at partial coverage) a single mid-grey row.
    /// Neither is text of another colour.
    @Test("An underscore's anti-aliased rows are no second colour",
          arguments: [[0x22, 0xE0], [0xE0], [0xA0]])
    func underscoreRows(rows: [Int]) throws {
        let size = SyntheticScreen.size(of: "HELLO", cell: 3.6)
        let left = 12 + Int(size.width) + 6, bottom = 16 + Int(size.height) - 1
        let painter = SyntheticScreen(width: 260, height: 60, background: { x, y in
            let k = y - (bottom - rows.count + 1)
            return x >= left && x < left + 40 && k >= 0 && k < rows.count ? RGB8(grey: UInt8(rows[k])) : Self.white
        })
        let raster = painter.render(text: "HELLO", colour: Self.black, x: 12, y: 16, cell: 3.6)
        let region = Region(id: "label", x: 8, y: 12, width: size.width + 60, height: size.height + 8)
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: Screen(image: "u.png", regions: [region]))[0]
        let measurement = try #require(result.measurement)
        #expect(measurement.colours.isEmpty, "colours: \(measurement.colours.map(\.foreground.hex))")
        #expect(result.pass)
    }

    @Test("Text of one colour reports no colours")
    func oneColour() throws {
        let (raster, screen) = Self.screen(first: Self.black, second: Self.black)
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: screen)[0]
        #expect(try #require(result.measurement).colours.isEmpty)
    }

    /// Text whose colour lies on another colour's blends into the background, from the corpus
    /// (two renders give the truth): grey "Next step" half-way from a dark page to the white ►
    /// before it, whose rounding put some of its pixels a level nearer white's line; a grey "/"
    /// between darker breadcrumb links (11 px type: its thin strokes read a little short of the
    /// colour). The grey governs, and the verdict is the truth's.
    @Test("A colour on another's blend line is measured as itself",
          arguments: [("multicolour/multicolour1x-03", "p6", 0.02), ("multicolour/multicolour-web1x-04", "p5", 0.06)])
    func colourOnAnothersBlendLine(screen name: String, region id: String, within: Double) throws {
        let screen = try #require(try Corpus.screens().first { $0.manifestPath.hasSuffix(name + ".json") })
        let truth = try #require(screen.truths[id]?.variants[.original]?.wcag)
        let images = Auditor(options: AuditOptions()).audit(manifestAt: screen.manifestPath)
        let result = try #require(images.first?.regions.first { $0.id == id })
        let measured = try #require(result.measurement?.original.wcag.ratio)
        #expect(abs(measured - truth) / truth < within, "measured \(measured), truth \(truth)")
        #expect(result.pass == (truth >= 4.5))
    }

    /// Grey words lying on the blends of white links into a dark page (the corpus's several-colours
    /// screen 1x-03, p7: #8E8E96 is half-way from #1E1E2E to white), apart from every white
    /// stroke: blends hug the strokes they edge, so the grey is text of its own, measured against
    /// the page (its two-render truth: 5.04525:1, and 3.7234 inverted).
    @Test("Grey words on a white link's blend line, apart from it, are measured")
    func greyOnBlendLineApart() throws {
        let corpus = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let manifest = corpus.appendingPathComponent("Corpus/multicolour/multicolour1x-03.json")
        let audit = Auditor(options: AuditOptions(variants: [.original, .invert])).audit(manifestAt: manifest.path)
        let measurement = try #require(audit.first?.regions.first { $0.id == "p7" }?.measurement)
        let grey = try #require(RGB8(parsing: "#8E8E96"))
        let part = try #require(measurement.colours.first { $0.foreground == grey }, "colours: \(measurement.colours.map(\.foreground))")
        #expect(abs(part.wcag.ratio - 5.04525) < 0.01)
        #expect(measurement.variants.last.map { $0.wcag.ratio < 4.5 } == true)
    }
}
