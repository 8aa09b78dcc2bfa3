import LegiblePixels

/// Where a mask's set pixels lie: the rows around text are mostly clear, and are passed over
/// sixty-four and sixteen bytes at a time.
enum MaskBounds {
    /// The smallest rectangle holding every set pixel, grown by `padding` and clipped to the
    /// mask; nil when no pixel is set.
    static func boundingBox(of mask: [Bool], width w: Int, height h: Int, padding: Int) -> PixelRect? {
        var minX = w, maxX = -1, minY = h, maxY = -1
        /// Whether sixteen bytes from `p` are all clear (two words: vector == is a lane loop here).
        @inline(__always) func isClear(_ p: UnsafePointer<Bool>) -> Bool {
            let raw = UnsafeRawPointer(p)
            return raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == 0
        }
        /// Whether sixty-four bytes from `p` are all clear: the empty rows above, below and
        /// between lines of text are most of what is read.
        @inline(__always) func isClear64(_ p: UnsafePointer<Bool>) -> Bool {
            let v = UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self) | UnsafeRawPointer(p + 16).loadUnaligned(as: SIMD16<UInt8>.self)
                | UnsafeRawPointer(p + 32).loadUnaligned(as: SIMD16<UInt8>.self) | UnsafeRawPointer(p + 48).loadUnaligned(as: SIMD16<UInt8>.self)
            let words = unsafeBitCast(v, to: (UInt64, UInt64).self)
            return words.0 | words.1 == 0
        }
        mask.withUnsafeBufferPointer { m in
            guard let base = m.baseAddress else { return }
            for y in 0..<h {
                let row = base + y &* w
                // Sixteen clear bytes at a time from either end: most of a row around text is clear.
                var first = 0
                while first &+ 64 <= w && isClear64(row + first) { first &+= 64 }
                while first &+ 16 <= w && isClear(row + first) { first &+= 16 }
                while first < w && !row[first] { first &+= 1 }
                guard first < w else { continue }
                var last = w
                while last &- 64 > first && isClear64(row + (last &- 64)) { last &-= 64 }
                while last &- 16 > first && isClear(row + (last &- 16)) { last &-= 16 }
                last &-= 1
                while !row[last] { last &-= 1 }
                minX = min(minX, first)
                maxX = max(maxX, last)
                minY = min(minY, y)
                maxY = y
            }
        }
        guard maxY >= 0 else { return nil }
        let x0 = max(0, minX - padding), y0 = max(0, minY - padding)
        return PixelRect(x: x0, y: y0, width: min(w, maxX + padding + 1) - x0, height: min(h, maxY + padding + 1) - y0)
    }
}
