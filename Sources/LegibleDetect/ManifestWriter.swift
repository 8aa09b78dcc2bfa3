import LegibleAudit
import LegibleImageIO
import LegiblePixels

/// Serialises manifests to manifest JSON (Docs/Manifest.md) that `Manifest.parse` reads back to
/// equal screens.
///
/// The output is deterministic (fixed key order, one region per line, shortest round-trip
/// numbers) so generated manifests diff cleanly between runs. Keys that hold their default
/// (`backdrop` white, `kind` text, `fontWeight` 400, `level` AA) are left out.
public enum ManifestWriter {
    /// The manifest as JSON text: a single screen at the top level, several under `screens`.
    public static func json(_ manifest: Manifest) -> String {
        if manifest.screens.count == 1 { return json(manifest.screens[0]) }
        let screens = manifest.screens.map { screenObject($0, indent: "    ") }
        return "{\n  \"screens\": [\n    " + screens.joined(separator: ",\n    ") + "\n  ]\n}\n"
    }

    /// One screen as a manifest file.
    public static func json(_ screen: Screen) -> String {
        screenObject(screen, indent: "") + "\n"
    }

    /// Writes the manifest to `path` (UTF-8, trailing newline).
    public static func write(_ manifest: Manifest, to path: String) throws(DetectError) {
        do {
            try OutputFile.write(Array(json(manifest).utf8), to: path)
        } catch {
            throw DetectError(file: path, problem: "cannot be written (\(error.reason))",
                              fix: "check that the folder exists, is writable and has space")
        }
    }

    private static func screenObject(_ screen: Screen, indent: String) -> String {
        var fields: [String] = []
        if let name = screen.name { fields.append("\"name\": \(string(name))") }
        fields.append("\"image\": \(string(screen.image))")
        fields.append("\"scale\": \(number(screen.scale))")
        if screen.backdrop != RGB8(grey: 255) { fields.append("\"backdrop\": \(string(screen.backdrop.hex))") }
        fields.append("\"regions\": " + list(screen.regions.map { region($0, media: false) }, indent: indent))
        if !screen.mediaRegions.isEmpty {
            fields.append("\"mediaRegions\": " + list(screen.mediaRegions.map { region($0, media: true) }, indent: indent))
        }
        let inner = indent + "  "
        return "{\n" + fields.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "}"
    }

    private static func list(_ items: [String], indent: String) -> String {
        guard !items.isEmpty else { return "[]" }
        let inner = indent + "    "
        return "[\n" + items.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "  ]"
    }

    private static func region(_ region: Region, media: Bool) -> String {
        var fields = [
            "\"id\": \(string(region.id))",
            "\"x\": \(number(region.x))", "\"y\": \(number(region.y))",
            "\"width\": \(number(region.width))", "\"height\": \(number(region.height))",
        ]
        // Media boxes are only ever read for their position; the rest would be noise.
        if !media {
            if let text = region.text { fields.append("\"text\": \(string(text))") }
            if region.kind != .text { fields.append("\"kind\": \(string(region.kind.rawValue))") }
            if let size = region.fontSize { fields.append("\"fontSize\": \(number(size))") }
            if region.fontWeight != 400 { fields.append("\"fontWeight\": \(region.fontWeight)") }
            if let colour = region.foreground { fields.append("\"foreground\": \(string(colour.hex))") }
            if region.level != .AA { fields.append("\"level\": \(string(region.level.rawValue))") }
            if region.source != .manifest { fields.append("\"source\": \(string(region.source.rawValue))") }
            if region.media { fields.append("\"media\": true") }
            if let note = region.note { fields.append("\"note\": \(string(note.rawValue))") }
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

extension ManifestWriter {
    static func number(_ value: Double) -> String { JSONValue.format(value) }
    static func string(_ text: String) -> String { JSONValue.quoted(text) }
}
