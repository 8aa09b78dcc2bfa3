import LegibleAudit
import LegibleColour
import LegiblePixels
import Testing

/// Thresholds and gating (Docs/Measurement.md#thresholds; `--gate` and `--metric`,
/// Docs/Measurement.md#verdict).
@Suite("Verdicts")
struct VerdictTests {
    static let grey77 = RGB8(grey: 0x77)

    static func result(text: RGB8 = grey77, fontSize: Double? = nil, fontWeight: Int = 400, kind: RegionKind = .text,
                       level: ConformanceLevel = .AA, options: AuditOptions = AuditOptions()) -> RegionResult {
        let painter = SyntheticScreen(width: 240, height: 60) { _, _ in RGB8(grey: 255) }
        let raster = painter.render(text: "HELLO TEXT", colour: text, x: 12, y: 16, cell: 3.6)
        let region = Region(id: "r", x: 8, y: 12, width: 222, height: 34, kind: kind, fontSize: fontSize,
                            fontWeight: fontWeight, level: level)
        return Auditor(options: options).audit(raster: raster, screen: Screen(image: "s.png", regions: [region]))[0]
    }

    @Test("WCAG thresholds for #777777 on white (4.478:1)", arguments: [
        // (fontSize, weight, kind, level, required, status)
        (nil as Double?, 400, RegionKind.text, ConformanceLevel.AA, 4.5, Status.fail),
        (17, 400, .text, .AA, 4.5, .fail),
        (24, 400, .text, .AA, 3.0, .pass),
        (18.67, 700, .text, .AA, 3.0, .pass),
        (18.67, 600, .text, .AA, 4.5, .fail),
        (nil, 400, .nonText, .AA, 3.0, .pass),
        (24, 400, .text, .AAA, 4.5, .fail),
        (nil, 400, .text, .AAA, 7.0, .fail),
    ])
    func thresholds(fontSize: Double?, weight: Int, kind: RegionKind, level: ConformanceLevel, required: Double, status: Status) {
        let r = Self.result(fontSize: fontSize, fontWeight: weight, kind: kind, level: level)
        #expect(r.original?.wcag.required == required)
        #expect(r.status == status)
    }

    @Test func apcaMetricUsesTheFontLookup() {
        // Lc 71.1: enough for 24 px at 400 (needs Lc 60), not for 14 px at 400 (needs ~ Lc 100).
        let big = Self.result(fontSize: 24, options: AuditOptions(metric: .apca))
        #expect(big.status == .pass)
        #expect(big.original?.apca.required == APCA.requiredLc(fontSize: 24, fontWeight: 400))
        let small = Self.result(fontSize: 14, options: AuditOptions(metric: .apca))
        #expect(small.status == .fail)
        // Without a size: Lc 75 for body text, which 71.1 misses.
        #expect(Self.result(options: AuditOptions(metric: .apca)).original?.apca.required == 75)
    }

    @Test func bothMetricsMustPass() {
        // 24 px: WCAG passes (3:1), APCA passes (60) → pass; 17 px: WCAG fails → fail.
        #expect(Self.result(fontSize: 24, options: AuditOptions(metric: .both)).status == .pass)
        #expect(Self.result(fontSize: 17, options: AuditOptions(metric: .both)).status == .fail)
    }

    @Test func levelOptionOverridesTheRegion() {
        let r = Self.result(fontSize: 24, level: .AA, options: AuditOptions(level: .AAA))
        #expect(r.level == .AAA && r.original?.wcag.required == 4.5)
    }

    @Test func onlyGatedVariantsDecide() {
        // Black text on white passes everywhere; #777777 fails original but passes inverted.
        let invertOnly = Self.result(options: AuditOptions(gate: [.invert]))
        #expect(invertOnly.status == .pass)
        #expect(invertOnly.original?.pass == false)
        #expect(Self.result(text: RGB8(grey: 0)).status == .pass)
    }
}
