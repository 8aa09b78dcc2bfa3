/// A value read by `JSONReader` together with where it starts in its document, so that a reader
/// of manifests can point at the field it refuses (`JSONDocument.position(of:)`).
public struct JSONNode: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in document order; keys are unique (the reader refuses repeated ones).
        case object([Member])
    }

    /// One key and value of an object.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var node: JSONNode

        public init(key: String, node: JSONNode) {
            self.key = key
            self.node = node
        }
    }

    public var content: Content
    /// The byte offset of the value's first character (its quote, bracket, sign or letter).
    public var offset: Int

    public init(_ content: Content, offset: Int) {
        self.content = content
        self.offset = offset
    }

    /// The value without positions.
    public var value: JSONValue {
        switch content {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n): .number(n)
        case .string(let s): .string(s)
        case .array(let items): .array(items.map(\.value))
        case .object(let members): .object(members.map { JSONMember($0.key, $0.node.value) })
        }
    }

    /// The member named `key` of an object; nil for a missing key or a node that is no object.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = content else { return nil }
        return members.first { $0.key == key }?.node
    }

    public var stringValue: String? {
        if case .string(let s) = content { return s }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let n) = content { return n }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = content { return b }
        return nil
    }

    public var isNull: Bool { content == .null }

    public var arrayValue: [JSONNode]? {
        if case .array(let items) = content { return items }
        return nil
    }

    public var objectMembers: [Member]? {
        if case .object(let members) = content { return members }
        return nil
    }

    /// What was found, for messages: `"12px"`, `true`, `null`, `a number`, `an array`.
    /// Strings and literals are shown as written (long strings cut), containers by kind.
    public var found: String {
        switch content {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return "the number \(JSONValue.format(n))"
        case .string(let s):
            let limit = 40
            let shown = s.count > limit ? String(s.prefix(limit)) + "…" : s
            return JSONValue.quoted(shown)
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
