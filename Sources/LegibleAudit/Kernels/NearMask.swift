import CKernels
import LegiblePixels

/// Which pixels lie within a squared distance of a colour, eight at a time
/// (`SquaredDistanceLanes`): the text mask and its exact cores (`TextSeparator.textMask`), and
/// whether a box holds another colour than its frame's at all. Where the processor has AVX2
/// (`ProcessorKernels`), the marks are the C kernel's (`legible_near_mask`: one multiply-add
/// squares and pairs the channels' differences, a table turns the lanes' bits into bytes);
/// `colourDistanceSquared` per pixel is the plain version the tests compare both with.
enum NearMask {
    /// Sets `mask[i]` to whether pixel `i` is within √`limit` of `colour`; returns how many are.
    /// Eight pixels at a time (`SquaredDistanceLanes`).
    /// `avx2` takes the C kernel (`ProcessorKernels`), the same marks.
    static func mark(_ colour: UInt32, limit: Int32, pixels: UnsafeBufferPointer<UInt32>,
                     into mask: UnsafeMutableBufferPointer<Bool>, avx2: Bool = ProcessorKernels.avx2) -> Int {
        guard let target = mask.baseAddress else { return 0 }
        let pixels = UnsafeBufferPointer(rebasing: pixels[..<min(pixels.count, mask.count)])
        return mark(colour, limit: limit, pixels: pixels, into: target, also: nil, within: 0, avx2: avx2)
    }

    /// `mark`, also setting `closer[i]` to whether pixel `i` is within √`closeLimit`: the
    /// exact cores (`dropFarFromCores`) from the same distances.
    static func mark(_ colour: UInt32, limit: Int32, pixels: UnsafeBufferPointer<UInt32>,
                     into mask: UnsafeMutableBufferPointer<Bool>, closer: UnsafeMutableBufferPointer<Bool>,
                     within closeLimit: Int32, avx2: Bool = ProcessorKernels.avx2) -> Int {
        guard let target = mask.baseAddress, let second = closer.baseAddress else { return 0 }
        let pixels = UnsafeBufferPointer(rebasing: pixels[..<min(pixels.count, mask.count, closer.count)])
        return mark(colour, limit: limit, pixels: pixels, into: target, also: second, within: closeLimit, avx2: avx2)
    }

    /// Both `mark`s: writes a byte of `target` (and of `second`, when given) for every pixel;
    /// the callers have cut `pixels` to the buffers' length.
    @inline(__always)
    private static func mark(_ colour: UInt32, limit: Int32, pixels: UnsafeBufferPointer<UInt32>,
                             into target: UnsafeMutablePointer<Bool>, also second: UnsafeMutablePointer<Bool>?,
                             within closeLimit: Int32, avx2: Bool) -> Int {
        let n = pixels.count
        guard n > 0, let source = pixels.baseAddress else { return 0 }
        if avx2 {
            // Bool is one byte, 0 or 1.
            return Int(legible_near_mask(source, n, colour, limit, target, second, closeLimit))
        }
        let lanes = SquaredDistanceLanes(colour)
        let bound = SIMD8<Int32>(repeating: limit), closeBound = SIMD8<Int32>(repeating: closeLimit)
        var counts = SIMD8<Int32>.zero
        var i = 0
        while i &+ 8 <= n {
            let d = lanes.squaredDistances(UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt32>.self))
            let near = SIMD8<Int32>.zero.replacing(with: 1, where: d .<= bound)
            counts &+= near
            // Bool is one byte, 0 or 1.
            UnsafeMutableRawPointer(target + i).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: near), as: SIMD8<UInt8>.self)
            if let second {
                let close = SIMD8<Int32>.zero.replacing(with: 1, where: d .<= closeBound)
                UnsafeMutableRawPointer(second + i).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: close), as: SIMD8<UInt8>.self)
            }
            i &+= 8
        }
        var count = Int(counts.wrappedSum())
        while i < n {
            let d = colourDistanceSquared(source[i], colour)
            target[i] = d <= limit
            count &+= d <= limit ? 1 : 0
            if let second { second[i] = d <= closeLimit }
            i &+= 1
        }
        return count
    }

    /// Whether some pixel's squared distance from `colour` exceeds `limit`, eight pixels at a
    /// time as in `mark`. Stops at the first: a box with text finds one within
    /// its first glyph, after the margin rows of its frame's colour.
    static func anyPixel(_ pixels: UnsafeBufferPointer<UInt32>, fartherThan limit: Int32, from colour: UInt32) -> Bool {
        let n = pixels.count
        guard let source = pixels.baseAddress else { return false }
        let lanes = SquaredDistanceLanes(colour)
        let bound = SIMD8<Int32>(repeating: limit)
        var i = 0
        while i &+ 8 <= n {
            let d = lanes.squaredDistances(UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt32>.self))
            if MaskBytes.bits(of: d .> bound) != 0 { return true }
            i &+= 8
        }
        while i < n {
            if colourDistanceSquared(source[i], colour) > limit { return true }
            i &+= 1
        }
        return false
    }
}
