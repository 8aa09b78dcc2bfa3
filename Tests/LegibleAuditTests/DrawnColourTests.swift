import Testing
@testable import LegibleAudit

/// A candidate that repeats one exact colour beats a photographed one that scored higher.
struct DrawnColourTests {
    static func candidate(_ colour: UInt32, score: Double, purity: Double, frameShare: Double = 0.2) -> Candidate {
        Candidate(colour: colour, tolerance: 10, score: score, purity: purity, frameShare: frameShare, outward: [])
    }

    @Test func exactCoresOutweighAPhotoHighlight() {
        // A highlight of the photo (many colours) outscores grey text of nearly the photo's colour.
        let highlight = Self.candidate(0xDADAD6, score: 5, purity: 0.04)
        let text = Self.candidate(0x929292, score: 3, purity: 0.99)
        let scored = [highlight, Self.candidate(0x9A867A, score: 1, purity: 0.05), text]
        #expect(TextSeparator.drawnRatherThanPhotographed(highlight, among: scored)?.colour == 0x929292)
    }

    @Test func bestStaysWhenItIsDrawnOrTheOtherIsWeakOrOwnsTheFrame() {
        let text = Self.candidate(0xFFFFFF, score: 10, purity: 0.6)
        let shape = Self.candidate(0x202020, score: 8, purity: 1)
        // The best repeats its colour well enough already.
        #expect(TextSeparator.drawnRatherThanPhotographed(text, among: [text, shape]) == nil)
        let photo = Self.candidate(0xC0A080, score: 10, purity: 0.05)
        // Less than a quarter of the best's score.
        #expect(TextSeparator.drawnRatherThanPhotographed(photo, among: [photo, Self.candidate(0x202020, score: 2, purity: 1)]) == nil)
        // Not pure enough to be drawn.
        #expect(TextSeparator.drawnRatherThanPhotographed(photo, among: [photo, Self.candidate(0x202020, score: 8, purity: 0.8)]) == nil)
        // Owns more of the frame: a flat shape's edge, background.
        let frame = Self.candidate(0x202020, score: 8, purity: 1, frameShare: 0.4)
        #expect(TextSeparator.drawnRatherThanPhotographed(photo, among: [photo, frame]) == nil)
    }
}
