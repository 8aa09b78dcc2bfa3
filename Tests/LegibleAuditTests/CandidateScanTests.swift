@testable import LegibleAudit
import Testing

/// The vectorised candidate scan against the plain per-pixel loop it replaced (`CandidateScan.reference`).
@Suite("Candidate scan")
struct CandidateScanTests {
    /// Blobs of a few colours near `colour` over a noisy background, so every branch is taken.
    static func pixels(width: Int, height: Int, colour: UInt32, seed: UInt64) -> [UInt32] {
        var state = seed
        return (0..<(width * height)).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let r = UInt32(truncatingIfNeeded: state >> 33)
            let x = i % width, y = i / width
            switch r % 7 {
            case 0, 1: return colour
            case 2: return colour &+ (r >> 8) % 4
            case 3: return colour ^ ((r >> 8) & 0x0F0F0F)
            default: return (x * 37 + y * 11) % 5 == 0 ? colour : (r >> 4) & 0xFFFFFF
            }
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func matchesReference(seed: UInt64) {
        let colour: UInt32 = 0x405060
        for (width, height) in [(1, 1), (2, 2), (3, 7), (8, 3), (15, 9), (16, 16), (17, 5), (18, 4), (33, 6), (40, 23), (65, 31)] {
            let pixels = Self.pixels(width: width, height: height, colour: colour, seed: seed)
            // Up to the largest tolerance a colour gets (0.45 of the largest distance, 199²):
            // the grid's 16-bit sums saturate past it.
            for limit: Int32 in [25, 400, 3000, 39601] {
                for (stride, firstX, firstY) in [(1, 0, 0), (2, 0, 0), (2, 1, 0), (2, 0, 1), (2, 1, 1)] {
                    let expected = CandidateScan.reference(colour: colour, limit: limit, pixels: pixels, width: width, height: height,
                                                  stride: stride, firstX: firstX, firstY: firstY)
                    let scan = pixels.withUnsafeBufferPointer {
                        CandidateScan(colour: colour, limit: limit, pixels: $0, width: width, height: height,
                                      stride: stride, firstX: firstX, firstY: firstY)
                    }
                    let label = "\(width)×\(height), limit \(limit), stride \(stride) from (\(firstX), \(firstY))"
                    #expect(scan.area == expected.area, "\(label)")
                    #expect(scan.exact == expected.exact, "\(label)")
                    #expect(scan.outward == expected.outward, "\(label)")
                    // Counted only, as a candidate not worth its steps is left: the same counts, no steps.
                    let skipped = pixels.withUnsafeBufferPointer {
                        CandidateScan(counting: colour, limit: limit, pixels: $0, width: width, height: height,
                                      stride: stride, firstX: firstX, firstY: firstY)
                    }
                    #expect(skipped.area == expected.area && skipped.exact == expected.exact, "\(label), not worth it")
                    #expect(skipped.outward.isEmpty, "\(label), not worth it")
                    guard stride == 2 else { continue }
                    // A grid made once for the box, as `counted` shares it between candidates.
                    let shared = pixels.withUnsafeBufferPointer { pixels in
                        let grid = CandidateScan.Grid(pixels, width: width, height: height, firstX: firstX, firstY: firstY)
                        return CandidateScan(colour: colour, limit: limit, pixels: pixels, width: width, height: height,
                                             stride: stride, firstX: firstX, firstY: firstY, grid: grid)
                    }
                    #expect(shared.area == expected.area, "\(label), shared grid")
                    #expect(shared.exact == expected.exact, "\(label), shared grid")
                    #expect(shared.outward == expected.outward, "\(label), shared grid")
                    // The same grid made from the sampled pixels the histogram is counted from.
                    let fromSampled = pixels.withUnsafeBufferPointer { pixels in
                        let sampled = CandidateScan.Grid.everyOther(pixels, width: width, height: height, firstX: firstX, firstY: firstY)
                        let grid = CandidateScan.Grid(sampled: sampled, width: width, height: height, firstX: firstX, firstY: firstY)
                        return CandidateScan(colour: colour, limit: limit, pixels: pixels, width: width, height: height,
                                             stride: stride, firstX: firstX, firstY: firstY, grid: grid)
                    }
                    #expect(fromSampled.area == expected.area, "\(label), grid from sampled pixels")
                    #expect(fromSampled.exact == expected.exact, "\(label), grid from sampled pixels")
                    #expect(fromSampled.outward == expected.outward, "\(label), grid from sampled pixels")
                }
            }
        }
    }

    /// A scan told which rows can hold near pixels (`rows`, a box's rows not of its frame
    /// colour) finds what the whole scan finds when the other rows hold a far colour: the same
    /// counts, and the same steps outward (which read those rows as neighbours).
    @Test(arguments: [UInt64(1), 2, 3])
    func rowsLeftOutHoldingAFarColourChangeNothing(seed: UInt64) {
        let colour: UInt32 = 0x405060, far: UInt32 = 0xFFFFFF
        for (width, height) in [(3, 7), (17, 5), (33, 6), (40, 23), (65, 31)] {
            for (low, high) in [(0, height), (1, height - 1), (2, height / 2), (height / 3, height), (0, 1), (3, 3)] {
                var pixels = Self.pixels(width: width, height: height, colour: colour, seed: seed)
                for y in 0..<height where y < low || y >= high {
                    for x in 0..<width { pixels[y * width + x] = far }
                }
                for limit: Int32 in [25, 3000, 39601] {
                    for (stride, firstX, firstY) in [(1, 0, 0), (2, 0, 0), (2, 1, 1), (2, 0, 1)] {
                        let expected = CandidateScan.reference(colour: colour, limit: limit, pixels: pixels, width: width, height: height,
                                                      stride: stride, firstX: firstX, firstY: firstY)
                        var scan = pixels.withUnsafeBufferPointer {
                            CandidateScan(counting: colour, limit: limit, pixels: $0, width: width, height: height, stride: stride,
                                          firstX: firstX, firstY: firstY, rows: low..<high)
                        }
                        pixels.withUnsafeBufferPointer { _ in scan.takeSteps() }
                        let label = "\(width)×\(height), rows \(low)..<\(high), limit \(limit), stride \(stride) from (\(firstX), \(firstY))"
                        #expect(scan.area == expected.area, "\(label)")
                        #expect(scan.exact == expected.exact, "\(label)")
                        #expect(scan.outward == expected.outward, "\(label)")
                    }
                }
            }
        }
    }

    /// The farthest distance the histogram allows from a colour against the far corner of the
    /// bins its pixels' channels reach, worked out pixel by pixel; no pixel is farther.
    @Test(arguments: [UInt64(1), 2, 3])
    func channelRangesMatchReference(seed: UInt64) {
        var state = seed
        for count in [1, 5, 100, 3000] {
            for mask: UInt32 in [0x000000, 0x0F0F0F, 0x3F7F1F, 0xFFFFFF] {
                // Channels within a band, so that the ranges do not always span 0 ... 255.
                let pixels: [UInt32] = (0..<count).map { _ in
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    return UInt32(truncatingIfNeeded: state >> 33) & mask | (0x402010 & ~mask)
                }
                var histogram = [Int32](repeating: 0, count: 4096)
                for p in pixels { histogram[ColourHistogram.bin(p)] += 1 }
                let ranges = CandidateScan.ChannelRanges(histogram)
                for colour: UInt32 in [0x000000, 0xFFFFFF, 0x405060, 0x7F3F2F, 0x20A040] {
                    func reach(_ shift: UInt32) -> Int32 {
                        let bins = pixels.map { Int32(($0 >> shift) & 255) >> 4 }
                        let c = Int32((colour >> shift) & 255)
                        let d = max(c - bins.min()! * 16, bins.max()! * 16 + 15 - c)
                        return d * d
                    }
                    let farthest = ranges.farthest(from: colour)
                    #expect(farthest == reach(16) + reach(8) + reach(0), "\(count) pixels within \(mask)")
                    #expect(pixels.allSatisfy { colourDistanceSquared($0, colour) <= farthest })
                }
            }
        }
    }

    /// The counted median of outward steps against `quickMedian` of the same distances.
    @Test(arguments: [UInt64(1), 2, 3])
    func medianDistanceMatchesQuickMedian(seed: UInt64) {
        var state = seed
        for count in [1, 2, 3, 4, 7, 64, 513, 4000] {
            for spread: UInt32 in [0x000003, 0x0F0F0F, 0xFFFFFF] {
                let colour: UInt32 = state & 1 == 0 ? 0x000000 : 0xFFFFFF
                let colours = (0..<count).map { _ in
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    return UInt32(truncatingIfNeeded: state >> 33) & spread
                }
                var distances = colours.map { colourDistanceSquared($0, colour) }
                let expected = quickMedian(&distances)
                #expect(medianDistanceSquared(colours, from: colour) == expected,
                        "\(count) colours within \(spread) of \(colour)")
            }
        }
    }

    /// Every sampled pixel near and every neighbour not: four steps each, many more than the
    /// stride-2 scan's buffer starts with, so that it grows.
    @Test func manyStepsMatchReference() {
        let colour: UInt32 = 0x405060, width = 200, height = 60
        let pixels: [UInt32] = (0..<(width * height)).map { i in (i % width) % 2 == 0 && (i / width) % 2 == 0 ? colour : 0xF0F0F0 }
        for stride in [1, 2] {
            let expected = CandidateScan.reference(colour: colour, limit: 400, pixels: pixels, width: width, height: height,
                                          stride: stride, firstX: 0, firstY: 0)
            let scan = pixels.withUnsafeBufferPointer {
                CandidateScan(colour: colour, limit: 400, pixels: $0, width: width, height: height, stride: stride, firstX: 0, firstY: 0)
            }
            #expect(expected.outward.count > 4000)
            #expect(scan.area == expected.area && scan.exact == expected.exact && scan.outward == expected.outward)
        }
    }

    /// The histogram bound that lets `counted` skip a scan, against adding up every bin whose
    /// cell comes near enough, and that sum against the pixels really that near.
    @Test(arguments: [UInt64(1), 2, 3])
    func binSumsMatchReference(seed: UInt64) {
        var state = seed
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        // Clusters around a few colours, so that sums cross the thresholds tried below.
        let centres: [UInt32] = [0x102030, 0x808080, 0xF0E0D0, 0x3060C0]
        let pixels: [UInt32] = (0..<3000).map { k in
            let c = centres[k % centres.count]
            func jitter(_ v: UInt32) -> UInt32 { UInt32(max(0, min(255, Int(v) + Int(next() % 41) - 20))) }
            return jitter(c >> 16 & 255) << 16 | jitter(c >> 8 & 255) << 8 | jitter(c & 255)
        }
        var histogram = [Int32](repeating: 0, count: 4096)
        for p in pixels { histogram[ColourHistogram.bin(p)] += 1 }
        let sums = CandidateScan.BinSums(histogram)
        for _ in 0..<200 {
            let colour = next() & 0xFFFFFF
            let limit = Int32(25 + next() % 40000)
            let r = Int32(colour >> 16 & 255), g = Int32(colour >> 8 & 255), b = Int32(colour & 255)
            func gap(_ bin: Int, _ c: Int32) -> Int32 {
                let d = max(0, Int32(bin) * 16 - c, c - (Int32(bin) * 16 + 15))
                return d * d
            }
            var reference = 0
            for bin in 0..<4096 where gap(bin >> 8, r) + gap(bin >> 4 & 15, g) + gap(bin & 15, b) <= limit {
                reference += Int(histogram[bin])
            }
            let near = pixels.filter { colourDistanceSquared($0, colour) <= limit }.count
            #expect(near <= reference)
            for needed in [1, reference, reference + 1] where needed > 0 {
                #expect(sums.mayHold(needed, near: colour, limit: limit) == (reference >= needed),
                        "colour \(String(colour, radix: 16)) limit \(limit) needed \(needed) of \(reference)")
            }
        }
    }

    /// The frame's pixels near a colour, counted eight lanes at a time, against a plain count,
    /// for lengths around a block's end (the frame of a one-pixel box up to a long one).
    @Test func countNearMatchesCountingOneByOne() {
        let colour: UInt32 = 0x405060
        for count in [0, 1, 7, 8, 9, 15, 16, 17, 100, 203] {
            let pixels = Array(Self.pixels(width: count, height: 1, colour: colour, seed: UInt64(count) + 5))
            for limit: Int32 in [25, 400, 3000, 39601] {
                let expected = pixels.filter { colourDistanceSquared($0, colour) <= limit }.count
                #expect(CandidateScan.countNear(colour, limit: limit, in: pixels) == expected, "\(count) pixels, limit \(limit)")
            }
        }
    }
}
