import LegiblePixels
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
        #expect(TextSeparator.drawnRatherThanPhotographed(photo, among: [photo, Self.candidate(0x202020, score: 8, purity: 0.7)]) == nil)
        // Owns more of the frame: a flat shape's edge, background.
        let frame = Self.candidate(0x202020, score: 8, purity: 1, frameShare: 0.4)
        #expect(TextSeparator.drawnRatherThanPhotographed(photo, among: [photo, frame]) == nil)
    }

    /// Pale capitals cut by a tight box over pale gravel own more of the frame than the dark
    /// cracks that outscore them: strokes in a row are text all the same; a flat shape is not.
    @Test("A drawn colour owning the frame is text when its mask forms strokes", arguments: [true, false])
    func drawnStrokesOwningTheFrame(formStrokes: Bool) {
        let cracks = Self.candidate(0x161212, score: 14.6, purity: 0.04, frameShare: 0.26)
        let capitals = Self.candidate(0xE5E5E5, score: 5.9, purity: 0.98, frameShare: 0.48)
        let chosen = TextSeparator.drawnRatherThanPhotographed(cracks, among: [cracks, capitals], formsStrokes: { _ in formStrokes })
        #expect(chosen?.colour == (formStrokes ? 0xE5E5E5 : nil))
    }

    /// Black text over a night scene: the dark photo pixels within black's tolerance dilute its
    /// purity, yet it repeats one colour far more than the lights that outscore it.
    @Test func drawnTextOverADarkPhotoIsStillDrawn() {
        let lights = Self.candidate(0xF6F6F6, score: 21.7, purity: 0.05)
        let text = Self.candidate(0x000000, score: 10, purity: 0.77, frameShare: 0.13)
        #expect(TextSeparator.drawnRatherThanPhotographed(lights, among: [lights, text])?.colour == 0x000000)
    }

    /// A night sky whose stars (2×2, of many pale tones) are the brightest thing in the box.
    static func starField(seed: UInt64) -> [[RGB8]] {
        var field = [[RGB8]](repeating: [RGB8](repeating: RGB8(r: 0x0A, g: 0x0E, b: 0x1E), count: 240), count: 60)
        var random = SeededRandom(state: seed)
        for _ in 0..<150 {
            let x = random.next(238), y = random.next(58), level = UInt8(150 + random.next(100))
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let glow = level - UInt8(random.next(40))
                field[y + dy][x + dx] = RGB8(r: glow, g: glow, b: glow &+ UInt8(random.next(6)))
            }
        }
        return field
    }

    /// A photographed night sky (its darks vary by a few levels) whose few stars are clipped to
    /// one exact white, each in a glow of pale greys: the white repeats exactly, yet less than
    /// drawn text does.
    static func clippedStars(seed: UInt64) -> [[RGB8]] {
        var random = SeededRandom(state: seed)
        var field = (0..<60).map { _ in
            (0..<240).map { _ in RGB8(r: UInt8(8 + random.next(5)), g: UInt8(12 + random.next(5)), b: UInt8(28 + random.next(5))) }
        }
        for _ in 0..<40 {
            let x = 1 + random.next(236), y = 1 + random.next(56)
            for dy in -1...2 { for dx in -1...2 {
                let core = (0...1).contains(dx) && (0...1).contains(dy)
                let glow = UInt8(90 + random.next(110))
                field[y + dy][x + dx] = core ? RGB8(grey: 0xFE) : RGB8(r: glow, g: glow, b: glow &+ 8)
            } }
        }
        return field
    }

    /// The skies the specks are tried over.
    enum Sky: String, CustomTestStringConvertible, Sendable {
        /// Stars of many pale tones (`starField`).
        case stars
        /// A photographed sky whose stars are clipped to one exact white (`clippedStars`).
        case clippedStars
        var testDescription: String { rawValue }
        var field: [[RGB8]] { self == .stars ? DrawnColourTests.starField(seed: 5) : DrawnColourTests.clippedStars(seed: 9) }
    }

    /// Text the histogram cannot tell from the sky (black on it: about 1.1:1) leaves the stars
    /// as the only colour standing out; they are a few specks, not glyphs, and the region says
    /// it found no text rather than measuring a star against the sky. Over a photo, stars clipped
    /// to one exact colour are specks too. Text that stands out is measured over the same sky.
    @Test("Specks of a photo are no text", arguments: [
        (Sky.stars, RGB8(grey: 0), true), (.stars, RGB8(grey: 0xFF), false), (.stars, RGB8(r: 0xF4, g: 0x72, b: 0xB6), false),
        (.clippedStars, RGB8(grey: 0), true), (.clippedStars, RGB8(r: 0xF4, g: 0x72, b: 0xB6), false),
    ])
    func specksOfAPhotoAreNoText(sky: Sky, text: RGB8, hidden: Bool) {
        let field = sky.field
        let painter = SyntheticScreen(width: 240, height: 60, background: { x, y in field[y][x] })
        let raster = painter.render(text: "HALO TEXT", colour: text, x: 12, y: 16, cell: 3.6)
        let size = SyntheticScreen.size(of: "HALO TEXT", cell: 3.6)
        let region = Region(id: "label", x: 8, y: 12, width: size.width.rounded(.up) + 8, height: size.height.rounded(.up) + 8, fontSize: 18)
        let result = Auditor(options: AuditOptions(variants: [.original])).audit(raster: raster, screen: Screen(image: "sky.png", regions: [region]))[0]
        #expect((result.status == .indeterminate) == hidden, "\(result.status) \(result.original.map { "\($0.foreground) \($0.wcag.ratio)" } ?? "")")
        if !hidden { #expect(result.original?.foreground == text) }
    }

    /// (parts as (x, y, width, height) rectangles in a 40×24 window whose box is 24 rows tall,
    /// whether some part spans a third of the box's rows). A star field's specks and a 4×5 star
    /// do not; a stem 8 rows tall does; a 2×4 mark 8 pixels big spans too few rows; a 1×8 stem
    /// of 8 pixels does.
    static let lineCases: [([(Int, Int, Int, Int)], Bool)] = [
        ([(2, 3, 1, 1), (10, 20, 2, 1), (30, 8, 1, 2)], false),
        ([(5, 5, 4, 5), (20, 10, 1, 1)], false),
        ([(5, 5, 3, 8)], true),
        ([(5, 5, 2, 4)], false),
        ([(5, 5, 1, 8)], true),
        ([(5, 5, 1, 7)], false),
    ]

    @Test(arguments: lineCases)
    func partsSpanningTheLine(parts: [(Int, Int, Int, Int)], spans: Bool) {
        let w = 40, h = 24
        var mask = [Bool](repeating: false, count: w * h)
        for (x, y, pw, ph) in parts {
            for row in y..<(y + ph) {
                for column in x..<(x + pw) { mask[row * w + column] = true }
            }
        }
        #expect(TextSeparator.spansLine(mask, width: w, height: h, boxHeight: h) == spans)
    }
}
