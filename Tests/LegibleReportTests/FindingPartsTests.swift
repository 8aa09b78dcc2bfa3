@testable import LegibleReport
import Testing

/// A finding's parts come back in the order they came, each after its separator, whether the
/// report is kept in memory or spooled to a temporary file on its way to a file.
@Suite struct FindingPartsTests {
    /// A sink in memory, and one that hands its bytes on (its spools are temporary files).
    static func sinks() -> [(name: String, sink: ReportSink, text: () -> String)] {
        let memory = ReportSink()
        final class Collected { var bytes: [UInt8] = [] }
        let collected = Collected()
        let streamed = ReportSink { bytes in collected.bytes += bytes }
        return [("memory", memory, { memory.text }), ("file", streamed, { String(decoding: collected.bytes, as: UTF8.self) })]
    }

    @Test(arguments: [0, 1])
    func partsComeBackPerFindingInOrder(sinkIndex: Int) {
        let (name, sink, text) = Self.sinks()[sinkIndex]
        let parts = FindingParts(sink: sink)
        // Two findings' parts interleaved, as screens bring them.
        for screen in 0..<5 {
            parts.append("a\(screen);", finding: 0)
            if screen.isMultiple(of: 2) { parts.append("b\(screen);", finding: 1) }
        }
        parts.write(1, to: sink)
        sink.write("|")
        parts.write(0, to: sink) { $0 == 3 ? "[fold]" : "" }
        sink.write("|")
        parts.write(7, to: sink) { _ in "never" }
        #expect(sink.failure == nil, "\(name)")
        #expect(text() == "b0;b2;b4;|a0;a1;a2;[fold]a3;a4;|", "\(name)")
    }
}
