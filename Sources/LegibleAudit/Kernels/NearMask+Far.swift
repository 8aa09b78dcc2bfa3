extension NearMask {
    /// Sets `mask[i]` to whether pixel `i` lies farther than √`limit` from `colour`: `mark`'s
    /// bytes flipped, sixteen at a time (a lossy page's ink, `TextSeparator.inkParts`). Returns
    /// how many do. The plain version is `colourDistanceSquared(pixel, colour) > limit`.
    static func markFar(_ colour: UInt32, limit: Int32, pixels: UnsafeBufferPointer<UInt32>,
                        into mask: UnsafeMutableBufferPointer<Bool>, avx2: Bool = ProcessorKernels.avx2) -> Int {
        let near = mark(colour, limit: limit, pixels: pixels, into: mask, avx2: avx2)
        let n = min(pixels.count, mask.count)
        guard n > 0, let raw = UnsafeMutableRawPointer(mask.baseAddress) else { return 0 }
        // Bool is one byte, 0 or 1.
        let one = SIMD16<UInt8>(repeating: 1)
        var i = 0
        while i &+ 16 <= n {
            raw.storeBytes(of: raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) ^ one, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
        while i < n {
            mask[i] = !mask[i]
            i &+= 1
        }
        return n &- near
    }
}

extension NearMask {
    /// How many of `pixels` lie within √`limit` of `colour` (their high bytes ignored), eight at a
    /// time (`SquaredDistanceLanes`): the share of a lossy ring on its page (`nearShare`). The
    /// plain version counts `colourDistanceSquared(pixel, colour) <= limit`.
    static func count(_ pixels: UnsafeBufferPointer<UInt32>, within limit: Int32, of colour: UInt32) -> Int {
        let n = pixels.count
        guard let source = pixels.baseAddress else { return 0 }
        let lanes = SquaredDistanceLanes(colour)
        let bound = SIMD8<Int32>(repeating: limit)
        var counts = SIMD8<Int32>.zero
        var i = 0
        while i &+ 8 <= n {
            let d = lanes.squaredDistances(UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt32>.self))
            counts &+= SIMD8<Int32>.zero.replacing(with: 1, where: d .<= bound)
            i &+= 8
        }
        var count = Int(counts.wrappedSum())
        while i < n {
            count &+= colourDistanceSquared(source[i], colour) <= limit ? 1 : 0
            i &+= 1
        }
        return count
    }
}
