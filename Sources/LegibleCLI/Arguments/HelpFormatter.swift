/// Renders `--help` text from the same specs the parser uses.
enum HelpFormatter {
    /// Help for one command: usage, arguments, options with defaults, discussion.
    static func help(for spec: CommandSpec) -> String {
        var lines: [String] = []
        lines.append("OVERVIEW: \(spec.abstract)")
        lines.append("")
        lines.append("USAGE: legible \(spec.usage)")
        if !spec.positionals.isEmpty {
            lines.append("")
            lines.append("ARGUMENTS:")
            lines.append(contentsOf: table(spec.positionals.map { ("<\($0.name)>", $0.help) }))
        }
        lines.append("")
        lines.append("OPTIONS:")
        var rows: [(String, String)] = spec.options.map { option in
            var help = option.help
            if let allowed = option.allowedValues, !help.contains(allowed.joined(separator: "|")) {
                // A short set reads best as a|b|c; a long one must be able to wrap.
                let joined = allowed.joined(separator: "|")
                help += joined.count <= 40 ? " (\(joined))" : " One of: \(allowed.joined(separator: ", "))."
            }
            if let defaultDescription = option.defaultDescription { help += " [default: \(defaultDescription)]" }
            return (option.synopsis, help)
        }
        rows.append(("-h, --help", "Show help for this command."))
        lines.append(contentsOf: table(rows))
        if !spec.discussion.isEmpty {
            lines.append("")
            for line in spec.discussion.split(separator: "\n", omittingEmptySubsequences: false) {
                // Indented lines are examples: kept as written. Prose is wrapped.
                if line.hasPrefix(" ") || line.isEmpty {
                    lines.append(String(line))
                } else {
                    lines.append(contentsOf: wrap(String(line), width: 100))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Two columns, the second aligned and wrapped to a terminal-friendly width.
    static func table(_ rows: [(String, String)], width: Int = 100) -> [String] {
        let column = min(32, (rows.map(\.0.count).max() ?? 0) + 4)
        var lines: [String] = []
        for (left, right) in rows {
            let wrapped = wrap(right, width: max(30, width - column))
            let pad = String(repeating: " ", count: column)
            if left.count + 2 <= column - 2 {
                lines.append("  " + left + String(repeating: " ", count: column - 2 - left.count) + (wrapped.first ?? ""))
            } else {
                lines.append("  " + left)
                lines.append(pad + (wrapped.first ?? ""))
            }
            for line in wrapped.dropFirst() { lines.append(pad + line) }
        }
        return lines
    }

    /// Greedy word wrap.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
