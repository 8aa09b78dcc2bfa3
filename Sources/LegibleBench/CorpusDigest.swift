import Foundation
import LegibleAudit
import LegibleColour
import LegiblePixels

/// One hash over every figure, colour and point the audit gives for every region of the
/// manifests under a folder (the labelled corpus, PNG and JPEG): a change that claims to keep
/// the results must keep it. The measurement benchmark's screen is mostly flat labels; the
/// corpus adds photos, gradients, blur, shadows, hairlines and JPEG artefacts.
///
/// Every variant is measured (the anomalous ones at the default severity), on one thread.
/// Reasons are hashed apart from the figures, so a reworded reason does not hide a change of
/// figures, nor a change of figures hide behind one of wording.
enum CorpusDigest {
    static func run(directories: [String]) -> Bool {
        let auditor = Auditor(options: AuditOptions(variants: Variant.allCases, regionJobs: 1))
        var total = Hash(), totalReasons = Hash()
        for directory in directories {
            let manifests = manifestPaths(under: directory)
            guard !manifests.isEmpty else {
                print("corpus-digest: no manifests under \(directory)")
                return false
            }
            var figures = Hash(), reasons = Hash()
            var regions = 0, indeterminate = 0, errors = 0
            for path in manifests {
                for image in auditor.audit(manifestAt: path) {
                    if let error = image.error {
                        errors += 1
                        reasons.mix(string: error.description)
                    }
                    for region in image.regions {
                        regions += 1
                        if region.status == .indeterminate { indeterminate += 1 }
                        mix(region, into: &figures)
                        reasons.mix(string: region.indeterminateReason?.description ?? "")
                    }
                    for error in image.regionErrors { reasons.mix(string: error.message) }
                }
            }
            print("corpus-digest \(directory): \(manifests.count) manifests, \(regions) regions "
                + "(\(indeterminate) indeterminate), \(errors) image errors; "
                + "figures \(figures.hex), reasons \(reasons.hex)")
            total.mix(figures.value)
            totalReasons.mix(reasons.value)
        }
        print("corpus-digest: figures \(total.hex), reasons \(totalReasons.hex)")
        return true
    }

    /// FNV-1a over 64-bit words, as the measurement benchmark's digest.
    struct Hash {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        mutating func mix(_ word: UInt64) { value = (value ^ word) &* 0x0000_0100_0000_01b3 }
        mutating func mix(_ value: Double) { mix(value.bitPattern) }
        mutating func mix(_ value: Int) { mix(UInt64(bitPattern: Int64(value))) }
        mutating func mix(_ colour: RGB8) { mix(UInt64(colour.r) << 16 | UInt64(colour.g) << 8 | UInt64(colour.b)) }
        mutating func mix(string: String) {
            for byte in string.utf8 { mix(UInt64(byte)) }
            mix(UInt64.max)
        }
        var hex: String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }

    static func mix(_ region: RegionResult, into hash: inout Hash) {
        hash.mix(string: region.id)
        hash.mix(region.box.x); hash.mix(region.box.y); hash.mix(region.box.width); hash.mix(region.box.height)
        hash.mix(region.status == .pass ? 1 : region.status == .fail ? 2 : 3)
        hash.mix(region.measurement?.textPixels ?? 0); hash.mix(region.measurement?.ringPixels ?? 0)
        hash.mix(region.variants.count)
        for m in region.variants {
            hash.mix(string: m.variant.rawValue)
            hash.mix(m.foreground); hash.mix(m.background)
            hash.mix(m.wcag.ratio); hash.mix(m.wcag.median); hash.mix(m.wcag.required)
            hash.mix(m.apca.lc); hash.mix(m.apca.median); hash.mix(m.apca.required ?? -1)
            hash.mix(m.worstPoint.x); hash.mix(m.worstPoint.y)
            hash.mix(m.pass ? 1 : 0)
        }
    }

    /// The manifests under `directory`, sorted: every `.json` but truths and indexes.
    static func manifestPaths(under directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".json"), !relative.hasSuffix(".truth.json"),
                  !relative.hasSuffix("index.json") else { continue }
            paths.append(directory + "/" + relative)
        }
        return paths.sorted()
    }
}
