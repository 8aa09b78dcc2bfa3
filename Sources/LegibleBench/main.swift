// Benchmarks, release builds only: run through Scripts/bench, which makes the inputs.
// Each suite lives in its own file and prints its own table; Scripts/bench summarises them.
//
//   LegibleBench [decode|colour|measure|all] [bench-dir]   (default: all, .build/bench)
//   LegibleBench repeat [bench-dir] [N] [background]   audits the measurement's screen N times on
//                     one thread (only the labels on one background if named), for profilers
//                     (Scripts/bench-instructions, perf); LEGIBLE_BENCH_JPEG=1 audits its quality-90 JPEG
//   LegibleBench corpus-digest DIR...   one hash over every region's figures of the manifests
//                     under each DIR (Scripts/corpus-digest), for changes that must keep them
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LegibleAudit

// As `legible` does (`AllocatorTuning`): the benchmarks measure what the tool costs.
AllocatorTuning.retainFreedMemory()

let arguments = Array(CommandLine.arguments.dropFirst())
let suite = arguments.first ?? "all"
let directory = arguments.count > 1 ? arguments[1] : ".build/bench"
let suites = ["decode", "colour", "measure", "all", "repeat", "corpus-digest"]
guard suites.contains(suite) else {
    print("usage: LegibleBench [\(suites.joined(separator: "|"))] [bench-dir] [N for repeat]")
    exit(2)
}
if suite == "corpus-digest" {
    let directories = Array(arguments.dropFirst())
    guard !directories.isEmpty else {
        print("usage: LegibleBench corpus-digest DIR...")
        exit(2)
    }
    exit(CorpusDigest.run(directories: directories) ? 0 : 1)
}
if suite == "decode" || suite == "all" {
    DecodeBenchmarks.run(pngPath: directory + "/screenshot.png", jpegPath: directory + "/screenshot.jpg")
}
if suite == "colour" || suite == "all" {
    ColourBenchmarks.run()
}
if suite == "measure" || suite == "all" {
    MeasurementBenchmarks.run(pngPath: directory + "/screenshot-text.png")
}
if suite == "repeat" {
    let times = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
    let background = arguments.count > 3 ? MeasurementBenchmarks.Background.allCases.first { "\($0)" == arguments[3] } : nil
    if arguments.count > 3 && background == nil {
        print("repeat: backgrounds are \(MeasurementBenchmarks.Background.allCases.map { "\($0)" }.joined(separator: ", "))")
        exit(2)
    }
    MeasurementBenchmarks.repeatAudit(pngPath: directory + "/screenshot-text.png", times: times, only: background)
}
