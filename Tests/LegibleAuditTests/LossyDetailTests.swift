import Foundation
@testable import LegibleAudit
import LegiblePixels
import Testing

/// Photo detail inside a JPEG caption's mask (`TextSeparator.dropLossyDetailInMask`): a photo's
/// pale patches within the text's tolerance a pixel or two from its strokes, kept as text, hide
/// from the ring, and the caption passes against the dark photo past them. The screens are drawn exactly and measured as
/// a JPEG's pixels are (`lossy: true`), with a few levels of noise everywhere, as compression
/// leaves; the truth is `EdgeDetailTests.truth` over the clean background.
@Suite("Photo detail in a JPEG caption's mask")
struct LossyDetailTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: RGB8
        /// Draws the detail into a 240×60 field of the photo (`mottled`).
        var detail: @Sendable (inout [[RGB8]]) -> Void
        var testDescription: String { name }
    }

    /// Strokes over three pixels wide, wide enough to reach their colour through compression.
    static let caption = "HOT TAX", cell = 4.4

    /// A dark photo, mottled by a hundred levels over a few dozen pixels: no flat page.
    static func mottled(_ x: Int, _ y: Int) -> RGB8 {
        let wave = sin(Double(x) / 9) * cos(Double(y) / 7) + sin(Double(x + 2 * y) / 23)
        return RGB8(grey: UInt8(0x48 + Int(26 * wave)))
    }

    static let cases: [Case] = [
        // A white caption over a city at night: lit windows, pale and broad, in the gaps between
        // its letters, a pixel or two from their strokes and within the caption's tolerance.
        Case(name: "lit windows between a white caption's letters", text: RGB8(grey: 255), detail: { field in
            for letter in 0..<6 {
                let x0 = Int((12 + Double(letter * 6 + 5) * cell).rounded()) + 1
                for y0 in stride(from: 18, to: 46, by: 6) { for y in y0..<(y0 + 4) { for x in x0..<(x0 + 2) { field[y][x] = RGB8(grey: 0xC8) } } }
            }
            // … and a row of them just above the letters.
            for x0 in stride(from: 12, to: 190, by: 6) { for y in 12...13 { for x in x0..<(x0 + 3) { field[y][x] = RGB8(grey: 0xC8) } } }
        }),
        // The same caption on the bare photo: nothing to take away.
        Case(name: "white caption on the bare photo", text: RGB8(grey: 255), detail: { _ in }),
    ]

    @Test("Measured like the truth", arguments: cases)
    func measuredLikeTheTruth(_ c: Case) throws {
        var field = (0..<60).map { y in (0..<240).map { x in Self.mottled(x, y) } }
        var random = SeededRandom(state: 5)
        c.detail(&field)
        // Loose above and below: the windows above the letters lie inside the box.
        let (truth, measured) = try CaptionOverField(caption: Self.caption, cell: Self.cell, text: c.text, field: field)
            .ratios(margin: (x: 8, y: 4, w: 8, h: 24), image: "edge.jpg", random: &random)
        print("lossy detail \(c.name): truth \(truth), measured \(measured)")
        // The verdict at AA's 4.5:1 agrees, and the figure is near the truth.
        #expect((measured >= 4.5) == (truth >= 4.5), "\(c.name): measured \(measured), truth \(truth)")
        #expect(abs(measured - truth) / truth <= 0.10, "\(c.name): measured \(measured), truth \(truth)")
    }
}
