import LegiblePixels
import Testing
@testable import LegibleAudit

/// Removal of text-coloured background patches from the text mask: strokes stay, a blob goes,
/// and the answer does not depend on how much empty canvas surrounds the mask.
struct ThickAreaTests {
    /// Three 3-px strokes and a 24×16 blob on a 90×40 canvas.
    static func mask(width: Int = 90, height: Int = 40, offset: (x: Int, y: Int) = (0, 0)) -> [Bool] {
        var mask = [Bool](repeating: false, count: width * height)
        func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int) {
            for row in y..<(y + h) { for column in x..<(x + w) { mask[(row + offset.y) * width + column + offset.x] = true } }
        }
        fill(4, 6, 3, 28)
        fill(12, 6, 3, 28)
        fill(4, 18, 11, 3)
        fill(40, 10, 24, 16)
        return mask
    }

    /// A `width`×`height` mask of `count` rectangles up to `largest` pixels a side, placed at random.
    static func blobs(width w: Int, height h: Int, count: Int, largest: Int, random: inout SeededRandom) -> [Bool] {
        var mask = [Bool](repeating: false, count: w * h)
        for _ in 0..<count {
            let bx = random.next(w), by = random.next(h), bw = 1 + random.next(largest), bh = 1 + random.next(largest)
            for y in by..<min(h, by + bh) { for x in bx..<min(w, bx + bw) { mask[y * w + x] = true } }
        }
        return mask
    }

    /// The typical half stroke is √ of the ridge's median depth: the lower middle of the depths
    /// of mask pixels at least as deep as their four neighbours, against a list sorted here; the
    /// ridge's deepest is the deepest mask pixel. Widths around eight test the bytes at a time.
    @Test(arguments: [(1, 37), (2, 37), (3, 8), (4, 9), (5, 17), (6, 1)])
    func ridgeMedianAndDeepest(seed: UInt64, width w: Int) {
        var random = SeededRandom(state: seed)
        let h = 23, deepest: Int32 = 2000
        let mask = (0..<(w * h)).map { _ in random.next(3) > 0 }
        let depth = mask.map { $0 ? Int32(1 + random.next(Int(deepest))) : 0 }
        var ridge: [Int32] = []
        for y in 0..<h {
            for x in 0..<w where mask[y * w + x] {
                let v = depth[y * w + x]
                let neighbours = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)].filter { $0.0 >= 0 && $0.0 < w && $0.1 >= 0 && $0.1 < h }
                if neighbours.allSatisfy({ depth[$0.1 * w + $0.0] <= v }) { ridge.append(v) }
            }
        }
        ridge.sort()
        let expected = Double(ridge[(ridge.count - 1) / 2]).squareRoot()
        let found = StrokeRidge.ridge(depth, mask: mask, width: w, height: h, deepest: deepest)
        #expect(found.halfStroke == expected)
        #expect(found.deepest == depth.max())
    }

    /// The ridge of byte depths, sixteen at a time, is the ridge of the same depths in 32 bits,
    /// with the mask read from a wider canvas (rows `w + 5` apart). Widths around sixteen.
    @Test(arguments: [(1, 37), (2, 16), (3, 17), (4, 33), (5, 15), (6, 1), (7, 50)])
    func byteRidgeMatchesTheWideOne(seed: UInt64, width w: Int) {
        var random = SeededRandom(state: seed + 90)
        let h = 21, stride = w + 5, deepest: Int32 = 225
        let canvas = (0..<(stride * h)).map { _ in random.next(3) > 0 }
        let mask = (0..<(w * h)).map { canvas[($0 / w) * stride + $0 % w] }
        let depth = mask.map { $0 ? Int32(1 + random.next(Int(deepest))) : 0 }
        let bytes = depth.map { UInt8($0) }
        let expected = StrokeRidge.ridge(depth, mask: mask, width: w, height: h, deepest: deepest)
        let found = bytes.withUnsafeBufferPointer { d in
            canvas.withUnsafeBufferPointer { m in
                StrokeRidge.ridge(bytes: d.baseAddress!, mask: m.baseAddress!, maskStride: stride, width: w, height: h, deepest: deepest)
            }
        }
        #expect(found.halfStroke == expected.halfStroke && found.deepest == expected.deepest)
    }

    /// The removal as it was first written, straight through: the complement, its field in 32
    /// bits up to the depth limit, the ridge, the cores and what lies near them.
    static func straightRemoval(_ mask: inout [Bool], width w: Int, height h: Int, boxHeight: Int, stemWidth: Double?) -> Int {
        let depthLimit = Int((0.2 * Double(boxHeight)).rounded(.up)) + 1
        let field = DistanceField(mask: mask.map { !$0 }, width: w, height: h, limit: depthLimit)
        let ridge = StrokeRidge.ridge(field.squared, mask: mask, width: w, height: h, deepest: field.unreached)
        let halfStroke = max(2, min(0.2 * Double(boxHeight), max(2.2 * ridge.halfStroke, 0.7 * (stemWidth ?? 0))))
        let limit = Int32((halfStroke * halfStroke).rounded(.down))
        guard ridge.deepest > limit else { return 0 }
        var cores = mask.indices.map { mask[$0] && field.squared[$0] > limit }
        guard MaskComponents.dropSmallComponents(of: &cores, width: w, height: h, minimum: max(8, Int(halfStroke * halfStroke / 2)))
        else { return 0 }
        let reach = DistanceField(mask: cores, width: w, height: h, limit: Int((halfStroke + 1.5).rounded(.up)))
        let rim = Int32(((halfStroke + 1.5) * (halfStroke + 1.5)).rounded(.down))
        var removed = 0
        for i in mask.indices where mask[i] && reach.squared[i] <= rim {
            mask[i] = false
            removed += 1
        }
        return removed
    }

    /// Byte depths from the mask's own rows, the ridge in bytes and the cores in vectors remove
    /// what the straight removal does, on random blobby masks in short and tall boxes (blobs
    /// deeper than 14 px take the wide field).
    @Test(arguments: 0..<12)
    func removalMatchesTheStraightOne(seed: Int) {
        var random = SeededRandom(state: UInt64(seed) + 700)
        let w = 30 + random.next(90), h = 25 + random.next(60)
        var mask = Self.blobs(width: w, height: h, count: 1 + random.next(5), largest: 45, random: &random)
        for _ in 0..<(2 + random.next(6)) {
            let x0 = random.next(w - 3), y0 = random.next(h / 2)
            for y in y0..<min(h, y0 + 5 + random.next(h)) { for x in x0..<(x0 + 1 + random.next(3)) { mask[y * w + x] = true } }
        }
        for boxHeight in [h, 40, 3 * h + 50] {
            for stem in [nil, 4.0] {
                var found = mask, expected = mask
                let removed = TextSeparator.removeThickAreas(from: &found, width: w, height: h, boxHeight: boxHeight, stemWidth: stem)
                let straight = Self.straightRemoval(&expected, width: w, height: h, boxHeight: boxHeight, stemWidth: stem)
                #expect(removed == straight && found == expected, "seed \(seed), box \(boxHeight), stem \(String(describing: stem))")
            }
        }
    }

    /// The ridge's eight-lane test reads sign bits as lane bits: bit k for lane k not negative.
    @Test(arguments: [
        (SIMD8<Int32>(0, 1, -1, 5, -7, 0, Int32.min, Int32.max), UInt32(0b1010_1011)),
        (SIMD8<Int32>(repeating: -1), UInt32(0)),
        (SIMD8<Int32>(repeating: 3), UInt32(0xFF)),
    ])
    func nonNegativeLanesAreBits(lanes: SIMD8<Int32>, bits: UInt32) {
        #expect(StrokeRidge.nonNegativeLanes(lanes) == bits)
    }

    @Test func blobGoesStrokesStay() {
        var mask = Self.mask()
        let before = mask.filter { $0 }.count
        let removed = TextSeparator.removeThickAreas(from: &mask, width: 90, height: 40, boxHeight: 40)
        #expect(removed == 24 * 16)
        #expect(mask.filter { $0 }.count == before - 24 * 16)
        #expect(mask[20 * 90 + 5] && mask[20 * 90 + 13])
        #expect(!mask[15 * 90 + 50])
    }

    /// A bold stem 14 px wide among 3-px strokes looks like a patch by the ridge alone; the
    /// font's stated stem width (fontSize and fontWeight) keeps it.
    @Test func statedStemWidthKeepsBoldStems() {
        var mask = [Bool](repeating: false, count: 90 * 60)
        func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int) {
            for row in y..<(y + h) { for column in x..<(x + w) { mask[row * 90 + column] = true } }
        }
        for x in stride(from: 4, to: 40, by: 8) { fill(x, 6, 3, 40) }
        fill(50, 6, 14, 40)
        var plain = mask
        #expect(TextSeparator.removeThickAreas(from: &plain, width: 90, height: 60, boxHeight: 100) > 0)
        #expect(TextSeparator.removeThickAreas(from: &mask, width: 90, height: 60, boxHeight: 100, stemWidth: 14) == 0)
    }

    /// The same mask with 30 more empty pixels on every side gives the same removal.
    @Test func emptyCanvasChangesNothing() {
        var small = Self.mask()
        var large = Self.mask(width: 150, height: 100, offset: (30, 30))
        let a = TextSeparator.removeThickAreas(from: &small, width: 90, height: 40, boxHeight: 40)
        let b = TextSeparator.removeThickAreas(from: &large, width: 150, height: 100, boxHeight: 40)
        #expect(a == b)
        var differing = 0
        for y in 0..<40 {
            for x in 0..<90 where small[y * 90 + x] != large[(y + 30) * 150 + x + 30] { differing += 1 }
        }
        #expect(differing == 0)
    }

    @Test func boundingBoxIsPaddedAndClipped() {
        let mask = Self.mask()
        #expect(MaskBounds.boundingBox(of: mask, width: 90, height: 40, padding: 1) == PixelRect(x: 3, y: 5, width: 62, height: 30))
        #expect(MaskBounds.boundingBox(of: mask, width: 90, height: 40, padding: 10) == PixelRect(x: 0, y: 0, width: 74, height: 40))
        #expect(MaskBounds.boundingBox(of: [Bool](repeating: false, count: 12), width: 4, height: 3, padding: 1) == nil)
    }

    /// Given the mask's bounding box or not, the 24×16 blob goes and the strokes stay, with the
    /// mask at the window's edges too.
    @Test(arguments: [(0, 0, 90, 40), (30, 30, 150, 100), (0, 30, 92, 70), (5, 0, 95, 40)])
    func givenBoundsChangeNothing(x: Int, y: Int, width: Int, height: Int) {
        var found = Self.mask(width: width, height: height, offset: (x, y))
        var given = found
        let bounds = MaskBounds.boundingBox(of: given, width: width, height: height, padding: 0)
        let a = TextSeparator.removeThickAreas(from: &found, width: width, height: height, boxHeight: 40)
        let b = TextSeparator.removeThickAreas(from: &given, width: width, height: height, boxHeight: 40, bounds: bounds)
        #expect(a == 24 * 16 && b == a)
        #expect(found == given)
        // What is left is the strokes: the blob's pixels are all gone.
        #expect(found.filter { $0 }.count == Self.mask().filter { $0 }.count - 24 * 16)
    }

    /// The bounding box against the set pixels' extremes, on sparse masks with rows wider than
    /// the scan's 64- and 16-byte steps.
    @Test(arguments: [(1, 1), (15, 4), (63, 3), (64, 5), (65, 7), (200, 9), (333, 6)])
    func boundingBoxMatchesTheExtremes(width w: Int, height h: Int) {
        var random = SeededRandom(state: UInt64(w * 31 + h))
        for _ in 0..<20 {
            let mask = (0..<(w * h)).map { _ in random.next(w * h / 2 + 1) == 0 }
            let set = mask.indices.filter { mask[$0] }
            let padding = random.next(3)
            let expected: PixelRect? = set.isEmpty ? nil : {
                let xs = set.map { $0 % w }, ys = set.map { $0 / w }
                let x0 = max(0, xs.min()! - padding), y0 = max(0, ys.min()! - padding)
                return PixelRect(x: x0, y: y0, width: min(w, xs.max()! + padding + 1) - x0, height: min(h, ys.max()! + padding + 1) - y0)
            }()
            #expect(MaskBounds.boundingBox(of: mask, width: w, height: h, padding: padding) == expected)
        }
    }

    /// The thick-area depths come from a byte field (limit 14) unless the mask is deeper: its
    /// depths up to 14² are the wider field's, pixel for pixel, on random blobby masks.
    @Test(arguments: 0..<8)
    func byteFieldHasTheShallowDepths(seed: Int) {
        var random = SeededRandom(state: UInt64(seed) + 400)
        let w = 20 + random.next(60), h = 20 + random.next(40)
        let mask = Self.blobs(width: w, height: h, count: 1 + random.next(6), largest: 40, random: &random)
        let outside = mask.map { !$0 }
        let bytes = DistanceField(mask: outside, width: w, height: h, limit: 14, settles: true).squared
        let wide = DistanceField(mask: outside, width: w, height: h, limit: 30, settles: true).squared
        for i in mask.indices where bytes[i] <= 14 * 14 { #expect(bytes[i] == wide[i]) }
        for i in mask.indices where bytes[i] > 14 * 14 { #expect(wide[i] > 14 * 14) }
    }

    /// In tall boxes (a depth limit over 14) the strokes-and-blob mask loses its blob as in a
    /// short one; a blob deeper than 14 px (the wider field's case) loses what a single wide
    /// field took (4430 of its 4550 pixels, measured before the byte field came first).
    @Test func tallBoxesRemoveTheSame() {
        var short = Self.mask(), tall = Self.mask()
        let a = TextSeparator.removeThickAreas(from: &short, width: 90, height: 40, boxHeight: 40)
        let b = TextSeparator.removeThickAreas(from: &tall, width: 90, height: 40, boxHeight: 200)
        #expect(a == 24 * 16 && b == a && short == tall)
        var deep = [Bool](repeating: false, count: 120 * 90)
        for y in 5..<85 { for x in 4..<7 { deep[y * 120 + x] = true } }
        for y in 10..<75 { for x in 30..<100 { deep[y * 120 + x] = true } }
        let c = TextSeparator.removeThickAreas(from: &deep, width: 120, height: 90, boxHeight: 300)
        #expect(c == 4430)
        #expect(deep.filter { $0 }.count == 80 * 3 + 70 * 65 - 4430)
    }
}
