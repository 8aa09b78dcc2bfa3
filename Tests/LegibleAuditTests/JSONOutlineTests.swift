import Foundation
import LegibleImageIO
import Testing
@testable import LegibleAudit

@Suite("JSON outline: a large document's parts found without building it")
struct JSONOutlineTests {
    /// `text` in a temporary file, outlined with its `images` member expanded.
    private static func outline(_ text: String) throws -> (JSONOutline, FileChunks) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-outline-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        // The open file outlives its name.
        let file = try FileChunks(path: url.path)
        return (try JSONOutline.scan(file, expanding: "images"), file)
    }

    @Test("Every member and element parses to what the whole document's reader gives", arguments: [
        "{}",
        "{\"images\": []}",
        "\u{FEFF} {\"tool\": {\"name\": \"legible\"}, \"images\": [1, \"two\", {\"a\": [3]}], \"n\": -2.5e3}",
        "{\"images\": [\"]}\\\"[{\", {\"k\": \"\\\\\"}, [[], {}], true, null], \"after\": \"é😀\"}",
        "{\n  \"images\": [\n    {\"x\": 1},\n    {\"x\": 2}\n  ],\n  \"findings\": [{\"a\": null}]\n}\n",
        "{\"images\": {\"not\": \"an array\"}, \"other\": [1]}",
        "{\"a\\u0062\": 1, \"images\": [false]}",
    ])
    func partsParseAsTheWhole(text: String) throws {
        let whole = try JSONReader.parse(text)
        let (outline, file) = try Self.outline(text)
        #expect(Set(outline.members.keys) == Set(whole.objectMembers?.map(\.key) ?? []))
        for (key, span) in outline.members {
            #expect(try JSONOutline.parse(span, in: file) == whole[key], "\(key)")
        }
        let elements = try outline.elements?.map { span in try JSONOutline.parse(span, in: file) }
        #expect(elements == whole["images"]?.arrayValue)
    }

    @Test func elementsAcrossTheReadingWindowAreWhole() throws {
        // Far more than one window, with strings that hold brackets and escaped quotes.
        let items = (0..<4000).map { "{\"id\": \"r-\($0)\\\"]\", \"box\": [\($0), \($0 * 2)], \"pad\": \"\(String(repeating: "x", count: $0 % 97))\"}" }
        let text = "{\"tool\": 1, \"images\": [\n" + items.joined(separator: ",\n") + "\n], \"end\": true}"
        let whole = try JSONReader.parse(text)
        let (outline, file) = try Self.outline(text)
        #expect(text.utf8.count > 4 * JSONOutlineScanner.windowSize)
        let elements = try #require(outline.elements)
        #expect(elements.count == 4000)
        for index in [0, 1, 999, 1500, 2718, 3999] {
            #expect(try JSONOutline.parse(elements[index], in: file) == whole["images"]?.arrayValue?[index])
        }
        #expect(try JSONOutline.parse(#require(outline.members["end"]), in: file) == .bool(true))
    }

    @Test("An escaped quote or backslash on the reading window's edge does not end the string", arguments: [-2, -1, 0, 1])
    func escapesOnTheWindowEdge(shift: Int) throws {
        // The backslash of `\"` is byte windowSize + shift: before, on or after the first window's edge.
        let head = "{\"tool\": 1, \"images\": [{\"s\": \""
        let pad = String(repeating: "x", count: JSONOutlineScanner.windowSize + shift - head.utf8.count)
        let text = head + pad + "\\\"]}\\\\\"}, [\"\\\\\", \"]\"]], \"end\": true}"
        let whole = try JSONReader.parse(text)
        let (outline, file) = try Self.outline(text)
        let elements = try #require(outline.elements)
        #expect(try elements.map { span in try JSONOutline.parse(span, in: file) } == whole["images"]?.arrayValue)
        #expect(try JSONOutline.parse(#require(outline.members["end"]), in: file) == .bool(true))
    }

    @Test("A broken frame is refused with the line, the column and the problem", arguments: [
        ("", 1, 1, "must be a JSON object"),
        ("[1]", 1, 1, "must be a JSON object"),
        ("{\"a\": 1,}", 1, 9, "object key"),
        ("{\"a\" 1}", 1, 6, "':' was expected"),
        ("{\"a\": [1, 2}", 1, 12, "']' was expected"),
        ("{\"images\": [1 2]}", 1, 15, "',' or ']'"),
        ("{\"a\": \"x", 1, 7, "not closed"),
        ("{\"a\": [\"x\\", 1, 8, "not closed"),
        ("{\"a\": [\"x\\\"]}", 1, 8, "not closed"),
        ("{\"a\": 1} x", 1, 10, "unexpected text"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "appears twice"),
        ("{\n\"a\": {\"b\": [\n", 3, 1, "unexpected end"),
        ("{\"a\": ,}", 1, 7, "a value was expected"),
    ])
    func brokenFrame(text: String, line: Int, column: Int, problem: String) throws {
        do {
            _ = try Self.outline(text)
            Issue.record("\(text) was outlined")
        } catch let failure as JSONOutline.Failure {
            guard case .syntax(let error) = failure else {
                Issue.record("\(failure)")
                return
            }
            #expect((error.line, error.column) == (line, column), "\(error)")
            #expect(error.problem.contains(problem), "\(error)")
        }
    }

    @Test("An error inside a part is placed in the whole document", arguments: [
        ("{\"images\": [\n {\"x\": 1},\n {\"x\": 01}\n]}", 1, 3, 9),
        ("{\"images\": [{\n\"x\": tru}]}", 0, 2, 6),
    ])
    func errorInsideAPart(text: String, element: Int, line: Int, column: Int) throws {
        let (outline, file) = try Self.outline(text)
        let span = try #require(outline.elements?[element])
        do {
            _ = try JSONOutline.parse(span, in: file)
            Issue.record("element \(element) parsed")
        } catch let failure {
            guard case .syntax(let error) = failure else {
                Issue.record("\(failure)")
                return
            }
            #expect((error.line, error.column) == (line, column), "\(error)")
            // Where the whole document's reader puts it.
            #expect(throws: JSONSyntaxError(line: line, column: column, problem: error.problem)) { try JSONReader.parse(text) }
        }
    }
}
