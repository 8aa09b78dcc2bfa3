import LegibleImageIO

/// Where the parts of a JSON document lie, found without building it: the root object's
/// members, and the elements of one array member, as spans of the file to parse one at a time.
/// For documents too large to want whole as a tree (the report of a 10,000-screen run).
///
/// The scan checks the document's frame: a root object, keys once each, colons and commas
/// where they belong, brackets that match, strings that close. What lies inside a span is
/// checked, as strictly as `JSONReader` checks anything, when the span is parsed.
public struct JSONOutline: Sendable {
    /// A value in the file: where it starts and how many bytes it takes.
    public struct Span: Sendable, Equatable {
        public var offset: Int
        public var count: Int
    }

    /// Why a document cannot be outlined, or a span of it parsed.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case unreadable(FileReadError)
        case syntax(JSONSyntaxError)

        public var description: String {
            switch self {
            case .unreadable(let error): error.description
            case .syntax(let error): error.description
            }
        }
    }

    /// The root object's members, by key.
    public let members: [String: Span]
    /// The elements of the expanded member, in order; nil when that member is missing or is
    /// no array.
    public let elements: [Span]?

    /// Outlines the JSON document in `file`, listing the elements of the root member `key`.
    public static func scan(_ file: FileChunks, expanding key: String) throws(Failure) -> JSONOutline {
        var scanner = JSONOutlineScanner(file)
        let (members, elements) = try scanner.document(expanding: key)
        return JSONOutline(members: members, elements: elements)
    }

    /// The value in `span` of `file`, with errors placed in the whole document.
    public static func parse(_ span: Span, in file: FileChunks) throws(Failure) -> JSONValue {
        let bytes: [UInt8]
        do { bytes = try file.read(at: span.offset, count: span.count) } catch { throw .unreadable(error) }
        do { return try JSONReader.parse(bytes) } catch {
            let start = try position(of: span.offset, in: file)
            // The span's first line continues a line of the document; the others are whole.
            throw .syntax(JSONSyntaxError(line: start.line + error.line - 1,
                                          column: error.line == 1 ? start.column + error.column - 1 : error.column,
                                          problem: error.problem))
        }
    }

    /// Line and column of byte `offset` of `file`; counted only for a message.
    static func position(of offset: Int, in file: FileChunks) throws(Failure) -> JSONPosition {
        var position = JSONPosition(line: 1, column: 1)
        var done = 0
        while done < offset {
            let chunk: [UInt8]
            do { chunk = try file.read(at: done, count: min(1 << 16, offset - done)) } catch { throw .unreadable(error) }
            if chunk.isEmpty { break }
            position.advance(over: chunk[...])
            done += chunk.count
        }
        return position
    }
}
