import Testing
@testable import LegibleAudit

/// The byte-mask operations separation is built on, against their scalar meaning, at lengths
/// around the sixteen- and thirty-two-byte blocks and past the byte lanes' 255 limit.
struct MaskBytesTests {
    @Test(arguments: [1, 15, 16, 17, 31, 32, 33, 48, 63, 4099])
    func byteOperationsMatchTheirScalarMeaning(count: Int) {
        var random = SeededRandom(state: UInt64(count) + 1)
        let a = (0..<count).map { _ in random.next(2) == 1 }, b = (0..<count).map { _ in random.next(2) == 1 }
        var and = a, andNot = a
        and.withUnsafeMutableBytes { t in b.withUnsafeBytes { MaskBytes.formAnd(t.baseAddress!, $0.baseAddress!, count: count) } }
        andNot.withUnsafeMutableBytes { t in
            b.withUnsafeBytes { MaskBytes.andNot(t.baseAddress!, $0.baseAddress!, into: t.baseAddress!, count: count) }
        }
        #expect(and == zip(a, b).map { $0 && $1 })
        #expect(andNot == zip(a, b).map { $0 && !$1 })
        #expect(a.withUnsafeBytes { MaskBytes.count($0.baseAddress!, count: count) } == a.filter { $0 }.count)
        // Dilation by 2 along the row, with two zeros padded each side.
        let padded = [false, false] + a + [false, false]
        var dilated = [Bool](repeating: false, count: count)
        padded.withUnsafeBytes { p in
            dilated.withUnsafeMutableBytes { MaskBytes.dilate(p.baseAddress! + 2, into: $0.baseAddress!, count: count, reach: 2) }
        }
        #expect(dilated == (0..<count).map { i in (max(0, i - 2)...min(count - 1, i + 2)).contains { a[$0] } })
    }

    @Test(arguments: [1, 15, 16, 17, 33, 4099])
    func forEachSetVisitsEverySetByteInOrder(count: Int) {
        var random = SeededRandom(state: UInt64(count) + 99)
        // Sparse and dense stretches.
        let mask = (0..<count).map { i in random.next(i % 100 < 50 ? 20 : 2) == 0 }
        var indices: [Int] = []
        mask.withUnsafeBytes { MaskBytes.forEachSet($0.baseAddress!, count: count) { indices.append($0) } }
        #expect(indices == mask.indices.filter { mask[$0] })
    }

    /// The square dilation against its definition (`MaskBytes.referenceDilated`): set when any
    /// pixel within `r` in x and y is.
    @Test(arguments: [(1, 1, 0), (5, 3, 1), (17, 9, 2), (40, 23, 6), (33, 2, 3)])
    func dilatedIsTheSquareNeighbourhood(width w: Int, height h: Int, r: Int) {
        var random = SeededRandom(state: UInt64(w * 100 + h))
        let mask = (0..<(w * h)).map { _ in random.next(25) == 0 }
        let grown = MaskBytes.dilated(mask, width: w, height: h, by: r)
        #expect(grown == MaskBytes.referenceDilated(mask, width: w, height: h, by: r))
        // Asked pixel by pixel (`isNear`), the same square.
        #expect(mask.indices.map { MaskBytes.isNear(mask, at: $0, width: w, height: h, by: r) } == grown)
    }

    /// Growing by `a`, then by `b`, is growing by `a + b` (the chroma sums grow their near mask
    /// from the close one), masks set at their edges included.
    @Test(arguments: [(1, 1, 0, 2), (5, 3, 2, 4), (17, 9, 2, 4), (40, 23, 2, 4), (33, 2, 1, 5), (12, 30, 0, 6)])
    func growthsAdd(width w: Int, height h: Int, a: Int, b: Int) {
        var random = SeededRandom(state: UInt64(w * 7 + h))
        let mask = (0..<(w * h)).map { _ in random.next(40) == 0 }
        let twice = MaskBytes.dilated(MaskBytes.dilated(mask, width: w, height: h, by: a), width: w, height: h, by: b)
        #expect(twice == MaskBytes.referenceDilated(mask, width: w, height: h, by: a + b))
    }

    /// The interior (eight neighbours in the mask) against its definition, on dense masks and
    /// widths around the sixteen-byte blocks.
    @Test(arguments: [(1, 1), (3, 3), (5, 2), (17, 9), (18, 7), (40, 23), (35, 3)])
    func interiorIsEveryPixelWithEightNeighbours(width w: Int, height h: Int) {
        var random = SeededRandom(state: UInt64(w * 31 + h))
        let mask = (0..<(w * h)).map { _ in random.next(8) > 0 }
        let interior = MaskBytes.interior(mask, width: w, height: h)
        #expect(interior == MaskBytes.referenceInterior(mask, width: w, height: h))
        #expect(w < 17 || !interior.isEmpty)
    }

    /// The same on a dense blob inside a larger clear window (the interior is looked for within
    /// the mask's bounds alone), touching the window's edges or not.
    @Test(arguments: [(20, 12, 3, 2, 9, 5), (40, 23, 0, 0, 17, 23), (33, 9, 30, 4, 3, 5), (64, 30, 10, 25, 40, 5), (8, 8, 2, 2, 2, 6)])
    func interiorOfABlobInAClearWindow(width w: Int, height h: Int, x: Int, y: Int, blobWidth: Int, blobHeight: Int) {
        var random = SeededRandom(state: UInt64(w * 31 + h + x))
        let mask = (0..<(w * h)).map { i in
            (x..<(x + blobWidth)).contains(i % w) && (y..<(y + blobHeight)).contains(i / w) && random.next(8) > 0
        }
        let interior = MaskBytes.interior(mask, width: w, height: h)
        #expect(interior == MaskBytes.referenceInterior(mask, width: w, height: h))
        #expect(blobWidth < 9 || blobHeight < 5 || !interior.isEmpty)
    }

    /// And-not of any of several rows, against its meaning, with the set bytes counted.
    @Test(arguments: [(1, 1), (15, 3), (16, 5), (17, 2), (32, 5), (40, 4), (48, 5), (63, 1), (100, 5), (4099, 3), (8230, 5)])
    func andNotAnyMatchesItsMeaning(width: Int, rows: Int) {
        var random = SeededRandom(state: UInt64(width * 10 + rows))
        let a = (0..<width).map { _ in random.next(2) == 1 }
        let stride = width + random.next(3)
        let source = (0..<(stride * rows)).map { _ in random.next(3 * rows) == 0 }
        var target = [Bool](repeating: true, count: width)
        let set = a.withUnsafeBytes { a in
            source.withUnsafeBytes { s in
                target.withUnsafeMutableBytes {
                    MaskBytes.andNotAny(a.baseAddress!, rows: s.baseAddress!, count: rows, stride: stride, into: $0.baseAddress!, width: width)
                }
            }
        }
        let expected = (0..<width).map { i in a[i] && !(0..<rows).contains { source[$0 * stride + i] } }
        #expect(target == expected)
        #expect(set == expected.filter { $0 }.count)
    }
}
