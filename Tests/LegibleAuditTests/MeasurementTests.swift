import LegibleAudit
import LegibleColour
import LegiblePixels
import Testing

/// Measurements on synthetic screens whose answers are known by hand or from the test vectors of
/// Docs/Colour.md.
@Suite("Measurement on synthetic screens")
struct MeasurementTests {
    static let white = RGB8(grey: 255), black = RGB8(grey: 0)

    /// A 240×60 screen with "HELLO TEXT" in `text` over `background`, and one region around it.
    static func screen(text: RGB8, background: @escaping (Int, Int) -> RGB8, hint: RGB8? = nil,
                       fontSize: Double? = nil, kind: RegionKind = .text) -> (Raster, Screen) {
        let painter = SyntheticScreen(width: 240, height: 60, background: background)
        let raster = painter.render(text: "HELLO TEXT", colour: text, x: 12, y: 16, cell: 3.6)
        let size = SyntheticScreen.size(of: "HELLO TEXT", cell: 3.6)
        let region = Region(id: "label", x: 8, y: 12, width: size.width + 8, height: size.height + 8,
                            kind: kind, fontSize: fontSize, foreground: hint)
        return (raster, Screen(image: "synthetic.png", regions: [region]))
    }

    static func measure(_ raster: Raster, _ screen: Screen, options: AuditOptions = AuditOptions()) -> RegionResult {
        Auditor(options: options).audit(raster: raster, screen: screen)[0]
    }

    @Test("Flat fills reproduce the exact pair figures", arguments: [
        // (text, background, WCAG ratio, APCA Lc) from Docs/Colour.md#wcag-2 and
        // Docs/Colour.md#apca.
        ("#777777", "#FFFFFF", 4.478089, 71.11110332561125),
        ("#FFFFFF", "#777777", 4.478089, -76.58194638938959),
        ("#000000", "#FFFFFF", 21.0, 106.04067321268862),
        ("#FFFFFF", "#0000FF", 8.592471, -90.65303993262509),
        ("#3366CC", "#FFFFFF", 5.366402, 76.29153658110455),
        // Lc from the float64 reference, Scripts/corpus/reference.py (apca_lc((255,0,0), (0,0,0))).
        ("#FF0000", "#000000", 5.252000, -37.544993016078),
    ])
    func flat(text: String, background: String, ratio: Double, lc: Double) throws {
        let fg = try #require(RGB8(parsing: text)), bg = try #require(RGB8(parsing: background))
        let (raster, screen) = Self.screen(text: fg, background: { _, _ in bg })
        let result = Self.measure(raster, screen)
        let measurement = try #require(result.measurement)
        let original = measurement.original
        #expect(original.foreground == fg)
        #expect(original.background == bg)
        #expect(abs(original.wcag.ratio - ratio) < 1e-5)
        #expect(abs(original.wcag.median - ratio) < 1e-5)
        #expect(abs(original.apca.lc - lc) < 1e-9)
        #expect(measurement.textPixels > 100)
        #expect(measurement.ringPixels > measurement.textPixels)
    }

    @Test func greyTextOverBlackToWhiteGradientFailsAtItsWorstPoint() throws {
        // Comparing only the lightest and darkest background pixels would pass this text
        // (4.48:1 on white, 4.69:1 on black); behind the middle of the line it is invisible.
        let grey = RGB8(grey: 0x77)
        let (raster, screen) = Self.screen(text: grey, background: { x, _ in RGB8(grey: UInt8(x * 255 / 239)) })
        let result = Self.measure(raster, screen)
        let original = try #require(result.original)
        #expect(original.foreground == grey)
        #expect(original.wcag.ratio < 1.15)
        #expect(result.status == .fail)
        // The worst point sits where the gradient crosses the text colour (x ≈ 112).
        #expect(abs(original.worstPoint.x - 112) < 25)
        #expect(original.wcag.median > original.wcag.ratio)
    }

    @Test func percentileIgnoresAFewStrayPixels() throws {
        let (clean, screen) = Self.screen(text: RGB8(grey: 0x77), background: { _, _ in Self.white })
        var raster = clean
        // Five dark specks in the ring: far fewer than 2% of it.
        for (x, y) in [(30, 14), (80, 45), (130, 14), (180, 45), (200, 14)] { raster[x, y] = RGBA8(r: 0, g: 0, b: 0) }
        let result = Self.measure(raster, screen)
        #expect(abs((result.original?.wcag.ratio ?? 0) - 4.478089) < 1e-5)
    }

    @Test func foregroundHintIsUsedWhenThePixelsAgree() throws {
        let fg = RGB8(r: 0x33, g: 0x66, b: 0xCC)
        let (raster, screen) = Self.screen(text: fg, background: { _, _ in Self.white }, hint: fg)
        let result = Self.measure(raster, screen)
        #expect(result.original?.foreground == fg)
        #expect(abs((result.original?.wcag.ratio ?? 0) - 5.366402) < 1e-5)
    }

    @Test func ringDivisorsOfAnySizeAreSafe() throws {
        // A tiny divisor asks for a ring wider than the box: it is clamped to the box, not trapped on.
        let (raster, screen) = Self.screen(text: RGB8(grey: 0x77), background: { _, _ in Self.white })
        for divisor in [1e-300, 0.0001, 1e300] {
            let result = Self.measure(raster, screen, options: AuditOptions(ringDivisor: divisor))
            #expect(abs((result.original?.wcag.ratio ?? 0) - 4.478089) < 1e-5)
        }
    }

    @Test func uniformBoxIsIndeterminateWithAReason() {
        let raster = Raster(width: 100, height: 40, fill: RGBA8(r: 240, g: 240, b: 240))
        let screen = Screen(image: "x.png", regions: [Region(id: "empty", x: 10, y: 10, width: 60, height: 20)])
        let result = Self.measure(raster, screen)
        #expect(result.status == .indeterminate)
        #expect(result.outcome == .indeterminate(reason: .uniform))
    }

    /// A box is uniform when no pixel is 10 levels (Euclidean RGB) or more from its frame
    /// colour: a speck 9 levels off is noise, one 10 levels off is something to separate.
    @Test("Uniform means no pixel 10 or more levels from the frame", arguments: [(9, true), (10, false), (60, false)])
    func uniformThreshold(offset: Int, uniform: Bool) {
        var raster = Raster(width: 100, height: 40, fill: RGBA8(r: 200, g: 200, b: 200))
        // The odd pixel sits last in the box, so any scan has to reach it.
        raster[69, 29] = RGBA8(r: UInt8(200 - offset), g: 200, b: 200)
        let screen = Screen(image: "x.png", regions: [Region(id: "speck", x: 10, y: 10, width: 60, height: 20)])
        let result = Self.measure(raster, screen)
        #expect(result.status == .indeterminate)
        #expect((result.indeterminateReason == .uniform) == uniform)
    }

    /// Transparent pixels under a box are composited over the screen's backdrop before
    /// measuring: #777777 text on a clear layer reads as on the backdrop (the clear pixels'
    /// own colour, black, would give other figures over white).
    @Test("Transparent backgrounds are measured over the backdrop", arguments: [RGB8(grey: 255), RGB8(grey: 0)])
    func transparentBackgroundOverBackdrop(backdrop: RGB8) throws {
        var (raster, screen) = Self.clearLayer()
        screen.backdrop = backdrop
        let ratio = try #require(Self.measure(raster, screen).original).wcag.ratio
        #expect(abs(ratio - WCAG.contrastRatio(Self.layerGrey, backdrop)) < 1e-5)
    }

    /// Only the regions over translucent pixels see the backdrop: the same text on an opaque
    /// white card below the clear layer keeps its own figures.
    @Test func opaqueRegionsBesideTranslucentOnesKeepTheirFigures() throws {
        let (layer, screen) = Self.clearLayer()
        let (card, _) = Self.screen(text: Self.layerGrey, background: { _, _ in Self.white })
        var raster = Raster(width: layer.width, height: 2 * layer.height)
        for y in 0..<layer.height {
            for x in 0..<layer.width {
                raster[x, y] = layer[x, y]
                raster[x, y + layer.height] = card[x, y]
            }
        }
        let clear = screen.regions[0]
        var below = clear
        below.id = "card"
        below.y += Double(layer.height)
        let black = RGB8(grey: 0)
        let results = Auditor(options: AuditOptions(variants: [.original]))
            .audit(raster: raster, screen: Screen(image: "two.png", backdrop: black, regions: [clear, below]))
        let ratios = try results.map { try #require($0.original).wcag.ratio }
        #expect(abs(ratios[0] - WCAG.contrastRatio(Self.layerGrey, black)) < 1e-5)
        #expect(abs(ratios[1] - WCAG.contrastRatio(Self.layerGrey, Self.white)) < 1e-5)
    }

    static let layerGrey = RGB8(grey: 0x77)

    /// `screen`'s text in #777777 as a layer of its own: clear black pixels around it, its edges
    /// covering as much as the blend over white shows.
    static func clearLayer() -> (Raster, Screen) {
        var (raster, screen) = screen(text: layerGrey, background: { _, _ in white })
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                let coverage = (255 - Int(raster[x, y].r)) * 255 / (255 - 0x77)
                raster[x, y] = coverage == 0 ? RGBA8(r: 0, g: 0, b: 0, a: 0)
                    : RGBA8(r: 0x77, g: 0x77, b: 0x77, a: UInt8(min(255, coverage)))
            }
        }
        return (raster, screen)
    }

    @Test("Variants follow the documented simulated pairs", arguments: [
        // Red text on black (Docs/Colour.md#simulated-pairs).
        (Variant.protanopia, 3.083),
        (.deuteranopia, 6.414),
        (.tritanopia, 5.362),
        (.achromatopsia, 5.245),
    ])
    func redOnBlackUnderVariants(variant: Variant, ratio: Double) throws {
        let (raster, screen) = Self.screen(text: RGB8(r: 255, g: 0, b: 0), background: { _, _ in Self.black })
        let options = AuditOptions(variants: Variant.defaultSet, gate: [.original, variant])
        let result = Self.measure(raster, screen, options: options)
        let measured = try #require(result.variant(variant))
        #expect(abs(measured.wcag.ratio - ratio) < 0.0015)
        #expect(result.variants.map(\.variant) == Variant.defaultSet)
        // Protanopia drops the pair below 4.5:1; gating on it fails the region.
        #expect(result.status == (ratio < 4.5 ? .fail : .pass))
    }

    @Test func inversionMeasuresTheInvertedPixels() throws {
        // #777777 on white fails AA (4.478) but its classic inversion #888888 on black passes (5.924).
        let (raster, screen) = Self.screen(text: RGB8(grey: 0x77), background: { _, _ in Self.white })
        let result = Self.measure(raster, screen)
        let inverted = try #require(result.variant(.invert))
        #expect(inverted.foreground == RGB8(grey: 0x88) && inverted.background == Self.black)
        #expect(abs(inverted.wcag.ratio - 5.9240) < 1e-4)
        #expect(abs(inverted.apca.lc - -38.62297543342327) < 1e-9)
        #expect(result.variant(.smartInvert)?.foreground == RGB8(grey: 0x88))
    }
}
