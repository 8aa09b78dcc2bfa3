// swift-tools-version:6.2
// Legible: text-contrast audits of screenshots.
// Data flows decode → pixels → regions → measurement → verdict → reports/previews;
// each target imports only the ones below it (see ARCHITECTURE.md).
import PackageDescription

/// Opt-in: `LEGIBLE_X86_64_V3=1` (any value but 0) compiles every Swift target for x86-64-v3
/// (AVX2, BMI1/2, FMA, F16C, LZCNT, MOVBE; `-target-cpu haswell`, the oldest CPU LLVM names with
/// it; Haswell's other extensions, AES, PCLMUL, RDRAND, are emitted only for intrinsics, which
/// Legible does not use), so the SIMD loops of separation and measurement run in 256-bit lanes.
/// The default is the architecture's baseline, declared without unsafe flags, so that Legible can
/// be a dependency; `Scripts/bench` times both builds and `Scripts/release --x86-64-v3` ships the
/// fast one. A v3 binary started on an older processor says so and exits (`CHostCPU`) instead
/// of dying on an illegal instruction. Nothing here reads the building machine.
let buildsForX8664V3: Bool = {
    #if arch(x86_64)
    guard let value = Context.environment["LEGIBLE_X86_64_V3"] else { return false }
    return !value.isEmpty && value != "0"
    #else
    return false
    #endif
}()
// Every Swift target alike, so that no module is left on the slower path and the one check in
// CHostCPU speaks for the whole binary; `LEGIBLE_X86_64_V3` lets Swift code and tests see it.
let swiftSettings: [SwiftSetting] = buildsForX8664V3
    ? [.unsafeFlags(["-target-cpu", "haswell"]), .define("LEGIBLE_X86_64_V3")] : []

let package = Package(
    name: "Legible",
    products: [
        // The audit and the types its API speaks in (rasters, colours, boxes), the decoder for a
        // test's own PNG or JPEG, and the colour maths alone.
        .library(name: "LegibleAudit", targets: ["LegibleAudit"]),
        .library(name: "LegiblePixels", targets: ["LegiblePixels"]),
        .library(name: "LegibleImageIO", targets: ["LegibleImageIO"]),
        .library(name: "LegibleColour", targets: ["LegibleColour"]),
        .executable(name: "legible", targets: ["legible"]),
    ],
    targets: [
        // System libraries: Debian's -dev packages, Homebrew's formulae (macOS ships zlib, and
        // Homebrew's pkg-config knows it).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // glibc's allocator settings (`AllocatorTuning`): malloc.h, part of libc6-dev; empty elsewhere.
        .systemLibrary(name: "CMalloc"),
        // The only C: libjpeg and libpng report errors by longjmp, which must never cross Swift
        // frames, so the decode loops that may fail run in C and hand Swift a message.
        .target(name: "CImageCodecs", dependencies: ["CJPEG", "CPNG"]),
        // Kernels that need byte-wise SIMD minimum and maximum, which Swift leaves as calls.
        .target(name: "CKernels"),
        // A check that runs before any Swift code: a binary built for x86-64-v3 refuses, with a
        // message, to start on a processor without it.
        .target(name: "CHostCPU", cSettings: buildsForX8664V3 ? [.define("LEGIBLE_REQUIRES_X86_64_V3")] : []),

        // Layers, lowest first.
        .target(name: "LegiblePixels", dependencies: ["CHostCPU"], swiftSettings: swiftSettings),
        .target(name: "LegibleColour", dependencies: ["LegiblePixels"], swiftSettings: swiftSettings),
        .target(name: "LegibleImageIO", dependencies: ["LegiblePixels", "LegibleColour", "CPNG", "CZlib", "CImageCodecs"], swiftSettings: swiftSettings),
        .target(name: "LegibleAudit", dependencies: ["LegiblePixels", "LegibleColour", "LegibleImageIO", "CMalloc", "CKernels"], swiftSettings: swiftSettings),
        // Where boxes come from when nobody wrote a manifest: OCR, Android view dumps, web pages.
        .target(name: "LegibleDetect", dependencies: ["LegiblePixels", "LegibleColour", "LegibleImageIO", "LegibleAudit"], swiftSettings: swiftSettings),
        .target(name: "LegibleReport", dependencies: ["LegiblePixels", "LegibleColour", "LegibleImageIO", "LegibleAudit"], swiftSettings: swiftSettings),
        .target(name: "LegibleCLI", dependencies: ["LegiblePixels", "LegibleColour", "LegibleImageIO", "LegibleAudit", "LegibleDetect", "LegibleReport"], swiftSettings: swiftSettings),
        .executableTarget(name: "legible", dependencies: ["LegibleCLI", "LegibleAudit"], swiftSettings: swiftSettings),
        // The fuzzing harness's entry points (Scripts/fuzz); built normally it replays inputs.
        .executableTarget(name: "LegibleFuzz", dependencies: ["LegibleImageIO", "LegiblePixels", "LegibleAudit", "LegibleDetect", "LegibleCLI"],
                          swiftSettings: swiftSettings),
        .executableTarget(name: "LegibleBench", dependencies: ["CHostCPU", "LegiblePixels", "LegibleColour", "LegibleImageIO", "LegibleAudit"], swiftSettings: swiftSettings),

        .testTarget(name: "LegiblePixelsTests", dependencies: ["LegiblePixels", "CHostCPU"], swiftSettings: swiftSettings),
        .testTarget(name: "LegibleColourTests", dependencies: ["LegibleColour", "LegiblePixels"], swiftSettings: swiftSettings),
        .testTarget(name: "LegibleImageIOTests", dependencies: ["LegibleImageIO", "LegiblePixels", "LegibleColour"],
                    resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "LegibleAuditTests", dependencies: ["LegibleAudit", "LegibleImageIO", "LegiblePixels", "LegibleColour"],
                    resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "LegibleDetectTests", dependencies: ["LegibleDetect", "LegibleAudit", "LegibleImageIO", "LegiblePixels"],
                    resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "LegibleReportTests", dependencies: ["LegibleReport", "LegibleAudit", "LegibleImageIO", "LegiblePixels"], swiftSettings: swiftSettings),
        .testTarget(name: "LegibleFuzzTests", dependencies: ["LegibleFuzz"], resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "LegibleCLITests", dependencies: ["LegibleCLI", "legible", "LegibleReport", "LegibleAudit",
                                                            "LegibleImageIO", "LegibleColour", "LegiblePixels"], swiftSettings: swiftSettings),
    ]
)
