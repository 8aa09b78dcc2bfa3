@testable import LegibleAudit
import LegiblePixels
import Testing

/// A photo's pale patch touching the strokes of wide white capitals (`TextSeparator.dropBesideWideStrokes`):
/// the patch is near the text colour, so the text mask reaches into it, but never the text
/// colour itself, and wholly covered stroke interiors are. Each screen's true worst case is
/// worked out from the clean background as the corpus defines it (`EdgeDetailTests.truth`).
@Suite("A pale photo beside wide strokes")
struct BesideWideStrokesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Pale patches (off white by 1 to 40 levels) over the dark photo, touching the letters' tops.
        var patches: Bool
        /// The stated font: wide bold strokes, or a regular weight the rule leaves alone.
        var fontWeight: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "pale patches touching bold capitals", patches: true, fontWeight: 700),
        Case(name: "dark photo alone under bold capitals", patches: false, fontWeight: 700),
        Case(name: "dark photo alone under the same capitals stated regular", patches: false, fontWeight: 400),
    ]

    static let text = "HALO TEXT", cell = 6.0, origin = (x: 14.0, y: 14.0)

    /// A dark photo (levels 30 to 60), with pale patches above the letters when asked.
    static func photo(patches: Bool) -> [[RGB8]] {
        var random = SeededRandom(state: 23)
        var field = (0..<76).map { _ in (0..<340).map { _ in RGB8(grey: UInt8(30 + random.next(31))) } }
        guard patches else { return field }
        // Each patch covers the top rows of a letter and reaches two pixels above it.
        for left in stride(from: 14, to: 320, by: 36) {
            for y in 12..<15 { for x in left..<(left + 24) {
                field[y][x] = RGB8(grey: UInt8(244 + random.next(11)))
            } }
        }
        return field
    }

    @Test("Measured like the truth", arguments: cases)
    func measuredLikeTheTruth(_ c: Case) throws {
        let clean = Self.photo(patches: c.patches)
        let label = WhiteTextOverField(text: Self.text, origin: Self.origin, cell: Self.cell), size = label.size
        let box = (x: 10, y: 10, w: Int(size.width.rounded(.up)) + 8, h: Int(size.height.rounded(.up)) + 8)
        let (raster, truth) = label.painted(over: clean, box: box)
        let region = Region(id: "label", x: Double(box.x), y: Double(box.y), width: Double(box.w), height: Double(box.h),
                            fontSize: 28, fontWeight: c.fontWeight)
        let result = Auditor(options: AuditOptions(variants: [.original, .invert]))
            .audit(raster: raster, screen: Screen(image: "pale.png", regions: [region]))[0]
        let measured = try #require(result.original).wcag.ratio
        // The verdict at large text's 3:1 agrees, and the figure is near the truth.
        #expect((measured >= 3) == (truth >= 3), "\(c.name): measured \(measured), truth \(truth)")
        #expect(abs(measured - truth) / truth <= 0.15, "\(c.name): measured \(measured), truth \(truth)")
    }
}
