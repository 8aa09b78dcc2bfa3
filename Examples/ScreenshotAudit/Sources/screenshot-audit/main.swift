// Audits Legible's checkout sample from its manifest, the same screenshot with regions built in
// code, then two labels drawn in code, and prints what a test would assert on
// (Tests/ContrastTests asserts it).
import LegibleAudit
import ScreenshotAuditSupport

let auditor = Auditor()  // every default variant measured, the original gating, as `legible audit`

/// Two decimals are what a report shows.
func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

func show(_ region: RegionResult) {
    let figures = region.original.map { "WCAG \(rounded($0.wcag.ratio)) (needs \($0.wcag.required))" }
        ?? region.indeterminateReason?.description ?? ""
    print("    \(region.status)  \(region.id): \(figures)")
}

print("An image and its manifest:")
for image in auditor.audit(manifestAt: Screens.sample("checkout.json")) {
    switch image.outcome {
    case .failed(let error):
        print("  \(image.path): \(error)")
    case .decoded(let screen):
        print("  \(image.path.split(separator: "/").last!): \(screen.width)×\(screen.height) px, \(screen.regions.count) regions")
        screen.regions.forEach(show)
    }
}

print("The same image with regions built in code:")
do {
    let result = try auditor.audit(Screens.checkoutRows())
    result.regions.forEach(show)
} catch {
    print("  \(error)")
}

print("A raster drawn in code, with its region built in code:")
for grey: UInt8 in [0x76, 0x99] {
    let (raster, screen) = Screens.greyLabel(grey)
    for region in auditor.audit(raster: raster, screen: screen) {
        guard let original = region.original else {
            show(region)
            continue
        }
        print("    \(region.status)  \(region.id), grey \(grey): \(original.foreground) on \(original.background),"
              + " WCAG \(rounded(original.wcag.ratio)) (needs \(original.wcag.required)), APCA Lc \(rounded(original.apca.lc))")
    }
}
