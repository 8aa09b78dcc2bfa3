@testable import LegibleAudit
import Testing

/// The vectorised candidate scan against the plain per-pixel loop it replaced.
@Suite("Candidate scan")
struct CandidateScanTests {
    /// The original loop: every sampled pixel's distance, and its four neighbours' when near.
    static func reference(colour: UInt32, limit: Int32, pixels: [UInt32], width w: Int, height h: Int,
                          stride: Int, firstX: Int, firstY: Int) -> (area: Int, exact: Int, outward: [UInt32]) {
        func inMask(_ j: Int) -> Bool { colourDistanceSquared(pixels[j], colour) <= limit }
        var area = 0, exact = 0, outward: [UInt32] = []
        var y = firstY
        while y < h {
            var x = firstX
            while x < w {
                let i = y * w + x
                let d = colourDistanceSquared(pixels[i], colour)
                if d <= limit {
                    area += 1
                    if d <= 12 { exact += 1 }
                    if x + 2 < w && !inMask(i + 1) { outward.append(pixels[i + 2]) }
                    if x >= 2 && !inMask(i - 1) { outward.append(pixels[i - 2]) }
                    if y + 2 < h && !inMask(i + w) { outward.append(pixels[i + 2 * w]) }
                    if y >= 2 && !inMask(i - w) { outward.append(pixels[i - 2 * w]) }
                }
                x += stride
            }
            y += stride
        }
        return (area, exact, outward)
    }

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
            for limit: Int32 in [25, 400, 3000] {
                for (stride, firstX, firstY) in [(1, 0, 0), (2, 0, 0), (2, 1, 0), (2, 0, 1), (2, 1, 1)] {
                    let expected = Self.reference(colour: colour, limit: limit, pixels: pixels, width: width, height: height,
                                                  stride: stride, firstX: firstX, firstY: firstY)
                    let scan = pixels.withUnsafeBufferPointer {
                        CandidateScan(colour: colour, limit: limit, pixels: $0, width: width, height: height,
                                      stride: stride, firstX: firstX, firstY: firstY)
                    }
                    let label = "\(width)×\(height), limit \(limit), stride \(stride) from (\(firstX), \(firstY))"
                    #expect(scan.area == expected.area, "\(label)")
                    #expect(scan.exact == expected.exact, "\(label)")
                    #expect(scan.outward == expected.outward, "\(label)")
                    guard stride == 2 else { continue }
                    // A grid made once for the box, as `evaluate` shares it between candidates.
                    let shared = pixels.withUnsafeBufferPointer { pixels in
                        let grid = CandidateScan.Grid(pixels, width: width, height: height, firstX: firstX, firstY: firstY)
                        return CandidateScan(colour: colour, limit: limit, pixels: pixels, width: width, height: height,
                                             stride: stride, firstX: firstX, firstY: firstY, grid: grid)
                    }
                    #expect(shared.area == expected.area, "\(label), shared grid")
                    #expect(shared.exact == expected.exact, "\(label), shared grid")
                    #expect(shared.outward == expected.outward, "\(label), shared grid")
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
                #expect(TextSeparator.medianDistanceSquared(colours, from: colour) == expected,
                        "\(count) colours within \(spread) of \(colour)")
            }
        }
    }
}
