// Benchmarks, release builds only: run through Scripts/bench, which makes the inputs.
// Each suite lives in its own file and prints its own table; Scripts/bench summarises them.
//
//   LegibleBench [decode|colour|measure|all] [bench-dir]   (default: all, .build/bench)
#if canImport(Glibc)
import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let suite = arguments.first ?? "all"
let directory = arguments.count > 1 ? arguments[1] : ".build/bench"
let suites = ["decode", "colour", "measure", "all"]
guard suites.contains(suite) else {
    print("usage: LegibleBench [\(suites.joined(separator: "|"))] [bench-dir]")
    exit(2)
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
