import LegiblePixels

/// One `<node>` of a uiautomator dump with its children.
struct UIAutomatorNode: Sendable, Equatable {
    var attributes: [String: String]
    var children: [UIAutomatorNode]
    /// The `index` attributes from the root down: unique within a dump, stable across runs.
    var indexPath: [Int]

    subscript(_ key: String) -> String { attributes[key] ?? "" }

    func flag(_ key: String) -> Bool { attributes[key] == "true" }

    /// `bounds="[x1,y1][x2,y2]"` in device pixels, read when the node was parsed (`box(from:at:file:)`);
    /// nil when the node has none.
    var bounds: PixelRect?

    /// `[x1,y1][x2,y2]` as a rectangle: four whole pixel numbers with x2 ≥ x1 and y2 ≥ y1, or an
    /// error naming the node and the value.
    static func box(from text: String, at indexPath: [Int], file: String) throws(DetectError) -> PixelRect {
        let node = "the bounds of node \(indexPath.map(String.init).joined(separator: "."))"
        let fix = "pass the dump exactly as uiautomator wrote it"
        let parts = text.split(whereSeparator: { "[],".contains($0) })
        guard parts.count == 4 else {
            throw DetectError(file: file, problem: "\(node) are \"\(text.prefix(60))\", not [x1,y1][x2,y2]", fix: fix)
        }
        var values: [Int] = []
        for (i, part) in parts.enumerated() {
            let place = NumberPlace(file: file, place: "\(node), value \(i + 1)")
            do { values.append(try CheckedNumber.integer(part, in: CheckedNumber.pixelRange, at: place)) } catch {
                throw DetectError(number: error, fix: fix)
            }
        }
        // An inverted box is empty: skipped like a zero-size node, as it covers no pixel.
        return PixelRect(x: values[0], y: values[1], width: max(0, values[2] - values[0]), height: max(0, values[3] - values[1]))
    }

    /// The class name without its package: `android.widget.TextView` → `TextView`.
    var simpleClassName: String {
        String(self["class"].split(separator: ".").last ?? "node")
    }

    /// The resource id's entry name: `com.example:id/title` → `title`; nil when there is none.
    var resourceName: String? {
        let id = self["resource-id"]
        guard !id.isEmpty else { return nil }
        if let slash = id.lastIndex(of: "/") { return String(id[id.index(after: slash)...]) }
        return id
    }

    /// Every node below this one, depth first, in one pass (building the list level by level
    /// copied each node once per level above it).
    var descendants: [UIAutomatorNode] {
        var found: [UIAutomatorNode] = []
        var pending = Array(children.reversed())
        while let node = pending.popLast() {
            found.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }
}
