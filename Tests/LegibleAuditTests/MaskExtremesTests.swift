import LegiblePixels
import Testing
@testable import LegibleAudit

/// The one pass over a mask's bounds (`MaskExtremes`) against its plain version, and the pixels
/// beyond the text colour (`TextSeparator.beyondTextColour`), which skips its second pass when
/// the mask's channel extremes cannot reach the bar, against the two full passes it replaces.
struct MaskExtremesTests {
    /// A seeded window: a photo-like background of `background` with noise of `noise` levels,
    /// mask pixels of `text` or blends of it into the background, and specks in the mask (white,
    /// black or any colour: stars, cracks, glints) one time in `speckEvery`.
    static func window(width w: Int, height h: Int, seed: UInt64, text: UInt32, background: UInt32, noise: Int,
                       speckEvery: Int) -> (pixels: [UInt32], mask: [Bool]) {
        var random = SeededRandom(state: seed)
        func mixed(_ a: UInt32, _ b: UInt32, _ share: Int, jitter: Int) -> UInt32 {
            var out: UInt32 = 0
            for shift: UInt32 in [16, 8, 0] {
                let v = (Int(a >> shift & 255) * share + Int(b >> shift & 255) * (8 - share)) / 8
                    + (jitter > 0 ? random.next(2 * jitter + 1) - jitter : 0)
                out |= UInt32(min(255, max(0, v))) << shift
            }
            return out
        }
        var pixels: [UInt32] = [], mask: [Bool] = []
        for _ in 0..<(w * h) {
            let inMask = random.next(3) == 0
            mask.append(inMask)
            if !inMask {
                pixels.append(mixed(background, background, 8, jitter: noise))
            } else if random.next(speckEvery) == 0 {
                // White or black (a star, a crack), or any colour.
                let kind = random.next(4)
                pixels.append(kind == 0 ? 0xFF_FF_FF : kind == 1 ? 0 : UInt32(random.next(1 << 24)))
            } else {
                // Mostly the text colour, else a blend of it into the background.
                pixels.append(random.next(2) == 0 ? text : mixed(text, background, 1 + random.next(7), jitter: 0))
            }
        }
        return (pixels, mask)
    }

    static let sizes = [(1, 1), (7, 5), (33, 9), (64, 33), (130, 40)]

    @Test(arguments: sizes)
    func scanMatchesThePlainVersion(width: Int, height: Int) {
        expectScanMatchesThePlainVersion(width: width, height: height, avx2: false)
    }

    @Test(.enabled(if: ProcessorKernels.avx2, "the processor has no AVX2"), arguments: sizes)
    func avx2ScanMatchesThePlainVersion(width: Int, height: Int) {
        expectScanMatchesThePlainVersion(width: width, height: height, avx2: true)
    }

    private func expectScanMatchesThePlainVersion(width w: Int, height h: Int, avx2: Bool) {
        var random = SeededRandom(state: UInt64(w * 1000 + h))
        for seed in 0..<8 as Range<UInt64> {
            let s = Self.window(width: w, height: h, seed: seed &* 31 &+ UInt64(w), text: 0xDF_DF_DF, background: 0x30_40_60,
                                noise: 40, speckEvery: 5)
            // The whole window, then rectangles inside it (strides differing from their widths).
            let rect = seed == 0 ? PixelRect(x: 0, y: 0, width: w, height: h) : random.rect(inside: w, h)
            let fast = s.pixels.withUnsafeBufferPointer { MaskExtremes.scan($0, mask: s.mask, width: w, rect: rect, avx2: avx2) }
            #expect(fast == MaskExtremes.reference(s.pixels, mask: s.mask, width: w, rect: rect), "seed \(seed), \(rect)")
        }
    }

    /// A rectangle with no mask pixel keeps the extremes' starting values; one wholly in the
    /// mask counts nothing outside.
    @Test func emptyAndFullMasks() {
        let pixels: [UInt32] = [0x102030, 0x405060, 0x708090, 0xA0B0C0]
        let none = pixels.withUnsafeBufferPointer {
            MaskExtremes.scan($0, mask: [false, false, false, false], width: 2, rect: PixelRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(none == MaskExtremes(outsideSum: SIMD3(0x10 + 0x40 + 0x70 + 0xA0, 0x20 + 0x50 + 0x80 + 0xB0, 0x30 + 0x60 + 0x90 + 0xC0),
                                     outside: 4, low: SIMD3(repeating: 255), high: SIMD3(repeating: 0)))
        let all = pixels.withUnsafeBufferPointer {
            MaskExtremes.scan($0, mask: [true, true, true, true], width: 2, rect: PixelRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(all == MaskExtremes(outside: 0, low: SIMD3(0x10, 0x20, 0x30), high: SIMD3(0xA0, 0xB0, 0xC0)))
    }

    /// The two rules the gate serves, each with its bar in levels times |axis| (`maskPixels`).
    enum PastRule: String, Sendable, CustomTestStringConvertible {
        case lossless, jpeg
        var testDescription: String { rawValue }

        func found(mask: [Bool], pixels: UnsafeBufferPointer<UInt32>, width: Int, bounds: PixelRect, text: UInt32) -> [Int] {
            let find = self == .lossless ? TextSeparator.beyondTextColour : TextSeparator.pastRinging
            return find(mask, pixels, width, bounds, text, SeparationTuning.Candidates.exactWithin)
        }

        func bar(_ length: Double, _ n: Int) -> Double {
            switch self {
            case .lossless: Double(SeparationTuning.BeyondText.leastLevels) * length
            case .jpeg:
                max(SeparationTuning.Ring.ringingShare * length / Double(n), Double(SeparationTuning.Ring.ringingFloor).squareRoot())
                    * length
            }
        }
    }

    /// The gate decides nothing: over windows where pixels lie past the text colour and where
    /// none do (white text, whose mask cannot pass it; grey text with and without specks; text
    /// too near its background), each rule finds the same pixels as its two full passes. Where
    /// `mustFind`, some lie past the bar: the gate was passed.
    @Test(arguments: [
        (PastRule.lossless, 0xDF_DF_DF, 0x0A_0A_1E, 5, true), (.lossless, 0xFF_FF_FF, 0x20_30_50, 3, false),
        (.lossless, 0xDF_DF_DF, 0x0A_0A_1E, 1_000_000, false), (.lossless, 0x40_40_40, 0xC8_BE_B0, 4, true),
        (.lossless, 0xF4_72_B6, 0x10_10_20, 6, true), (.lossless, 0x80_80_80, 0x8A_8A_8A, 4, false),
        (.jpeg, 0xDF_DF_DF, 0x0A_0A_1E, 5, false), (.jpeg, 0xFF_FF_FF, 0x20_30_50, 3, false),
        (.jpeg, 0x40_40_40, 0xC8_BE_B0, 2, true), (.jpeg, 0xF4_72_B6, 0x10_10_20, 3, false),
        (.jpeg, 0x80_80_80, 0x8A_8A_8A, 4, false),
    ] as [(PastRule, UInt32, UInt32, Int, Bool)])
    func gateDecidesNothing(rule: PastRule, text: UInt32, background: UInt32, speckEvery: Int, mustFind: Bool) {
        let w = 48, h = 20
        var found = 0
        for seed in 0..<12 as Range<UInt64> {
            let s = Self.window(width: w, height: h, seed: seed &+ UInt64(text & 0xFFFF), text: text, background: background,
                                noise: 12, speckEvery: speckEvery)
            let bounds = PixelRect(x: 1 + Int(seed % 3), y: 1, width: w - 5, height: h - 2)
            let gated = s.pixels.withUnsafeBufferPointer { rule.found(mask: s.mask, pixels: $0, width: w, bounds: bounds, text: text) }
            let full = Self.twoPasses(mask: s.mask, pixels: s.pixels, width: w, bounds: bounds, text: text,
                                      exactness: SeparationTuning.Candidates.exactWithin, bar: rule.bar)
            #expect(gated == full, "seed \(seed)")
            found += full.count
        }
        if mustFind { #expect(found > 0) }
    }

    /// `beyondTextColour` and `pastRinging` as they were written first, given their `bar`: the
    /// background's mean in one pass, every mask pixel's reach along the axis in a second.
    static func twoPasses(mask: [Bool], pixels: [UInt32], width w: Int, bounds: PixelRect, text: UInt32, exactness: Int32,
                          bar: (Double, Int) -> Double) -> [Int] {
        func channels(_ p: UInt32) -> SIMD3<Int> { SIMD3(Int(p >> 16 & 255), Int(p >> 8 & 255), Int(p & 255)) }
        var sum = SIMD3<Int>(repeating: 0), n = 0
        for y in bounds.y..<bounds.maxY {
            for i in (y * w + bounds.x)..<(y * w + bounds.maxX) where !mask[i] {
                sum &+= channels(pixels[i])
                n += 1
            }
        }
        guard n > 0 else { return [] }
        let t = channels(text), axis = t &* n &- sum, axisSquared = (axis &* axis).wrappedSum()
        let least = SeparationTuning.BeyondText.leastAxis * n
        guard axisSquared >= least * least else { return [] }
        let bar = bar(Double(axisSquared).squareRoot(), n)
        var beyond: [Int] = [], cores = 0
        for y in bounds.y..<bounds.maxY {
            for i in (y * w + bounds.x)..<(y * w + bounds.maxX) where mask[i] {
                let off = channels(pixels[i]) &- t
                if Double((off &* axis).wrappedSum()) > bar { beyond.append(i) }
                if (off &* off).wrappedSum() <= Int(exactness) { cores += 1 }
            }
        }
        return beyond.count <= cores ? beyond : []
    }
}
