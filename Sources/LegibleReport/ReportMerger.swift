import LegibleAudit

/// Joins JSON reports read back (`legible merge`) into the report one run over all their
/// manifests would have made: the shards of one `--shard I/N` split back in discovery order, or
/// whole reports one after another.
///
/// Reports measured by another Legible version or with other options are refused, and so is a
/// split with a shard missing or given twice: a merged report that silently lacks screens
/// would pass what it never saw.
public enum ReportMerger {
    /// Why reports cannot be joined.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The joined report.
    /// - Parameters:
    ///   - readings: the reports, with the files they came from, in the order given.
    ///   - toolVersion: the version doing the merge; reports of another version are refused.
    public static func merge(_ readings: [(path: String, reading: JSONReportReader.Reading)],
                             toolVersion: String) throws(Refusal) -> AuditReport {
        guard let first = readings.first else { throw Refusal(description: "no reports to merge") }
        for (path, reading) in readings where reading.toolVersion != toolVersion {
            throw Refusal(description: "\(path) was written by legible \(reading.toolVersion), this is legible \(toolVersion); "
                + "merge reports with the version that wrote them (or audit again)")
        }
        for (path, reading) in readings.dropFirst() where reading.options != first.reading.options {
            throw Refusal(description: "\(path) was measured with other options than \(first.path) "
                + "(\(difference(reading.options, first.reading.options))); audit every shard with the same options")
        }
        let shards = readings.map(\.reading.report.shard)
        if shards.allSatisfy({ $0 == nil }) {
            return AuditReport(images: readings.flatMap(\.reading.report.images), options: first.reading.report.options,
                               skipped: readings.flatMap(\.reading.report.skipped))
        }
        try checkSplit(readings)
        // Shards hold disjoint manifests, each in discovery order: a stable sort by the
        // manifest's place restores the one run's order (a manifest's screens stay together).
        let images = readings.flatMap(\.reading.report.images).enumerated()
            .sorted { ($0.element.inputIndex ?? 0, $0.offset) < ($1.element.inputIndex ?? 0, $1.offset) }
            .map(\.element)
        // Every shard lists every skipped file (discovery is the same on each machine).
        return AuditReport(images: images, options: first.reading.report.options, skipped: first.reading.report.skipped)
    }

    /// Every shard of one split, each once.
    private static func checkSplit(_ readings: [(path: String, reading: JSONReportReader.Reading)]) throws(Refusal) {
        var seen: [Int: String] = [:]
        var split: ReportShard?
        for (path, reading) in readings {
            guard let shard = reading.report.shard else {
                throw Refusal(description: "\(path) is a whole run's report and the others are shards; merge the shards of one split")
            }
            if let split, split.count != shard.count || split.manifests != shard.manifests {
                throw Refusal(description: "\(path) is \(shard.label) of \(shard.manifests) manifests, but another report is "
                    + "shard \(split.index)/\(split.count) of \(split.manifests); merge the shards of one split")
            }
            split = split ?? shard
            if let other = seen[shard.index] {
                throw Refusal(description: "\(path) and \(other) are both \(shard.label); give each shard's report once")
            }
            seen[shard.index] = path
        }
        guard let split else { return }
        let missing = (1...split.count).filter { seen[$0] == nil }
        if !missing.isEmpty {
            let list = missing.map(String.init).joined(separator: ", ")
            throw Refusal(description: "shard\(missing.count == 1 ? "" : "s") \(list) of \(split.count) "
                + "\(missing.count == 1 ? "is" : "are") missing; a merged report without \(missing.count == 1 ? "it" : "them") "
                + "would pass screens nobody audited")
        }
    }

    /// `percentile 2 ≠ 5`: the first option that differs.
    private static func difference(_ a: JSONValue, _ b: JSONValue) -> String {
        for member in a.objectMembers ?? [] where b[member.key] != member.value {
            return "\(member.key) \(member.value.serialized(pretty: false)) ≠ \((b[member.key] ?? .null).serialized(pretty: false))"
        }
        return "their options objects differ"
    }
}
