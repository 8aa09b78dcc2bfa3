@testable import LegibleAudit
import LegiblePixels
import Testing

/// A band of the text's colour in a photo crossing the box (`CrossingBands`): the white stroke of
/// a logo running through white capitals, which the text mask takes for text. Each screen's true
/// worst case is worked out from the clean background as the corpus defines it
/// (`EdgeDetailTests.truth`); the controls are a band between the words, clear of the glyphs, and
/// a box cutting the glyphs' tops and bottoms with no band at all. The photo is a media region.
@Suite("A band of the text's colour crossing the box")
struct CrossingBandsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The band's left edge at the top row, its slant (px per row) and width, or nil for none.
        var band: (left: Double, slant: Double, width: Double)?
        /// The box's padding above and below the glyphs (px; negative: the box cuts them).
        var pad: Int
        /// Why the measurement misses the truth here, when it does.
        var knownIssue: String? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a slanted white band through the A, past both frames", band: (left: 50, slant: 0.12, width: 8), pad: 4),
        Case(name: "an upright white band through the T, past both frames", band: (left: 196, slant: 0, width: 8), pad: 4),
        Case(name: "a white band between the words, clear of the glyphs", band: (left: 170, slant: 0, width: 8), pad: 4),
        Case(name: "a white band as thin as the A's stem, along it", band: (left: 50, slant: 0.12, width: 4), pad: 4,
             knownIssue: "the band is taken out as wide as it crosses the frame, the stem under it with it: measured 1:1"),
        Case(name: "a box cutting the glyphs' tops and bottoms, no band", band: nil, pad: -2),
    ]

    static let text = "HALO TEXT", cell = 6.0, origin = (x: 14.0, y: 14.0)
    /// The whole screen is a photo the manifest marks as media, as a hero image under its labels.
    static let photoRegion = Region(id: "photo", x: 0, y: 0, width: 340, height: 76)

    /// A dark photo (levels 30 to 60), with a white band from its top to its bottom.
    static func photo(band: (left: Double, slant: Double, width: Double)?) -> [[RGB8]] {
        var random = SeededRandom(state: 31)
        var field = (0..<76).map { _ in (0..<340).map { _ in RGB8(grey: UInt8(30 + random.next(31))) } }
        guard let band else { return field }
        for y in 0..<76 {
            let left = band.left + band.slant * Double(y)
            for x in Int(left.rounded())..<Int((left + band.width).rounded()) { field[y][x] = RGB8(grey: 255) }
        }
        return field
    }

    @Test("Measured like the truth", arguments: cases)
    func measuredLikeTheTruth(_ c: Case) throws {
        let clean = Self.photo(band: c.band)
        let label = WhiteTextOverField(text: Self.text, origin: Self.origin, cell: Self.cell), size = label.size
        let box = (x: 10, y: 14 - c.pad, w: Int(size.width.rounded(.up)) + 8, h: Int(size.height.rounded(.up)) + 2 * c.pad)
        let (raster, truth) = label.painted(over: clean, box: box)
        let region = Region(id: "label", x: Double(box.x), y: Double(box.y), width: Double(box.w), height: Double(box.h),
                            fontSize: 28, fontWeight: 700)
        let result = Auditor(options: AuditOptions(variants: [.original, .invert]))
            .audit(raster: raster, screen: Screen(image: "band.png", regions: [region], mediaRegions: [Self.photoRegion]))[0]
        let measured = try #require(result.original).wcag.ratio
        // The verdict at large text's 3:1 agrees, and the figure is near the truth.
        withKnownIssue(Comment(rawValue: c.knownIssue ?? "")) {
            #expect((measured >= 3) == (truth >= 3), "\(c.name): measured \(measured), truth \(truth)")
            #expect(abs(measured - truth) / truth <= 0.15, "\(c.name): measured \(measured), truth \(truth)")
        } when: { c.knownIssue != nil }
    }

    typealias Crossing = CrossingBands.Crossing

    /// Two crossings are the ends of one band across the text when they lie on different sides,
    /// not left and right, in one colour.
    @Test("Which crossings pair", arguments: [
        (Crossing.Side.top, Crossing.Side.bottom, UInt32(0xFFFFFF), true),
        (.top, .left, 0xF4F4F4, true),
        (.left, .right, 0xFFFFFF, false),
        (.top, .top, 0xFFFFFF, false),
        (.top, .bottom, 0xB0B0B0, false),
    ])
    func pairs(_ a: Crossing.Side, _ b: Crossing.Side, _ colour: UInt32, _ expected: Bool) {
        let first = Crossing(side: a, x: 10, y: 0, length: 6, colour: 0xFFFFFF)
        let second = Crossing(side: b, x: 12, y: 20, length: 6, colour: colour)
        #expect(CrossingBands.crosses(first, second) == expected)
    }
}
