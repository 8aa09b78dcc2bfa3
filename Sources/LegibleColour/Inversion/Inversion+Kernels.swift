/// The raster faces of the inversions: same results as `Inversion.classic` / `.smart`, eight
/// pixels per step.
extension Inversion {
    /// `255 − v` is `v XOR 0xFF`: flip the colour bytes of eight pixels (as 32-bit words) at once,
    /// leaving the alpha byte alone whatever the host byte order.
    static func classicRun(_ p: UnsafeMutablePointer<UInt8>, count: Int) {
        let raw = UnsafeMutableRawPointer(p)
        let mask = UInt32(bigEndian: 0xFFFF_FF00)
        let mask8 = SIMD8<UInt32>(repeating: mask)
        var i = 0
        while i &+ 8 <= count {
            let offset = i &* 4
            let v = raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt32>.self)
            raw.storeBytes(of: v ^ mask8, toByteOffset: offset, as: SIMD8<UInt32>.self)
            i &+= 8
        }
        while i < count {
            let q = p + (i &* 4)
            q[0] = 255 &- q[0]
            q[1] = 255 &- q[1]
            q[2] = 255 &- q[2]
            i &+= 1
        }
    }

    /// Smart invert, eight pixels at a time: the luma sum and the per-pixel shift in UInt32
    /// lanes, the division by 1000 as `((n >> 3) · 67109) >> 23`, which equals `n / 1000` for
    /// every numerator `n` in 0…510 500 (a test checks them all) and does not overflow 32 bits.
    static func smartRun(_ p: UnsafeMutablePointer<UInt8>, count: Int) {
        var i = 0
        while i &+ 8 <= count {
            let q = p + (i &* 4)
            let r = SIMD8<UInt32>(UInt32(q[0]), UInt32(q[4]), UInt32(q[8]), UInt32(q[12]),
                                  UInt32(q[16]), UInt32(q[20]), UInt32(q[24]), UInt32(q[28]))
            let g = SIMD8<UInt32>(UInt32(q[1]), UInt32(q[5]), UInt32(q[9]), UInt32(q[13]),
                                  UInt32(q[17]), UInt32(q[21]), UInt32(q[25]), UInt32(q[29]))
            let b = SIMD8<UInt32>(UInt32(q[2]), UInt32(q[6]), UInt32(q[10]), UInt32(q[14]),
                                  UInt32(q[18]), UInt32(q[22]), UInt32(q[26]), UInt32(q[30]))
            let biasedShift = biasedShift8(r, g, b)
            store8(r, biasedShift, to: q)
            store8(g, biasedShift, to: q + 1)
            store8(b, biasedShift, to: q + 2)
            i &+= 8
        }
        while i < count {
            let q = p + (i &* 4)
            let k = smartShift(Int32(q[0]), Int32(q[1]), Int32(q[2]))
            q[0] = shifted(q[0], k)
            q[1] = shifted(q[1], k)
            q[2] = shifted(q[2], k)
            i &+= 1
        }
    }

    /// `smartShift` plus 255 (in 0…510) of eight pixels' channels.
    @inline(__always)
    static func biasedShift8(_ r: SIMD8<UInt32>, _ g: SIMD8<UInt32>, _ b: SIMD8<UInt32>) -> SIMD8<UInt32> {
        divideBy1000(510_500 &- 2 &* (213 &* r &+ 715 &* g &+ 72 &* b))
    }

    /// `n / 1000` for `n` in 0…510 500, by multiply and shift.
    @inline(__always)
    static func divideBy1000(_ n: SIMD8<UInt32>) -> SIMD8<UInt32> {
        ((n &>> 3) &* 67_109) &>> 23
    }

    /// `clamp(v + biasedShift − 255, 0, 255)` per lane.
    @inline(__always)
    static func shiftedLanes(_ v: SIMD8<UInt32>, _ biasedShift: SIMD8<UInt32>) -> SIMD8<UInt32> {
        // v + k + 255 is in 0…765: clamp to 255…510 without branches (random content would
        // mispredict them), then take 255 off.
        let low = SIMD8<UInt32>(repeating: 255), high = SIMD8<UInt32>(repeating: 510)
        let sum = v &+ biasedShift
        let raised = sum.selecting(where: sum .> low, else: low)
        return raised.selecting(where: raised .< high, else: high) &- low
    }

    /// Writes `shiftedLanes` to every fourth byte from `q`.
    @inline(__always)
    static func store8(_ v: SIMD8<UInt32>, _ biasedShift: SIMD8<UInt32>, to q: UnsafeMutablePointer<UInt8>) {
        let out = shiftedLanes(v, biasedShift)
        @inline(__always) func lane(_ j: Int) -> UInt8 { UInt8(truncatingIfNeeded: out[j]) }
        q[0] = lane(0)
        q[4] = lane(1)
        q[8] = lane(2)
        q[12] = lane(3)
        q[16] = lane(4)
        q[20] = lane(5)
        q[24] = lane(6)
        q[28] = lane(7)
    }
}

extension Inversion {
    /// `smartRun` on packed colours (`0xRRGGBB`, bits above ignored) into packed words: the
    /// channels come out of each word by shifts in the lanes, not from bytes one by one.
    /// Writes whole lanes, past `keys.count` up to the next multiple of eight (`out` has room).
    static func smartRunPacked(_ keys: UnsafeBufferPointer<UInt32>, into out: UnsafeMutablePointer<UInt32>) {
        let n = keys.count
        let byte = SIMD8<UInt32>(repeating: 0xFF)
        var i = 0
        while i < n {
            var k = SIMD8<UInt32>(repeating: 0)
            if i &+ 8 <= n {
                k = UnsafeRawPointer(keys.baseAddress! + i).loadUnaligned(as: SIMD8<UInt32>.self)
            } else {
                for j in 0..<(n &- i) { k[j] = keys[i &+ j] }
            }
            let r = k &>> 16 & byte, g = k &>> 8 & byte, b = k & byte
            let biasedShift = biasedShift8(r, g, b)
            let packed = shiftedLanes(r, biasedShift) &<< 16 | shiftedLanes(g, biasedShift) &<< 8 | shiftedLanes(b, biasedShift)
            UnsafeMutableRawPointer(out + i).storeBytes(of: packed, as: SIMD8<UInt32>.self)
            i &+= 8
        }
    }
}
