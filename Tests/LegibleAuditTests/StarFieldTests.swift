import Foundation
@testable import LegibleAudit
import LegiblePixels
import Testing

/// A JPEG caption over a star field (`TextSeparator.withSpecks`): a dark sky is flat on average,
/// so its ring would be smoothed as a flat page's noise is, and the stars apart from the glyphs
/// within the caption's tolerance taken as text; the caption would pass against the sky between
/// them. Stars are a pixel each, smaller than the medians' window. The screens are drawn exactly
/// and measured as a JPEG's pixels are (`lossy: true`), with a few levels of noise everywhere, as
/// compression leaves; the truth is `EdgeDetailTests.truth` over the clean sky.
@Suite("A JPEG caption over a star field")
struct StarFieldTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// One pale star in this many pixels of the sky, and one dim star in `dimEvery` (0: none).
        var paleEvery: Int, dimEvery: Int
        var testDescription: String { name }
    }

    /// Strokes over three pixels wide, wide enough to tell specks thinner than them.
    static let caption = "HOT TAX", cell = 4.4
    static let pink = RGB8(r: 0xF4, g: 0x72, b: 0xB6), sky = RGB8(r: 0x11, g: 0x0F, b: 0x25)
    /// Pale stars within a pink caption's tolerance, taken into its mask, and dim blue ones a third
    /// of the way from the sky to the caption, which look like its blends into the sky and which
    /// the medians wipe out: both fail against it.
    static let pale = RGB8(r: 0xF9, g: 0xB5, b: 0xD5), dim = RGB8(r: 0x46, g: 0x43, b: 0x60)

    static let cases: [Case] = [
        // Dim stars everywhere, a few percent of the sky, and a few pale ones: the caption fails
        // against them.
        Case(name: "pink caption over a field of stars", paleEvery: 150, dimEvery: 30),
        // The bare sky: the caption passes, measured as over a flat page.
        Case(name: "pink caption over the bare sky", paleEvery: 0, dimEvery: 0),
    ]

    @Test("Measured like the truth", arguments: cases)
    func measuredLikeTheTruth(_ c: Case) throws {
        var field = [[RGB8]](repeating: [RGB8](repeating: Self.sky, count: 240), count: 60)
        var random = SeededRandom(state: 11)
        for y in 1..<59 { for x in 1..<239 {
            // A pixel each, none touching another.
            guard field[y - 1][x] == Self.sky, field[y][x - 1] == Self.sky, field[y - 1][x - 1] == Self.sky,
                  field[y - 1][x + 1] == Self.sky else { continue }
            if c.paleEvery > 0 && random.next(c.paleEvery) == 0 {
                field[y][x] = Self.pale
            } else if c.dimEvery > 0 && random.next(c.dimEvery) == 0 {
                field[y][x] = Self.dim
            }
        } }
        let (truth, measured) = try CaptionOverField(caption: Self.caption, cell: Self.cell, text: Self.pink, field: field)
            .ratios(margin: (x: 6, y: 6, w: 12, h: 20), image: "stars.jpg", random: &random)
        print("star field \(c.name): truth \(truth), measured \(measured)")
        // The verdict at AA's 4.5:1 agrees, and the figure is near the truth.
        #expect((measured >= 4.5) == (truth >= 4.5), "\(c.name): measured \(measured), truth \(truth)")
        #expect(abs(measured - truth) / truth <= 0.10, "\(c.name): measured \(measured), truth \(truth)")
    }
}
