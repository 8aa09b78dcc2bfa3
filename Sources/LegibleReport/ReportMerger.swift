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

    /// The joined report, its screens still to be read one by one.
    /// - Parameters:
    ///   - reports: the reports, in the order given.
    ///   - toolVersion: the version doing the merge; reports of another version are refused.
    public static func merge(_ reports: [JSONReportFile], toolVersion: String) throws(Refusal) -> MergedReport {
        guard let first = reports.first else { throw Refusal(description: "no reports to merge") }
        for report in reports where report.toolVersion != toolVersion {
            throw Refusal(description: "\(report.path) was written by legible \(report.toolVersion), this is legible \(toolVersion); "
                + "merge reports with the version that wrote them (or audit again)")
        }
        for report in reports.dropFirst() where report.writtenOptions != first.writtenOptions {
            throw Refusal(description: "\(report.path) was measured with other options than \(first.path) "
                + "(\(difference(report.writtenOptions, first.writtenOptions))); audit every shard with the same options")
        }
        if reports.allSatisfy({ $0.shard == nil }) {
            return MergedReport(reports, options: first.options, skipped: reports.flatMap(\.skipped), order: .oneAfterAnother)
        }
        try checkSplit(reports)
        // Every shard lists every skipped file (discovery is the same on each machine).
        return MergedReport(reports, options: first.options, skipped: first.skipped, order: .discovery)
    }

    /// Every shard of one split, each once.
    private static func checkSplit(_ reports: [JSONReportFile]) throws(Refusal) {
        var seen: [Int: String] = [:]
        var split: ReportShard?
        for report in reports {
            let path = report.path
            guard let shard = report.shard else {
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
