import Foundation
@testable import LegibleAudit
import LegiblePixels
import Testing

/// A JPEG line box whose text the histogram cannot tell from a dark sky, beside a star
/// (`TextSeparator.blobBesideItsLine`): the star is the only colour that stands out, and read as
/// the text it makes grey words lost on the sky pass at 8:1. A line of text runs along its box; a
/// star is as wide as it is tall. The screens are drawn exactly and measured as a JPEG's pixels are
/// (`lossy: true`), with a few levels of noise everywhere, as compression leaves.
@Suite("A star beside words lost on a dark sky, in a JPEG")
struct BlobBesideLineTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var words: RGB8
        var text = "LOVE"
        /// What the manifest says the box holds (`text` when nil).
        var stated: String? = nil
        /// The box is square, as an icon's is, not a line's.
        var square = false
        /// A pale round star touches the words' first letter.
        var star: Bool
        /// The words can be told apart: they are measured, not left indeterminate.
        var measured: Bool
        var testDescription: String { name }
    }

    static let sky = RGB8(r: 0x10, g: 0x0E, b: 0x14), pink = RGB8(r: 0xFF, g: 0xD3, b: 0xE3)

    static let cases: [Case] = [
        // Grey words a few levels off the sky (about 1.1:1): nothing but the star stands out.
        Case(name: "dim words beside a star", words: RGB8(grey: 0x1C), star: true, measured: false),
        // The same words in white: a line of text, measured whatever touches it.
        Case(name: "white words beside a star", words: RGB8(grey: 0xFF), star: true, measured: true),
        // Pink words with no star: a line of text.
        Case(name: "pink words on the bare sky", words: pink, star: false, measured: true),
        // A value's one glyph in a wide cell, beside the star: as narrow as a blob, and measured.
        Case(name: "one white glyph beside a star", words: RGB8(grey: 0xFF), text: "L", star: true, measured: true),
        // An icon font's glyph is named by a word (a ligature), in a square box: measured.
        Case(name: "an icon named by a word", words: RGB8(grey: 0xFF), text: "O", stated: "circle", square: true, star: true,
             measured: true),
    ]

    @Test("Told apart only when the words are", arguments: cases)
    func toldApartOnlyWhenTheWordsAre(_ c: Case) throws {
        let width = 60, height = 30, cell = 1.4
        let centre = (x: 15.0, y: 12.0), radius = 3.3
        // A round star, 6 px across, brightest at its centre: too much of a short line's box to be
        // specks, and reaching half its rows.
        let painter = SyntheticScreen(width: width, height: height, background: { x, y in
            let r = ((Double(x) - centre.x) * (Double(x) - centre.x) + (Double(y) - centre.y) * (Double(y) - centre.y)).squareRoot()
            guard c.star, r < radius else { return Self.sky }
            return SyntheticScreen.blend(Self.pink, over: Self.sky, alpha: min(1, 1.6 - r / radius))
        })
        var raster = painter.render(text: c.text, colour: c.words, x: 14, y: 9, cell: cell)
        var random = SeededRandom(state: 3)
        for y in 0..<height { for x in 0..<width {
            let p = raster[x, y]
            func moved(_ v: UInt8) -> UInt8 { UInt8(max(0, min(255, Int(v) + random.next(7) - 3))) }
            raster[x, y] = RGBA8(r: moved(p.r), g: moved(p.g), b: moved(p.b))
        } }
        // A line's box, three times as wide as it is tall, or an icon's.
        let region = Region(id: "line", x: 12, y: 7, width: c.square ? 14 : 36, height: c.square ? 14 : 12, text: c.stated ?? c.text,
                            fontSize: 10)
        let result = Auditor(options: AuditOptions(variants: [.original]))
            .audit(raster: raster, screen: Screen(image: "sky.jpg", regions: [region]), lossy: true)[0]
        print("blob beside line \(c.name): \(result.original.map { "\($0.wcag.ratio)" } ?? "indeterminate")")
        #expect((result.measurement != nil) == c.measured, "\(c.name): \(result.outcome)")
    }
}
