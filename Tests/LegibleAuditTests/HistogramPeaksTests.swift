@testable import LegibleAudit
import Testing

/// The histogram's peaks against a plain count, peak search and exact-colour tally.
@Suite("Histogram peaks")
struct HistogramPeaksTests {
    /// One counter per pixel, 26 neighbours per bin, every colour of each chosen bin counted.
    static func reference(_ pixels: [UInt32], fill: UInt32, fillCount: Int, limit: Int) -> [UInt32] {
        var counts = [Int](repeating: 0, count: 4096)
        for p in pixels { counts[TextSeparator.bin(p)] += 1 }
        counts[TextSeparator.bin(fill)] += fillCount
        var peaks: [(count: Int, bin: Int)] = []
        for bin in 0..<4096 where counts[bin] > 0 {
            let r = bin >> 8, g = (bin >> 4) & 15, b = bin & 15
            var isPeak = true
            for dr in -1...1 where (0..<16).contains(r + dr) {
                for dg in -1...1 where (0..<16).contains(g + dg) {
                    for db in -1...1 where (0..<16).contains(b + db) {
                        let other = (r + dr) << 8 | (g + dg) << 4 | (b + db)
                        if counts[other] > counts[bin] || (counts[other] == counts[bin] && other < bin) { isPeak = false }
                    }
                }
            }
            if isPeak { peaks.append((counts[bin], bin)) }
        }
        peaks.sort { $0.count > $1.count || ($0.count == $1.count && $0.bin < $1.bin) }
        return peaks.prefix(limit).map { peak in
            var exact: [UInt32: Int] = [:]
            for p in pixels where TextSeparator.bin(p) == peak.bin { exact[p, default: 0] += 1 }
            if TextSeparator.bin(fill) == peak.bin { exact[fill, default: 0] += fillCount }
            return exact.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!.key
        }
    }

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
        let separator = TextSeparator(hint: nil, ringRadius: 4)
        for count in [0, 5, 8, 63, 1000, 20000] {
            let pixels = Self.pixels(count: count, seed: seed)
            // 70000: more pixels than sixteen-bit counters hold, so the tally takes wider ones.
            for (fill, fillCount) in [(UInt32(0xF0F0F0), 0), (0xF0F0F0, 5000), (0x123456, 7), (0x2F2F2F, 70000)] {
                var counts = [Int32](repeating: 0, count: 4096)
                let peaks = pixels.withUnsafeBufferPointer {
                    separator.histogramPeaks($0, fill: fill, fillCount: fillCount, limit: 8, counts: &counts)
                }
                #expect(peaks == Self.reference(pixels, fill: fill, fillCount: fillCount, limit: 8), "\(count) pixels, fill \(fillCount)")
                // The histogram it leaves, which BinSums and ChannelRanges read.
                var histogram = [Int32](repeating: 0, count: 4096)
                for p in pixels { histogram[TextSeparator.bin(p)] += 1 }
                histogram[TextSeparator.bin(fill)] += Int32(fillCount)
                #expect(counts == histogram, "\(count) pixels, fill \(fillCount)")
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
