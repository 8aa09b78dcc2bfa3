// swift-tools-version:6.2
// A package that uses Legible as a library, the way a team's own test target would: it audits
// a screenshot described by a manifest, and a screen drawn in code with regions built in code.
import PackageDescription

// Your package would depend on Legible by URL:
//   .package(url: "https://example.com/you/legible.git", from: "0.1.0")
// and name its products with package: "legible". Depended on by path, as here, a package is known
// by its folder's name, and this repository may be cloned under any name.
let legible = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "legible").lowercased()
let audit: Target.Dependency = .product(name: "LegibleAudit", package: legible)
let pixels: Target.Dependency = .product(name: "LegiblePixels", package: legible)

let package = Package(
    name: "ScreenshotAudit",
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .target(name: "ScreenshotAuditSupport", dependencies: [audit, pixels]),
        .executableTarget(name: "screenshot-audit", dependencies: ["ScreenshotAuditSupport", audit]),
        .testTarget(name: "ContrastTests", dependencies: ["ScreenshotAuditSupport", audit, pixels]),
    ]
)
