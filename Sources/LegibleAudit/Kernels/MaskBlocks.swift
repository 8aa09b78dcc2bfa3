import LegiblePixels

/// The mask pixels in no 2×2 block of set pixels (`GlyphStrokes.specksThinnerThanStrokes`):
/// a part with no such block is a speck a pixel thick. A pixel (x, y) lies in a block when one
/// of the four blocks holding it is set throughout; with `P` the row pair above or below it
/// and-ed (`m[y−1] & m[y]`, `m[y] & m[y+1]`), that is `P[x] & (P[x−1] | P[x+1])` for either
/// pair. Rows are worked 32 bytes a step as `SIMD16<UInt16>` (`MaskBytes`), and the columns at
/// the window's sides, where a neighbour would be read from the next row, one at a time.
/// `reference` is the plain version the tests compare with.
enum MaskBlocks {
    /// `mask` with the pixels of `bounds` that lie in a 2×2 block of set pixels cleared.
    static func outsideBlocks(_ mask: [Bool], width w: Int, height h: Int, bounds: PixelRect) -> [Bool] {
        precondition(mask.count == w * h, "one flag per pixel")
        var thin = mask
        guard bounds.width > 0 && bounds.height > 0 else { return thin }
        mask.withUnsafeBytes { m in
            thin.withUnsafeMutableBytes { out in
                guard let source = m.baseAddress, let target = out.baseAddress else { return }
                for y in bounds.y..<bounds.maxY {
                    row(y, source: source, target: target, width: w, height: h, columns: bounds.x..<bounds.maxX)
                }
            }
        }
        return thin
    }

    /// Clears the pixels of row `y` within `columns` that lie in a block.
    @inline(__always)
    private static func row(_ y: Int, source m: UnsafeRawPointer, target: UnsafeMutableRawPointer, width w: Int, height h: Int,
                            columns: Range<Int>) {
        let above = y > 0, below = y &+ 1 < h
        let start = y &* w
        /// `m[y] & m[y ± 1]` at column `x` (0 off the window).
        @inline(__always) func pair(_ other: Bool, _ offset: Int, _ x: Int) -> UInt8 {
            guard other && x >= 0 && x < w else { return 0 }
            return m.load(fromByteOffset: start &+ x, as: UInt8.self) & m.load(fromByteOffset: start &+ offset &+ x, as: UInt8.self)
        }
        @inline(__always) func single(_ x: Int) {
            let up = pair(above, -w, x) & (pair(above, -w, x &- 1) | pair(above, -w, x &+ 1))
            let down = pair(below, w, x) & (pair(below, w, x &- 1) | pair(below, w, x &+ 1))
            let i = start &+ x
            // Bytes are 0 or 1: ~1 is 0xFE, so a set pixel in a block goes to 0.
            target.storeBytes(of: m.load(fromByteOffset: i, as: UInt8.self) & ~(up | down), toByteOffset: i, as: UInt8.self)
        }
        // Vectors only where both neighbours lie in the row.
        let first = max(columns.lowerBound, 1), end = min(columns.upperBound, w &- 1)
        var x = columns.lowerBound
        while x < min(first, columns.upperBound) { single(x); x &+= 1 }
        typealias Lanes = SIMD16<UInt16>
        let zero = Lanes.zero
        @inline(__always) func pairs(_ other: Bool, _ offset: Int, _ at: Int) -> (Lanes, Lanes, Lanes) {
            guard other else { return (zero, zero, zero) }
            @inline(__always) func load(_ o: Int) -> Lanes {
                m.loadUnaligned(fromByteOffset: o, as: Lanes.self) & m.loadUnaligned(fromByteOffset: o &+ offset, as: Lanes.self)
            }
            return (load(at &- 1), load(at), load(at &+ 1))
        }
        @inline(__always) func vector(_ x: Int) {
            let i = start &+ x
            let up = pairs(above, -w, i), down = pairs(below, w, i)
            let inBlock = (up.1 & (up.0 | up.2)) | (down.1 & (down.0 | down.2))
            target.storeBytes(of: m.loadUnaligned(fromByteOffset: i, as: Lanes.self) & ~inBlock, toByteOffset: i, as: Lanes.self)
        }
        while x &+ 32 <= end {
            vector(x)
            x &+= 32
        }
        // The last 32 overlap the ones before, rather than up to 31 pixels one at a time: each
        // pixel's result depends on the mask alone, so writing it twice writes the same.
        if x < end && end &- 32 >= first {
            vector(end &- 32)
            x = end
        }
        while x < columns.upperBound { single(x); x &+= 1 }
    }

    /// The plain version: each set pixel of `bounds` tests the four blocks that hold it.
    static func reference(_ mask: [Bool], width w: Int, height h: Int, bounds: PixelRect) -> [Bool] {
        func block(_ bx: Int, _ by: Int) -> Bool {
            guard bx >= 0 && by >= 0 && bx + 1 < w && by + 1 < h else { return false }
            let i = by * w + bx
            return mask[i] && mask[i + 1] && mask[i + w] && mask[i + w + 1]
        }
        var thin = mask
        for y in bounds.y..<bounds.maxY {
            for x in bounds.x..<bounds.maxX where mask[y * w + x] {
                if block(x - 1, y - 1) || block(x, y - 1) || block(x - 1, y) || block(x, y) { thin[y * w + x] = false }
            }
        }
        return thin
    }
}
