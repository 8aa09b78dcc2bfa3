import LegiblePixels
import Testing
@testable import LegibleAudit

/// The passes behind decoration lines of other colours: the ink apart from the text
/// (`TextSeparator.ink(besides:notBlendsOf:in:)`, eight pixels at a time) against its plain
/// version, and the thin parts' pixels (`thinPixels`, from row runs, against the walk pixel by
/// pixel) never fewer than the lines `decorationLines` finds in the same mask, nor more than the
/// pixels of the rows below the text's top: the gates they make decide as the walk would.
struct DecorationInkTests {
    /// Block letters in `text` over a flat `page`, an underline of `line` two pixels tall under
    /// them, and specks of random colours; the box is the whole screen.
    static func box(text: RGB8, page: RGB8, line: RGB8, seed: UInt64) -> BoxPixels {
        let painter = SyntheticScreen(width: 160, height: 48, background: { _, _ in page })
        var raster = painter.render(text: "HOTEL", colour: text, x: 8, y: 8, cell: 3.4)
        var random = SeededRandom(state: seed)
        for x in 10..<150 {
            for y in 35...36 { raster[x, y] = line.withAlpha() }
        }
        for _ in 0..<120 {
            raster[random.next(160), random.next(48)] = RGB8(r: UInt8(random.next(256)), g: UInt8(random.next(256)),
                                                           b: UInt8(random.next(256))).withAlpha()
        }
        return BoxPixels(raster: raster, rect: PixelRect(x: 0, y: 0, width: 160, height: 48), margin: 0)
    }

    static let colours: [(text: RGB8, page: RGB8, line: RGB8, seed: UInt64)] = [
        (RGB8(grey: 0x22), RGB8(grey: 0xFF), RGB8(r: 0xF4, g: 0xA0, b: 0xC0), 81),
        (RGB8(r: 0x1A, g: 0x5C, b: 0xD0), RGB8(grey: 0xFA), RGB8(r: 0xF3, g: 0xC8, b: 0x9A), 82),
        (RGB8(grey: 0xEE), RGB8(r: 0x12, g: 0x16, b: 0x1C), RGB8(r: 0xD0, g: 0x30, b: 0x30), 83),
    ]

    /// The text's mask: pixels within 60 levels of its colour, and a few random ones.
    static func mask(of colour: UInt32, in view: BoxView, seed: UInt64) -> [Bool] {
        var random = SeededRandom(state: seed)
        return view.pixels.map { colourDistanceSquared($0, colour) <= 3600 || random.next(40) == 0 }
    }

    @Test(arguments: colours)
    func inkMatchesItsPlainVersion(text: RGB8, page: RGB8, line: RGB8, seed: UInt64) throws {
        let box = Self.box(text: text, page: page, line: line, seed: seed)
        let checked = box.withView { view -> Int in
            let glyphs = Self.mask(of: text.packed, in: view, seed: seed)
            for besides in [glyphs, [Bool](repeating: false, count: glyphs.count)] {
                for colour in [nil, text.packed, line.packed, page.packed] {
                    let plain = TextSeparator.inkReference(besides: besides, notBlendsOf: colour, in: view)
                    let (ink, count) = TextSeparator.inkCounted(besides: besides, notBlendsOf: colour, in: view)
                    #expect(ink == plain, "blends of \(String(colour ?? 0, radix: 16))")
                    #expect(count == plain.filter { $0 }.count)
                }
            }
            return 1
        }
        #expect(checked == 1, "the box holds another colour")
    }

    /// The glyphs' mask holds few thin parts (the gate stops there); the underline's (its exact
    /// colour) is all thin, and `decorationLines` finds no more than that in either.
    @Test(arguments: colours)
    func thinPixelsBoundTheLines(text: RGB8, page: RGB8, line: RGB8, seed: UInt64) throws {
        let box = Self.box(text: text, page: page, line: line, seed: seed)
        let found = try #require(box.withView { view -> [(thin: Int, lines: Int, count: Int)] in
            [(text.packed, Int32(3600)), (line.packed, 100)].map { colour, within in
                let pixels = view.pixels.map { colourDistanceSquared($0, colour) <= within }
                let mask = TextMask(pixels: pixels, count: pixels.filter { $0 }.count, cores: nil, bounds: nil)
                let rest = TextSeparator.ink(besides: pixels, in: view)
                guard let span = MaskBounds.boundingBox(of: rest, width: view.width, height: view.height, padding: 0) else {
                    return (0, 0, mask.count)
                }
                let lines = TextSeparator.decorationLines(in: pixels, beside: span, glyphs: rest, in: view)
                let thin = TextSeparator.thinPixels(of: mask, beside: span, in: view)
                #expect(thin == TextSeparator.thinPixelsReference(of: mask, beside: span, in: view))
                #expect(TextSeparator.pixelsBelowTop(of: mask, beside: span, in: view) >= thin)
                return (thin, lines.count, mask.count)
            }
        })
        let (glyphs, underline) = (found[0], found[1])
        #expect(glyphs.thin >= glyphs.lines && underline.thin >= underline.lines)
        #expect(Double(glyphs.thin) < SeparationTuning.ForeignDecorations.onlyShare * Double(glyphs.count))
        #expect(underline.lines > 0 && underline.thin == underline.count)
    }
}
