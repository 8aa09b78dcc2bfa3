import LegiblePixels
import Testing
@testable import LegibleAudit

/// The integer sums of `lossyChroma` (`ChromaSpread`) against their plain version, and the
/// chroma they give against the per-pixel conversions they replace.
struct ChromaSpreadTests {
    /// Noisy pixels around a blob of text, masks grown from it as `lossyChroma` grows them;
    /// sizes around the kernel's 2,048-pixel chunks.
    static func window(width w: Int, height h: Int, seed: UInt64, text: UInt32, background: UInt32)
        -> (pixels: [UInt32], mask: [Bool]) {
        var random = SeededRandom(state: seed)
        let mask = (0..<(w * h)).map { i in
            let x = i % w, y = i / w
            return x > w / 4 && x < 3 * w / 4 && y > h / 3 && y < 2 * h / 3 && random.next(3) > 0
        }
        let pixels = mask.map { inside -> UInt32 in
            let base = inside ? text : background
            func noisy(_ shift: UInt32) -> UInt32 {
                UInt32(min(255, max(0, Int(base >> shift & 0xFF) + random.next(15) - 7))) << shift
            }
            return noisy(16) | noisy(8) | noisy(0)
        }
        return (pixels, mask)
    }

    static let sizes = [(1, 1), (7, 5), (40, 23), (64, 33), (130, 40)]

    @Test(arguments: sizes)
    func sumsMatchThePlainVersion(width: Int, height: Int) {
        expectSumsMatchThePlainVersion(width: width, height: height, avx2: false)
    }

    @Test(.enabled(if: ProcessorKernels.avx2, "the processor has no AVX2"), arguments: sizes)
    func avx2SumsMatchThePlainVersion(width: Int, height: Int) {
        expectSumsMatchThePlainVersion(width: width, height: height, avx2: true)
    }

    private func expectSumsMatchThePlainVersion(width: Int, height: Int, avx2: Bool) {
        let background: UInt32 = 0xC8_C4_C0
        let s = Self.window(width: width, height: height, seed: UInt64(width * 1000 + height), text: 0xBE_2A_2A,
                            background: background)
        let near = MaskBytes.dilated(s.mask, width: width, height: height, by: 6)
        let close = MaskBytes.dilated(s.mask, width: width, height: height, by: 2)
        let fast = s.pixels.withUnsafeBufferPointer {
            ChromaSpread.sums($0, near: near, close: close, background: background, avx2: avx2)
        }
        #expect(fast == ChromaSpread.reference(s.pixels, near: near, close: close, background: background))
    }

    /// The per-pixel conversions summed in floating point, as `lossyChroma` used to: the same
    /// colour, or nil, on noisy windows of several text and background colours.
    @Test(arguments: [(0xBE_2A_2A, 0xC8_C8_C8), (0x20_60_F0, 0xF4_F4_F0), (0xFF_FF_FF, 0x30_38_50), (0x10_10_10, 0x90_E0_A0)] as [(UInt32, UInt32)])
    func chromaMatchesPerPixelConversions(text: UInt32, background: UInt32) {
        let w = 90, h = 40
        var restored = 0
        for seed in 0..<6 as Range<UInt64> {
            let s = Self.window(width: w, height: h, seed: seed * 7 + UInt64(text & 0xFF), text: text, background: background)
            var frame: [Int] = []
            for y in 0..<h { for x in 0..<w where x == 0 || y == 0 || x == w - 1 || y == h - 1 { frame.append(y * w + x) } }
            let seen = s.pixels[(h / 2) * w + w / 2].unpackedRGB
            let colour = s.pixels.withUnsafeBufferPointer {
                TextSeparator.lossyChroma($0, mask: s.mask, width: w, height: h, text: seen, background: background,
                                          frame: frame, frameCount: frame.count)
            }
            let plain = Self.perPixelChroma(s.pixels, mask: s.mask, width: w, height: h, text: seen, background: background,
                                            frame: frame)
            #expect(colour == plain, "text \(seen.hex), seed \(seed)")
            if colour != nil { restored += 1 }
        }
        // Not only the guards agree: the sums themselves are compared.
        #expect(restored > 0)
    }

    /// The sums over the mask's bounds grown by the reach equal those over the whole window:
    /// glyphs in the middle, against each edge, a single pixel in a corner, none.
    @Test(arguments: [(60, 30, 20, 40, 10, 20), (60, 30, 0, 9, 0, 30), (60, 30, 50, 60, 25, 30), (25, 40, 3, 22, 30, 40),
                      (40, 20, 39, 40, 0, 1), (30, 30, 0, 0, 0, 0)])
    func spreadNearGlyphsEqualsWholeWindow(width w: Int, height h: Int, x0: Int, x1: Int, y0: Int, y1: Int) {
        var random = SeededRandom(state: UInt64(w * 31 + x0 * 7 + y1))
        let mask = (0..<(w * h)).map { i in (x0..<x1).contains(i % w) && (y0..<y1).contains(i / w) && random.next(4) > 0 }
        let pixels = (0..<(w * h)).map { i -> UInt32 in mask[i] ? 0x20_30_C0 : UInt32(0xE0_E0_D0 + random.next(9) * 0x01_01_01) }
        let background: UInt32 = 0xE4_E4_D4
        let cropped = pixels.withUnsafeBufferPointer {
            TextSeparator.spread($0, nearGlyphs: mask, width: w, height: h, reach: 6, background: background)
        }
        let near = MaskBytes.referenceDilated(mask, width: w, height: h, by: 6)
        let close = MaskBytes.referenceDilated(mask, width: w, height: h, by: SeparationTuning.TextColour.chromaEdge)
        if mask.contains(true) {
            #expect(cropped == ChromaSpread.reference(pixels, near: near, close: close, background: background))
        } else {
            #expect(cropped == nil)
        }
    }

    /// `lossyChroma` as it was written first: every pixel near the glyphs converted to YCbCr.
    static func perPixelChroma(_ pixels: [UInt32], mask: [Bool], width w: Int, height h: Int, text: RGB8, background: UInt32,
                               frame: [Int]) -> RGB8? {
        typealias Tuning = SeparationTuning.TextColour
        let t = YCbCr(text), b = YCbCr(background.unpackedRGB), dy = t.y - b.y
        guard abs(dy) >= Tuning.chromaMinimumLumaContrast else { return nil }
        let near = MaskBytes.referenceDilated(mask, width: w, height: h, by: Tuning.chromaReach)
        let close = MaskBytes.referenceDilated(mask, width: w, height: h, by: Tuning.chromaEdge)
        var alpha = 0.0, cb = 0.0, cr = 0.0, deviation = 0.0, away = 0
        for i in pixels.indices where near[i] {
            let p = YCbCr(pixels[i].unpackedRGB)
            alpha += (p.y - b.y) / dy
            cb += p.cb - b.cb
            cr += p.cr - b.cr
            if !close[i] {
                deviation += abs(p.y - b.y)
                away += 1
            }
        }
        guard away > 0, deviation / Double(away) <= Tuning.chromaFlatLuma * abs(dy), alpha >= Tuning.chromaMinimumCoverage
        else { return nil }
        let frameDeviation = frame.reduce(0.0) { sum, i in
            let p = YCbCr(pixels[i].unpackedRGB)
            return sum + abs(p.cb - b.cb) + abs(p.cr - b.cr)
        }
        guard frameDeviation <= Tuning.chromaFlatFrame * Double(max(1, frame.count)) else { return nil }
        return YCbCr(y: t.y, cb: b.cb + cb / alpha, cr: b.cr + cr / alpha).rgb
    }
}
