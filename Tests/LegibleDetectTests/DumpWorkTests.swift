import LegiblePixels
import Testing
@testable import LegibleDetect

/// Long and deep uiautomator dumps cost work in proportion to their size: counted steps, not
/// time, for twice the nodes at most a little over twice the steps.
@Suite("uiautomator dump cost")
struct DumpWorkTests {
    static func node(_ attributes: String, _ inner: String = "") -> String {
        inner.isEmpty ? "<node index=\"0\" enabled=\"true\" \(attributes)/>" : "<node index=\"0\" enabled=\"true\" \(attributes)>\(inner)</node>"
    }

    /// A dump of about `count` nodes in one of three shapes.
    static func dump(_ shape: String, count: Int) -> String {
        var body = ""
        switch shape {
        case "long":
            // Text siblings that all repeat one index path (broken dumps do): every id needs a suffix.
            let rows = (0..<count).map { node("text=\"row \($0)\" class=\"android.widget.TextView\" bounds=\"[0,\($0)][100,\($0 + 1)]\"") }
            body = node("class=\"android.widget.FrameLayout\" bounds=\"[0,0][100,\(count)]\"", rows.joined())
        case "cover":
            // One checkbox holding every text: a staircase of rectangles, the one covering it all last.
            let texts = (0..<count).map { node("text=\"t\" bounds=\"[\($0 % 97),\($0 / 97)][100,100]\"") }
            body = node("class=\"android.widget.CheckBox\" checkable=\"true\" bounds=\"[0,0][100,100]\"",
                        texts.joined() + node("text=\"all\" bounds=\"[0,0][100,100]\""))
        default:
            // Chains of 64 nested checkboxes, each ending in a text.
            let depth = 64
            for _ in 0..<(count / depth) {
                var chain = node("text=\"leaf\" bounds=\"[0,0][100,100]\"")
                for _ in 0..<depth { chain = node("class=\"android.widget.CheckBox\" checkable=\"true\" bounds=\"[0,0][100,100]\"", chain) }
                body += chain
            }
        }
        return "<?xml version='1.0' ?><hierarchy rotation=\"0\">\(body)</hierarchy>"
    }

    static func work(_ shape: String, count: Int) throws -> (work: Int, regions: Int) {
        let roots = try UIAutomatorDump.nodes(fromXML: Array(dump(shape, count: count).utf8), file: "dump.xml")
        var work = 0
        let regions = UIAutomatorDump.regions(of: roots, within: PixelRect(x: 0, y: 0, width: 100, height: 4096),
                                              density: 1, work: &work)
        return (work, regions.count)
    }

    @Test("Twice the nodes, at most 2.3 times the work", arguments: ["long", "cover", "deep"])
    func linear(shape: String) throws {
        let small = try Self.work(shape, count: 2_048), large = try Self.work(shape, count: 4_096)
        #expect(small.regions > 0 && large.regions > small.regions)
        #expect(Double(large.work) <= 2.3 * Double(small.work), "\(shape): \(small.work) → \(large.work) steps")
    }

    @Test("Ids stay unique when a dump repeats one index path")
    func repeatedIndexPaths() throws {
        let roots = try UIAutomatorDump.nodes(fromXML: Array(Self.dump("long", count: 50).utf8), file: "dump.xml")
        var work = 0
        let ids = UIAutomatorDump.regions(of: roots, within: PixelRect(x: 0, y: 0, width: 100, height: 100), density: 1, work: &work)
            .map(\.id)
        #expect(Set(ids).count == 50)
        #expect(ids.prefix(3) == ["TextView@0.0", "TextView@0.0-2", "TextView@0.0-3"])
    }

    @Test("The cover test agrees with testing every cell of the edge grid", arguments: 0..<40)
    func coverAgreesWithTheGrid(seed: Int) {
        var random = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            random ^= random << 13; random ^= random >> 7; random ^= random << 17
            return Int(random % UInt64(bound))
        }
        let box = PixelRect(x: 2, y: 3, width: 10, height: 8)
        let rectangles = (0..<(1 + next(6))).map { _ in PixelRect(x: next(14), y: next(14), width: 1 + next(10), height: 1 + next(10)) }
        var cover = RectangleCover()
        var grid = true
        for x in box.x..<box.maxX {
            for y in box.y..<box.maxY where !rectangles.contains(where: { $0.contains(PixelRect(x: x, y: y, width: 1, height: 1)) }) {
                grid = false
            }
        }
        #expect(cover.covers(box, with: rectangles) == grid, "\(rectangles)")
    }
}
