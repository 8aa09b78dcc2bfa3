import LegibleAudit
import LegibleColour
import LegiblePixels
import Testing

/// Smart Invert over photos: a label's own colour inverts (its text and its own background),
/// background pixels inside `mediaRegions` stay, and a region marked `"media": true` stays
/// whole. White text on a dark photo becomes black text on the same dark photo.
@Suite("Smart Invert over media")
struct SmartInvertMediaTests {
    static let dark = RGB8(grey: 0x20)

    /// White "HELLO TEXT" on #202020 (the photo stands in as one dark colour, so every figure is
    /// known by hand), one region around it.
    static func screen(media: [PixelRect], regionIsMedia: Bool) -> (Raster, Screen) {
        let (raster, drawn) = MeasurementTests.screen(text: RGB8(grey: 255), background: { _, _ in dark })
        var screen = drawn
        screen.regions[0].media = regionIsMedia
        // Media boxes in pixels at scale 1.
        screen.mediaRegions = media.map { Region(id: "photo", x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height)) }
        return (raster, screen)
    }

    enum Plan: Sendable { case none, keepBox, invertLabel }

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var media: [PixelRect]
        var regionIsMedia: Bool
        /// The WCAG ratio under Smart Invert, by hand (Docs/Colour.md's formulas): white inverts
        /// to black; #202020 kept is L 0.0144, inverted it is #DFDFDF, L 0.7379.
        var smartRatio: Double
        var plan: Plan
    }

    static let whole = PixelRect(x: 0, y: 0, width: 240, height: 60)
    static let leftHalf = PixelRect(x: 0, y: 0, width: 120, height: 60)

    static let cases: [Case] = [
        Case(testDescription: "label over media inverts: black on the kept dark photo",
             media: [whole], regionIsMedia: false, smartRatio: 1.288877, plan: .invertLabel),
        Case(testDescription: "media: true stays whole: the original's figures",
             media: [whole], regionIsMedia: true, smartRatio: 16.293255, plan: .keepBox),
        Case(testDescription: "media: true without media regions stays whole too",
             media: [], regionIsMedia: true, smartRatio: 16.293255, plan: .keepBox),
        Case(testDescription: "label partly over media: the kept half is the worst",
             media: [leftHalf], regionIsMedia: false, smartRatio: 1.288877, plan: .invertLabel),
        Case(testDescription: "no media regions: everything inverts, as before",
             media: [], regionIsMedia: false, smartRatio: 15.758208, plan: .none),
    ]

    static func audit(_ c: Case) -> (Raster, Screen, RegionResult) {
        let (raster, screen) = Self.screen(media: c.media, regionIsMedia: c.regionIsMedia)
        let options = AuditOptions(variants: [.original, .smartInvert], gate: [.original, .smartInvert])
        return (raster, screen, Auditor(options: options).audit(raster: raster, screen: screen)[0])
    }

    @Test("The audit measures the new contract", arguments: cases)
    func measured(_ c: Case) throws {
        let (_, screen, result) = Self.audit(c)
        let original = try #require(result.original)
        let smart = try #require(result.variant(.smartInvert))
        #expect(abs(original.wcag.ratio - 16.293255) < 1e-5)
        #expect(abs(smart.wcag.ratio - c.smartRatio) < 1e-5, "\(smart.wcag.ratio)")
        #expect(result.status == (c.smartRatio < 4.5 ? .fail : .pass))
        #expect(result.media == c.regionIsMedia)
        if c.regionIsMedia { #expect(smart.foreground == original.foreground && smart.background == original.background) }
        let box = screen.regions[0].pixelBox(scale: 1)
        switch (c.plan, result.inversion) {
        case (.none, nil):
            break
        case (.keepBox, .keepBox(let kept)?):
            #expect(kept == box)
        case (.invertLabel, .invertLabel(let label)?):
            #expect(!label.glyphRuns.isEmpty && !label.edge.isEmpty)
            #expect(label.textColour == RGB8(grey: 255))
            // Only where media lies under the label, and only inside the box.
            #expect(label.glyphRuns.allSatisfy { run in c.media.contains { $0.contains(run) } && box.contains(run) })
            #expect(label.edge.allSatisfy { p in c.media.contains { $0.contains(x: p.x, y: p.y) } && box.contains(x: p.x, y: p.y) })
        default:
            Issue.record("plan \(String(describing: result.inversion)), expected \(c.plan)")
        }
    }

    /// What a picture must show at one pixel under Smart Invert: nil where either is right (the
    /// glyphs' anti-aliased edge, whose blend the measurement never reads).
    static func expected(_ raster: Raster, x: Int, y: Int, c: Case, box: PixelRect) -> RGB8? {
        let pixel = raster[x, y].rgb
        let smart = Inversion.smart(pixel)
        if c.regionIsMedia && box.contains(x: x, y: y) { return pixel }
        guard c.media.contains(where: { $0.contains(x: x, y: y) }) else { return smart }
        if pixel == RGB8(grey: 255) { return smart }  // a glyph's core: the label inverts
        var nearText = false
        for dy in -3...3 {
            for dx in -3...3 where raster.bounds.contains(x: x + dx, y: y + dy) {
                if raster[x + dx, y + dy].rgb != dark { nearText = true }
            }
        }
        return nearText ? nil : pixel
    }

    /// Where the label's anti-aliased edge lies over media, a picture shows the text's share
    /// inverted over the photo: white over #202020 at share a becomes black over it, (1 − a)·32.
    static func edgeExpected(_ pixel: RGB8) -> Int? {
        let grey = Int(pixel.r)
        guard pixel != dark, pixel != RGB8(grey: 255), pixel.g == pixel.r else { return nil }
        let share = Double(grey - 0x20) / Double(255 - 0x20)
        return Int(((1 - share) * 32).rounded())
    }

    @Test("The picture shows the pixels the audit measured", arguments: cases)
    func picture(_ c: Case) throws {
        let (raster, screen, result) = Self.audit(c)
        let smart = try #require(result.variant(.smartInvert))
        var picture = raster
        SmartInvertPicture.apply(to: &picture, media: screen.mediaBoxes, plans: [result.inversion].compactMap { $0 })
        let box = screen.regions[0].pixelBox(scale: 1)
        var mismatches = 0
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                guard let want = Self.expected(raster, x: x, y: y, c: c, box: box) else { continue }
                if picture[x, y].rgb != want { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        // No light halo: the edge over media is the blend of the inverted text and the kept photo.
        if case .invertLabel(let label)? = result.inversion {
            for p in label.edge {
                let want = try #require(Self.edgeExpected(raster[p.x, p.y].rgb))
                #expect(abs(Int(picture[p.x, p.y].r) - want) <= 1, "edge (\(p.x), \(p.y))")
            }
        }
        // The measured colours are the picture's: the text colour at a glyph core, the worst
        // background where the ring is (flat, so any ring pixel away from the edge shows it).
        let core = try #require((0..<raster.height).lazy.flatMap { y in (0..<raster.width).lazy.map { (x: $0, y: y) } }
            .first { raster[$0.x, $0.y].rgb == RGB8(grey: 255) })
        #expect(picture[core.x, core.y].rgb == smart.foreground)
        #expect(picture[box.x + 1, box.y + 1].rgb == smart.background)
    }

    @Test func plansOfOverlappingLabelsInvertEachPixelOnce() {
        let runs = [PixelRect(x: 2, y: 1, width: 4, height: 1), PixelRect(x: 4, y: 1, width: 4, height: 1)]
        let colour = RGB8(r: 200, g: 120, b: 40)
        var raster = Raster(width: 10, height: 3, fill: RGBA8(r: colour.r, g: colour.g, b: colour.b))
        SmartInvertPicture.apply(to: &raster, media: [PixelRect(x: 0, y: 0, width: 10, height: 3)],
                                 plans: runs.map { .invertLabel(LabelInversion(textColour: colour, glyphRuns: [$0], edge: [])) })
        for x in 0..<10 {
            #expect(raster[x, 1].rgb == ((2..<8).contains(x) ? Inversion.smart(colour) : colour), "x \(x)")
            #expect(raster[x, 0].rgb == colour)
        }
    }
}
