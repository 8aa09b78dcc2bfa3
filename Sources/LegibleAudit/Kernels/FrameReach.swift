/// Whether a part of a box's window (window indices) reaches the box's frame: its outermost
/// rows or columns, or beyond them (`TextSeparator.touchesFrame`). A row follows from the index
/// by comparisons, a column from a multiplication by the width's reciprocal in 48-bit fixed
/// point (exact while index × width < 2^48: any window of screenshots up to 2^16 pixels a
/// side; larger ones divide), not a division a pixel as the part's extent takes; blocks of 32
/// pixels are judged branch-free. `FrameReach.reference` is the plain version the
/// tests compare it with.
struct FrameReach {
    let width: Int
    /// The indices of the rows strictly between the frame's top and bottom rows.
    let innerRows: Range<Int>
    /// The columns strictly between the frame's left and right columns.
    let innerColumns: Range<Int>
    /// ⌊2^48 / width⌋ + 1: `(index × reciprocal) >> 48` is the index's row; 0 when that is
    /// not exact for every index of the window.
    let reciprocal: UInt64

    /// The frame's rows and columns in window coordinates (any of them may lie outside a window
    /// of `width`×`height`).
    init(width w: Int, height h: Int, top: Int, bottom: Int, left: Int, right: Int) {
        precondition(w > 0 && h >= 0, "a window")
        width = w
        innerRows = bottom > top + 1 ? (top + 1) * w..<bottom * w : 0..<0
        innerColumns = right > left + 1 ? (left + 1)..<right : 0..<0
        let exact = w < 1 << 16 && h < 1 << 16 && w * w * h < 1 << 48
        reciprocal = exact ? (1 << 48) / UInt64(w) + 1 : 0
    }

    /// Whether any pixel of `part` lies on the frame or beyond it.
    func touches(_ part: [Int]) -> Bool {
        guard !innerRows.isEmpty, !innerColumns.isEmpty else { return !part.isEmpty }
        guard reciprocal > 0 else { return part.contains { !innerRows.contains($0) || !innerColumns.contains($0 % width) } }
        let rowStart = innerRows.lowerBound, rowSpan = UInt(innerRows.count)
        let columnStart = innerColumns.lowerBound, columnSpan = UInt(innerColumns.count)
        let w = width, m = reciprocal
        return part.withUnsafeBufferPointer { p in
            var k = 0
            while k < p.count {
                let end = min(k &+ 32, p.count)
                var outside = false
                for j in k..<end {
                    let i = p[j]
                    let x = i &- Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: i) &* m) &>> 48) &* w
                    let inRows = UInt(bitPattern: i &- rowStart) < rowSpan, inColumns = UInt(bitPattern: x &- columnStart) < columnSpan
                    outside = outside || !(inRows && inColumns)
                }
                if outside { return true }
                k = end
            }
            return false
        }
    }

    /// The plain version: the part's extent against the frame's rows and columns.
    static func reference(_ part: [Int], width w: Int, top: Int, bottom: Int, left: Int, right: Int) -> Bool {
        part.contains { i in
            let y = i / w, x = i % w
            return y <= top || y >= bottom || x <= left || x >= right
        }
    }
}
