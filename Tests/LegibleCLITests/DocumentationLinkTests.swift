import Foundation
import Testing

/// Every relative link in the repository's Markdown files, and every pointer from code and
/// scripts into the documentation folder, leads to a file and heading inside the repository.
@Suite("Documentation links")
struct DocumentationLinkTests {
    /// The package root: this file is Tests/LegibleCLITests/DocumentationLinkTests.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().standardizedFileURL

    /// Markdown files, relative to the root; build products and hidden folders left out.
    static let markdownFiles = files { $0.hasSuffix(".md") }

    /// Code and scripts that may point into the documentation: text files, fixtures left out.
    static let sourceFiles = files { path in
        let top = path.split(separator: "/").first.map(String.init) ?? ""
        return (["Sources", "Tests", "Scripts"].contains(top) || path == "Package.swift")
            && !path.hasSuffix(".md") && !path.contains("/Fixtures/") && (try? read(path)) != nil
    }

    /// Each `Docs` + `/Name.md`, with its `#anchor` when one follows, as comments and scripts
    /// write them.
    static func pointers(in text: String) -> [(file: String, anchor: String?)] {
        let nameCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_+.-")
        var result: [(String, String?)] = []
        var search = text.startIndex
        while let found = text.range(of: "Docs/", range: search..<text.endIndex) {
            search = found.upperBound
            if found.lowerBound > text.startIndex {
                let before = text[text.index(before: found.lowerBound)]
                guard !before.isLetter && !before.isNumber else { continue }
            }
            var name = String(text[found.upperBound...].prefix(while: nameCharacters.contains))
            while name.hasSuffix(".") && !name.hasSuffix(".md") { name.removeLast() }
            guard name.hasSuffix(".md") else { continue }
            let after = text.index(found.upperBound, offsetBy: name.count)
            var anchor: String?
            if after < text.endIndex, text[after] == "#" {
                anchor = String(text[text.index(after: after)...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
            }
            result.append((name, anchor))
        }
        return result
    }

    @Test("Markdown links resolve inside the repository", arguments: markdownFiles)
    func markdownLinks(_ file: String) throws {
        let document = MarkdownDocument(text: try Self.read(file))
        let folder = (file as NSString).deletingLastPathComponent
        for link in document.links where !Self.isExternal(link) {
            let (path, anchor) = Self.split(link)
            let target = path.isEmpty ? file : Self.normalised((folder as NSString).appendingPathComponent(path))
            #expect(!target.hasPrefix("..") && !path.hasPrefix("/"), "\(file): \(link) leaves the repository")
            #expect(Self.exists(target), "\(file): \(link) names no file")
            if let anchor, target.hasSuffix(".md"), Self.exists(target) {
                let anchors = MarkdownDocument(text: try Self.read(target)).anchors
                #expect(anchors.contains(anchor), "\(file): \(link): no heading #\(anchor) in \(target)")
            }
        }
    }

    @Test("Pointers from code into Docs resolve", arguments: sourceFiles)
    func sourcePointers(_ file: String) throws {
        for pointer in Self.pointers(in: try Self.read(file)) {
            let target = "Docs/" + pointer.file
            #expect(Self.exists(target), "\(file): \(target) does not exist")
            if let anchor = pointer.anchor, Self.exists(target) {
                let anchors = MarkdownDocument(text: try Self.read(target)).anchors
                #expect(anchors.contains(anchor), "\(file): no heading #\(anchor) in \(target)")
            }
        }
    }

    /// The lists above are found by walking the checkout: make sure the walk found it.
    @Test func theCheckoutIsFound() throws {
        #expect(Self.markdownFiles.contains("README.md"))
        #expect(Self.markdownFiles.contains("Docs/README.md"))
        #expect(Self.sourceFiles.contains("Sources/LegibleColour/Contrast/WCAG.swift"))
        let pointers = try Self.sourceFiles.reduce(0) { count, file in
            count + Self.pointers(in: try Self.read(file)).count
        }
        #expect(pointers >= 50)
    }

    @Test(arguments: [
        ("What is measured", "what-is-measured"),
        ("Partial severity of the dichromat models", "partial-severity-of-the-dichromat-models"),
        ("sRGB transfer", "srgb-transfer"),
        ("WCAG 2", "wcag-2"),
        ("`--format json`: the keys", "--format-json-the-keys"),
        ("[Reports](Reports.md) and SARIF", "reports-and-sarif"),
        ("Viénot 1999", "viénot-1999"),
        ("Colour-vision deficiencies", "colour-vision-deficiencies"),
    ])
    func anchorsAreGitHubs(heading: String, anchor: String) {
        #expect(MarkdownDocument.anchor(forHeading: heading) == anchor)
    }

    @Test func pointersAreFoundInText() {
        let found = Self.pointers(in: "see Docs/Colour.md#apca. Not MyDocs/X.md; (Docs/Manifest.md). Docs/Notes.txt")
        #expect(found.map(\.file) == ["Colour.md", "Manifest.md"])
        #expect(found.map(\.anchor) == ["apca", nil])
    }

    @Test func headingsInCodeAndRepeatedHeadings() {
        let document = MarkdownDocument(text: """
            # Title
            ## Notes
            ```sh
            # not a heading [nor](a-link.md)
            ```
            ## Notes
            #hashtag, not a heading; `[code](span.md)` is no link, [this](one.md#notes-1) is.
            """)
        #expect(document.anchors == ["title", "notes", "notes-1"])
        #expect(document.links == ["one.md#notes-1"])
    }

    // MARK: Files

    private static func files(where include: (String) -> Bool) -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var result: [String] = []
        for case let url as URL in walker {
            let path = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            if include(path) { result.append(path) }
        }
        return result.sorted()
    }

    private static func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    private static func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path)
    }

    private static func isExternal(_ link: String) -> Bool {
        link.firstIndex(of: ":").map { colon in !link[..<colon].contains("/") && !link[..<colon].contains("#") } ?? false
    }

    private static func split(_ link: String) -> (path: String, anchor: String?) {
        guard let hash = link.firstIndex(of: "#") else { return (link, nil) }
        return (String(link[..<hash]), String(link[link.index(after: hash)...]))
    }

    /// `a/b/../c` as `a/c`; a path climbing above the root keeps its leading `..`.
    private static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
