import LegiblePixels

/// Whether rectangles together cover every pixel of a box: a sweep across x with a segment tree
/// over the distinct y edges, so k rectangles cost O(k log k) — a control with thousands of text
/// children in a uiautomator dump stays cheap (a test on every cell of the edge grid cost k³).
struct RectangleCover {
    /// Steps taken (tree nodes visited, events sorted), for tests that hold the cost to k log k.
    private(set) var work = 0

    /// Whether `rectangles` (clipped to `box`) leave no pixel of `box` uncovered.
    mutating func covers(_ box: PixelRect, with rectangles: [PixelRect]) -> Bool {
        let pieces = rectangles.map { $0.intersection(box) }.filter { !$0.isEmpty }
        guard !box.isEmpty else { return true }
        guard !pieces.isEmpty else { return false }
        let ys = Array(Set([box.y, box.maxY] + pieces.flatMap { [$0.y, $0.maxY] })).sorted()
        var yIndex: [Int: Int] = [:]
        for (index, y) in ys.enumerated() { yIndex[y] = index }
        // Each rectangle opens at its x and closes at its maxX; closings first at equal x.
        var events: [(x: Int, delta: Int, low: Int, high: Int)] = []
        for piece in pieces {
            let low = yIndex[piece.y]!, high = yIndex[piece.maxY]!
            events.append((piece.x, 1, low, high))
            events.append((piece.maxX, -1, low, high))
        }
        events.sort { ($0.x, $0.delta) < ($1.x, $1.delta) }
        work += events.count * max(1, Int.bitWidth - events.count.leadingZeroBitCount)
        var tree = CoverTree(edges: ys)
        var x = box.x
        var index = 0
        while x < box.maxX {
            while index < events.count, events[index].x <= x {
                tree.add(events[index].delta, from: events[index].low, to: events[index].high, work: &work)
                index += 1
            }
            // The slab from x to the next event is covered only if the whole height is.
            guard tree.coveredLength == box.height else { return false }
            x = index < events.count ? events[index].x : box.maxX
        }
        return true
    }
}

/// A segment tree over the gaps between sorted y edges: how many rectangles cover each node
/// wholly, and the length covered below it.
private struct CoverTree {
    private let edges: [Int]
    private var count: [Int]
    private var covered: [Int]

    init(edges: [Int]) {
        self.edges = edges
        let size = 4 * max(1, edges.count)
        count = Array(repeating: 0, count: size)
        covered = Array(repeating: 0, count: size)
    }

    var coveredLength: Int { covered[1] }

    /// Adds `delta` to the gaps from edge `low` up to edge `high`.
    mutating func add(_ delta: Int, from low: Int, to high: Int, work: inout Int) {
        guard edges.count > 1, low < high else { return }
        add(delta, low, high, node: 1, nodeLow: 0, nodeHigh: edges.count - 1, work: &work)
    }

    private mutating func add(_ delta: Int, _ low: Int, _ high: Int, node: Int, nodeLow: Int, nodeHigh: Int, work: inout Int) {
        work += 1
        guard low < nodeHigh, high > nodeLow else { return }
        if low <= nodeLow && nodeHigh <= high {
            count[node] += delta
        } else {
            let middle = (nodeLow + nodeHigh) / 2
            add(delta, low, high, node: 2 * node, nodeLow: nodeLow, nodeHigh: middle, work: &work)
            add(delta, low, high, node: 2 * node + 1, nodeLow: middle, nodeHigh: nodeHigh, work: &work)
        }
        if count[node] > 0 {
            covered[node] = edges[nodeHigh] - edges[nodeLow]
        } else if nodeHigh - nodeLow == 1 {
            covered[node] = 0
        } else {
            covered[node] = covered[2 * node] + covered[2 * node + 1]
        }
    }
}
