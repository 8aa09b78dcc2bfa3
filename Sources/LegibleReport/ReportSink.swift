import LegibleImageIO

/// Where a report's text goes as it is written: kept in memory (`text`), or handed on as it
/// comes (a file being written, standard output). A report that needs a part of itself before
/// the parts it is made of (a header with totals) keeps them meanwhile in a `ReportSpool`,
/// which is in memory or on disk as the sink is.
///
/// The first failure to write is kept in `failure`; later writes are dropped.
public final class ReportSink {
    private let emit: (([UInt8]) throws(OutputFileError) -> Void)?
    private var memory: [UInt8] = []
    /// Why the report could not be written whole; nil while all is well.
    public private(set) var failure: OutputFileError?

    /// A sink that keeps the report in memory, for `text`.
    public init() {
        emit = nil
    }

    /// A sink that hands every piece on as it is written; its spools are temporary files.
    public init(_ emit: @escaping ([UInt8]) throws(OutputFileError) -> Void) {
        self.emit = emit
    }

    /// Everything written, for a sink that keeps it in memory.
    public var text: String { String(decoding: memory, as: UTF8.self) }

    /// Appends text.
    public func write(_ text: String) {
        write(Array(text.utf8))
    }

    func write(_ bytes: [UInt8]) {
        guard failure == nil, !bytes.isEmpty else { return }
        guard let emit else {
            memory += bytes
            return
        }
        do { try emit(bytes) } catch { failure = error }
    }

    /// Writes what a spool holds in `range` (all of it by default).
    func copy(_ spool: ReportSpool, _ range: Range<Int>? = nil) {
        guard failure == nil else { return }
        do {
            try spool.forEachChunk(in: range) { (bytes: [UInt8]) throws(OutputFileError) in write(bytes) }
        } catch {
            failure = error
        }
    }

    /// A new spool: in memory for a sink in memory, else a temporary file.
    func makeSpool() -> ReportSpool {
        guard emit != nil else { return ReportSpool(file: nil) }
        do { return ReportSpool(file: try SpoolFile()) } catch {
            failure = failure ?? error
            return ReportSpool(file: nil)
        }
    }
}

/// Parts of a report kept aside until the parts before them are written (see `ReportSink`).
final class ReportSpool {
    private let file: SpoolFile?
    private var memory: [UInt8] = []
    private var failure: OutputFileError?

    init(file: SpoolFile?) {
        self.file = file
    }

    var count: Int { file?.count ?? memory.count }

    /// Appends text; returns where it lies.
    @discardableResult
    func append(_ text: String) -> Range<Int> {
        let bytes = Array(text.utf8)
        guard let file else {
            memory += bytes
            return memory.count - bytes.count..<memory.count
        }
        guard failure == nil else { return count..<count }
        do { return try file.append(bytes) } catch {
            failure = error
            return count..<count
        }
    }

    /// The bytes in `range` (all by default), in pieces, in order.
    func forEachChunk(in range: Range<Int>?, _ body: ([UInt8]) throws(OutputFileError) -> Void) throws(OutputFileError) {
        if let failure { throw failure }
        guard let file else {
            try body(Array(memory[range ?? 0..<memory.count]))
            return
        }
        try file.forEachChunk(in: range, body)
    }
}
