import LegibleAudit
import LegibleColour
import LegiblePixels

/// Why a JSON report could not be read back: the file, where in it, and what is wrong.
public struct ReportReadingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The report file.
    public var path: String
    /// Where in the document, like `images[3].regions[0].wcag`; nil for the file as a whole.
    public var place: String?
    public var problem: String

    public init(path: String, place: String?, problem: String) {
        self.path = path
        self.place = place
        self.problem = problem
    }

    public var description: String {
        let at = place.map { $0.isEmpty ? "" : " at \($0)" } ?? ""
        return "\(path)\(at): \(problem); is it a JSON report written by legible audit --format json?"
    }
}

/// A value of a JSON report being read, with where it stands in the document, so that every
/// error names the key that is missing or wrong.
struct ReportField {
    /// Where a value stands: spelled out (`images[3].regions[0]`) only for a message, since a
    /// merge reads millions of values and words a handful.
    indirect enum Place {
        case named(String)
        case member(Place, String)
        case item(Place, Int)

        var description: String {
            switch self {
            case .named(let name):
                return name
            case .member(let parent, let key):
                // Each level spelled once: the parent's text is built a single time.
                let prefix = parent.description
                return prefix.isEmpty ? key : prefix + "." + key
            case .item(let parent, let index):
                return "\(parent.description)[\(index)]"
            }
        }
    }

    let value: JSONValue
    private let location: Place
    let path: String

    /// `place` like `images[3]`; empty for the root.
    init(_ value: JSONValue, place: String, path: String) {
        self.init(value, at: .named(place), path: path)
    }

    private init(_ value: JSONValue, at place: Place, path: String) {
        self.value = value
        location = place
        self.path = path
    }

    /// `images[3].regions[0]`; empty for the root.
    var place: String { location.description }

    func error(_ problem: String) -> ReportReadingError {
        ReportReadingError(path: path, place: place, problem: problem)
    }


    /// A member that must be present and not null.
    func member(_ key: String) throws(ReportReadingError) -> ReportField {
        guard let field = try optionalMember(key) else { throw error("\"\(key)\" is missing or null") }
        return field
    }

    /// A member that may be missing or null.
    func optionalMember(_ key: String) throws(ReportReadingError) -> ReportField? {
        guard value.objectMembers != nil else { throw error("expected an object, found \(value.kindName)") }
        guard let found = value[key], !found.isNull else { return nil }
        return ReportField(found, at: .member(location, key), path: path)
    }

    func members() throws(ReportReadingError) -> [(key: String, field: ReportField)] {
        guard let members = value.objectMembers else { throw error("expected an object, found \(value.kindName)") }
        return members.map { ($0.key, ReportField($0.value, at: .member(location, $0.key), path: path)) }
    }

    func items() throws(ReportReadingError) -> [ReportField] {
        guard let items = value.arrayValue else { throw error("expected an array, found \(value.kindName)") }
        return items.enumerated().map { ReportField($1, at: .item(location, $0), path: path) }
    }

    func stringValue() throws(ReportReadingError) -> String {
        guard let s = value.stringValue else { throw error("expected a string, found \(value.kindName)") }
        return s
    }

    func numberValue() throws(ReportReadingError) -> Double {
        guard let n = value.numberValue else { throw error("expected a number, found \(value.kindName)") }
        return n
    }

    func intValue() throws(ReportReadingError) -> Int {
        guard let n = value.numberValue, n == n.rounded(), let i = Int(exactly: n) else {
            throw error("expected a whole number, found \(value.kindName == "a number" ? JSONValue.format(value.numberValue ?? 0) : value.kindName)")
        }
        return i
    }

    func array(_ key: String) throws(ReportReadingError) -> [ReportField] { try member(key).items() }
    func string(_ key: String) throws(ReportReadingError) -> String { try member(key).stringValue() }
    func optionalString(_ key: String) throws(ReportReadingError) -> String? { try optionalMember(key)?.stringValue() }
    func number(_ key: String) throws(ReportReadingError) -> Double { try member(key).numberValue() }
    func optionalNumber(_ key: String) throws(ReportReadingError) -> Double? { try optionalMember(key)?.numberValue() }
    func int(_ key: String) throws(ReportReadingError) -> Int { try member(key).intValue() }

    func bool(_ key: String) throws(ReportReadingError) -> Bool {
        let field = try member(key)
        guard let b = field.value.boolValue else { throw field.error("expected true or false, found \(field.value.kindName)") }
        return b
    }

    /// A string member that must be one of an enumeration's raw values.
    func enumerated<T>(_ key: String, _ make: (String) -> T?) throws(ReportReadingError) -> T {
        let field = try member(key)
        let text = try field.stringValue()
        guard let value = make(text) else { throw field.error("unknown value \"\(text)\"") }
        return value
    }

    func variant() throws(ReportReadingError) -> Variant {
        let text = try stringValue()
        guard let variant = Variant(rawValue: text) else { throw error("unknown variant \"\(text)\"") }
        return variant
    }

    func colour(_ key: String) throws(ReportReadingError) -> RGB8 {
        let field = try member(key)
        guard let colour = RGB8(parsing: try field.stringValue()) else { throw field.error("expected a colour like #1A2B3C") }
        return colour
    }

    func box() throws(ReportReadingError) -> PixelRect {
        PixelRect(x: try int("x"), y: try int("y"), width: try int("width"), height: try int("height"))
    }

    func point() throws(ReportReadingError) -> PixelPoint {
        PixelPoint(x: try int("x"), y: try int("y"))
    }
}
