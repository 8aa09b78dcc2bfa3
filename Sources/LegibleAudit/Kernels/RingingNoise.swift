/// The positions of a lossy ring whose colour before the median smoothing lies beyond JPEG's
/// noise from its median: over a flat background, by luma levels (`lumaLevel`); elsewhere by
/// squared distance. Only those can be photo detail past the ringing
/// (`TextSeparator.keepDetailPastRinging`); most of a ring is noise, passed over eight pixels
/// at a time. The plain version the tests compare it with is `RingingNoise.reference`.
struct RingingNoise {
    /// Over a flat background, judge by luma levels (more than `lumaLevels` apart), else by
    /// squared distance (more than `floor`).
    let byLuma: Bool, lumaLevels: Int32, floor: Int32

    /// A colour's luma in integer levels (BT.601 weights in 256ths), within 2 of the exact one.
    @inline(__always)
    static func lumaLevel(_ colour: UInt32) -> Int {
        let r = Int(colour >> 16 & 0xFF), g = Int(colour >> 8 & 0xFF), b = Int(colour & 0xFF)
        return (77 &* r &+ 150 &* g &+ 29 &* b) >> 8
    }

    /// Whether `raw` lies beyond the noise from `median`.
    @inline(__always)
    func beyond(_ raw: UInt32, _ median: UInt32) -> Bool {
        byLuma ? abs(Self.lumaLevel(raw) - Self.lumaLevel(median)) > Int(lumaLevels) : colourDistanceSquared(raw, median) > floor
    }

    /// Calls `body` with each position `k` where `before[k]` lies beyond the noise from
    /// `colours[k]`, ascending.
    func forEach(_ colours: UnsafeBufferPointer<UInt32>, before: UnsafeBufferPointer<UInt32>, _ body: (Int) -> Void) {
        let n = min(colours.count, before.count)
        guard n > 0, let a = colours.baseAddress, let b = before.baseAddress else { return }
        let byte = SIMD8<UInt32>(repeating: 0xFF)
        let levels = SIMD8<Int32>(repeating: lumaLevels), far = SIMD8<Int32>(repeating: floor)
        @inline(__always) func channels(_ p: SIMD8<UInt32>) -> (SIMD8<Int32>, SIMD8<Int32>, SIMD8<Int32>) {
            (SIMD8<Int32>(truncatingIfNeeded: (p &>> 16) & byte), SIMD8<Int32>(truncatingIfNeeded: (p &>> 8) & byte),
             SIMD8<Int32>(truncatingIfNeeded: p & byte))
        }
        var k = 0
        while k &+ 8 <= n {
            let (r0, g0, b0) = channels(UnsafeRawPointer(a + k).loadUnaligned(as: SIMD8<UInt32>.self))
            let (r1, g1, b1) = channels(UnsafeRawPointer(b + k).loadUnaligned(as: SIMD8<UInt32>.self))
            var set: UInt32
            if byLuma {
                let difference = ((77 &* r1 &+ 150 &* g1 &+ 29 &* b1) &>> 8) &- ((77 &* r0 &+ 150 &* g0 &+ 29 &* b0) &>> 8)
                set = MaskBytes.bits(of: difference .> levels) | MaskBytes.bits(of: difference .< 0 &- levels)
            } else {
                let dr = r1 &- r0, dg = g1 &- g0, db = b1 &- b0
                set = MaskBytes.bits(of: dr &* dr &+ dg &* dg &+ db &* db .> far)
            }
            while set != 0 {
                body(k &+ set.trailingZeroBitCount)
                set &= set &- 1
            }
            k &+= 8
        }
        while k < n {
            if beyond(b[k], a[k]) { body(k) }
            k &+= 1
        }
    }
}
