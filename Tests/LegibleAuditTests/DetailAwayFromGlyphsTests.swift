import LegiblePixels
import Testing
@testable import LegibleAudit

/// A JPEG ring over a photo after its median: a pixel with no text among its eight neighbours
/// is no blend, and only ringing (at most 0.35 of the step, past the noise floor) explains it
/// moving towards the text; further towards the text, it is detail measured as it is.
struct DetailAwayFromGlyphsTests {
    /// A 9×5 window: a white stem in column 2, a dark sky (0x202020) smoothed over every ring
    /// pixel; one pixel at a time takes the colour given, and its ring colour is expected after.
    static let cases: [(x: Int, y: Int, raw: UInt32, text: UInt32, expected: UInt32)] = [
        // Beside the stem: a blend, standing for the sky past it.
        (3, 2, 0xC0C0C0, 0xFFFF_FF, 0x202020),
        (1, 4, 0xC0C0C0, 0xFFFF_FF, 0x202020),
        // Two pixels out and further: a star (0.72 of the way to white) is detail.
        (4, 2, 0xC0C0C0, 0xFFFF_FF, 0xC0C0C0),
        (8, 0, 0xF0F0F0, 0xFFFF_FF, 0xF0F0F0),
        // Ringing: 0.14 of the way, or away from the text.
        (5, 2, 0x404040, 0xFFFF_FF, 0x202020),
        (6, 3, 0x101010, 0xFFFF_FF, 0x202020),
        // Past 0.35 of a small step but within the noise floor (24 levels): noise.
        (6, 1, 0x2C2C2C, 0x303030, 0x202020),
    ]

    @Test(arguments: cases)
    func detailAwayFromTheGlyphsKeepsItsColour(x: Int, y: Int, raw: UInt32, text: UInt32, expected: UInt32) {
        let w = 9, h = 5
        let mask = (0..<(w * h)).map { $0 % w == 2 }
        var pixels = mask.map { $0 ? text : UInt32(0x20_2020) }
        pixels[y * w + x] = raw
        let ringPixels = (0..<(w * h)).filter { !mask[$0] }
        let ring = Ring(pixels: ringPixels, colours: ringPixels.map { _ in 0x20_2020 })
        let kept = pixels.withUnsafeBufferPointer {
            TextSeparator.ring(ring, detailAwayFromGlyphs: mask, text: text, pixels: $0, width: w, height: h)
        }
        for (k, i) in ringPixels.enumerated() {
            #expect(kept.colours[k] == (i == y * w + x ? expected : 0x20_2020), "pixel \(i % w), \(i / w)")
        }
    }

    /// The colour test in C, one position a step and eight (AVX2), equals the plain version:
    /// photo-like rings of random colours around random glyphs, smoothed colours near or far
    /// from the pixels' own, text light, dark and coloured.
    @Test(arguments: [UInt64(91), 92, 93, 94, 95, 96])
    func kernelEqualsReference(seed: UInt64) {
        var random = SeededRandom(state: seed)
        for _ in 0..<20 {
            let w = 1 + random.next(60), h = 1 + random.next(20)
            let mask = (0..<(w * h)).map { _ in random.next(10) < 2 }
            let pixels = (0..<(w * h)).map { _ in UInt32(random.next(1 << 24)) }
            let ringPixels = (0..<(w * h)).filter { !mask[$0] && random.next(10) < 8 }
            // Smoothed colours: the pixel itself, a few levels off it, or anything.
            let colours = ringPixels.map { i -> UInt32 in
                switch random.next(3) {
                case 0: return pixels[i]
                case 1: return pixels[i] ^ UInt32(random.next(8)) * 0x01_0101
                default: return UInt32(random.next(1 << 24))
                }
            }
            let ring = Ring(pixels: ringPixels, colours: colours)
            let text = [UInt32(0xFF_FFFF), 0x10_1010, UInt32(random.next(1 << 24))][random.next(3)]
            pixels.withUnsafeBufferPointer { p in
                let expected = TextSeparator.detailAwayFromGlyphsReference(ring, mask: mask, text: text, pixels: p, width: w, height: h)
                for avx2 in ProcessorKernels.avx2 ? [false, true] : [false] {
                    let kept = TextSeparator.ring(ring, detailAwayFromGlyphs: mask, text: text, pixels: p, width: w, height: h, avx2: avx2)
                    #expect(kept == expected, "\(w)×\(h), avx2 \(avx2)")
                }
            }
        }
    }
}
