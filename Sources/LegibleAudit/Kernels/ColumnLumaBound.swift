/// The pixels of a window's rows whose luma (Rec. 709 weights ×10000 on the 8-bit channels,
/// `TextSeparator.luma`), signed by a direction, reaches a bound of their column's: the
/// candidates of ink over a smooth page (`SmoothPage.anyDeparture`), where the page behind a
/// column lies between its top and bottom levels. Eight pixels a step; most of a box's pixels
/// are the page, within its reach, and fail every lane, so the exact test runs only where one
/// passes. The plain version the tests compare it with is `ColumnLumaBound.reference`.
struct ColumnLumaBound {
    /// Per column of the window: what `direction` × luma must reach (`Int32.max`: nothing does).
    let bounds: [Int32]
    /// 1: lighter pixels pass, −1: darker ones.
    let direction: Int32

    /// Calls `body` with each index of `range` (into `pixels`, rows of `bounds.count`) that
    /// passes and is not set in `skipped` (a mask of the pixels: the text's own glyphs, which
    /// pass but are asked for nothing), ascending, until `body` returns false.
    func forEach(in pixels: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, skipping skipped: [Bool],
                 _ body: (Int) -> Bool) {
        let w = bounds.count
        guard let source = pixels.baseAddress, w > 0, !range.isEmpty else { return }
        precondition(range.lowerBound >= 0 && range.upperBound <= pixels.count && skipped.count >= range.upperBound,
                     "a range of the pixels and the mask")
        skipped.withUnsafeBytes { skip in
            forEach(source, range, skipping: skip.baseAddress!, body)
        }
    }

    /// `forEach` on the pixels and the skipped mask's bytes.
    private func forEach(_ source: UnsafePointer<UInt32>, _ range: Range<Int>, skipping skip: UnsafeRawPointer,
                         _ body: (Int) -> Bool) {
        let w = bounds.count
        let red = SIMD8<Int32>(repeating: 2126 &* direction), green = SIMD8<Int32>(repeating: 7152 &* direction)
        let blue = SIMD8<Int32>(repeating: 722 &* direction), byte = SIMD8<UInt32>(repeating: 0xFF)
        bounds.withUnsafeBufferPointer { column in
            let limits = UnsafeRawPointer(column.baseAddress!)
            var row = range.lowerBound / w &* w
            while row < range.upperBound {
                var x = max(range.lowerBound &- row, 0)
                let end = min(range.upperBound &- row, w)
                while x &+ 8 <= end {
                    let p = UnsafeRawPointer(source + (row &+ x)).loadUnaligned(as: SIMD8<UInt32>.self)
                    let r = SIMD8<Int32>(truncatingIfNeeded: (p &>> 16) & byte), g = SIMD8<Int32>(truncatingIfNeeded: (p &>> 8) & byte)
                    let b = SIMD8<Int32>(truncatingIfNeeded: p & byte)
                    let signed = red &* r &+ green &* g &+ blue &* b
                    var set = MaskBytes.bits(of: signed .>= limits.loadUnaligned(fromByteOffset: x &* 4, as: SIMD8<Int32>.self))
                        & ~MaskBytes.bits(ofBytes: skip.loadUnaligned(fromByteOffset: row &+ x, as: UInt64.self))
                    while set != 0 {
                        guard body(row &+ x &+ set.trailingZeroBitCount) else { return }
                        set &= set &- 1
                    }
                    x &+= 8
                }
                while x < end {
                    if passes(source[row &+ x], column: x) && !skip.load(fromByteOffset: row &+ x, as: Bool.self) && !body(row &+ x) {
                        return
                    }
                    x &+= 1
                }
                row &+= w
            }
        }
    }

    /// Whether one pixel, in column `x`, passes.
    @inline(__always)
    func passes(_ colour: UInt32, column x: Int) -> Bool {
        Int32(truncatingIfNeeded: TextSeparator.luma(colour)) &* direction >= bounds[x]
    }
}
