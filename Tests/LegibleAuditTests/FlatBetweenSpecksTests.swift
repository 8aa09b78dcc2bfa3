@testable import LegibleAudit
import LegiblePixels
import Testing

/// A box over a photo the manifest names whose frame is flat only between specks: white capitals
/// over a night sky of one exact colour, its stars single white pixels, with grey moons touching
/// the letters' tops (`TextSeparator.standsOnFlatFill`). The sky's frame votes flat, but the moons
/// are the photo's, not a drawn colour beside the glyphs, and are measured as they are. The
/// control: the sky without moons; a photo clipped to one colour all round the box stays a flat
/// fill (a known issue with moons). Each screen's true worst case is `EdgeDetailTests.truth`.
@Suite("A photo flat between its specks")
struct FlatBetweenSpecksTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var stars: Bool
        var moons: Bool
        /// Why the measurement misses the truth here, when it does.
        var knownIssue: String? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "grey moons touching white capitals on a starry sky", stars: true, moons: true),
        Case(name: "the starry sky alone", stars: true, moons: false),
        Case(name: "grey moons touching white capitals on a sky clipped flat", stars: false, moons: true,
             knownIssue: "a frame of one colour all round is a fill: the moons are taken for ink beside the glyphs, as on a page"),
    ]

    static let text = "HALO TEXT", cell = 6.0, origin = (x: 14.0, y: 14.0)
    static let photoRegion = Region(id: "photo", x: 0, y: 0, width: 340, height: 76)

    /// A sky of one colour, with a star on one pixel in twelve when asked, and moons (discs of
    /// radius 3, grey 172) centred two pixels above the letters' tops.
    static func sky(stars: Bool, moons: Bool) -> [[RGB8]] {
        var random = SeededRandom(state: 41)
        let night = RGB8(r: 0x0A, g: 0x0C, b: 0x1A)
        var field = (0..<76).map { _ in (0..<340).map { _ in night } }
        if stars {
            for y in 0..<76 { for x in 0..<340 where random.next(12) == 0 { field[y][x] = RGB8(grey: 250) } }
        }
        guard moons else { return field }
        for centre in stride(from: 24, to: 320, by: 40) {
            for y in 9...15 { for x in (centre - 3)...(centre + 3) where (x - centre) * (x - centre) + (y - 12) * (y - 12) <= 9 {
                field[y][x] = RGB8(grey: 172)
            } }
        }
        return field
    }

    @Test("Measured like the truth", arguments: cases)
    func measuredLikeTheTruth(_ c: Case) throws {
        let clean = Self.sky(stars: c.stars, moons: c.moons)
        let label = WhiteTextOverField(text: Self.text, origin: Self.origin, cell: Self.cell), size = label.size
        let box = (x: 10, y: 10, w: Int(size.width.rounded(.up)) + 8, h: Int(size.height.rounded(.up)) + 8)
        let (raster, truth) = label.painted(over: clean, box: box)
        let region = Region(id: "label", x: Double(box.x), y: Double(box.y), width: Double(box.w), height: Double(box.h),
                            fontSize: 28, fontWeight: 700)
        let result = Auditor(options: AuditOptions(variants: [.original]))
            .audit(raster: raster, screen: Screen(image: "sky.png", regions: [region], mediaRegions: [Self.photoRegion]))[0]
        let measured = try #require(result.original).wcag.ratio
        // The verdict at large text's 3:1 agrees, and the figure is near the truth.
        withKnownIssue(Comment(rawValue: c.knownIssue ?? "")) {
            #expect((measured >= 3) == (truth >= 3), "\(c.name): measured \(measured), truth \(truth)")
            #expect(abs(measured - truth) / truth <= 0.15, "\(c.name): measured \(measured), truth \(truth)")
        } when: { c.knownIssue != nil }
    }
}
