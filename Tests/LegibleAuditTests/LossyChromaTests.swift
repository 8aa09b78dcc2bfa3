import LegiblePixels
import Testing
@testable import LegibleAudit

/// JPEG-like chroma loss: luma kept per pixel, chroma averaged over 4×4 blocks. Small red text
/// turns brownish and tints the background around it; the sums give the red back. (A mid-grey
/// background: a decoder clamps a near-white one tinted red, and that chroma is lost.)
struct LossyChromaTests {
    static let text = RGB8(r: 0xBE, g: 0x2A, b: 0x2A), background = RGB8(grey: 0xC8)

    /// Three 2-px stems and a bar, 10 px tall, on a 32×20 canvas; chroma then block-averaged.
    static func screen() -> (pixels: [UInt32], mask: [Bool], frame: [Int], width: Int, height: Int) {
        let w = 32, h = 20
        var ink = [Bool](repeating: false, count: w * h)
        for y in 5..<15 { for x in [8, 9, 15, 16, 22, 23] { ink[y * w + x] = true } }
        for x in 8..<24 { ink[9 * w + x] = true }
        var colours = ink.map { YCbCr($0 ? text : background) }
        for by in stride(from: 0, to: h, by: 4) {
            for bx in stride(from: 0, to: w, by: 4) {
                var cb = 0.0, cr = 0.0
                for y in by..<(by + 4) { for x in bx..<(bx + 4) { cb += colours[y * w + x].cb; cr += colours[y * w + x].cr } }
                for y in by..<(by + 4) { for x in bx..<(bx + 4) { colours[y * w + x].cb = cb / 16; colours[y * w + x].cr = cr / 16 } }
            }
        }
        let pixels = colours.map { $0.rgb.packed }
        var frame: [Int] = []
        for y in 0..<h { for x in 0..<w where x == 0 || y == 0 || x == w - 1 || y == h - 1 { frame.append(y * w + x) } }
        return (pixels, ink, frame, w, h)
    }

    @Test func hueComesBack() throws {
        let s = Self.screen()
        // What the glyph cores show: the text's luma with diluted chroma.
        let seen = s.pixels[9 * s.width + 15].unpackedRGB
        #expect(Int(seen.r) < 0xBE - 20)
        let colour = try #require(s.pixels.withUnsafeBufferPointer {
            TextSeparator.lossyChroma($0, mask: s.mask, width: s.width, height: s.height, text: seen,
                                      background: Self.background.packed, frame: s.frame, frameCount: s.frame.count)
        })
        #expect(abs(Int(colour.r) - 0xBE) <= 4 && abs(Int(colour.g) - 0x2A) <= 4 && abs(Int(colour.b) - 0x2A) <= 4, "\(colour.hex) from \(seen.hex)")
    }

    /// A background that changes colour across the box is not flat: nothing is summed.
    @Test func busyBackgroundGivesNothing() {
        var s = Self.screen()
        for y in 0..<s.height { for x in 0..<s.width where !s.mask[y * s.width + x] && x % 2 == 0 {
            s.pixels[y * s.width + x] = 0x30_90_F0
        } }
        let colour = s.pixels.withUnsafeBufferPointer {
            TextSeparator.lossyChroma($0, mask: s.mask, width: s.width, height: s.height, text: Self.text,
                                      background: Self.background.packed, frame: s.frame, frameCount: s.frame.count)
        }
        #expect(colour == nil)
    }

    /// Runs of a few hundred colours, some sharing a slot of the table of colours converted:
    /// each settles as its own conversion would.
    @Test func setChromaConvertsEachColourAsAlone() {
        var random = SeededRandom(state: 77)
        let palette = (0..<700).map { _ in UInt32(random.next(1 << 24)) }
        var colours: [UInt32] = []
        while colours.count < 20_000 { colours += [UInt32](repeating: palette[random.next(palette.count)], count: 1 + random.next(12)) }
        let b = YCbCr(Self.background)
        let expected = colours.map { YCbCr(y: YCbCr($0.unpackedRGB).y, cb: b.cb, cr: b.cr).rgb.packed }
        TextSeparator.setChroma(&colours, of: Self.background.packed)
        #expect(colours == expected)
    }

    @Test func ringTakesTheBackgroundsChroma() {
        var colours: [UInt32] = [0xE8_E0_E0, 0xF0_F0_F0]
        TextSeparator.setChroma(&colours, of: Self.background.packed)
        for (c, before) in zip(colours, [RGB8(r: 0xE8, g: 0xE0, b: 0xE0), RGB8(grey: 0xF0)]) {
            let out = YCbCr(c.unpackedRGB), b = YCbCr(Self.background), was = YCbCr(before)
            #expect(abs(out.cb - b.cb) <= 1 && abs(out.cr - b.cr) <= 1 && abs(out.y - was.y) <= 1)
        }
    }

    @Test func dilationGrowsBySquares() {
        var mask = [Bool](repeating: false, count: 7 * 7)
        mask[3 * 7 + 3] = true
        let grown = MaskBytes.dilated(mask, width: 7, height: 7, by: 2)
        #expect(grown.filter { $0 }.count == 25)
        #expect(grown[1 * 7 + 1] && grown[5 * 7 + 5] && !grown[0] && !grown[3 * 7 + 6])
    }
}

/// The ring over a flat background after JPEG-like noise: three median passes leave less of the
/// noise's low tail (what the 2nd percentile sees) than one.
struct FlatLossyRingTests {
    @Test func repeatedMediansFlattenNoise() {
        let w = 40, h = 40, grey: UInt32 = 0x80
        // Deterministic noise of ±15 levels (a linear congruential generator).
        var state: UInt32 = 12345
        var noisy: [UInt32] = []
        for _ in 0..<(w * h) {
            state = state &* 1_664_525 &+ 1_013_904_223
            let v = grey + (state >> 16) % 31 - 15
            noisy.append(v << 16 | v << 8 | v)
        }
        let ring = Array(0..<(w * h))
        func lowTail(_ colours: [UInt32]) -> Int {
            let sorted = colours.map { Int($0 & 255) }.sorted()
            return Int(grey) - sorted[sorted.count / 50]
        }
        var once = noisy
        TextSeparator.smoothLossyRing(&once, ring: ring, width: w, height: h)
        var thrice = once
        TextSeparator.settleFlatLossyRing(&thrice, ring: ring, width: w, height: h, background: 0x808080)
        #expect(lowTail(noisy) >= 14)
        #expect(lowTail(thrice) < lowTail(once))
        #expect(lowTail(thrice) <= 7)
    }
}
