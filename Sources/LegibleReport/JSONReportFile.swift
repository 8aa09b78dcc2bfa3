import LegibleAudit
import LegibleImageIO

/// A JSON report opened to be read screen by screen (`legible merge`): its head (tool,
/// options, shard, skipped files) at once, each screen only when asked for, so that joining
/// reports of any size holds about one screen of each at a time.
public final class JSONReportFile {
    /// The report file, for messages.
    public let path: String
    /// The version of Legible that wrote the report.
    public let toolVersion: String
    /// The report's `options` object as written: reports whose options differ were measured
    /// differently and cannot be joined.
    public let writtenOptions: JSONValue
    /// The options read back.
    public let options: AuditOptions
    /// The slice of the manifests the report's run audited; nil for all of them.
    public let shard: ReportShard?
    /// `*.json` files in the run's input folders that are not manifests.
    public let skipped: [SkippedInput]

    private let file: FileChunks
    private let screens: [JSONOutline.Span]

    /// Opens the report at `path` and reads its head; its screens stay on disk.
    public init(path: String) throws(ReportReadingError) {
        let file: FileChunks
        do { file = try FileChunks(path: path) } catch {
            throw ReportReadingError(path: path, place: nil, problem: "cannot be read (\(error.reason))")
        }
        let outline: JSONOutline
        do { outline = try JSONOutline.scan(file, expanding: "images") } catch {
            throw ReportReadingError(path: path, place: nil, problem: error.description)
        }
        func member(_ key: String) throws(ReportReadingError) -> ReportField? {
            guard let span = outline.members[key] else { return nil }
            do { return ReportField(try JSONOutline.parse(span, in: file), place: key, path: path) } catch {
                throw ReportReadingError(path: path, place: nil, problem: error.description)
            }
        }
        let root = ReportField(.object([]), place: "", path: path)
        guard let tool = try member("tool") else { throw root.error("\"tool\" is missing or null") }
        guard try tool.string("name") == "legible" else {
            throw root.error("this is no Legible report (its \"tool\" is not legible)")
        }
        toolVersion = try tool.string("version")
        guard let optionsField = try member("options") else { throw root.error("\"options\" is missing or null") }
        writtenOptions = optionsField.value
        options = try JSONReportReader.options(optionsField)
        guard let screens = outline.elements else { throw root.error("\"images\" is missing or is no array") }
        self.screens = screens
        self.file = file
        self.path = path
        shard = try member("shard").map { field throws(ReportReadingError) in try JSONReportReader.shard(field) }
        skipped = try member("skipped").map { field throws(ReportReadingError) in try JSONReportReader.skipped(field) } ?? []
    }

    /// How many screens the report holds.
    public var screenCount: Int { screens.count }

    /// The report's screen at `index` (from 0), read from the file now.
    public func screen(at index: Int) throws(ReportReadingError) -> ImageAudit {
        let value: JSONValue
        do { value = try JSONOutline.parse(screens[index], in: file) } catch {
            throw ReportReadingError(path: path, place: nil, problem: error.description)
        }
        return try JSONReportReader.image(ReportField(value, place: "images[\(index)]", path: path))
    }
}
