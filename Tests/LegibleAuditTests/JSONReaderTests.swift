import Foundation
import Testing
@testable import LegibleAudit

@Suite("JSON reader")
struct JSONReaderTests {
    @Test("Valid documents", arguments: [
        ("null", JSONValue.null),
        (" true ", .bool(true)),
        ("false", .bool(false)),
        ("0", .number(0)),
        ("-0.5", .number(-0.5)),
        ("1e3", .number(1000)),
        ("2.5E-2", .number(0.025)),
        ("123456789012", .number(123_456_789_012)),
        ("\"\"", .string("")),
        ("\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"", .string("a\"b\\c/d\u{8}\u{C}\n\r\t")),
        ("\"\\u00e9\\u2028\"", .string("é\u{2028}")),
        ("\"\\ud83d\\ude00 ok\"", .string("😀 ok")),
        ("\"é😀\"", .string("é😀")),
        ("[]", .array([])),
        ("[1, [2, []], {}]", .array([.number(1), .array([.number(2), .array([])]), .object([])])),
        ("{\"b\": 1, \"a\": [true, null]}", .object([JSONMember("b", .number(1)), JSONMember("a", .array([.bool(true), .null]))])),
        ("\u{FEFF}{\"k\":\"v\"}", .object([JSONMember("k", .string("v"))])),
        ("\n\t{ \"x\" : 1 }\r\n", .object([JSONMember("x", .number(1))])),
    ])
    func valid(text: String, expected: JSONValue) throws {
        #expect(try JSONReader.parse(text) == expected)
    }

    @Test("Invalid documents name the line, the column and the problem", arguments: [
        ("", 1, 1, "end of the document"),
        ("{\"a\": 1,}", 1, 9, "object key"),
        ("[1, 2,]", 1, 7, "a value was expected"),
        ("{\"a\" 1}", 1, 6, "':' was expected"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3, "',' or '}'"),
        ("[1 2]", 1, 4, "',' or ']'"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "appears twice"),
        ("01", 1, 2, "start with 0"),
        ("-", 1, 2, "digit was expected"),
        ("1.", 1, 3, "after the decimal point"),
        ("1e", 1, 3, "exponent"),
        ("1e999", 1, 1, "too large"),
        ("NaN", 1, 1, "a value was expected"),
        ("tru", 1, 1, "did you mean true"),
        ("\"abc", 1, 1, "not closed"),
        ("\"a\u{1}b\"", 1, 3, "control character"),
        ("\"\\x\"", 1, 2, "unknown escape"),
        ("\"\\u12G4\"", 1, 6, "four hexadecimal digits"),
        ("\"\\ud83d\"", 1, 2, "surrogate pair"),
        ("\"\\ude00\\ud83d\"", 1, 2, "surrogate pair"),
        ("{} {}", 1, 4, "after the JSON value"),
        ("// comment\n{}", 1, 1, "a value was expected"),
        ("[\"é\", x]", 1, 7, "a value was expected"),
    ])
    func invalid(text: String, line: Int, column: Int, problem: String) {
        do {
            let value = try JSONReader.parse(text)
            Issue.record("parsed \(text.debugDescription) as \(value)")
        } catch {
            #expect(error.line == line && error.column == column, "\(text.debugDescription): \(error)")
            #expect(error.problem.contains(problem), "\(text.debugDescription): \(error)")
        }
    }

    /// Objects of every size around the point where repeated keys stop being found by a scan
    /// and are found in a set: the repeat is refused where it stands, and all-distinct keys parse.
    @Test("A key repeated in an object of any size is refused at the repeat", arguments: [
        (2, 0), (15, 14), (16, 0), (16, 15), (17, 3), (40, 39), (40, 16),
    ])
    func repeatedKeyInAnObjectOfManyMembers(members: Int, repeating: Int) throws {
        let distinct = (0..<members).map { "\"k\($0)\": \($0)" }
        let head = "{" + distinct.joined(separator: ", ") + ", "
        let text = head + "\"k\(repeating)\": 0}"
        do {
            let value = try JSONReader.parse(text)
            Issue.record("parsed an object with a repeated key as \(value)")
        } catch {
            #expect(error.line == 1 && error.column == head.utf8.count + 1, "\(error)")
            #expect(error.problem.contains("\"k\(repeating)\" appears twice"), "\(error)")
        }
        let unique = try JSONReader.parse(head + "\"last\": 0}")
        #expect(unique.objectMembers?.count == members + 1)
    }

    @Test("Strings come back as written, ASCII or not", arguments: ["", "tab-label-search", "#8E8E93", "Café", "日本語のラベル", "a\u{2028}b", "🙂 ok"])
    func strings(text: String) throws {
        #expect(try JSONReader.parse(Array("\"\(text)\"".utf8)) == .string(text))
    }

    @Test("Bytes that are not UTF-8 inside a string are an error, not a replacement")
    func invalidUTF8() {
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse([0x22, 0x61, 0xFF, 0x22]) }
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse([0x22, 0x61, 0x62, 0xC3, 0x22]) }
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse([0x22, 0x5C, 0x6E, 0xC3, 0x22]) }
    }

    @Test("Nesting is bounded: the limit parses, one deeper and a hostile depth are errors")
    func depth() throws {
        let limit = JSONReader.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        _ = try JSONReader.parse(deepest)
        let tooDeep = String(repeating: "{\"a\":", count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(tooDeep) }
        let hostile = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(hostile) }
    }

    @Test("Anything JSONValue writes reads back as the same value")
    func roundTrip() throws {
        let value = JSONValue.object([
            JSONMember("id", .string("tab \"label\"\n\u{1F}\u{2029}é😀")),
            JSONMember("figures", .array([.number(4.478089), .number(-71.111), .number(0), .number(1e15), .number(0.1)])),
            JSONMember("pass", .bool(false)),
            JSONMember("error", .null),
            JSONMember("nested", .object([JSONMember("empty", .array([])), JSONMember("none", .object([]))])),
        ])
        for pretty in [true, false] {
            #expect(try JSONReader.parse(value.serialized(pretty: pretty)) == value)
        }
    }

    /// Every JSON file the repository ships (manifests, corpus truth) read by both readers.
    static let shippedDocuments: [URL] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var found: [URL] = []
        for folder in ["Samples", "Tests/LegibleAuditTests/Fixtures"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "json" { found.append(url) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }()

    @Test("Agrees with Foundation's JSONSerialization on every JSON file the repository ships")
    func agreesWithFoundation() throws {
        #expect(Self.shippedDocuments.count > 100)
        for url in Self.shippedDocuments {
            let data = try Data(contentsOf: url)
            let ours = try JSONReader.parse([UInt8](data))
            let theirs = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            #expect(Self.same(ours, theirs), "\(url.lastPathComponent)")
        }
    }

    private static func same(_ value: JSONValue, _ other: Any) -> Bool {
        switch value {
        case .null: return other is NSNull
        case .bool(let b): return (other as? NSNumber).map { $0.boolValue == b } ?? false
        case .number(let n): return (other as? NSNumber)?.doubleValue == n
        case .string(let s): return (other as? String) == s
        case .array(let items):
            guard let list = other as? [Any], list.count == items.count else { return false }
            return zip(items, list).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let dictionary = other as? [String: Any], dictionary.count == members.count else { return false }
            return members.allSatisfy { member in dictionary[member.key].map { same(member.value, $0) } ?? false }
        }
    }
}
