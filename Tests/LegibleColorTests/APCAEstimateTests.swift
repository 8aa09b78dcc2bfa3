import LegibleColor
import LegiblePixels
import Testing

/// The single-precision |Lc| estimate that ranks ring colours: within its stated tolerance of
/// the exact double-precision Lc wherever it answers, and silent only at APCA's cut-offs.
struct APCAEstimateTests {
    /// Every text grey against every background grey, and 200,000 random colour pairs.
    @Test func estimateStaysWithinTolerance() {
        var pairs: [(RGB8, RGB8)] = Samples.greys.flatMap { t in Samples.greys.map { (t, $0) } }
        var rng = SplitMix64(state: 0xA9CA)
        for _ in 0..<200_000 {
            let v = rng.next()
            pairs.append((RGB8(r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8), b: UInt8(truncatingIfNeeded: v >> 16)),
                          RGB8(r: UInt8(truncatingIfNeeded: v >> 24), g: UInt8(truncatingIfNeeded: v >> 32), b: UInt8(truncatingIfNeeded: v >> 40))))
        }
        var worst: Float = 0, silent = 0
        for (text, background) in pairs {
            let contrast = APCA.TextContrast(textY: APCA.screenLuminance(text))
            let y = APCA.screenLuminance(background)
            let exact = abs(contrast.lightnessContrast(backgroundY: y))
            guard let estimate = contrast.estimatedMagnitude(backgroundY: y) else {
                silent += 1
                continue
            }
            worst = max(worst, abs(estimate - Float(exact)))
        }
        #expect(worst <= APCA.TextContrast.estimateTolerance)
        // Silence is for the cut-offs only: under one pair in a thousand.
        #expect(silent < pairs.count / 1000)
    }

    /// At the loClip cut-off the exact Lc jumps from 0 to about 7.3: the estimate defers.
    @Test func defersAtTheClipEdge() {
        let contrast = APCA.TextContrast(textY: 0.5)
        // Find a background luminance whose exact SAPC sits just at loClip (bisection on Y).
        var lo = 0.5, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if contrast.lightnessContrast(backgroundY: mid) == 0 { lo = mid } else { hi = mid }
        }
        #expect(contrast.estimatedMagnitude(backgroundY: lo) == nil)
        #expect(contrast.estimatedMagnitude(backgroundY: hi) == nil)
        #expect(contrast.estimatedMagnitude(backgroundY: 0.9) != nil)
    }

    @Test func rejectsWhatTheExactFunctionRejects() {
        let contrast = APCA.TextContrast(textY: 0.2)
        #expect(contrast.estimatedMagnitude(backgroundY: .nan) == nil)
        #expect(contrast.estimatedMagnitude(backgroundY: -0.1) == nil)
        #expect(contrast.estimatedMagnitude(backgroundY: 1.2) == nil)
    }
}

/// `requiredLc` bisects the font lookup; a plain scan of every 0.5 step must agree.
struct RequiredLcSearchTests {
    @Test(arguments: [100, 200, 300, 400, 500, 600, 700, 800, 900])
    func bisectionEqualsScan(weight: Int) {
        for quarter in 0...480 {
            let size = Double(quarter) / 4
            let scanned = (0...220).lazy.map { 15 + Double($0) * APCA.requiredLcStep }
                .first { lc in APCA.minimumFontSize(lc: lc, fontWeight: weight).map { $0 <= size } ?? false }
            #expect(APCA.requiredLc(fontSize: size, fontWeight: weight) == scanned, "\(size) px at \(weight)")
        }
    }
}
