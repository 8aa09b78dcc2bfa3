import LegibleColour
import LegiblePixels
import Testing
@testable import LegibleAudit

/// The stated font checked against the glyphs: a contradiction warns, names the scale the pixels
/// suggest, and no correction relies on the stated size.
struct FontCheckTests {
    @Test("Ink height in ems from the characters", arguments: [
        ("Caption text", 0.93), ("acorn", 0.52), ("seen", 0.52), ("Tap", 0.93), ("HELLO", 0.72), ("Café", 0.72),
        ("Seat 14C · Window", 0.72), ("12 items", 0.72), ("sync;", 0.73),
    ])
    func inkEms(text: String, ems: Double) {
        let range = StatedFont.inkEms(of: text)
        #expect(abs(range.lowerBound - ems) < 1e-9 && range.upperBound == range.lowerBound, "\(text): \(range)")
    }

    @Test("Unknown text and letters beyond Latin get the widest range", arguments: [nil, "", "日本語のテキスト", "Привет"] as [String?])
    func widestRange(text: String?) {
        let range = StatedFont.inkEms(of: text)
        #expect(abs(range.lowerBound - 0.52) < 1e-9 && abs(range.upperBound - 0.93) < 1e-9, "\(range)")
    }

    /// "HELLO" in 5×7 block letters, `cell` px a font pixel: its ink stands 7 × `cell` px tall, its
    /// stems `cell` px wide, in #767676 on white (4.54:1).
    static func screen(cell: Double) -> Raster {
        let painter = SyntheticScreen(width: 260, height: 80, background: { _, _ in RGB8(grey: 255) })
        return painter.render(text: "HELLO", colour: RGB8(grey: 0x76), x: 10, y: 10, cell: cell, inset: 0.15)
    }

    static func audit(cell: Double, fontSize: Double, weight: Int = 400, scale: Double = 1) throws -> RegionResult {
        let raster = screen(cell: cell)
        let size = SyntheticScreen.size(of: "HELLO", cell: cell)
        let region = Region(id: "t", x: 4 / scale, y: 4 / scale, width: (size.width + 12) / scale, height: (size.height + 12) / scale,
                            text: "HELLO", fontSize: fontSize, fontWeight: weight)
        let screen = Screen(image: "synthetic.png", scale: scale, regions: [region])
        return try #require(Auditor(options: AuditOptions(variants: [.original])).audit(raster: raster, screen: screen).first)
    }

    /// Glyphs 21 px tall (cell 3) are 0.72 em of a 29 px font: stated right, no warning.
    @Test func rightMetadataSaysNothing() throws {
        let result = try Self.audit(cell: 3, fontSize: 29)
        #expect(result.warnings.isEmpty)
    }

    /// Boxes in pixels of a @2x screenshot with `scale` left at 1: twice as tall as fontSize 14
    /// predicts. The warning names scale 2, and the figures stay those of the pixels.
    @Test func pixelBoxesAtScaleOneOnARetinaScreenshot() throws {
        let result = try Self.audit(cell: 3, fontSize: 14, weight: 200)
        let warning = try #require(result.warnings.first)
        #expect(warning.suggestedScale == 2, "\(warning.message)")
        #expect(warning.message.contains("is the screenshot @2x? set \"scale\": 2"), "\(warning.message)")
        let ratio = try #require(result.original?.wcag.ratio)
        #expect(abs(ratio - 4.54) / 4.54 < 0.03, "measured \(ratio)")
    }

    /// A size stated 3.7× too large would make the text large (3:1): the glyphs (14 px caps, a
    /// 19 px font) show normal text, and 4.5:1 is required.
    @Test func overstatedSizeKeepsTheNormalThreshold() throws {
        let result = try Self.audit(cell: 2, fontSize: 72)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.message.contains("shorter than fontSize 72") == true)
        #expect(!result.largeText)
        #expect(result.original?.wcag.required == 4.5)
    }

    /// "HELLO" 14 px tall (cell 2, a 19 px font) in #8A8A8A on white (3.45:1), stated as
    /// fontSize 40: large text by the manifest, normal by the pixels. A box exact to the ink
    /// (rows 10…23, each 75% covered at its top and bottom, nothing past them) shows the glyphs
    /// whole: they are 2× shorter than stated, and 4.5:1 is required. A box that cuts them (ink
    /// going on past its top or bottom row) shows less than their height: the size stated stays.
    @Test("Exact boxes show the glyphs' height, boxes that cut them do not", arguments: [
        (10, 14, true), (9, 16, true), (10, 13, false), (11, 13, false), (12, 10, false),
    ])
    func exactBoxesAgainstCutOnes(top: Int, height: Int, shorterThanStated: Bool) throws {
        let painter = SyntheticScreen(width: 100, height: 40, background: { _, _ in RGB8(grey: 255) })
        let raster = painter.render(text: "HELLO", colour: RGB8(grey: 0x8A), x: 10, y: 10, cell: 2)
        let region = Region(id: "t", x: 6, y: Double(top), width: 66, height: Double(height), text: "HELLO", fontSize: 40)
        let screen = Screen(image: "synthetic.png", regions: [region])
        let result = try #require(Auditor(options: AuditOptions(variants: [.original])).audit(raster: raster, screen: screen).first)
        let original = try #require(result.original)
        #expect(abs(original.wcag.ratio - WCAG.contrastRatio(RGB8(grey: 0x8A), RGB8(grey: 255))) < 0.05, "\(original.wcag.ratio)")
        #expect(result.largeText == !shorterThanStated)
        #expect(original.wcag.required == (shorterThanStated ? 4.5 : 3))
        #expect(result.warnings.contains { $0.message.contains("shorter than fontSize 40") } == shorterThanStated, "\(result.warnings)")
    }

    /// Understated sizes never loosen the threshold: the size stated stays.
    @Test func glyphsLargerThanStatedKeepTheStatedSize() {
        let region = Region(id: "t", x: 0, y: 0, width: 10, height: 10, fontSize: 12)
        #expect(!RegionMeasurer.requirement(region, level: .AA, glyphsOver: 3).largeText)
        let large = Region(id: "t", x: 0, y: 0, width: 10, height: 10, fontSize: 30)
        #expect(!RegionMeasurer.requirement(large, level: .AA, glyphsOver: 0.4).largeText)
        #expect(RegionMeasurer.requirement(large, level: .AA, glyphsOver: 0.9).largeText)
    }

    @Test("The warning's wording", arguments: [
        (RegionWarning.glyphSizeContradicted(fontSize: 12, scale: 1, factor: 2.04),
         "glyphs are 2.0× taller than fontSize 12 at scale 1 predicts: is the screenshot @2x? set \"scale\": 2 (or check \"fontSize\")"),
        (.glyphSizeContradicted(fontSize: 30, scale: 1, factor: 0.4),
         "glyphs are 2.5× shorter than fontSize 30 at scale 1 predicts: is fontSize 12? (or set \"scale\": 0.4)"),
        (.glyphSizeContradicted(fontSize: 11, scale: 1, factor: 1.64),
         "glyphs are 1.6× taller than fontSize 11 at scale 1 predicts: set \"scale\": 1.6 (or check \"fontSize\")"),
    ])
    func wording(warning: RegionWarning, message: String) {
        #expect(warning.message == message)
    }
}

/// The bound on colour corrections (`ColourEvidence`): a correction never moves the text colour
/// farther from the background than the pixels support, however wrong the stated font.
struct ColourEvidenceTests {
    typealias Stems = (pixels: [UInt32], mask: [Bool], width: Int, height: Int)

    /// The hairline correction's colour for `stems` read with `stated` as the stem width, and the
    /// same colour bounded by the evidence; departures from white in levels.
    static func corrected(_ s: Stems, stated: Double) -> (core: Int, free: Int, bounded: Int)? {
        let core = RGB8(grey: UInt8(s.pixels.map { $0 & 255 }.min() ?? 255))
        return s.pixels.withUnsafeBufferPointer { p -> (Int, Int, Int)? in
            guard let free = TextSeparator.hairlineColour(p, mask: s.mask, width: s.width, height: s.height, core: core,
                                                          background: 0xFFFFFF, stemWidth: stated) else { return nil }
            let evidence = ColourEvidence(p, mask: s.mask, width: s.width, height: s.height, core: core, background: 0xFFFFFF)
            return (255 - Int(core.r), 255 - Int(free.r), 255 - Int(evidence.bounded(free).r))
        }
    }

    /// True hairlines (0.5 px of #404040, departure 191): the bound leaves their colour alone.
    @Test func trueHairlinesKeepTheirColour() throws {
        let c = try #require(Self.corrected(HairlineTests.stems(stem: 0.5), stated: 0.5))
        #expect(c.bounded == c.free)
        #expect(abs(c.bounded - 191) <= 4)
    }

    /// Wrong scale: stems 2 px wide stated as 0.5 px show their colour; nothing goes past the cores.
    @Test func wrongScaleGoesNoFurtherThanTheCores() throws {
        let s = HairlineTests.stems(stem: 1.6)
        let core = RGB8(grey: UInt8(s.pixels.map { $0 & 255 }.min() ?? 255))
        let evidence = s.pixels.withUnsafeBufferPointer {
            ColourEvidence($0, mask: s.mask, width: s.width, height: s.height, core: core, background: 0xFFFFFF)
        }
        #expect(evidence.bounded(RGB8(grey: 0)) == core)
    }

    /// Wrong weight: stems 1.6 px wide (a regular face) stated as 0.45 px (an extra-light one).
    /// The correction alone extrapolates far past the cores; the strokes' crossings show more
    /// than a pixel's width, so the bound keeps the cores.
    @Test func wrongWeightGoesNoFurtherThanTheCores() throws {
        let c = try #require(Self.corrected(HairlineTests.stems(stem: 1.6), stated: 0.45))
        #expect(c.free > c.core + 40, "the correction alone overshoots: \(c)")
        #expect(c.bounded == c.core, "\(c)")
    }

    /// Wrong size: true 0.5 px hairlines stated as 0.25 px (a size stated half as large). Strokes
    /// thinner than a pixel cannot show how thin they are to better than the spread curves add
    /// (`evidenceSpreadAllowance`): the bound never goes past the correction, nor below the truth.
    @Test func wrongSizeStaysBetweenTheTruthAndTheCorrection() throws {
        let c = try #require(Self.corrected(HairlineTests.stems(stem: 0.5), stated: 0.25))
        #expect(c.bounded <= c.free && c.bounded >= 191 - 4, "\(c)")
    }

    /// JPEG-like noise (±12 levels) on 1.6 px stems: the cores, give or take the noise.
    @Test func noisyWideStemsStayNearTheirCores() {
        var s = HairlineTests.stems(stem: 1.6)
        var state: UInt32 = 11
        for i in s.pixels.indices {
            state = state &* 1_664_525 &+ 1_013_904_223
            let v = UInt32(min(255, max(0, Int(s.pixels[i] & 255) + Int((state >> 16) % 25) - 12)))
            s.pixels[i] = v << 16 | v << 8 | v
        }
        let core = RGB8(grey: 0x50)
        let evidence = s.pixels.withUnsafeBufferPointer {
            ColourEvidence($0, mask: s.mask, width: s.width, height: s.height, core: core, background: 0xFFFFFF)
        }
        let bounded = evidence.bounded(RGB8(grey: 0))
        #expect(Int(core.r) - Int(bounded.r) <= 24, "\(bounded.hex)")
    }

    /// A box too small to hold eight crossings supports nothing beyond its cores.
    @Test func tinyBoxesSupportOnlyTheirCores() {
        let pixels: [UInt32] = [0xFFFFFF, 0xB0B0B0, 0xFFFFFF, 0xFFFFFF, 0xA0A0A0, 0xFFFFFF, 0xFFFFFF, 0xB0B0B0, 0xFFFFFF]
        let mask = pixels.map { $0 != 0xFFFFFF }
        let evidence = pixels.withUnsafeBufferPointer {
            ColourEvidence($0, mask: mask, width: 3, height: 3, core: RGB8(grey: 0xA0), background: 0xFFFFFF)
        }
        #expect(evidence.bounded(RGB8(grey: 0x20)) == RGB8(grey: 0xA0))
        #expect(evidence.bounded(RGB8(grey: 0xC0)) == RGB8(grey: 0xC0))
    }
}
