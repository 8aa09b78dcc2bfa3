import LegibleAudit
import LegibleColour
import LegiblePixels
@testable import LegibleReport

/// A synthetic phone screen drawn with the report's own bitmap font, and audit results for its
/// boxes computed from the colours drawn (each variant through `ColourTransform`, as the audit
/// would), so previews and the HTML report can be tested and looked at before measurement lands.
enum SampleScreen {
    static let width = 720
    static let height = 1280
    static let variants = Variant.defaultSet

    struct Item {
        var id: String
        var text: String?
        var kind: RegionKind = .text
        var box: PixelRect
        var fg: RGB8
        var bg: RGB8
        var largeText = false
        var indeterminate = false
    }

    static let white = RGB8(grey: 255)

    static let items: [Item] = [
        Item(id: "title", text: "Choose delivery", box: PixelRect(x: 32, y: 52, width: 460, height: 60),
             fg: RGB8(grey: 0x11), bg: white, largeText: true),
        Item(id: "subtitle", text: "Arrives Tuesday", box: PixelRect(x: 32, y: 150, width: 290, height: 36),
             fg: RGB8(grey: 0x99), bg: white),
        Item(id: "sale-badge", text: "SALE", box: PixelRect(x: 32, y: 240, width: 200, height: 60),
             fg: RGB8(r: 0xE0, g: 0x10, b: 0x10), bg: RGB8(r: 0x00, g: 0x88, b: 0x30), largeText: true),
        Item(id: "card-border", kind: .nonText, box: PixelRect(x: 400, y: 236, width: 288, height: 68),
             fg: RGB8(grey: 0xDD), bg: white),
        Item(id: "hero", text: "Summer sale", box: PixelRect(x: 32, y: 400, width: 660, height: 120),
             fg: white, bg: RGB8(r: 0xFF, g: 0xCC, b: 0x66), largeText: true),
        Item(id: "spacer", text: "(empty)", box: PixelRect(x: 32, y: 600, width: 300, height: 60),
             fg: white, bg: white, indeterminate: true),
    ]

    /// The screen: white, text in the font at large scales, a gradient hero, a bordered card.
    static var raster: Raster {
        var canvas = Canvas(width: width, height: height, fill: RGBA8(r: 255, g: 255, b: 255))
        // Hero gradient behind the white headline: blue on the left to sand on the right.
        for x in 0..<width {
            let t = Double(x) / Double(width - 1)
            let c = RGBA8(r: UInt8(0x33 + t * Double(0xFF - 0x33)), g: UInt8(0x66 + t * Double(0xCC - 0x66)),
                          b: UInt8(0xCC - t * Double(0xCC - 0x66)))
            canvas.fill(PixelRect(x: x, y: 380, width: 1, height: 160), with: c)
        }
        canvas.fill(PixelRect(x: 32, y: 240, width: 200, height: 60), with: RGBA8(r: 0x00, g: 0x88, b: 0x30))
        canvas.outline(PixelRect(x: 402, y: 238, width: 284, height: 64), thickness: 2, colour: RGBA8(r: 0xDD, g: 0xDD, b: 0xDD))
        BitmapFont.draw("Choose delivery", x: 40, y: 60, scale: 5, colour: RGBA8(r: 0x11, g: 0x11, b: 0x11), into: &canvas)
        BitmapFont.draw("Arrives Tuesday", x: 40, y: 158, scale: 3, colour: RGBA8(r: 0x99, g: 0x99, b: 0x99), into: &canvas)
        BitmapFont.draw("SALE", x: 60, y: 252, scale: 5, colour: RGBA8(r: 0xE0, g: 0x10, b: 0x10), into: &canvas)
        BitmapFont.draw("Card", x: 420, y: 256, scale: 4, colour: RGBA8(r: 0x33, g: 0x33, b: 0x33), into: &canvas)
        BitmapFont.draw("Summer sale", x: 48, y: 424, scale: 10, colour: RGBA8(r: 255, g: 255, b: 255), into: &canvas)
        return canvas.raster
    }

    static func measurement(_ item: Item, _ variant: Variant, required: Double, lcRequired: Double) -> VariantMeasurement {
        let t = ColourTransform(variant, severity: Variant.defaultSeverity)
        let fg = t.apply(item.fg), bg = t.apply(item.bg)
        let ratio = WCAG.contrastRatio(fg, bg)
        let lc = APCA.lightnessContrast(text: fg, background: bg)
        let wcag = WCAGFigures(ratio: ratio, median: ratio * 1.2, required: required)
        return VariantMeasurement(variant: variant, foreground: fg, background: bg, wcag: wcag,
                                  apca: APCAFigures(lc: lc, median: lc * 1.1, required: lcRequired),
                                  worstPoint: PixelPoint(x: item.box.x + item.box.width * 3 / 4, y: item.box.y + item.box.height / 2),
                                  pass: wcag.pass)
    }

    static var audit: ImageAudit {
        let regions = items.map { item -> RegionResult in
            let required = item.kind == .nonText || item.largeText ? 3.0 : 4.5
            let lcRequired = item.kind == .nonText ? 45.0 : item.largeText ? 60 : 75
            let outcome: RegionOutcome
            if item.indeterminate {
                outcome = .indeterminate(reason: .uniform)
            } else {
                let measured = variants.map { measurement(item, $0, required: required, lcRequired: lcRequired) }
                let pass = !measured.contains { ($0.variant == .original || $0.variant == .protanopia) && !$0.pass }
                outcome = .measured(RegionMeasurement(original: measured[0], otherVariants: Array(measured.dropFirst()),
                                                      pass: pass, textPixels: 400, ringPixels: 900))
            }
            return RegionResult(id: item.id, text: item.text, kind: item.kind, box: item.box, fontSize: item.largeText ? 30 : 17,
                                fontWeight: 400, level: .AA, largeText: item.largeText, outcome: outcome)
        }
        return ImageAudit(path: "/repo/Samples/screen.png", manifestPath: "/repo/Samples/screen.json",
                          outcome: .decoded(ScreenResult(width: width, height: height, regions: regions)))
    }

    static var report: AuditReport {
        AuditReport(images: [audit], options: AuditOptions(variants: variants, gate: [.original, .protanopia]))
    }
}
