@testable import LegibleAudit
import Testing

/// The bounded distance field against its brute-force reference (`DistanceField.reference`), on
/// its byte, 16-bit and 32-bit paths.
@Suite("Distance field")
struct DistanceFieldTests {
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

    /// Limits for every path: bytes without and with clamped sums (up to 10, up to 14), 16-bit
    /// lanes, 32-bit lanes.
    @Test(arguments: [(1, 0), (2, 1), (6, 2), (10, 5), (11, 6), (13, 3), (14, 7), (20, 8), (130, 4)])
    func matchesBruteForce(limit: Int, seed: UInt64) {
        for (width, height) in [(1, 5), (7, 1), (40, 23), (65, 31)] {
            let mask = Self.mask(width: width, height: height, seed: seed)
            let expected = DistanceField.reference(mask: mask, width: width, height: height, limit: limit)
            for settles in [false, true] {
                let field = DistanceField(mask: mask, width: width, height: height, limit: limit, settles: settles)
                #expect(field.squared == expected, "\(width)×\(height), limit \(limit), settles \(settles)")
                // Distances inside the strokes: the complement, as removeThickAreas asks.
                let inverse = mask.map { !$0 }
                let inside = DistanceField(mask: inverse, width: width, height: height, limit: limit, settles: settles)
                #expect(inside.squared == DistanceField.reference(mask: inverse, width: width, height: height, limit: limit))
            }
        }
    }

    /// Depths inside the mask (to the nearest clear pixel) in bytes, read from a rectangle of a
    /// larger mask, are the brute-force field of the rectangle's complement.
    @Test(arguments: [1, 2, 6, 9, 14])
    func depthsInsideAreTheComplementsField(limit: Int) {
        let width = 53, height = 29
        let mask = Self.mask(width: width, height: height, seed: UInt64(limit) + 11).map { !$0 }
        for (x, y, w, h) in [(0, 0, width, height), (5, 3, 40, 20), (17, 9, 9, 1), (1, 2, 1, 13), (31, 0, 22, 29), (2, 4, 16, 7)] {
            var cut: [Bool] = []
            for row in y..<(y + h) { cut += mask[(row * width + x)..<(row * width + x + w)] }
            let expected = DistanceField.reference(mask: cut.map { !$0 }, width: w, height: h, limit: limit).map { UInt8($0) }
            let found = mask.withUnsafeBufferPointer { m in
                DistanceField.depths(inside: m.baseAddress! + (y * width + x), maskStride: width, width: w, height: h, limit: limit)
            }
            #expect(found == expected, "\(w)×\(h) at (\(x), \(y)), limit \(limit)")
        }
    }

    /// Glyph-like masks wider than a vector: stems 3 to 8 px wide, bars whose rows never settle
    /// early (their horizontal distances reach the cap), dots and blank rows, so that rows'
    /// moving columns start and end anywhere. Depths inside, and the settling field outside.
    @Test(arguments: [(width: 37, limit: 14), (width: 200, limit: 14), (width: 131, limit: 5), (width: 16, limit: 9),
                      (width: 17, limit: 3), (width: 64, limit: 1)])
    func depthsOfGlyphLikeMasks(width: Int, limit: Int) {
        let height = 41
        let mask = (0..<(width * height)).map { i -> Bool in
            let x = i % width, y = i / width
            let stem = x % 23 >= 4 && x % 23 < 7 + (x / 23) % 6 && y > 3 && y < height - 5
            let bar = y >= 18 && y < 20 + (x / 40) % 5 && x > 2 && x < width - 3
            return stem || bar || (x % 11 == 7 && y % 9 == 4)
        }
        let inverse = mask.map { !$0 }
        let expected = DistanceField.reference(mask: inverse, width: width, height: height, limit: limit).map { UInt8($0) }
        let found = mask.withUnsafeBufferPointer { m in
            DistanceField.depths(inside: m.baseAddress!, maskStride: width, width: width, height: height, limit: limit)
        }
        #expect(found == expected, "\(width) wide, limit \(limit)")
        for settles in [false, true] {
            let field = DistanceField(mask: mask, width: width, height: height, limit: limit, settles: settles)
            #expect(field.squared == DistanceField.reference(mask: mask, width: width, height: height, limit: limit))
        }
    }

    /// The field of a rectangle of a larger mask, written with a stride into a larger buffer,
    /// is the brute-force field of the mask cut to the rectangle, and nothing outside it is written.
    @Test(arguments: [2, 6, 11, 20])
    func rectangleOfALargerMask(limit: Int) {
        let width = 53, height = 29
        let mask = Self.mask(width: width, height: height, seed: UInt64(limit))
        for (x, y, w, h) in [(0, 0, width, height), (5, 3, 40, 20), (17, 9, 9, 1), (1, 2, 1, 13), (31, 0, 22, 29)] {
            var cut: [Bool] = []
            for row in y..<(y + h) { cut += mask[(row * width + x)..<(row * width + x + w)] }
            let expected = DistanceField.reference(mask: cut, width: w, height: h, limit: limit)
            // Rows 70 apart in the output, starting 3 in: the rest keeps its sentinel.
            let stride = 70, sentinel: Int32 = -7
            var out = [Int32](repeating: sentinel, count: stride * (h + 1))
            mask.withUnsafeBufferPointer { m in
                out.withUnsafeMutableBufferPointer { o in
                    _ = DistanceField.write(mask: m.baseAddress! + (y * width + x), maskStride: width, width: w, height: h, limit: limit,
                                        into: o.baseAddress! + 3, stride: stride)
                }
            }
            var written: [Int32] = []
            for row in 0..<h { written += out[(row * stride + 3)..<(row * stride + 3 + w)] }
            #expect(written == expected, "\(w)×\(h) at (\(x), \(y)), limit \(limit)")
            let untouched = out.indices.filter { i in
                let row = i / stride, column = i % stride
                return row >= h || column < 3 || column >= 3 + w
            }
            #expect(untouched.allSatisfy { out[$0] == sentinel })
        }
    }

    /// Edge masks on every path: all set, all clear, one pixel in a corner, one row or column.
    @Test(arguments: [1, 6, 14, 20, 130])
    func edgeMasksMatchTheReference(limit: Int) {
        for (width, height) in [(1, 1), (1, 9), (9, 1), (16, 2), (33, 17)] {
            let n = width * height
            var corner = [Bool](repeating: false, count: n)
            corner[n - 1] = true
            for mask in [[Bool](repeating: true, count: n), [Bool](repeating: false, count: n), corner] {
                let expected = DistanceField.reference(mask: mask, width: width, height: height, limit: limit)
                for settles in [false, true] {
                    let field = DistanceField(mask: mask, width: width, height: height, limit: limit, settles: settles)
                    #expect(field.squared == expected, "\(width)×\(height), limit \(limit), settles \(settles)")
                }
            }
        }
    }

    @Test func emptyMaskIsUnreached() {
        let field = DistanceField(mask: [Bool](repeating: false, count: 12 * 5), width: 12, height: 5, limit: 4)
        #expect(field.squared.allSatisfy { $0 == field.unreached })
    }

    /// Rows far from every set pixel between rows with some (two lines of text, or a tall
    /// glyph's gap): the byte path takes the rows in reach as one block, those between
    /// included, and must still give the brute-force field.
    @Test(arguments: [6, 10, 14])
    func rowsWithoutSetPixelsBetweenOthers(limit: Int) {
        let width = 37, height = 60
        var mask = [Bool](repeating: false, count: width * height)
        for x in stride(from: 3, to: width, by: 5) { mask[4 * width + x] = true }
        for x in 10..<20 { mask[50 * width + x] = true }
        mask[27 * width + 30] = true
        let field = DistanceField(mask: mask, width: width, height: height, limit: limit)
        #expect(field.squared == DistanceField.reference(mask: mask, width: width, height: height, limit: limit))
    }
}
