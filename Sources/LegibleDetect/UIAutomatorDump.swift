import LegibleAudit
import LegibleImageIO
import LegiblePixels

/// Boxes from an Android view hierarchy dump (`adb shell uiautomator dump`), taken together
/// with a screenshot of the same screen (`adb exec-out screencap -p`).
///
/// - Nodes with non-empty `text` become text regions (`text` = the node's text).
/// - Nodes without text that are controls or meaningful images become `nonText` regions (3:1):
///   clickable `ImageView`/`ImageButton`s, checkable widgets (switches, checkboxes) and nodes with
///   a `content-desc`; their `text` is the content description. One whose box is entirely covered
///   by its own text descendants is left out: those text regions already measure it.
/// - Disabled nodes are skipped (WCAG exempts inactive components), and so are nodes of zero size
///   or entirely off the screenshot; boxes reaching past its edge are clipped.
/// - Ids are the resource id's entry name (`toolbar_title`), with the node's index path when
///   several nodes share it (`title@0.0.1.2.0`), or the class name when there is no resource id.
/// - Bounds are device pixels. With `density` 1 (default) the manifest is in pixels; with the
///   device density (`adb shell wm density` ÷ 160, e.g. 2.625) it is in dp with `scale` = density.
///   uiautomator does not report text sizes, so `fontSize` is left out (the strict thresholds apply).
public enum UIAutomatorDump {
    /// A screen from dump XML and the screenshot at `imagePath`; the image is read only for its
    /// size, unless `imageSize` gives it.
    public static func screen(fromXML data: some Collection<UInt8>, imagePath: String, imageSize: PixelRect? = nil,
                              density: Double = 1, file: String = "uiautomator dump") throws(DetectError) -> Screen {
        guard density > 0, density.isFinite else {
            throw DetectError(file: file, problem: "density \(density) is not a positive number",
                              fix: "give the device density (dpi ÷ 160, e.g. 2.625), or 1 for pixels")
        }
        let roots = try nodes(fromXML: data, file: file)
        let screenRect: PixelRect
        if let imageSize {
            screenRect = imageSize
        } else {
            do {
                let decoded = try ImageDecoder.decode(path: imagePath)
                screenRect = decoded.raster.bounds
            } catch {
                throw DetectError(file: imagePath, problem: "cannot be read for its size (\(error.description))",
                                  fix: "pass the PNG screenshot taken with the dump (adb exec-out screencap -p > shot.png)")
            }
        }
        var work = 0
        let regions = self.regions(of: roots, within: screenRect, density: density, work: &work)
        return Screen(image: imagePath, scale: density, regions: regions)
    }

    /// The regions of the dump's nodes on a screen of `screenRect`; `work` counts the steps
    /// taken (nodes visited, cover-test steps, id probes), which tests hold to the size of the
    /// dump times at most its depth.
    static func regions(of roots: [UIAutomatorNode], within screenRect: PixelRect, density: Double, work: inout Int) -> [Region] {
        var found: [(base: String, node: UIAutomatorNode, box: PixelRect, kind: RegionKind, text: String)] = []
        for node in roots.flatMap({ [$0] + $0.descendants }) {
            work += 1
            // Each node is compared with its own descendants below, which is why nesting is limited.
            guard node.attributes["enabled"] != "false", let bounds = node.bounds else { continue }
            let box = bounds.intersection(screenRect)
            guard !box.isEmpty else { continue }
            let base = node.resourceName ?? node.simpleClassName
            let text = node["text"].trimmingXMLSpace()
            if !text.isEmpty {
                found.append((base, node, box, .text, text))
            } else if isControlOrImage(node) && !coveredByText(box, of: node, work: &work) {
                found.append((base, node, box, .nonText, node["content-desc"].trimmingXMLSpace()))
            }
        }
        var counts: [String: Int] = [:]
        for item in found { counts[item.base, default: 0] += 1 }
        var used: Set<String> = []
        // The next suffix to try per id, so that a broken dump repeating one index path
        // thousands of times does not try every suffix from 2 again for each node.
        var nextSuffix: [String: Int] = [:]
        var regions: [Region] = []
        for item in found {
            var id = counts[item.base] == 1 ? item.base : item.base + "@" + item.node.indexPath.map(String.init).joined(separator: ".")
            // Broken dumps can repeat index paths; ids must still be unique.
            let stem = id
            var suffix = nextSuffix[stem, default: 2]
            while used.contains(id) {
                work += 1
                id = "\(stem)-\(suffix)"
                suffix += 1
            }
            nextSuffix[stem] = suffix
            used.insert(id)
            regions.append(Region(
                id: id,
                x: Double(item.box.x) / density, y: Double(item.box.y) / density,
                width: Double(item.box.width) / density, height: Double(item.box.height) / density,
                text: item.text.isEmpty ? nil : item.text, kind: item.kind))
        }
        return regions
    }

    /// Controls and meaningful images: what WCAG 1.4.11 asks 3:1 of.
    private static func isControlOrImage(_ node: UIAutomatorNode) -> Bool {
        let className = node.simpleClassName
        let image = className.hasSuffix("ImageView") || className.hasSuffix("ImageButton")
        return (image && node.flag("clickable")) || node.flag("checkable") || !node["content-desc"].trimmingXMLSpace().isEmpty
    }

    /// Whether the text descendants' boxes together cover every pixel of `box`.
    private static func coveredByText(_ box: PixelRect, of node: UIAutomatorNode, work: inout Int) -> Bool {
        let descendants = node.descendants
        work += descendants.count
        let texts = descendants.compactMap { child -> PixelRect? in
            guard !child["text"].trimmingXMLSpace().isEmpty, let bounds = child.bounds else { return nil }
            let clipped = bounds.intersection(box)
            return clipped.isEmpty ? nil : clipped
        }
        guard !texts.isEmpty else { return false }
        var cover = RectangleCover()
        defer { work += cover.work }
        return cover.covers(box, with: texts)
    }
}

extension UIAutomatorDump {
    /// How deep `<node>` elements may nest: far beyond real view trees (Android itself fails
    /// to lay out much deeper), and it keeps the work per node (index paths, the cover test over
    /// descendants) bounded.
    static let maximumDepth = 256

    /// The dump's `<node>` trees (one per window when several were dumped).
    static func nodes(fromXML data: some Collection<UInt8>, file: String) throws(DetectError) -> [UIAutomatorNode] {
        let text = String(decoding: data, as: UTF8.self)
        let events = try XMLScanner(text, file: file).events()
        var roots: [UIAutomatorNode] = []
        var stack: [UIAutomatorNode] = []
        var sawHierarchy = false
        for event in events {
            switch event {
            case .start("hierarchy", _):
                sawHierarchy = true
            case .start("node", let attributes):
                guard stack.count < maximumDepth else {
                    throw DetectError(file: file, problem: "nests <node> elements deeper than \(maximumDepth)",
                                      fix: "pass the dump exactly as uiautomator wrote it")
                }
                let position = stack.last?.children.count ?? roots.count
                // The index attribute only names nodes; an unusable one falls back to the position.
                let index = attributes["index"].flatMap { try? CheckedNumber.integer($0, in: 0...Int(Int32.max),
                                                                                     at: NumberPlace(file: file, place: "")) }
                let indexPath = (stack.last?.indexPath ?? []) + [index ?? position]
                let bounds = try attributes["bounds"].map { text throws(DetectError) in
                    try UIAutomatorNode.box(from: text, at: indexPath, file: file)
                }
                stack.append(UIAutomatorNode(attributes: attributes, children: [], indexPath: indexPath, bounds: bounds))
            case .end("node"):
                guard let node = stack.popLast() else {
                    throw DetectError(file: file, problem: "has a </node> without its <node>",
                                      fix: "pass the dump exactly as uiautomator wrote it")
                }
                if stack.isEmpty { roots.append(node) } else { stack[stack.count - 1].children.append(node) }
            default:
                break
            }
        }
        guard sawHierarchy, stack.isEmpty else {
            throw DetectError(file: file,
                              problem: sawHierarchy ? "ends inside a <node> (truncated dump?)" : "has no <hierarchy> element, so it is not a uiautomator dump",
                              fix: "make it with `adb shell uiautomator dump /sdcard/ui.xml && adb pull /sdcard/ui.xml`")
        }
        return roots
    }
}
