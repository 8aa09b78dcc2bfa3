/// Text a report writes under each finding, kept aside as the screens come and written finding
/// by finding at the end: the links to a finding's occurrences, its thumbnails.
///
/// A finding may recur on every screen of a run, so its parts wait in a spool (on disk when the
/// report is written to a file); what stays in memory is where each part lies, a couple of
/// numbers per occurrence.
final class FindingParts {
    private let spool: ReportSpool
    /// Where each part lies in `spool`, by the finding's index, in the order they came.
    private var ranges: [Int: [Range<Int>]] = [:]

    init(sink: ReportSink) {
        spool = sink.makeSpool()
    }

    /// Keeps `text` as the next part of finding `finding`.
    func append(_ text: String, finding: Int) {
        ranges[finding, default: []].append(spool.append(text))
    }

    /// Writes finding `finding`'s parts in order, each after what `before` gives for its number
    /// (0 for the first): a separator, or the start of a folded list.
    func write(_ finding: Int, to sink: ReportSink, before: (Int) -> String = { _ in "" }) {
        for (number, range) in (ranges[finding] ?? []).enumerated() {
            sink.write(before(number))
            sink.copy(spool, range)
        }
    }
}
