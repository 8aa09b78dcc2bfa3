import LegiblePixels

/// Whether a mask holds a run of set pixels along a row at least so long (a decoration line
/// among the exact cores, `TextSeparator.glyphsShowCores`). Thirty-two bytes of a row at a time
/// become bits: a run carried in from the left ends at the first clear bit, one inside is found
/// by and-ing the bits with themselves shifted, and the run carried out starts after the last
/// clear bit; glyph rows, where most words hold set and clear bytes alike, cost no branch per
/// pixel. `reference` is the plain version the tests compare with.
enum MaskRuns {
    /// Whether some row of `bounds` in the `width`-wide `mask` holds `least` (≥ 1) set pixels in
    /// a row.
    static func holdsRun(_ mask: [Bool], width w: Int, bounds: PixelRect, least m: Int) -> Bool {
        precondition(m >= 1, "a run has a pixel")
        return mask.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            for y in bounds.y..<bounds.maxY {
                let row = base + y &* w
                var x = bounds.x, run = 0
                while x &+ 32 <= bounds.maxX {
                    let bits = word(row + x)
                    x &+= 32
                    if bits == 0 { run = 0; continue }
                    if bits == .max { run &+= 32; if run >= m { return true }; continue }
                    if run &+ (~bits).trailingZeroBitCount >= m || holds(bits, run: m) { return true }
                    run = (~bits).leadingZeroBitCount
                }
                while x < bounds.maxX {
                    run = row.load(fromByteOffset: x, as: UInt8.self) != 0 ? run &+ 1 : 0
                    if run >= m { return true }
                    x &+= 1
                }
            }
            return false
        }
    }

    /// Bit k set where byte k of the 32 from `p` (each 0 or 1) is set.
    @inline(__always)
    static func word(_ p: UnsafeRawPointer) -> UInt32 {
        MaskBytes.bits(ofBytes: p.loadUnaligned(as: UInt64.self))
            | MaskBytes.bits(ofBytes: p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) << 8
            | MaskBytes.bits(ofBytes: p.loadUnaligned(fromByteOffset: 16, as: UInt64.self)) << 16
            | MaskBytes.bits(ofBytes: p.loadUnaligned(fromByteOffset: 24, as: UInt64.self)) << 24
    }

    /// Whether `bits` holds `m` set bits in a row: after and-ing with itself shifted by a total
    /// of m − 1, a bit is left where such a run starts.
    @inline(__always)
    private static func holds(_ bits: UInt32, run m: Int) -> Bool {
        guard m <= 32 else { return false }
        var v = bits, covered = 1
        while covered < m && v != 0 {
            let step = min(covered, m &- covered)
            v &= v >> UInt32(step)
            covered &+= step
        }
        return v != 0
    }

    /// The plain version: each row's pixels counted one at a time.
    static func reference(_ mask: [Bool], width w: Int, bounds: PixelRect, least m: Int) -> Bool {
        for y in bounds.y..<bounds.maxY {
            var run = 0
            for x in bounds.x..<bounds.maxX {
                run = mask[y * w + x] ? run + 1 : 0
                if run >= m { return true }
            }
        }
        return false
    }
}
