import CKernels
import LegiblePixels

/// What one pass over a rectangle of a window tells of its mask and the pixels around it: the
/// channel sums and count of the pixels outside the mask (their mean colour), and the least and
/// greatest of each channel among the pixels in it (what bounds their reach along any axis).
/// The pass is C (`CKernels`), branch-free so that it vectorises (for AVX2 too, where the
/// processor has it); `reference` is the plain version the tests compare it with.
struct MaskExtremes: Equatable {
    /// Σ red, green and blue of the pixels outside the mask.
    var outsideSum = SIMD3<Int>(repeating: 0)
    /// How many pixels lie outside the mask.
    var outside = 0
    /// The least and greatest red, green and blue in the mask (255 and 0 when it holds none).
    var low = SIMD3<Int>(repeating: 255), high = SIMD3<Int>(repeating: 0)

    /// The pass over `rect` of `pixels` (packed `0xRRGGBB`, `width` a row) and `mask`, laid out
    /// alike; `avx2` takes the kernel's AVX2 version (`ProcessorKernels`), the same results.
    static func scan(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], width: Int, rect: PixelRect,
                     avx2: Bool = ProcessorKernels.avx2) -> MaskExtremes {
        precondition(rect.x >= 0 && rect.y >= 0 && rect.maxX <= width && rect.maxY * width <= min(pixels.count, mask.count),
                     "the rectangle lies inside the window")
        guard rect.width > 0 && rect.height > 0, let base = pixels.baseAddress else { return MaskExtremes() }
        let start = rect.y &* width &+ rect.x
        var sums: (Int64, Int64, Int64, Int64) = (0, 0, 0, 0)
        var low: (Int32, Int32, Int32) = (255, 255, 255), high: (Int32, Int32, Int32) = (0, 0, 0)
        mask.withUnsafeBytes { m in
            withUnsafeMutableBytes(of: &sums) { s in
                withUnsafeMutableBytes(of: &low) { l in
                    withUnsafeMutableBytes(of: &high) { h in
                        legible_mask_extremes(base + start, m.bindMemory(to: UInt8.self).baseAddress! + start, rect.width,
                                              rect.height, width, s.bindMemory(to: Int64.self).baseAddress,
                                              l.bindMemory(to: Int32.self).baseAddress, h.bindMemory(to: Int32.self).baseAddress,
                                              avx2 ? 1 : 0)
                    }
                }
            }
        }
        return MaskExtremes(outsideSum: SIMD3(Int(sums.0), Int(sums.1), Int(sums.2)), outside: Int(sums.3),
                            low: SIMD3(Int(low.0), Int(low.1), Int(low.2)), high: SIMD3(Int(high.0), Int(high.1), Int(high.2)))
    }

    /// The plain version: each pixel of the rectangle visited in turn.
    static func reference(_ pixels: [UInt32], mask: [Bool], width: Int, rect: PixelRect) -> MaskExtremes {
        var found = MaskExtremes()
        for y in rect.y..<rect.maxY {
            for i in (y * width + rect.x)..<(y * width + rect.maxX) {
                let p = pixels[i], c = SIMD3(Int(p >> 16 & 255), Int(p >> 8 & 255), Int(p & 255))
                if mask[i] {
                    found.low = pointwiseMin(found.low, c)
                    found.high = pointwiseMax(found.high, c)
                } else {
                    found.outsideSum &+= c
                    found.outside += 1
                }
            }
        }
        return found
    }

    /// The most any pixel in the mask can lie along `axis` from `origin`, channel by channel at
    /// whichever extreme reaches further: no mask pixel's (p − origin)·axis exceeds it.
    func furthestInMask(along axis: SIMD3<Int>, from origin: SIMD3<Int>) -> Int {
        let atLow = (low &- origin) &* axis, atHigh = (high &- origin) &* axis
        return pointwiseMax(atLow, atHigh).wrappedSum()
    }
}
