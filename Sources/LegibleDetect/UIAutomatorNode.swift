import LegiblePixels

/// One `<node>` of a uiautomator dump with its children.
struct UIAutomatorNode: Sendable, Equatable {
    var attributes: [String: String]
    var children: [UIAutomatorNode]
    /// The `index` attributes from the root down: unique within a dump, stable across runs.
    var indexPath: [Int]

    subscript(_ key: String) -> String { attributes[key] ?? "" }

    func flag(_ key: String) -> Bool { attributes[key] == "true" }

    /// `bounds="[x1,y1][x2,y2]"` in device pixels; nil when missing or malformed.
    var bounds: PixelRect? {
        let numbers = self["bounds"].split(whereSeparator: { "[],".contains($0) }).compactMap { Int($0) }
        guard numbers.count == 4 else { return nil }
        return PixelRect(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
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

    /// Every node below this one, depth first.
    var descendants: [UIAutomatorNode] {
        children.flatMap { [$0] + $0.descendants }
    }
}
