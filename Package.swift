// swift-tools-version:6.2
// Legible: text-contrast audits of screenshots.
// Data flows decode → pixels → regions → measurement → verdict → reports/previews;
// each target imports only the ones below it (see ARCHITECTURE.md).
import PackageDescription
#if os(Linux)
import Foundation
#endif

/// Whether the machine building Legible has x86-64-v3 (AVX2, BMI1/2, FMA, F16C, LZCNT, MOVBE):
/// then every Swift target is compiled for it (`-target-cpu haswell`), and the SIMD loops of
/// separation and measurement run in 256-bit lanes (`Scripts/bench` gives the gain).
/// `LEGIBLE_PORTABLE=1` builds for baseline x86-64, for binaries that must run on older machines;
/// a v3 binary started on one says so and exits (`CHostCPU`) instead of dying on an illegal instruction.
let buildsForX8664V3: Bool = {
    #if arch(x86_64) && os(Linux)
    if Context.environment["LEGIBLE_PORTABLE"] == "1" { return false }
    guard let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
          let flagsLine = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("flags") }) else { return false }
    let flags = Set(flagsLine.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" }).map(String.init))
    return ["avx", "avx2", "bmi1", "bmi2", "fma", "f16c", "abm", "movbe", "popcnt", "sse4_2", "xsave"].allSatisfy(flags.contains)
    #else
    return false
    #endif
}()
// Every Swift target alike: SIMD values cross module boundaries, and a function compiled with
// AVX passes them in other registers than one compiled without.
let swiftSettings: [SwiftSetting] = buildsForX8664V3 ? [.unsafeFlags(["-target-cpu", "haswell"])] : []

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
        // A check that runs before any Swift code: a binary built for x86-64-v3 refuses, with a
        // message, to start on a processor without it.
        .target(name: "CHostCPU", cSettings: buildsForX8664V3 ? [.define("LEGIBLE_REQUIRES_X86_64_V3")] : []),

        // Layers, lowest first.
        .target(name: "LegiblePixels", dependencies: ["CHostCPU"], swiftSettings: swiftSettings),
        .target(name: "LegibleColor", dependencies: ["LegiblePixels"], swiftSettings: swiftSettings),
        .target(name: "LegibleImageIO", dependencies: ["LegiblePixels", "LegibleColor", "CPNG", "CZlib", "CImageCodecs"], swiftSettings: swiftSettings),
        .target(name: "LegibleAudit", dependencies: ["LegiblePixels", "LegibleColor", "LegibleImageIO", "CMalloc"], swiftSettings: swiftSettings),
        // Where boxes come from when nobody wrote a manifest: OCR, Android view dumps, web pages.
        .target(name: "LegibleDetect", dependencies: ["LegiblePixels", "LegibleImageIO", "LegibleAudit"], swiftSettings: swiftSettings),
        .target(name: "LegibleReport", dependencies: ["LegiblePixels", "LegibleColor", "LegibleImageIO", "LegibleAudit"], swiftSettings: swiftSettings),
        .target(name: "LegibleCLI", dependencies: ["LegiblePixels", "LegibleColor", "LegibleImageIO", "LegibleAudit", "LegibleDetect", "LegibleReport"], swiftSettings: swiftSettings),
        .executableTarget(name: "legible", dependencies: ["LegibleCLI", "LegibleAudit"], swiftSettings: swiftSettings),
        .executableTarget(name: "LegibleBench", dependencies: ["CHostCPU", "LegiblePixels", "LegibleColor", "LegibleImageIO", "LegibleAudit"], swiftSettings: swiftSettings),

        .testTarget(name: "LegiblePixelsTests", dependencies: ["LegiblePixels", "CHostCPU"], swiftSettings: swiftSettings),
        .testTarget(name: "LegibleColorTests", dependencies: ["LegibleColor", "LegiblePixels"], swiftSettings: swiftSettings),
        .testTarget(name: "LegibleImageIOTests", dependencies: ["LegibleImageIO", "LegiblePixels", "LegibleColor"],
                    resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "LegibleAuditTests", dependencies: ["LegibleAudit", "LegibleImageIO", "LegiblePixels", "LegibleColor"],
                    resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "LegibleDetectTests", dependencies: ["LegibleDetect", "LegibleAudit", "LegibleImageIO", "LegiblePixels"],
                    resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "LegibleReportTests", dependencies: ["LegibleReport", "LegibleAudit", "LegibleImageIO", "LegiblePixels"], swiftSettings: swiftSettings),
        .testTarget(name: "LegibleCLITests", dependencies: ["LegibleCLI", "legible", "LegibleReport", "LegibleAudit",
                                                            "LegibleImageIO", "LegibleColor", "LegiblePixels"], swiftSettings: swiftSettings),
    ]
)
