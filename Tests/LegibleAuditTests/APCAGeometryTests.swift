import Testing
@testable import LegibleAudit

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
}
