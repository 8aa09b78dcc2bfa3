@testable import LegibleAudit
import LegiblePixels
import Testing

/// A paragraph set with line-height 1: the box of a lone full stop on its second line holds the
/// underline and descenders of the link on the first. They are the first line's ink, neither the
/// stop's text nor its background: the stop is measured against the page.
@Suite("The line above's underline")
struct LineAboveTests {
    static let white = RGBA8(r: 255, g: 255, b: 255), link = RGBA8(r: 0, g: 0, b: 0xEE)

    /// A 30 × 60 white screen; the box (x 10, y 8, 9 × 44) holds, when `underlined`, the line
    /// above's 3-px underline in rows 12–14 running on past the box, a descender of it in rows
    /// 8–10, and the stop: a 3 × 3 core of `grey` in rows 40–42 with half blends around it.
    static func screen(stop grey: UInt8, underlined: Bool) -> (Raster, Screen) {
        var raster = Raster(width: 30, height: 60, fill: white)
        if underlined {
            for x in 0..<30 { for y in 12...14 { raster[x, y] = link } }
            for y in 8...10 { raster[13, y] = link }
        }
        let half = UInt8((Int(grey) + 255) / 2)
        for y in 39...43 {
            for x in 12...16 { raster[x, y] = RGBA8(r: half, g: half, b: half) }
        }
        for y in 40...42 {
            for x in 13...15 { raster[x, y] = RGBA8(r: grey, g: grey, b: grey) }
        }
        let region = Region(id: "stop", x: 10, y: 8, width: 9, height: 44, text: ".", fontSize: 16)
        return (raster, Screen(image: "synthetic.png", regions: [region]))
    }

    /// WCAG 2 ratios of the stop's colour on white, computed apart from Legible.
    @Test("The stop is measured against the page, not the underline above it", arguments: [
        (UInt8(0x00), true, 21.0), (UInt8(0x59), true, 7.004729), (UInt8(0x00), false, 21.0),
    ])
    func stopAgainstPage(grey: UInt8, underlined: Bool, ratio: Double) throws {
        let (raster, screen) = Self.screen(stop: grey, underlined: underlined)
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: screen)[0]
        let measurement = try #require(result.measurement, "measured, not \(String(describing: result.indeterminateReason))")
        #expect(measurement.original.foreground == RGB8(grey: grey))
        #expect(measurement.original.background == RGB8(grey: 255))
        #expect(abs(measurement.original.wcag.ratio - ratio) < 0.001)
    }

    /// The line's own underline, near the bottom of its box, stays its text: the box's blue
    /// underline under the stop is measured (#0000EE on white, 9.3976:1), as before.
    @Test("The line's own underline is text")
    func ownUnderlineIsText() throws {
        let (plain, screen) = Self.screen(stop: 0, underlined: false)
        var raster = plain
        for x in 0..<30 { for y in 46...47 { raster[x, y] = Self.link } }
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: screen)[0]
        let measurement = try #require(result.measurement)
        let colours = [measurement.original.foreground] + measurement.colours.map(\.foreground)
        #expect(colours.contains(RGB8(r: 0, g: 0, b: 0xEE)))
    }
}
