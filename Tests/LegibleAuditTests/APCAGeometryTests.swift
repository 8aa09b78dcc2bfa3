import Testing
@testable import LegibleAudit
import LegibleColour

/// `APCARanking.Geometry.nearest` (the integer nearest, from a Double's low bits) against
/// `rounded(.toNearestOrEven)`, and the buckets it gives kept in order of distance.
struct APCAGeometryTests {
    @Test func nearestMatchesRounding() {
        var xs: [Double] = [0, 0.25, 0.5, 0.75, 1, 1.5, 2.5, 1023.49, 1023.5, 1024, 2_147_483_646.5]
        var state: UInt64 = 3
        for _ in 0..<10000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            xs.append(Double(state >> 11) / Double(1 << 53) * 5000)
        }
        for x in xs {
            #expect(APCARanking.Geometry.nearest(x) == Int(x.rounded(.toNearestOrEven)), "x = \(x)")
        }
    }

    @Test func bucketsFollowDistance() {
        var spread = APCARanking.Spread()
        let textY = 0.3
        let ys = (0...2000).map { Double($0) / 2000 }
        for y in ys { spread.add(y, textY: textY) }
        let geometry = APCARanking.Geometry(spread: spread, count: ys.count, textY: textY)
        let below = ys.filter { $0 <= textY }.sorted(by: >), above = ys.filter { $0 > textY }.sorted()
        let belowBuckets = below.map(geometry.bucket), aboveBuckets = above.map(geometry.bucket)
        #expect(belowBuckets == belowBuckets.sorted() && belowBuckets.allSatisfy { $0 < geometry.size.0 })
        #expect(aboveBuckets == aboveBuckets.sorted() && aboveBuckets.allSatisfy { $0 >= geometry.size.0 && $0 < geometry.count })
    }

    /// `APCARanking.Cells`: every luminance lies in the range of its cell, cells follow
    /// distance from the text on either side, and the literal count covers luminances to 1.1.
    @Test(arguments: [0.0, 0.0001, 0.18, 0.5, 0.77, 1.0])
    func cellsHoldTheirLuminances(textY: Double) {
        let cells = APCARanking.Cells(textY: textY)
        #expect(cells.count == Int(1.1 * APCARanking.Cells.cellsPerUnit) + 3)
        #expect(cells.size.0 + cells.size.1 == cells.count)
        var state: UInt64 = 7
        // White's screen luminance is a hair above 1 (the coefficients sum to 1.0000001); cells reach 1.1.
        let white = APCA.screenLuminance(r: 255, g: 255, b: 255)
        var ys: [Double] = [0, 1, white, 1.05, 1.1, textY, textY.nextUp, textY.nextDown, 0.5 / 256, 1.5 / 256]
        for _ in 0..<5000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            ys.append(Double(state >> 11) / Double(1 << 53))
        }
        for y in ys where y >= 0 && y <= 1.1 {
            let b = cells.bucket(y)
            let range = cells.range(ofBucket: b)
            #expect(b >= 0 && b < cells.count && range.lowY <= y && y <= range.highY, "y = \(y)")
            #expect((b >= cells.size.0) == (y > textY))
        }
        let below = ys.filter { $0 <= textY }.sorted(by: >).map(cells.bucket)
        let above = ys.filter { $0 > textY && $0 <= 1.1 }.sorted().map(cells.bucket)
        #expect(below == below.sorted() && above == above.sorted())
    }

    /// The literal count of ratio slices covers every ratio, 1 to 21.
    @Test func ratioSlicesCoverEveryRatio() {
        // The largest ratio there is, white on black, as the pass computes it (a Float of the quotient).
        let largest = Float(WCAG.contrastRatio(luminance: 1, WCAG.luminance(r: 0, g: 0, b: 0)))
        let last = Int((largest.bitPattern - Float(1).bitPattern) >> RingStatistics.ratioSliceShift)
        #expect(RingStatistics.ratioSlices > last)
    }
}
