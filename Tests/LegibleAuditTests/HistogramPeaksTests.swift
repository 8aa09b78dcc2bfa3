@testable import LegibleAudit
import Testing

/// The histogram's peaks against a plain count, peak search and exact-colour tally
/// (`ColourHistogram.referencePeaks`).
@Suite("Histogram peaks")
struct HistogramPeaksTests {
    /// Runs of a few colours (flat backgrounds, glyph cores) between stretches of noise.
    static func pixels(count: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        var out: [UInt32] = []
        let palette: [UInt32] = [0xF0F0F0, 0x202020, 0x2F2F2F, 0x3060C0, 0x21201F]
        while out.count < count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let r = Int(truncatingIfNeeded: state >> 33)
            let length = 1 + r % 40
            if r % 3 == 0 {
                for _ in 0..<length {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    out.append(UInt32(truncatingIfNeeded: state >> 40) & 0xFFFFFF)
                }
            } else {
                out.append(contentsOf: repeatElement(palette[(r >> 8) % palette.count], count: length))
            }
        }
        return Array(out.prefix(count))
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func matchesReference(seed: UInt64) {
        for count in [0, 5, 8, 63, 1000, 20000] {
            let pixels = Self.pixels(count: count, seed: seed)
            // 70000: more pixels than sixteen-bit counters hold, so the tally takes wider ones.
            for (fill, fillCount) in [(UInt32(0xF0F0F0), 0), (0xF0F0F0, 5000), (0x123456, 7), (0x2F2F2F, 70000)] {
                var counts = [Int32](repeating: 0, count: 4096)
                let peaks = pixels.withUnsafeBufferPointer {
                    ColourHistogram.peaks($0, fill: fill, fillCount: fillCount, limit: 8, counts: &counts)
                }
                #expect(peaks == ColourHistogram.referencePeaks(pixels, fill: fill, fillCount: fillCount, limit: 8), "\(count) pixels, fill \(fillCount)")
                // The histogram it leaves, which BinSums and ChannelRanges read.
                #expect(counts == ColourHistogram.referenceCounts(pixels, fill: fill, fillCount: fillCount), "\(count) pixels, fill \(fillCount)")
            }
        }
    }

    /// Edge inputs: one colour throughout, every pixel in a bin of its own, neighbouring bins
    /// of equal counts (a plateau), and a fill larger than the pixels.
    @Test func edgeInputsMatchReference() {
        let plateau: [UInt32] = (0..<64).map { i in i % 2 == 0 ? 0x101010 : 0x202020 }
        let distinct: [UInt32] = (0..<4096).map { (bin: Int) -> UInt32 in
            let red = UInt32(bin >> 8) << 20, green = UInt32((bin >> 4) & 15) << 12, blue = UInt32(bin & 15) << 4
            return red | green | blue
        }
        for pixels in [[UInt32](repeating: 0xABCDEF, count: 300), distinct, plateau] {
            for (fill, fillCount) in [(UInt32(0), 0), (0xABCDEF, 100_000), (0x202020, 1)] {
                var counts = [Int32](repeating: 0, count: 4096)
                let peaks = pixels.withUnsafeBufferPointer {
                    ColourHistogram.peaks($0, fill: fill, fillCount: fillCount, limit: 8, counts: &counts)
                }
                #expect(peaks == ColourHistogram.referencePeaks(pixels, fill: fill, fillCount: fillCount, limit: 8))
                #expect(counts == ColourHistogram.referenceCounts(pixels, fill: fill, fillCount: fillCount))
            }
        }
    }

    /// The stride-2 sample the histogram of a large box is taken on, against picking the pixels one by one.
    @Test func everyOtherMatchesReference() {
        for (width, height) in [(1, 1), (2, 2), (3, 7), (15, 9), (16, 4), (17, 5), (31, 3), (32, 6), (33, 6), (70, 11)] {
            let pixels = Self.pixels(count: width * height, seed: UInt64(width * 100 + height))
            for (firstX, firstY) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                var expected: [UInt32] = []
                for y in stride(from: firstY, to: height, by: 2) {
                    for x in stride(from: firstX, to: width, by: 2) { expected.append(pixels[y * width + x]) }
                }
                let sampled = pixels.withUnsafeBufferPointer {
                    CandidateScan.Grid.everyOther($0, width: width, height: height, firstX: firstX, firstY: firstY)
                }
                #expect(sampled == expected, "\(width)×\(height) from (\(firstX), \(firstY))")
            }
        }
    }
}
