import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels
@testable import LegibleReport

/// Audit results built by hand, covering every status and rule the reports distinguish.
enum SampleReports {
    static let workingDirectory = "/repo"

    static func measurement(_ variant: Variant, fg: RGB8, bg: RGB8, ratio: Double, lc: Double,
                            required: Double = 4.5, lcRequired: Double? = 75, at point: PixelPoint = PixelPoint(x: 20, y: 14),
                            pass: Bool? = nil) -> VariantMeasurement {
        let wcag = WCAGFigures(ratio: ratio, median: ratio * 1.5, required: required)
        let apca = APCAFigures(lc: lc, median: lc * 1.2, required: lcRequired)
        return VariantMeasurement(variant: variant, foreground: fg, background: bg, wcag: wcag, apca: apca,
                                  worstPoint: point, pass: pass ?? wcag.pass)
    }

    /// A region result: measured (`variants` start with the original; `status` is the gated
    /// verdict) or, with `status: .indeterminate`, not measured for `reason`.
    static func region(_ id: String, text: String? = nil, kind: RegionKind = .text, source: RegionSource = .manifest,
                       box: PixelRect, largeText: Bool = false, variants: [VariantMeasurement], status: Status,
                       reason: IndeterminateReason = .uniform, warnings: [RegionWarning] = []) -> RegionResult {
        let outcome: RegionOutcome = status == .indeterminate
            ? .indeterminate(reason: reason)
            : .measured(RegionMeasurement(original: variants[0], otherVariants: Array(variants.dropFirst()),
                                          pass: status == .pass, textPixels: 120, ringPixels: 340))
        return RegionResult(id: id, text: text, kind: kind, source: source, box: box, fontSize: largeText ? 28 : 15,
                            fontWeight: 400, level: .AA, largeText: largeText, outcome: outcome, warnings: warnings)
    }

    static let white = RGB8(grey: 255)
    static let grey = RGB8(r: 0x9A, g: 0xA7, b: 0xB0)

    /// `title` fails, `body` passes, `hint` is indeterminate, `badge` fails only under protanopia
    /// (gated), `border` is a failing non-text region; a second image could not be read.
    static var report: AuditReport {
        let options = AuditOptions(variants: [.original, .protanopia, .smartInvert], gate: [.original, .protanopia])
        let title = region("title", text: "Choose delivery", box: PixelRect(x: 48, y: 360, width: 720, height: 123), largeText: true,
                           variants: [
                               measurement(.original, fg: white, bg: grey, ratio: 2.41, lc: -48.3, required: 3, lcRequired: 60,
                                           at: PixelPoint(x: 102, y: 371)),
                               measurement(.protanopia, fg: white, bg: RGB8(r: 0xA3, g: 0xA3, b: 0xAF), ratio: 2.39, lc: -47.9, required: 3, lcRequired: 60),
                               measurement(.smartInvert, fg: RGB8(grey: 0), bg: RGB8(r: 0x65, g: 0x58, b: 0x4F), ratio: 2.6, lc: 50.2, required: 3, lcRequired: 60),
                           ], status: .fail)
        let body = region("body", text: "Arrives Tuesday", box: PixelRect(x: 48, y: 500, width: 600, height: 60),
                          variants: [
                              measurement(.original, fg: RGB8(grey: 0x11), bg: white, ratio: 18.88, lc: 104.3),
                              measurement(.protanopia, fg: RGB8(grey: 0x11), bg: white, ratio: 18.88, lc: 104.3),
                              measurement(.smartInvert, fg: RGB8(grey: 0xEE), bg: RGB8(grey: 0), ratio: 18.1, lc: -103.0),
                          ], status: .pass)
        let hint = region("hint", box: PixelRect(x: 10, y: 10, width: 30, height: 20), variants: [], status: .indeterminate,
                          reason: .uniform)
        let badge = region("badge", text: "Sale", box: PixelRect(x: 300, y: 40, width: 80, height: 30),
                           variants: [
                               measurement(.original, fg: RGB8(r: 0xD0, g: 0, b: 0), bg: RGB8(r: 0, g: 0x60, b: 0), ratio: 4.6, lc: 20),
                               measurement(.protanopia, fg: RGB8(r: 0x70, g: 0x70, b: 0), bg: RGB8(r: 0x60, g: 0x60, b: 0), ratio: 1.2, lc: 5),
                               measurement(.smartInvert, fg: RGB8(r: 0, g: 0xB0, b: 0xB0), bg: RGB8(r: 0xD0, g: 0x90, b: 0xFF), ratio: 4.6, lc: 20),
                           ], status: .fail)
        let border = region("pay-border", kind: .nonText, box: PixelRect(x: 16, y: 700, width: 358, height: 50),
                            variants: [measurement(.original, fg: RGB8(grey: 0xDD), bg: white, ratio: 1.36, lc: 14, required: 3, lcRequired: 45)],
                            status: .fail)
        let good = ImageAudit(path: "/repo/Samples/checkout.png", manifestPath: "/repo/Samples/checkout.json", outcome: .decoded(
            ScreenResult(width: 1179, height: 2556, colourSpace: "Display P3", alphaComposited: true,
                         warnings: ["converted from Display P3 to sRGB"], regions: [title, body, hint, badge, border])))
        let bad = ImageAudit(path: "Samples/broken.png", manifestPath: "Samples/broken.json",
                             outcome: .failed(.image(.truncated(file: "Samples/broken.png", format: .png, detail: "IDAT ends early"))))
        return AuditReport(images: [good, bad], options: options)
    }

    static func context(baseline: Set<RegionFingerprint> = [], colour: Bool = false) -> ReportContext {
        ReportContext(toolVersion: "1.2.3", informationURI: "https://example.org/legible",
                      workingDirectory: workingDirectory, useColour: colour, baseline: baseline)
    }
}

extension SampleReports {
    /// The message a box outside its image gets (as `Screen.boundsErrors` words it).
    static let outsideMessage = "/repo/Samples/home.json: region far-label: box x 1200…1260, y 10…40 (pixels, scale 1) "
        + "lies outside the 1179×2556 image; check the coordinates and \"scale\""

    /// One screen whose `body` region was measured (it passes) and whose `far-label` region was
    /// not: its box lies outside the image.
    static var regionErrorReport: AuditReport {
        let body = region("body", text: "Arrives Tuesday", box: PixelRect(x: 48, y: 500, width: 600, height: 60),
                          variants: [measurement(.original, fg: RGB8(grey: 0x11), bg: white, ratio: 18.88, lc: 104.3)],
                          status: .pass)
        let image = ImageAudit(path: "/repo/Samples/home.png", manifestPath: "/repo/Samples/home.json", outcome: .decoded(
            ScreenResult(width: 1179, height: 2556, regions: [body],
                         regionErrors: [RegionError(region: "far-label", message: outsideMessage)])))
        return AuditReport(images: [image], options: AuditOptions(variants: [.original]))
    }
}

extension ImageAudit {
    /// The decoded screen, for tests that change a result in place; traps on a failed image.
    var screen: ScreenResult {
        get { decoded! }
        set { outcome = .decoded(newValue) }
    }
}
