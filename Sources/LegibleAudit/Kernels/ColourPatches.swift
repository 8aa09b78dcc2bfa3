import LegiblePixels

/// The mask pixels off the text colour that fill a square of such pixels `side` a side: the
/// search behind `TextSeparator.colourPatches`. Only the rows holding `side` off pixels are
/// looked along (`OffCoreMasks` finds them once a box), and a square is found from runs: the run of off pixels ending at
/// each pixel of a row, capped at `side`, is the same in `side` rows one above the other at a
/// square's right edge. The plain version is `reference`.
enum ColourPatches {
    /// Window indices, in scan order, of the pixels of `mask` (all within `bounds`) farther than
    /// √`exactness` from `text` that fill a `side`×`side` square of such pixels; none when no
    /// mask pixel lies within √`exactness` of `text`.
    static func find(mask: [Bool], pixels: UnsafeBufferPointer<UInt32>, width w: Int, bounds: PixelRect, text: UInt32,
                     exactness: Int32, side: Int) -> [Int] {
        let split = OffCoreMasks(mask: mask, pixels: pixels, width: w, bounds: bounds, text: text,
                                 exactness: exactness, farther: nil)
        return find(off: split.off, cored: split.cored, width: w, bounds: bounds, side: side)
    }

    /// `find` from the mask's pixels off the text colour (`off`, all within `bounds`) and whether
    /// the mask has cores, found once a box (`OffCoreMasks`).
    static func find(off: [Bool], cored: Bool, width w: Int, bounds: PixelRect, side: Int) -> [Int] {
        let bw = bounds.width, bh = bounds.height
        guard cored && side > 0 && bw >= side && bh >= side else { return [] }
        var runs = [UInt8](repeating: 0, count: bw &* bh)
        // Rows holding a run of `side`: a square needs `side` of them one above the other.
        var capped = [Bool](repeating: false, count: bh)
        var offCount = 0
        let cap = UInt8(min(side, 255))
        off.withUnsafeBytes { o in
            runs.withUnsafeMutableBufferPointer { r in
                for y in 0..<bh {
                    let row = (bounds.y &+ y) &* w &+ bounds.x, local = y &* bw
                    // Off pixels are 1, as the flags' bytes are.
                    let source = o.baseAddress! + row
                    let offInRow = MaskBytes.count(source, count: bw)
                    offCount &+= offInRow
                    guard offInRow >= side else { continue }
                    UnsafeMutableRawPointer(r.baseAddress! + local).copyMemory(from: source, byteCount: bw)
                    // Off pixels become the length of the run ending at them, capped.
                    // Whether the row reaches the cap is kept in a register: written to `capped`
                    // at every pixel, each store held up the next pixel's load of it.
                    var run: UInt8 = 0, reached = false, k = 0
                    let bytes = UnsafeRawPointer(r.baseAddress! + local)
                    while k < bw {
                        // Off pixels are an outline's few: eight clear bytes end any run and stay 0.
                        if k &+ 8 <= bw && bytes.loadUnaligned(fromByteOffset: k, as: UInt64.self) == 0 {
                            run = 0
                            k &+= 8
                            continue
                        }
                        run = r[local &+ k] == 0 ? 0 : min(run &+ 1, cap)
                        r[local &+ k] = run
                        reached = reached || run == cap
                        k &+= 1
                    }
                    capped[y] = reached
                }
            }
        }
        guard offCount >= side &* side else { return [] }
        return squares(runs, capped: capped, width: bw, side: side, cap: cap).map { k in
            (bounds.y &+ k / bw) &* w &+ bounds.x &+ k % bw
        }
    }

    /// The local indices, in scan order, of the pixels of every square `side` a side whose rows
    /// all hold a run of `cap` ending at its right edge. Only rows below `side − 1` rows with such
    /// runs (`capped`) are looked along.
    private static func squares(_ runs: [UInt8], capped: [Bool], width bw: Int, side: Int, cap: UInt8) -> [Int] {
        var patch: [Bool] = [], top = Int.max, bottom = 0, stacked = 0
        for y in capped.indices {
            stacked = capped[y] ? stacked &+ 1 : 0
            guard stacked >= side else { continue }
            for x in (side &- 1)..<bw where runs[y &* bw &+ x] == cap {
                var whole = true
                for dy in 1..<side where runs[(y &- dy) &* bw &+ x] != cap { whole = false }
                guard whole else { continue }
                if patch.isEmpty { patch = [Bool](repeating: false, count: runs.count) }
                top = min(top, y &- side &+ 1)
                bottom = y &+ 1
                for dy in 0..<side {
                    let row = (y &- dy) &* bw &+ x &- side &+ 1
                    for dx in 0..<side { patch[row &+ dx] = true }
                }
            }
        }
        guard !patch.isEmpty else { return [] }
        return (top &* bw..<bottom &* bw).filter { patch[$0] }
    }
}
