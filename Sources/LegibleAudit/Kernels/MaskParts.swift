import LegiblePixels

/// The 8-connected parts of a mask found from its runs along rows, with each part's size and
/// bounding box: rows are read 32 bytes at a time (`MaskRuns.word`), a run of the row above
/// that touches one of this row's, diagonally too, joins its part (union–find over runs, the
/// first run of a part its root). The work grows with the runs, not the pixels, so a stage that
/// judges parts by their size and reach first looks at no glyph's pixels.
/// `MaskComponents.forEach`, the walk pixel by pixel, is what the tests compare with.
enum MaskParts {
    /// The set pixels `start..<end` of row `y`.
    struct Run: Equatable {
        var y: Int
        var start: Int
        var end: Int
    }

    /// One 8-connected part: its runs in scan order, its pixel count and bounding box.
    struct Part {
        var runs: ArraySlice<Run>
        var count: Int
        var minX: Int
        var maxX: Int
        var minY: Int
        var maxY: Int

        /// Calls `body` with the index of each pixel in a `w`-wide grid, in scan order.
        func forEachPixel(width w: Int, _ body: (Int) -> Void) {
            for run in runs {
                for x in run.start..<run.end { body(run.y * w + x) }
            }
        }

        /// How many pixels of the bounding box lie before the first run or after the last of
        /// their row: outside the part, joined to the box's edge along the row, so no hole of it.
        var outsideAlongRows: Int {
            guard let first = runs.first else { return 0 }
            var outside = first.start - minX, row = first.y, last = first.end
            for run in runs.dropFirst() {
                if run.y != row {
                    outside += maxX + 1 - last + run.start - minX
                    row = run.y
                }
                last = run.end
            }
            return outside + maxX + 1 - last
        }
    }

    /// Calls `body` with each part of the `w`-wide `mask`'s set pixels within `rect` (those set
    /// in `other` too, when given: no mask of both need be made), in the order of their first
    /// pixel in the scan.
    static func forEach(in mask: [Bool], and other: [Bool]? = nil, width w: Int, within rect: PixelRect,
                        _ body: (Part) -> Void) {
        precondition(rect.x >= 0 && rect.y >= 0 && rect.maxX <= w && rect.maxY * w <= mask.count, "a rectangle of the mask")
        precondition(other.map { $0.count == mask.count } ?? true, "masks of one window")
        let runs = mask.withUnsafeBytes { bytes in
            (other ?? mask).withUnsafeBytes { second in
                rowRuns(bytes.baseAddress, second.baseAddress, width: w, within: rect)
            }
        }
        guard !runs.isEmpty else { return }
        let (label, count) = labels(runs)
        // Each part's size and reach, and its runs gathered in scan order (a counting sort).
        var parts = [Part](repeating: Part(runs: [], count: 0, minX: .max, maxX: .min, minY: .max, maxY: .min), count: count)
        var ends = [Int](repeating: 0, count: count + 1), grouped = runs
        parts.withUnsafeMutableBufferPointer { parts in
            ends.withUnsafeMutableBufferPointer { ends in
                for (i, run) in runs.enumerated() {
                    let k = label[i]
                    ends[k &+ 1] &+= 1
                    parts[k].count &+= run.end &- run.start
                    parts[k].minX = min(parts[k].minX, run.start)
                    parts[k].maxX = max(parts[k].maxX, run.end &- 1)
                    parts[k].minY = min(parts[k].minY, run.y)
                    parts[k].maxY = run.y
                }
                for k in 0..<count { ends[k &+ 1] &+= ends[k] }
                var next = Array(ends)
                grouped.withUnsafeMutableBufferPointer { grouped in
                    for (i, run) in runs.enumerated() {
                        grouped[next[label[i]]] = run
                        next[label[i]] &+= 1
                    }
                }
            }
        }
        for k in 0..<count {
            parts[k].runs = grouped[ends[k]..<ends[k + 1]]
            body(parts[k])
        }
    }

    /// The runs of bytes set in both masks in each row of `rect`, in scan order.
    private static func rowRuns(_ base: UnsafeRawPointer?, _ second: UnsafeRawPointer?, width w: Int,
                                within rect: PixelRect) -> [Run] {
        guard let base, let second else { return [] }
        var runs: [Run] = []
        for y in rect.y..<rect.maxY {
            let row = base + y &* w, other = second + y &* w
            var x = rect.x, start = -1
            while x &+ 32 <= rect.maxX {
                let bits = MaskRuns.word(row + x) & MaskRuns.word(other + x)
                if bits == 0 || bits == .max {
                    // A whole word clear ends a run; a whole word set starts or carries one.
                    if bits == 0 && start >= 0 { runs.append(Run(y: y, start: start, end: x)); start = -1 }
                    if bits == .max && start < 0 { start = x }
                    x &+= 32
                    continue
                }
                var at = 0
                while at < 32 {
                    if start >= 0 {
                        at &+= (~(bits >> UInt32(at))).trailingZeroBitCount
                        guard at < 32 else { break }
                        runs.append(Run(y: y, start: start, end: x &+ at))
                        start = -1
                    } else {
                        let ahead = bits >> UInt32(at)
                        guard ahead != 0 else { break }
                        at &+= ahead.trailingZeroBitCount
                        start = x &+ at
                    }
                }
                x &+= 32
            }
            while x < rect.maxX {
                let set = row.load(fromByteOffset: x, as: UInt8.self) & other.load(fromByteOffset: x, as: UInt8.self) != 0
                if set && start < 0 { start = x }
                if !set && start >= 0 { runs.append(Run(y: y, start: start, end: x)); start = -1 }
                x &+= 1
            }
            if start >= 0 { runs.append(Run(y: y, start: start, end: rect.maxX)) }
        }
        return runs
    }

    /// Each run's part, numbered in the order of the parts' first runs, and how many parts.
    /// Runs of neighbouring rows join when they overlap or touch diagonally; the smaller root
    /// wins, so a run's parent never follows it and one pass in scan order numbers them all.
    private static func labels(_ runs: [Run]) -> (label: [Int], count: Int) {
        var parent = Array(runs.indices), count = 0
        parent.withUnsafeMutableBufferPointer { parent in
            runs.withUnsafeBufferPointer { runs in
                var above = 0..<0, start = 0
                while start < runs.count {
                    let y = runs[start].y
                    var end = start &+ 1
                    while end < runs.count && runs[end].y == y { end &+= 1 }
                    if above.isEmpty || runs[above.lowerBound].y &+ 1 != y { above = 0..<0 }
                    var (i, j) = (above.lowerBound, start)
                    while i < above.upperBound && j < end {
                        if runs[i].start <= runs[j].end && runs[j].start <= runs[i].end {
                            let (a, b) = (root(i, in: parent), root(j, in: parent))
                            if a != b { parent[max(a, b)] = min(a, b) }
                        }
                        if runs[i].end < runs[j].end { i &+= 1 } else { j &+= 1 }
                    }
                    (above, start) = (start..<end, end)
                }
                // A root's entry becomes its part's number before any later run reads it.
                for i in parent.indices {
                    if parent[i] == i {
                        parent[i] = count
                        count &+= 1
                    } else {
                        parent[i] = parent[parent[i]]
                    }
                }
            }
        }
        return (parent, count)
    }

    /// The root of run `i`, halving the path to it on the way.
    @inline(__always)
    private static func root(_ i: Int, in parent: UnsafeMutableBufferPointer<Int>) -> Int {
        var i = i
        while parent[i] != i {
            parent[i] = parent[parent[i]]
            i = parent[i]
        }
        return i
    }
}
