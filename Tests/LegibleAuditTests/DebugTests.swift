import Foundation
import LegibleAudit
import LegiblePixels
import LegibleColor
import Testing

@Test func debugOne() {
    guard let target = ProcessInfo.processInfo.environment["LEGIBLE_DEBUG"] else { return }
    let parts = target.split(separator: "#")
    let dir = Corpus.directory!.path
    var manifest = try! Manifest.load(path: dir + "/" + parts[0])
    if parts.count > 1 { manifest.screens[0].regions = manifest.screens[0].regions.filter { $0.id == parts[1] } }
    let images = Auditor(options: AuditOptions(variants: [.original])).audit(manifest: manifest)
    for r in images[0].regions {
        print("RESULT", r.id, r.status, r.original.map { "\($0.foreground) \($0.background) \($0.wcag.ratio) worst \($0.worstPoint)" } ?? r.reason ?? "", "text", r.textPixels, "ring", r.ringPixels)
    }
}

@Test func debugGradient() {
    guard ProcessInfo.processInfo.environment["LEGIBLE_DEBUG"] == "gradient" else { return }
    let (raster, screen) = MeasurementTests.screen(text: RGB8(grey: 0x77), background: { x, _ in RGB8(grey: UInt8(x * 255 / 239)) })
    let r = MeasurementTests.measure(raster, screen)
    print("RESULT", r.status, r.original.map { "\($0.foreground) \($0.background) \($0.wcag.ratio) worst \($0.worstPoint)" } ?? r.reason ?? "", r.textPixels, r.ringPixels)
}

@Test func debugIndeterminate() throws {
    guard ProcessInfo.processInfo.environment["LEGIBLE_DEBUG"] == "indet" else { return }
    let auditor = Auditor(options: AuditOptions(variants: [.original]))
    for screen in try Corpus.screens() {
        for image in auditor.audit(manifestAt: screen.manifestPath) {
            for r in image.regions {
                guard let t = screen.truths[r.id], t.measurable, r.status == .indeterminate else { continue }
                let o = t.variants[.original]!
                print("INDET", screen.manifestPath.split(separator: "/").suffix(2).joined(separator: "/"), r.id, r.box, "truth", t.textColour, o.wcag, "|", r.reason ?? "")
            }
        }
    }
}

@Test func debugFamily() throws {
    guard let family = ProcessInfo.processInfo.environment["LEGIBLE_FAMILY"] else { return }
    let auditor = Auditor(options: AuditOptions(variants: [.original]))
    for screen in try Corpus.screens() where screen.family == family {
        for image in auditor.audit(manifestAt: screen.manifestPath) {
            for r in image.regions {
                guard let t = screen.truths[r.id], t.measurable, let o = t.variants[.original], let m = r.original else { continue }
                let err = abs(m.wcag.ratio - o.wcag) / o.wcag
                guard err > 0.08 else { continue }
                print("BAD", screen.manifestPath.split(separator: "/").suffix(1).joined(), r.id, "h", r.box.height, "truth", t.textColour, String(format: "%.3f med %.3f", o.wcag, o.wcagMedian), "| got", m.foreground, m.background, String(format: "%.3f med %.3f", m.wcag.ratio, m.wcag.median), m.worstPoint.x, m.worstPoint.y)
            }
        }
    }
}

@Test func debugDisagreements() throws {
    guard ProcessInfo.processInfo.environment["LEGIBLE_DEBUG"] == "disagree" else { return }
    let auditor = Auditor(options: AuditOptions(variants: [.original]))
    for screen in try Corpus.screens() {
        for image in auditor.audit(manifestAt: screen.manifestPath) {
            for r in image.regions {
                guard let t = screen.truths[r.id], t.measurable, let o = t.variants[.original] else { continue }
                let required = WCAG.requiredRatio(level: .AA, largeText: r.largeText, nonText: r.kind == .nonText)
                guard abs(o.wcag - required) / required >= 0.12 else { continue }
                let truthPass = o.wcag >= required
                guard let m = r.original else { print("DIS", screen.manifestPath.split(separator: "/").suffix(1).joined(), r.id, "INDET truth", t.textColour, o.wcag, required); continue }
                guard (m.wcag.ratio >= required) != truthPass else { continue }
                print("DIS", screen.manifestPath.split(separator: "/").suffix(1).joined(), r.id, "h", r.box.height, "truth", t.textColour, String(format: "%.3f", o.wcag), "req", required, "| got", m.foreground, m.background, String(format: "%.3f", m.wcag.ratio))
            }
        }
    }
}

@Test func debugMissed() throws {
    guard ProcessInfo.processInfo.environment["LEGIBLE_DEBUG"] == "missed" else { return }
    let auditor = Auditor(options: AuditOptions(variants: [.original]))
    for screen in try Corpus.screens() {
        for image in auditor.audit(manifestAt: screen.manifestPath) {
            for r in image.regions {
                guard let t = screen.truths[r.id], !t.measurable, r.status != .indeterminate else { continue }
                print("MISSED", screen.manifestPath.split(separator: "/").suffix(1).joined(), r.id, r.status, r.box, r.original.map { "\($0.foreground) on \($0.background) \($0.wcag.ratio)" } ?? "")
            }
        }
    }
}
