@testable import LegibleAudit
import Testing

/// The bounded distance field against brute force, on both its 16-bit and its 32-bit paths.
@Suite("Distance field")
struct DistanceFieldTests {
    /// Squared distance to the nearest set pixel, or the field's `unreached` beyond `limit`.
    static func bruteForce(_ mask: [Bool], width: Int, height: Int, limit: Int) -> [Int32] {
        let far = Int32((limit + 1) * (limit + 1))
        var out = [Int32](repeating: far, count: mask.count)
        for i in mask.indices {
            let x = i % width, y = i / width
            for j in mask.indices where mask[j] {
                let dx = j % width - x, dy = j / width - y
                out[i] = min(out[i], Int32(dx * dx + dy * dy))
            }
            out[i] = min(out[i], far)
        }
        return out
    }

    /// Deterministic scattered masks: sparse dots, strokes and a solid patch.
    static func mask(width: Int, height: Int, seed: UInt64) -> [Bool] {
        var state = seed
        return (0..<(width * height)).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let x = i % width, y = i / width
            let stroke = x % 17 == 3 || (y == height / 2 && x > width / 3)
            let patch = x > width - 12 && y < 9
            return stroke || patch || (state >> 58) == 0
        }
    }

    @Test(arguments: [(1, 0), (2, 1), (6, 2), (13, 3), (130, 4)])
    func matchesBruteForce(limit: Int, seed: UInt64) {
        for (width, height) in [(1, 5), (7, 1), (40, 23), (65, 31)] {
            let mask = Self.mask(width: width, height: height, seed: seed)
            let expected = Self.bruteForce(mask, width: width, height: height, limit: limit)
            for settles in [false, true] {
                let field = DistanceField(mask: mask, width: width, height: height, limit: limit, settles: settles)
                #expect(field.squared == expected, "\(width)×\(height), limit \(limit), settles \(settles)")
                // Distances inside the strokes: the complement, as removeThickAreas asks.
                let inverse = mask.map { !$0 }
                let inside = DistanceField(mask: inverse, width: width, height: height, limit: limit, settles: settles)
                #expect(inside.squared == Self.bruteForce(inverse, width: width, height: height, limit: limit))
            }
        }
    }

    @Test func emptyMaskIsUnreached() {
        let field = DistanceField(mask: [Bool](repeating: false, count: 12 * 5), width: 12, height: 5, limit: 4)
        #expect(field.squared.allSatisfy { $0 == field.unreached })
    }
}
