// swift-tools-version:6.0
// Legible: text-contrast audits of screenshots.
// Data flows decode → pixels → regions → measurement → verdict → reports/previews;
// each target imports only the ones below it (see ARCHITECTURE.md).
import PackageDescription

let package = Package(
    name: "Legible",
    products: [
        .library(name: "LegibleAudit", targets: ["LegibleAudit"]),
        .library(name: "LegibleColor", targets: ["LegibleColor"]),
        .executable(name: "legible", targets: ["legible"]),
    ],
    targets: [
        // System libraries (Debian: libpng-dev, libjpeg-dev, zlib1g-dev).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // glibc's allocator settings (`AllocatorTuning`): malloc.h, part of libc6-dev.
        .systemLibrary(name: "CMalloc"),
        // The only C: libjpeg and libpng report errors by longjmp, which must never cross Swift
        // frames, so the decode loops that may fail run in C and hand Swift a message.
        .target(name: "CImageCodecs", dependencies: ["CJPEG", "CPNG"]),

        // Layers, lowest first.
        .target(name: "LegiblePixels"),
        .target(name: "LegibleColor", dependencies: ["LegiblePixels"]),
        .target(name: "LegibleImageIO", dependencies: ["LegiblePixels", "LegibleColor", "CPNG", "CZlib", "CImageCodecs"]),
        .target(name: "LegibleAudit", dependencies: ["LegiblePixels", "LegibleColor", "LegibleImageIO", "CMalloc"]),
        // Where boxes come from when nobody wrote a manifest: OCR, Android view dumps, web pages.
        .target(name: "LegibleDetect", dependencies: ["LegiblePixels", "LegibleImageIO", "LegibleAudit"]),
        .target(name: "LegibleReport", dependencies: ["LegiblePixels", "LegibleColor", "LegibleImageIO", "LegibleAudit"]),
        .target(name: "LegibleCLI", dependencies: ["LegiblePixels", "LegibleColor", "LegibleImageIO", "LegibleAudit", "LegibleDetect", "LegibleReport"]),
        .executableTarget(name: "legible", dependencies: ["LegibleCLI", "LegibleAudit"]),
        .executableTarget(name: "LegibleBench", dependencies: ["LegiblePixels", "LegibleColor", "LegibleImageIO", "LegibleAudit"]),

        .testTarget(name: "LegiblePixelsTests", dependencies: ["LegiblePixels"]),
        .testTarget(name: "LegibleColorTests", dependencies: ["LegibleColor", "LegiblePixels"]),
        .testTarget(name: "LegibleImageIOTests", dependencies: ["LegibleImageIO", "LegiblePixels", "LegibleColor"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "LegibleAuditTests", dependencies: ["LegibleAudit", "LegibleImageIO", "LegiblePixels", "LegibleColor"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "LegibleDetectTests", dependencies: ["LegibleDetect", "LegibleAudit", "LegibleImageIO", "LegiblePixels"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "LegibleReportTests", dependencies: ["LegibleReport", "LegibleAudit", "LegibleImageIO", "LegiblePixels"]),
        .testTarget(name: "LegibleCLITests", dependencies: ["LegibleCLI", "legible", "LegibleReport", "LegibleAudit",
                                                            "LegibleImageIO", "LegibleColor", "LegiblePixels"]),
    ]
)
