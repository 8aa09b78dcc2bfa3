import CKernels

/// The sums `TextSeparator.lossyChroma` takes over the pixels near the glyphs, in integers.
///
/// Its coverage, chroma departures and luma deviation are linear in each pixel's channels less
/// the background's (JPEG's BT.601 weights), so summing the channels first and weighing the sums
/// once gives them without a conversion per pixel: summed exactly, they are the per-pixel
/// conversions' sums without their rounding. The pass is C (`CKernels`), branch-free over the
/// window so that it vectorises (for AVX2 too, where the processor has it); `reference` is the
/// plain version the tests compare it with.
struct ChromaSpread: Equatable {
    /// Σ (channel − the background's) over the pixels within reach of the glyphs (`near`).
    var red = 0, green = 0, blue = 0
    /// Σ |1000 × (luma − the background's luma)| over the pixels in `near` but not `close`.
    var deviation = 0
    /// How many pixels `deviation` sums.
    var away = 0

    /// The sums over `pixels` (packed `0xRRGGBB`) with masks `near` and `close` of the same size;
    /// `avx2` takes the kernel's AVX2 version (`ProcessorKernels`), the same sums.
    static func sums(_ pixels: UnsafeBufferPointer<UInt32>, near: [Bool], close: [Bool], background: UInt32,
                     avx2: Bool = ProcessorKernels.avx2) -> ChromaSpread {
        let n = min(pixels.count, near.count, close.count)
        var s: (Int64, Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0, 0)
        near.withUnsafeBytes { m in
            close.withUnsafeBytes { c in
                withUnsafeMutableBytes(of: &s) { out in
                    legible_chroma_spread(pixels.baseAddress, m.bindMemory(to: UInt8.self).baseAddress,
                                          c.bindMemory(to: UInt8.self).baseAddress, n, background,
                                          out.bindMemory(to: Int64.self).baseAddress, avx2 ? 1 : 0)
                }
            }
        }
        let counted = Int(s.3)
        return ChromaSpread(red: Int(s.0) &- counted &* Int(background >> 16 & 0xFF),
                            green: Int(s.1) &- counted &* Int(background >> 8 & 0xFF),
                            blue: Int(s.2) &- counted &* Int(background & 0xFF), deviation: Int(s.4), away: Int(s.5))
    }

    /// The plain version: each pixel's departures from the background, added one by one.
    static func reference(_ pixels: [UInt32], near: [Bool], close: [Bool], background: UInt32) -> ChromaSpread {
        func channels(_ p: UInt32) -> (Int, Int, Int) { (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)) }
        let b = channels(background)
        var sums = ChromaSpread()
        for i in pixels.indices where near[i] {
            let p = channels(pixels[i])
            let (r, g, bl) = (p.0 - b.0, p.1 - b.1, p.2 - b.2)
            sums.red += r
            sums.green += g
            sums.blue += bl
            if !close[i] {
                sums.deviation += abs(299 * r + 587 * g + 114 * bl)
                sums.away += 1
            }
        }
        return sums
    }

    /// Σ (luma − the background's), the sum of the pixels' departures in Y.
    var luma: Double { 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue) }
    /// Σ (Cb − the background's).
    var cb: Double { -0.168736 * Double(red) - 0.331264 * Double(green) + 0.5 * Double(blue) }
    /// Σ (Cr − the background's).
    var cr: Double { 0.5 * Double(red) - 0.418688 * Double(green) - 0.081312 * Double(blue) }
    /// The mean |luma − the background's| over the pixels `deviation` sums.
    var meanDeviation: Double { Double(deviation) / 1000 / Double(away) }
}
