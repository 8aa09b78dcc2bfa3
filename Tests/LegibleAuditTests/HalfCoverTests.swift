@testable import LegibleAudit
import LegiblePixels
import Testing

/// Mask pixels the glyphs cover less than half (`TextSeparator.underHalfCovered`): a pixel
/// beside a white stem on gravel #5A524E is text when it lies at least half way from some
/// background beside it to white. The shares are worked out by hand: from the gravel the text
/// lies (165, 173, 177) away, |t − b|² = 88483.
@Suite("Mask pixels covered less than half")
struct HalfCoverTests {
    static let white = RGB8(grey: 0xFF), gravel = RGB8(r: 0x5A, g: 0x52, b: 0x4E)

    /// A pixel of the mask at (7, 7), beside the stem (x 4...6, y 2...13), with what lies
    /// beside it on its right (x 8, y 6...8).
    struct Beside: CustomTestStringConvertible, Sendable {
        var name: String
        var colour: RGB8
        /// The background on its right (gravel unless said).
        var right: RGB8 = HalfCoverTests.gravel
        /// Whether the stem holds the text colour.
        var cored = true
        var found: Bool
        var testDescription: String { name }
    }

    static let cases = [
        // (82, 90, 94)·(165, 173, 177) = 45738: 0.517 of the way.
        Beside(name: "a blend #ACACAC, 0.52 covered, stays", colour: RGB8(grey: 0xAC), found: false),
        // (64, 72, 76)·(165, 173, 177) = 36468: 0.412 of the way.
        Beside(name: "a pale speck #9A9A9A, 0.41 covered, goes", colour: RGB8(grey: 0x9A), found: true),
        // From #202020: 122 of 223 in every channel, 0.547 of the way.
        Beside(name: "the same speck beside a darker pixel #202020 stays", colour: RGB8(grey: 0x9A), right: RGB8(grey: 0x20),
               found: false),
        // The gravel on its left and below still tells: the speck lies 0.41 of the way from it.
        Beside(name: "the speck beside near-white #FCFCFC and gravel goes", colour: RGB8(grey: 0x9A), right: RGB8(grey: 0xFC),
               found: true),
        Beside(name: "the speck, no core in the mask: nothing judged", colour: RGB8(grey: 0x9A), cored: false, found: false),
        // A pink glow projects 0.56 of the way: off the segment, for `MaskDetail` to judge, not this rule.
        Beside(name: "a pink #F472B6 projecting 0.56 stays", colour: RGB8(r: 0xF4, g: 0x72, b: 0xB6), found: false),
    ]

    @Test("A pixel beside a white stem on gravel", arguments: cases)
    func besideAStem(_ c: Beside) {
        let w = 12, h = 16
        var pixels = [UInt32](repeating: Self.gravel.packed, count: w * h), mask = [Bool](repeating: false, count: w * h)
        for y in 2...13 { for x in 4...6 { pixels[y * w + x] = (c.cored ? Self.white : RGB8(grey: 0xF0)).packed; mask[y * w + x] = true } }
        for y in 6...8 { pixels[y * w + 8] = c.right.packed }
        pixels[7 * w + 7] = c.colour.packed
        mask[7 * w + 7] = true
        let found = pixels.withUnsafeBufferPointer {
            TextSeparator.underHalfCovered(in: mask, text: Self.white.packed, pixels: $0, width: w, height: h,
                                           bounds: PixelRect(x: 4, y: 2, width: 4, height: 12),
                                           exactness: SeparationTuning.Candidates.exactWithin)
        }
        // The stem's own pixels have no background beside them that it does not cover wholly.
        #expect(found == (c.found ? [7 * w + 7] : []))
    }

    /// A pixel with nothing but mask beside it (inside a stroke) is never judged, however pale.
    @Test func insideAStrokeStays() {
        let w = 5, h = 5
        var pixels = [UInt32](repeating: Self.white.packed, count: w * h)
        pixels[12] = RGB8(grey: 0x40).packed
        let mask = [Bool](repeating: true, count: w * h)
        let found = pixels.withUnsafeBufferPointer {
            TextSeparator.underHalfCovered(in: mask, text: Self.white.packed, pixels: $0, width: w, height: h,
                                           bounds: PixelRect(x: 0, y: 0, width: w, height: h),
                                           exactness: SeparationTuning.Candidates.exactWithin)
        }
        #expect(found.isEmpty)
    }

    /// The kernel (`HalfCover.find`: cores passed over eight at a time, integer projections)
    /// against the plain version (`reference`: every pixel, shares in floating point), on random
    /// masks over random greys and colours, with the text colour itself from rare to common.
    @Test("The kernel finds what the plain version finds",
          arguments: [(24, 16, 2, 3), (40, 23, 1, 5), (17, 9, 3, 2), (64, 48, 1, 4), (9, 5, 1, 1), (33, 33, 4, 8)])
    func kernelMatchesReference(width w: Int, height h: Int, sparseness: Int, rareText: Int) {
        var random = SeededRandom(state: UInt64(w * 131 + h * 17 + sparseness * 5 + rareText))
        let text = RGB8(r: 0xF4, g: 0x72, b: 0xB6).packed
        let bounds = PixelRect(x: 1, y: 1, width: w - 2, height: h - 2)
        let inside = { (i: Int) in i % w >= 1 && i % w < w - 1 && i / w >= 1 && i / w < h - 1 }
        let mask = (0..<(w * h)).map { inside($0) && random.next(sparseness + 1) != 0 }
        let pixels: [UInt32] = (0..<(w * h)).map { _ in
            if random.next(rareText + 1) == 0 { return text }
            let grey = UInt32(random.next(256))
            return random.next(2) == 0 ? grey << 16 | grey << 8 | grey : UInt32(random.next(1 << 24))
        }
        let found = pixels.withUnsafeBufferPointer {
            HalfCover.find(mask: mask, pixels: $0, width: w, height: h, bounds: bounds, text: text,
                           exactness: SeparationTuning.Candidates.exactWithin, leastCover: 0.5, leastSpan: 64)
        }
        let expected = HalfCover.reference(mask: mask, pixels: pixels, width: w, height: h, text: text,
                                           exactness: SeparationTuning.Candidates.exactWithin, leastCover: 0.5, leastSpan: 64)
        #expect(found == expected)
        #expect(!expected.isEmpty)
        // The same from the pixels off the cores found once a box.
        let fromOff = pixels.withUnsafeBufferPointer {
            let off = OffCoreMasks(mask: mask, pixels: $0, width: w, bounds: bounds, text: text,
                                   exactness: SeparationTuning.Candidates.exactWithin, farther: nil).off
            return HalfCover.find(mask: mask, offCores: off, pixels: $0, width: w, height: h, bounds: bounds, text: text,
                                  exactness: SeparationTuning.Candidates.exactWithin, leastCover: 0.5, leastSpan: 64)
        }
        #expect(fromOff == expected)
    }
}
