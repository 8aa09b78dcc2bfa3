import Foundation

/// The headings and links of one Markdown file, read as GitHub renders it: fenced code blocks
/// and code spans hold neither. A plain scanner (Swift's `Regex` is slow on whole files).
struct MarkdownDocument {
    /// The anchors GitHub gives the file's headings (`#…` fragments that land on them).
    let anchors: Set<String>
    /// Every inline link and image target, as written (`Colour.md#apca`, `https://…`).
    let links: [String]

    init(text: String) {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        var links: [String] = []
        var fence: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop(while: { $0 == " " })
            if let marker = Self.fenceMarker(trimmed) {
                if fence == nil { fence = marker } else if trimmed.hasPrefix(fence!) { fence = nil }
                continue
            }
            guard fence == nil else { continue }
            let prose = Self.withoutCodeSpans(line)
            if let heading = Self.heading(prose) {
                // GitHub numbers repeated headings: the second `Notes` is `notes-1`.
                let base = Self.anchor(forHeading: heading)
                let count = seen[base, default: 0]
                seen[base] = count + 1
                anchors.insert(count == 0 ? base : "\(base)-\(count)")
            }
            links += Self.linkTargets(prose).map(\.target)
        }
        self.anchors = anchors
        self.links = links
    }

    /// The anchor GitHub derives from a heading's text: link syntax reduced to its text,
    /// lower-cased, everything but letters, digits, spaces, `-` and `_` dropped, spaces as `-`.
    static func anchor(forHeading heading: String) -> String {
        var text = heading
        for link in linkTargets(Substring(heading)).reversed() { text.replaceSubrange(link.whole, with: link.label) }
        let kept = text.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
        return String(kept.map { $0 == " " ? "-" : $0 })
    }

    /// `[label](target)` and `![alt](target "title")`: the whole, the label and the target.
    private static func linkTargets(_ line: Substring) -> [(whole: Range<String.Index>, label: String, target: String)] {
        var result: [(Range<String.Index>, String, String)] = []
        var search = line.startIndex
        while let open = line[search...].firstIndex(of: "[") {
            guard let close = line[open...].firstIndex(of: "]") else { break }
            let paren = line.index(after: close)
            guard paren < line.endIndex, line[paren] == "(",
                  let end = line[paren...].firstIndex(of: ")") else {
                search = line.index(after: open)
                continue
            }
            var target = line[line.index(after: paren)..<end].split(separator: " ").first ?? ""
            if target.hasPrefix("<") && target.hasSuffix(">") { target = target.dropFirst().dropLast() }
            let start = open > line.startIndex && line[line.index(before: open)] == "!" ? line.index(before: open) : open
            result.append((start..<line.index(after: end), String(line[line.index(after: open)..<close]), String(target)))
            search = line.index(after: end)
        }
        return result
    }

    /// The line with every code span (text between matching runs of backticks) taken out.
    private static func withoutCodeSpans(_ line: Substring) -> Substring {
        guard line.contains("`") else { return line }
        var out = ""
        var i = line.startIndex
        while i < line.endIndex {
            guard line[i] == "`" else {
                out.append(line[i])
                i = line.index(after: i)
                continue
            }
            let run = line[i...].prefix(while: { $0 == "`" })
            var j = run.endIndex
            var closed: String.Index?
            while j < line.endIndex, let next = line[j...].firstIndex(of: "`") {
                let other = line[next...].prefix(while: { $0 == "`" })
                if other.count == run.count { closed = other.endIndex; break }
                j = other.endIndex
            }
            if let closed {
                i = closed
            } else {
                out += run
                i = run.endIndex
            }
        }
        return Substring(out)
    }

    private static func heading(_ line: Substring) -> String? {
        let hashes = line.prefix(while: { $0 == "#" })
        guard (1...6).contains(hashes.count) else { return nil }
        let rest = line.dropFirst(hashes.count)
        guard rest.isEmpty || rest.first == " " else { return nil }
        var text = rest.trimmingCharacters(in: .whitespaces)
        // An optional closing sequence of hashes, after a space.
        let closing = text.reversed().prefix(while: { $0 == "#" }).count
        if closing > 0, text.dropLast(closing).hasSuffix(" ") {
            text = text.dropLast(closing).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    private static func fenceMarker(_ line: Substring) -> String? {
        for marker in ["```", "~~~"] where line.hasPrefix(marker) {
            return String(line.prefix(while: { $0 == marker.first }))
        }
        return nil
    }
}
