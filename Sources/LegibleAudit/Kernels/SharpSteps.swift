/// Whether some marked pixel has, two pixels out in x or y, a free pixel (not held) at least √`limit`
/// from a colour: stage 7's test that a candidate's pixels stand on something unlike them
/// (`TextSeparator.stepsApart`). Sixteen marked pixels at a time against the free pixels
/// shifted by ±2 and ±2 rows, where the plain version (`referenceAnyTwoOut`) looks at each
/// marked pixel's four; a hit is confirmed as the plain version decides it.
enum SharpSteps {
    /// `marked` and `held` hold one flag per pixel of the window's rows from window index
    /// `offset` on; `pixels` is the whole window, `width` × `height`.
    static func anyTwoOut(marked: [Bool], held: [Bool], offset: Int, pixels: UnsafeBufferPointer<UInt32>, width w: Int,
                          height h: Int, from colour: UInt32, limit: Int32) -> Bool {
        let n = marked.count
        precondition(held.count == n && offset >= 0 && offset + n <= w * h && pixels.count >= w * h,
                     "flags for the window's rows from offset on")
        guard n > 0 else { return false }
        let free = freePixels(held: held, offset: offset, pixels: pixels, width: w, height: h, from: colour, limit: limit)
        let pad = 2 &* w &+ 2
        return marked.withUnsafeBytes { m in
            free.withUnsafeBytes { f in
                let m = m.baseAddress!, f = f.baseAddress!
                // Free pixel `j` (window index) of the padded flags, confirmed inside its row.
                func steps(_ k: Int) -> Bool {
                    let i = offset &+ k, x = i % w, t = k &+ pad
                    return (x >= 2 && f.load(fromByteOffset: t &- 2, as: UInt8.self) != 0)
                        || (x &+ 2 < w && f.load(fromByteOffset: t &+ 2, as: UInt8.self) != 0)
                        || f.load(fromByteOffset: t &- 2 &* w, as: UInt8.self) != 0
                        || f.load(fromByteOffset: t &+ 2 &* w, as: UInt8.self) != 0
                }
                var k = 0
                while k &+ 16 <= n {
                    let marks = m.loadUnaligned(fromByteOffset: k, as: SIMD16<UInt8>.self)
                    if marks != .zero {
                        let t = k &+ pad
                        let out = f.loadUnaligned(fromByteOffset: t &- 2, as: SIMD16<UInt8>.self)
                            | f.loadUnaligned(fromByteOffset: t &+ 2, as: SIMD16<UInt8>.self)
                            | f.loadUnaligned(fromByteOffset: t &- 2 &* w, as: SIMD16<UInt8>.self)
                            | f.loadUnaligned(fromByteOffset: t &+ 2 &* w, as: SIMD16<UInt8>.self)
                        let hits = marks & out
                        if hits != .zero {
                            for lane in 0..<16 where hits[lane] != 0 && steps(k &+ lane) { return true }
                        }
                    }
                    k &+= 16
                }
                while k < n {
                    if m.load(fromByteOffset: k, as: UInt8.self) != 0 && steps(k) { return true }
                    k &+= 1
                }
                return false
            }
        }
    }

    /// Per window index from `offset - pad` to `offset + n + pad` (`pad` = two rows and two
    /// pixels; outside the window, 0): 1 where the pixel is at least √`limit` from `colour` and
    /// not `held`.
    private static func freePixels(held: [Bool], offset: Int, pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int,
                                   from colour: UInt32, limit: Int32) -> [Bool] {
        let n = held.count, pad = 2 &* w &+ 2, start = offset &- pad
        let lo = max(0, start), hi = min(w &* h, offset &+ n &+ pad)
        var free = [Bool](repeating: false, count: n &+ 2 &* pad)
        free.withUnsafeMutableBufferPointer { f in
            let window = UnsafeMutableBufferPointer(rebasing: f[(lo &- start)..<(hi &- start)])
            _ = NearMask.mark(colour, limit: limit &- 1, pixels: UnsafeBufferPointer(rebasing: pixels[lo..<hi]), into: window)
            let bytes = UnsafeMutableRawPointer(window.baseAddress!)
            for i in 0..<window.count { bytes.storeBytes(of: bytes.load(fromByteOffset: i, as: UInt8.self) ^ 1, toByteOffset: i, as: UInt8.self) }
            held.withUnsafeBytes {
                let own = UnsafeMutableRawPointer(f.baseAddress!) + pad
                MaskBytes.andNot(own, $0.baseAddress!, into: own, count: n)
            }
        }
        return free
    }
}
