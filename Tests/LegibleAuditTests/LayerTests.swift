import Testing
@testable import LegibleAudit

/// Two candidates that are layers of one text: the one on top is the text.
struct LayerTests {
    static let background: UInt32 = 0xCFD8DC

    static func candidate(_ colour: UInt32, tolerance: Int32, score: Double, purity: Double,
                          outward: [UInt32]) -> Candidate {
        Candidate(colour: colour, tolerance: tolerance, score: score, purity: purity, frameShare: 0, outward: outward)
    }

    /// Outward samples: `near` of every four are `colour`, the rest the background.
    static func samples(_ colour: UInt32, near: Int) -> [UInt32] {
        (0..<40).map { $0 % 4 < near ? colour : background }
    }

    @Test func whiteTextOverItsHardDropShadow() {
        // Each meets the other on one side (a quarter of its outward samples); the shadow, partly
        // covered, repeats its colour less and scored higher (it is darker against the background).
        let shadow = Self.candidate(0x686C6E, tolerance: 50, score: 35, purity: 0.36, outward: Self.samples(0xFFFFFF, near: 1))
        let text = Self.candidate(0xFFFFFF, tolerance: 30, score: 24, purity: 0.66, outward: Self.samples(0x686C6E, near: 1))
        #expect(TextSeparator.runnerUpIsText(shadow, text, background: Self.background))
        // About as pure as each other: nothing says which is on top, the best stays.
        var even = text
        even.purity = 0.6
        #expect(!TextSeparator.runnerUpIsText(Self.candidate(0x686C6E, tolerance: 50, score: 35, purity: 0.5,
                                                             outward: Self.samples(0xFFFFFF, near: 1)), even,
                                               background: Self.background))
    }

    @Test func aBlendOfTheTextIntoTheBackgroundIsNoShadow() {
        // Black text cut by a tight box over red: its cut edges repeat one blend, beside the glyphs.
        let red: UInt32 = 0xE53935
        let text = Self.candidate(0x000000, tolerance: 109, score: 30, purity: 0.32, outward: Self.samples(0x731D1B, near: 1))
        let edge = Self.candidate(0x731D1B, tolerance: 54, score: 29, purity: 0.84, outward: Self.samples(0x000000, near: 1))
        #expect(!TextSeparator.runnerUpIsText(text, edge, background: red))
    }

    @Test func fillInsideAnOutline() {
        let outline = Self.candidate(0x000000, tolerance: 40, score: 30, purity: 0.6, outward: Self.samples(0xFFFFFF, near: 1))
        let fill = Self.candidate(0xFFFFFF, tolerance: 40, score: 20, purity: 0.8, outward: Self.samples(0x000000, near: 4))
        #expect(TextSeparator.runnerUpIsText(outline, fill, background: Self.background))
    }

    @Test func bestStaysWhenTheRunnerUpHalfSurroundsIt() {
        // Neither nested (under three in four) nor side by side (over a third): not layers of one text.
        let best = Self.candidate(0x585858, tolerance: 40, score: 21, purity: 0.27, outward: Self.samples(0xFFCB76, near: 1))
        let shape = Self.candidate(0xFFCB76, tolerance: 40, score: 10, purity: 0.56, outward: Self.samples(0x585858, near: 2))
        #expect(!TextSeparator.runnerUpIsText(best, shape, background: Self.background))
    }
}
