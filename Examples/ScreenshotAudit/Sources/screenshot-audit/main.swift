// Audits Legible's checkout sample from its manifest, then two labels drawn in code, and prints
// what a test would assert on (Tests/ContrastTests asserts it).
import LegibleAudit
import ScreenshotAuditSupport

let auditor = Auditor()  // every default variant measured, the original gating, as `legible audit`

/// Two decimals are what a report shows.
func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

print("An image and its manifest:")
for image in auditor.audit(manifestAt: Screens.sample("checkout.json")) {
    if let error = image.error {
        print("  \(image.path): \(error)")
        continue
    }
    print("  \(image.path.split(separator: "/").last!): \(image.width)×\(image.height) px, \(image.regions.count) regions")
    for region in image.regions {
        let figures = region.original.map { "WCAG \(rounded($0.wcag.ratio)) (needs \($0.wcag.required))" } ?? region.reason ?? ""
        print("    \(region.status)  \(region.id): \(figures)")
    }
}

print("A raster drawn in code, with regions built in code:")
for grey: UInt8 in [0x76, 0x99] {
    let (raster, screen) = Screens.greyLabel(grey)
    for region in auditor.audit(raster: raster, screen: screen) {
        guard let original = region.original else {
            print("    \(region.id): \(region.status), \(region.reason ?? "")")
            continue
        }
        print("    \(region.status)  \(region.id), grey \(grey): \(original.foreground) on \(original.background),"
              + " WCAG \(rounded(original.wcag.ratio)) (needs \(original.wcag.required)), APCA Lc \(rounded(original.apca.lc))")
    }
}
