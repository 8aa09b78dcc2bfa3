#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CHostCPU
import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels

/// What measuring costs next to decoding: 80 label boxes × the 7 default variants on a
/// 1290×2796 (@3x) screenshot, against decoding that same file, best of N each.
///
/// The input comes from `Scripts/samples/make-bench-text-image` (run by `Scripts/bench`): a phone
/// screen whose 80 labels sit at the layout below, at real @3x sizes (13–34 pt text), on white
/// cards, dark rows, a photo under a scrim and a gradient, so separation meets the backgrounds it
/// meets in practice. The generator and `layout()` must agree; the generator's docstring says so.
enum MeasurementBenchmarks {
    static let iterations = 10
    /// Points → pixels, as on an iPhone.
    static let scale = 3.0

    /// Audits the benchmark screen `times` times on one thread with the default variants and
    /// prints the results digest: a fixed amount of work for profilers. Zero times still decodes,
    /// so the cost of one audit is the difference between two counts. `background` keeps the
    /// labels on one background only. LEGIBLE_BENCH_SUGGESTIONS=0 leaves fix suggestions out, to
    /// count what they cost; LEGIBLE_BENCH_JPEG=1 audits the screen's quality-90 JPEG
    /// (`Scripts/samples/make-bench-text-jpeg`), separated as lossy pixels are.
    static func repeatAudit(pngPath: String, times: Int, only background: Background? = nil) {
        let jpeg = getenv("LEGIBLE_BENCH_JPEG").map { String(cString: $0) } == "1"
        let path = jpeg ? String(pngPath.dropLast(4)) + "-q90.jpg" : pngPath
        guard let decoded = try? ImageDecoder.decode(path: path) else {
            print("repeat: cannot decode \(path); run Scripts/samples/make-bench-text-image (and make-bench-text-jpeg) first")
            return
        }
        let regions = layout().filter { background == nil || Self.background(of: $0) == background }
        let screen = Screen(image: path, scale: scale, regions: regions)
        let suggestions = getenv("LEGIBLE_BENCH_SUGGESTIONS").map { String(cString: $0) } != "0"
        let auditor = Auditor(options: AuditOptions(variants: Variant.defaultSet, regionJobs: 1, suggestions: suggestions))
        var results: [RegionResult] = []
        for _ in 0..<max(0, times) { results = auditor.audit(raster: decoded.raster, screen: screen, lossy: jpeg) }
        if !results.isEmpty { print("repeat: \(times) audits, results digest \(String(digest(results), radix: 16))") }
    }

    static func run(pngPath: String) {
        let decoded: DecodedImage
        do {
            decoded = try ImageDecoder.decode(path: pngPath)
        } catch {
            print("measure: \(error); run Scripts/samples/make-bench-text-image first")
            return
        }
        let screen = Screen(image: pngPath, scale: scale, regions: layout())
        let auditor = Auditor(options: AuditOptions(variants: Variant.defaultSet))

        // Warm-up run, also the sanity check that the boxes hold separable text.
        let results = auditor.audit(raster: decoded.raster, screen: screen)
        let indeterminate = results.filter { $0.status == .indeterminate }.count
        let failing = results.filter { $0.status == .fail }.count

        let (bestMeasure, bestMeasureCPU) = bestAudit(auditor, decoded.raster, screen, expected: results.count)
        // One core's worth: what the measurement costs in CPU, whatever the machine.
        let oneThread = Auditor(options: AuditOptions(variants: Variant.defaultSet, regionJobs: 1))
        let (bestSerial, _) = bestAudit(oneThread, decoded.raster, screen, expected: results.count)
        if digest(oneThread.audit(raster: decoded.raster, screen: screen)) != digest(results) {
            print("measure: results differ between one thread and \(auditor.options.regionJobs)")
        }
        // The original alone separates the same text, so the difference is what the six other
        // variants add: tells separation cost apart from per-variant cost.
        let originalOnly = Auditor(options: AuditOptions(variants: [.original], regionJobs: 1))
        let (bestOriginal, _) = bestAudit(originalOnly, decoded.raster, screen, expected: results.count)
        // Decoding from the path, as `legible audit` does: file read included.
        var bestDecode = Double.infinity, bestDecodeCPU = Double.infinity
        for _ in 0..<iterations {
            let start = ColourBenchmarks.now(), startCPU = ColourBenchmarks.now(CLOCK_THREAD_CPUTIME_ID)
            let image = try? ImageDecoder.decode(path: pngPath)
            bestDecode = min(bestDecode, ColourBenchmarks.now() - start)
            bestDecodeCPU = min(bestDecodeCPU, ColourBenchmarks.now(CLOCK_THREAD_CPUTIME_ID) - startCPU)
            if image?.raster.width != decoded.raster.width { print("measure: decode changed") }
        }
        let variants = Variant.defaultSet.count
        print("measure (LegibleAudit), \(decoded.raster.width)×\(decoded.raster.height), "
            + "\(results.count) regions × \(variants) variants, best of \(iterations)")
        print("  regions: \(results.count - failing - indeterminate) pass, \(failing) fail, \(indeterminate) indeterminate")
        // Package.swift builds for the machine's processor level when it can: say which this is.
        let level = legible_host_cpu_requirement().map { String(cString: $0) } ?? "baseline"
        print("  built for \(level) processors")
        // The cost grows with box area, so say how much of the image the boxes cover.
        let boxPixels = results.reduce(0) { $0 + $1.box.width * $1.box.height }
        let imagePixels = decoded.raster.width * decoded.raster.height
        print("  box area \(ColourBenchmarks.format(Double(boxPixels) / 1e6)) Mpx, "
            + "\(boxPixels * 100 / imagePixels) % of the image")
        let threads = auditor.options.regionJobs
        print("  measure \(ColourBenchmarks.format(bestMeasure * 1e3)) ms on \(threads) thread(s) "
            + "(cpu \(ColourBenchmarks.format(bestMeasureCPU * 1e3)) ms)")
        print("  measure, one thread \(ColourBenchmarks.format(bestSerial * 1e3)) ms")
        print("  measure, one thread, original only \(ColourBenchmarks.format(bestOriginal * 1e3)) ms")
        print("  decode  \(ColourBenchmarks.format(bestDecode * 1e3)) ms (cpu \(ColourBenchmarks.format(bestDecodeCPU * 1e3)) ms)")
        print("  measure/decode \(ColourBenchmarks.format(bestMeasure / bestDecode)) on \(threads) thread(s), "
            + "\(ColourBenchmarks.format(bestSerial / bestDecode)) on one (target < 0.20)")
        print("  results digest \(String(digest(results), radix: 16)) (changes whenever any figure, colour or point does)")
        measureTight(raster: decoded.raster, manifestPath: tightManifestPath(nextTo: pngPath), decode: bestDecode)
        measureByBackground(raster: decoded.raster, pngPath: pngPath)
    }

    /// Where the cost lies: the same labels grouped by what they sit on, each group measured on
    /// its own (one thread, all seven variants, CPU time, best of `iterations`).
    static func measureByBackground(raster: Raster, pngPath: String) {
        let regions = layout()
        var line = "  by background, one thread:"
        for background in Background.allCases {
            let group = regions.filter { Self.background(of: $0) == background }
            let screen = Screen(image: pngPath, scale: scale, regions: group)
            let auditor = Auditor(options: AuditOptions(variants: Variant.defaultSet, regionJobs: 1))
            let (_, best) = bestAudit(auditor, raster, screen, expected: group.count)
            line += " \(background.rawValue) \(group.count) × \(ColourBenchmarks.format(best * 1e3 / Double(group.count))) ms,"
        }
        print(String(line.dropLast()))
    }

    /// What the labels of `layout()` sit on, as the generator paints it.
    enum Background: String, CaseIterable {
        case photo = "hero photo", white = "white cards", dark = "dark rows", scrim = "photo under scrim",
             gradient = "gradient"
    }

    /// Rows 0–7 are white cards, 8–13 dark rows, 14–19 a photo under a scrim, 20–25 a gradient;
    /// the headline and subtitle sit on the hero photo.
    static func background(of region: Region) -> Background {
        guard region.id.hasPrefix("row"), let row = Int(region.id.dropFirst(3).prefix { $0.isNumber }) else { return .photo }
        switch row {
        case ..<8: return .white
        case ..<14: return .dark
        case ..<20: return .scrim
        default: return .gradient
        }
    }

    /// The manifest of the same labels in boxes tight around their ink, written by the generator.
    static func tightManifestPath(nextTo pngPath: String) -> String {
        let folder = pngPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return (folder.isEmpty ? "." : folder) + "/screenshot-text-tight.json"
    }

    /// The cost grows with box area: the same 80 labels with boxes tight around their ink (as
    /// `legible detect` and web capture give them) next to the label frames above.
    static func measureTight(raster: Raster, manifestPath: String, decode: Double) {
        guard let screen = try? Manifest.load(path: manifestPath).screens.first else {
            print("  tight boxes: \(manifestPath) missing; run Scripts/samples/make-bench-text-image")
            return
        }
        let all = Auditor(options: AuditOptions(variants: Variant.defaultSet))
        let one = Auditor(options: AuditOptions(variants: Variant.defaultSet, regionJobs: 1))
        let results = all.audit(raster: raster, screen: screen)
        let (wall, _) = bestAudit(all, raster, screen, expected: results.count)
        let (serial, _) = bestAudit(one, raster, screen, expected: results.count)
        let area = results.reduce(0) { $0 + $1.box.width * $1.box.height }
        print("  tight boxes (\(results.count) regions, \(ColourBenchmarks.format(Double(area) / 1e6)) Mpx): measure "
            + "\(ColourBenchmarks.format(wall * 1e3)) ms on \(all.options.regionJobs) thread(s), "
            + "\(ColourBenchmarks.format(serial * 1e3)) ms on one; measure/decode "
            + "\(ColourBenchmarks.format(wall / decode)), \(ColourBenchmarks.format(serial / decode)) on one")
    }

    /// FNV-1a over every figure of the results: a speed change that claims to keep the results
    /// must keep this.
    static func digest(_ results: [RegionResult]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x0000_0100_0000_01b3 }
        for r in results {
            mix(UInt64(r.measurement?.textPixels ?? 0)); mix(UInt64(r.measurement?.ringPixels ?? 0)); mix(r.status == .pass ? 1 : r.status == .fail ? 2 : 3)
            for m in r.variants {
                mix(m.wcag.ratio.bitPattern); mix(m.wcag.median.bitPattern)
                mix(m.apca.lc.bitPattern); mix(m.apca.median.bitPattern)
                mix(UInt64(m.foreground.r) << 16 | UInt64(m.foreground.g) << 8 | UInt64(m.foreground.b))
                mix(UInt64(m.background.r) << 16 | UInt64(m.background.g) << 8 | UInt64(m.background.b))
                mix(UInt64(UInt32(truncatingIfNeeded: m.worstPoint.x)) << 32 | UInt64(UInt32(truncatingIfNeeded: m.worstPoint.y)))
            }
        }
        return hash
    }

    /// Best wall and process-CPU seconds of auditing the screen, over `iterations` runs.
    static func bestAudit(_ auditor: Auditor, _ raster: Raster, _ screen: Screen, expected: Int) -> (Double, Double) {
        var best = Double.infinity, bestCPU = Double.infinity
        for _ in 0..<iterations {
            // Process CPU time: the regions may be measured on several threads.
            let start = ColourBenchmarks.now(), startCPU = ColourBenchmarks.now(CLOCK_PROCESS_CPUTIME_ID)
            let results = auditor.audit(raster: raster, screen: screen)
            best = min(best, ColourBenchmarks.now() - start)
            bestCPU = min(bestCPU, ColourBenchmarks.now(CLOCK_PROCESS_CPUTIME_ID) - startCPU)
            // Using the result keeps the optimiser from dropping the work.
            if results.count != expected { print("measure: result count changed") }
        }
        return (best, bestCPU)
    }

    /// The 80 label frames, in points: a large headline and a subtitle over the hero photo, then
    /// 26 rows of 32 pt, each with a title, a detail and a value label. Frames are label frames
    /// (as UI tests report them), so they are wider than short strings, as in real manifests.
    static func layout() -> [Region] {
        var regions = [
            Region(id: "headline", x: 16, y: 22, width: 330, height: 44, fontSize: 34, fontWeight: 700),
            Region(id: "subtitle", x: 16, y: 70, width: 300, height: 22, fontSize: 15),
        ]
        for row in 0..<26 {
            let top = 100 + Double(row) * 32
            regions.append(Region(id: "row\(row)-title", x: 16, y: top + 6, width: 190, height: 20, fontSize: 15))
            regions.append(Region(id: "row\(row)-detail", x: 214, y: top + 8, width: 130, height: 17, fontSize: 13))
            regions.append(Region(id: "row\(row)-value", x: 352, y: top + 8, width: 62, height: 17, fontSize: 13,
                                  fontWeight: 600))
        }
        return regions
    }
}
