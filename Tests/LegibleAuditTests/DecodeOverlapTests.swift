import Foundation
import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels
import Testing

/// With a core to spare, regions are measured while the rows below them are still being decoded
/// (`RegionsWhileDecoding`): the results must be the ones measured on the finished raster, and
/// a decode that fails halfway must fail the screen as it does without the overlap.
@Suite struct DecodeOverlapTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let samples: [String] = {
        let folder = root.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    static func auditor(jobs: Int) -> Auditor {
        Auditor(options: AuditOptions(variants: Variant.allCases, regionJobs: jobs))
    }

    @Test("Every sample screen measures the same with the overlap (2 and 3 workers) as on one thread",
          arguments: [2, 3])
    func samplesAreUnchanged(jobs: Int) throws {
        #expect(Self.samples.count >= 5)
        for manifest in Self.samples {
            let alone = Self.auditor(jobs: 1).audit(manifestAt: manifest)
            let overlapped = Self.auditor(jobs: jobs).audit(manifestAt: manifest)
            #expect(alone.allSatisfy { $0.decoded != nil }, "\(manifest)")
            #expect(overlapped == alone, "\(manifest)")
        }
    }

    /// The corpus's JPEG screens (lossy separation, several qualities).
    static let jpegScreens: [String] = {
        let folder = root.appendingPathComponent("Tests/LegibleAuditTests/Fixtures/Corpus")
        let families = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return families.sorted().flatMap { family -> [String] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(family).path)) ?? []
            return names.filter { $0.contains("-q") && $0.hasSuffix(".json") && !$0.hasSuffix(".truth.json") }.sorted()
                .map { folder.appendingPathComponent(family).appendingPathComponent($0).path }
        }
    }()

    @Test func jpegScreensMeasureTheSameWithTheOverlap() throws {
        #expect(Self.jpegScreens.count >= 20)
        for manifest in Self.jpegScreens {
            let alone = Self.auditor(jobs: 1).audit(manifestAt: manifest)
            #expect(alone.allSatisfy { $0.decoded != nil }, "\(manifest)")
            #expect(Self.auditor(jobs: 2).audit(manifestAt: manifest) == alone, "\(manifest)")
        }
    }

    /// A screen of labels top to bottom over several decoding bands, written to a temporary PNG;
    /// `noisy` speckles the background so that the pixel data spans many IDAT chunks.
    static func tallScreen(noisy: Bool = false) throws -> (path: String, screen: Screen, bytes: [UInt8]) {
        var raster = Raster(width: 120, height: 400, fill: RGBA8(r: 250, g: 248, b: 240, a: 255))
        var random = SeededRandom(state: 20)
        for y in 0..<raster.height where noisy {
            for x in 0..<raster.width { raster[x, y] = RGBA8(r: UInt8(200 + random.next(56)), g: 240, b: 240, a: 255) }
        }
        var regions: [Region] = []
        for k in 0..<12 {
            let y = 6 + k * 33
            for x in 10..<110 where (x / 3) % 3 != 0 {
                for row in (y + 6)..<(y + 18) { raster[x, row] = RGBA8(r: UInt8(40 + k * 12), g: 40, b: UInt8(120 - k * 5), a: 255) }
            }
            regions.append(Region(id: "label-\(k)", x: 4, y: Double(y), width: 112, height: 24, text: "Label \(k)", fontSize: 14))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-overlap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("tall.png").path
        let bytes = try PNGEncoder.encode(raster, alpha: false)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, Screen(image: path, regions: regions), bytes)
    }

    @Test func aTallScreenMeasuresTheSameWithTheOverlap() throws {
        let (path, screen, _) = try Self.tallScreen()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let alone = try Self.auditor(jobs: 1).audit(screen)
        #expect(alone.regions.count == 12 && alone.regions.allSatisfy { $0.measurement != nil })
        #expect(try Self.auditor(jobs: 2).audit(screen) == alone)
        #expect(try Self.auditor(jobs: 4).audit(screen) == alone)
    }

    @Test("A PNG cut short in its pixel data fails the screen alike with and without the overlap",
          arguments: [0.3, 0.6, 0.9])
    func aTruncatedPNGFailsAlike(fraction: Double) throws {
        let (path, screen, bytes) = try Self.tallScreen(noisy: true)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try Data(bytes.prefix(Int(Double(bytes.count) * fraction))).write(to: URL(fileURLWithPath: path))
        var errors: [AuditError] = []
        for jobs in [1, 2] {
            do {
                _ = try Self.auditor(jobs: jobs).audit(screen)
                Issue.record("a truncated PNG was audited (\(jobs) jobs)")
            } catch {
                errors.append(error)
            }
        }
        #expect(errors.count == 2 && errors[0] == errors[1], "\(errors)")
        guard case .image(.truncated)? = errors.first else {
            Issue.record("expected a truncation error, got \(errors)")
            return
        }
    }
}
