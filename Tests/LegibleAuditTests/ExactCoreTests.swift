import LegiblePixels
import Testing
@testable import LegibleAudit

/// Mask pixels far from every exact-colour core go to the background: checked against a direct
/// reading of the rule (look at every pixel's square neighbourhood) on random masks.
struct ExactCoreTests {
    /// The rule as written: a mask pixel is far when no core (a mask pixel within √exactness of
    /// the colour) lies within `reach` in x and in y; far groups of 8 or more are dropped.
    static func reference(_ mask: [Bool], pixels: [UInt32], colour: UInt32, width w: Int, height h: Int, reach: Int,
                          exactness: Int32) -> (mask: [Bool], dropped: Int) {
        var far = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            for x in 0..<w where mask[y * w + x] {
                var near = false
                for ny in max(0, y - reach)...min(h - 1, y + reach) {
                    for nx in max(0, x - reach)...min(w - 1, x + reach) {
                        let j = ny * w + nx
                        if mask[j] && colourDistanceSquared(pixels[j], colour) <= exactness { near = true }
                    }
                }
                far[y * w + x] = !near
            }
        }
        guard far.contains(true), MaskComponents.dropSmallComponents(of: &far, width: w, height: h, minimum: 8) else {
            return (mask, 0)
        }
        keepStrokes(&far, of: mask, pixels: pixels, width: w, height: h)
        var out = mask
        var dropped = 0
        for i in out.indices where far[i] {
            out[i] = false
            dropped += 1
        }
        return (out, dropped)
    }

    /// Far groups one or two pixels thick (twice their pixels over those with a 4-neighbour
    /// outside the group: at most 2) that touch the rest of the mask, half of whose pixels or
    /// more have a 4-neighbour in the group of exactly their colour, are strokes: they stay.
    static func keepStrokes(_ far: inout [Bool], of mask: [Bool], pixels: [UInt32], width w: Int, height h: Int) {
        var label = [Int](repeating: -1, count: w * h)
        var groups: [[Int]] = []
        for start in far.indices where far[start] && label[start] < 0 {
            var group = [start], k = 0
            label[start] = groups.count
            while k < group.count {
                let x = group[k] % w, y = group[k] / w
                k += 1
                for dy in -1...1 { for dx in -1...1 {
                    let nx = x + dx, ny = y + dy
                    guard nx >= 0 && nx < w && ny >= 0 && ny < h, far[ny * w + nx], label[ny * w + nx] < 0 else { continue }
                    label[ny * w + nx] = groups.count
                    group.append(ny * w + nx)
                } }
            }
            groups.append(group)
        }
        for group in groups {
            func inFar(_ x: Int, _ y: Int) -> Bool { x >= 0 && x < w && y >= 0 && y < h && far[y * w + x] }
            let outline = group.filter { i in
                let x = i % w, y = i / w
                return !inFar(x - 1, y) || !inFar(x + 1, y) || !inFar(x, y - 1) || !inFar(x, y + 1)
            }.count
            let touches = group.contains { i in
                let x = i % w, y = i / w
                return (-1...1).contains { dy in (-1...1).contains { dx in
                    inside(x + dx, y + dy, w, h) && mask[(y + dy) * w + x + dx] && !far[(y + dy) * w + x + dx]
                } }
            }
            let twinned = group.filter { i in
                let x = i % w, y = i / w
                return [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)].contains { inFar($0.0, $0.1) && pixels[$0.1 * w + $0.0] == pixels[i] }
            }.count
            if touches && group.count <= outline && 2 * twinned >= group.count { for i in group { far[i] = false } }
        }
    }

    static func inside(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> Bool { x >= 0 && x < w && y >= 0 && y < h }

    @Test(arguments: 0..<40)
    func matchesTheRuleOnRandomMasks(seed: Int) {
        var random = SeededRandom(state: UInt64(seed) &* 7919)
        let w = 1 + random.next(70), h = 1 + random.next(30)
        let colour: UInt32 = 0x20_30_40
        // Cores are rare (exact, within 12, within 144 of the colour), so far groups occur.
        let cores: [UInt32] = [colour, 0x21_31_41, 0x23_30_40, 0x28_38_48]
        let others: [UInt32] = [0x30_40_50, 0x80_80_80, 0xF0_F0_F0]
        let pixels = (0..<(w * h)).map { _ in random.next(40) == 0 ? cores[random.next(4)] : others[random.next(3)] }
        // Blobs of mask, so components of every size occur.
        var mask = [Bool](repeating: false, count: w * h)
        for _ in 0..<(1 + random.next(8)) {
            let bx = random.next(w), by = random.next(h), bw = 1 + random.next(12), bh = 1 + random.next(8)
            for y in by..<min(h, by + bh) { for x in bx..<min(w, bx + bw) { mask[y * w + x] = true } }
        }
        let reach = 1 + random.next(3)
        let exactness: Int32 = random.next(2) == 0 ? 12 : 144
        let expected = Self.reference(mask, pixels: pixels, colour: colour, width: w, height: h, reach: reach, exactness: exactness)
        var actual = mask
        let dropped = pixels.withUnsafeBufferPointer {
            TextSeparator.dropFarFromCores(&actual, pixels: $0, colour: colour, width: w, height: h, reach: reach, exactness: exactness)
        }
        #expect(dropped.count == expected.dropped)
        #expect(actual == expected.mask)
        // The cores marked beforehand (as separation does, in the mask's pass), and a rectangle
        // larger than the mask's bounding box.
        var marked = [Bool](repeating: false, count: w * h), near = [Bool](repeating: false, count: w * h)
        pixels.withUnsafeBufferPointer { p in
            near.withUnsafeMutableBufferPointer { n in
                marked.withUnsafeMutableBufferPointer {
                    _ = NearMask.mark(colour, limit: 255 * 255, pixels: p, into: n, closer: $0, within: exactness)
                }
            }
        }
        var given = mask
        let bounds = MaskBounds.boundingBox(of: mask, width: w, height: h, padding: random.next(3))
        let droppedGiven = pixels.withUnsafeBufferPointer {
            TextSeparator.dropFarFromCores(&given, pixels: $0, colour: colour, width: w, height: h, reach: reach, exactness: exactness,
                                           cores: marked, bounds: bounds)
        }
        #expect(droppedGiven.count == expected.dropped)
        #expect(given == expected.mask)
    }

    /// Marking two distances at once: each mask as `colourDistanceSquared` says, the count the
    /// first one's; the eight-lane Swift pass and the AVX2 kernel alike.
    @Test(arguments: [1, 7, 8, 9, 100, 1031])
    func markNearMarksBothLimits(count: Int) {
        expectMarksBothLimits(count: count, avx2: false)
    }

    @Test(.enabled(if: ProcessorKernels.avx2, "the processor has no AVX2"), arguments: [1, 7, 8, 9, 100, 1031])
    func avx2MarkNearMarksBothLimits(count: Int) {
        expectMarksBothLimits(count: count, avx2: true)
    }

    private func expectMarksBothLimits(count: Int, avx2: Bool) {
        var random = SeededRandom(state: UInt64(count) + 17)
        // Mid-grey, and the channel extremes (differences of ±255), with stray high bytes ignored.
        for colour: UInt32 in [0x40_80_C0, 0xFF_00_FF, 0x00_FF_00] {
            let pixels = (0..<count).map { _ -> UInt32 in
                let stray: UInt32 = random.next(2) == 0 ? 0 : 0xFF00_0000
                return stray | (random.next(2) == 0 ? colour ^ UInt32(random.next(8) * 0x01_01_01) : UInt32(random.next(1 << 24)))
            }
            for (limit, closeLimit): (Int32, Int32) in [(300, 12), (255 * 255 * 3, 0), (0, 0)] {
                var near = [Bool](repeating: true, count: count), closer = near, alone = near
                let marked = pixels.withUnsafeBufferPointer { p in
                    near.withUnsafeMutableBufferPointer { n in
                        closer.withUnsafeMutableBufferPointer {
                            NearMask.mark(colour, limit: limit, pixels: p, into: n, closer: $0, within: closeLimit, avx2: avx2)
                        }
                    }
                }
                let markedAlone = pixels.withUnsafeBufferPointer { p in
                    alone.withUnsafeMutableBufferPointer { NearMask.mark(colour, limit: limit, pixels: p, into: $0, avx2: avx2) }
                }
                #expect(near == pixels.map { colourDistanceSquared($0, colour) <= limit })
                #expect(closer == pixels.map { colourDistanceSquared($0, colour) <= closeLimit })
                #expect(alone == near)
                var far = [Bool](repeating: true, count: count)
                let markedFar = pixels.withUnsafeBufferPointer { p in
                    far.withUnsafeMutableBufferPointer { NearMask.markFar(colour, limit: limit, pixels: p, into: $0, avx2: avx2) }
                }
                #expect(far == pixels.map { colourDistanceSquared($0, colour) > limit } && markedFar == count - marked)
                #expect(pixels.withUnsafeBufferPointer { NearMask.count($0, within: limit, of: colour) } == marked)
                #expect(marked == near.filter { $0 }.count && markedAlone == marked)
            }
        }
    }

    /// The share of a mask's pixels near the text colour, from the cores marked in the mask's
    /// pass (bytes counted) and from the pixels' distances, within bounds of every width.
    @Test(arguments: [(1, 1), (5, 3), (17, 9), (40, 12), (70, 20)])
    func shareFromMarkedCoresMatchesDistances(width w: Int, height h: Int) {
        var random = SeededRandom(state: UInt64(w * 100 + h))
        let colour: UInt32 = 0x20_30_40, exactness: Int32 = 48
        let pixels = (0..<(w * h)).map { _ in colour &+ UInt32(random.next(6)) * 0x01_01_01 }
        let mask = (0..<(w * h)).map { _ in random.next(4) > 0 }
        var near = [Bool](repeating: false, count: w * h), cores = near
        pixels.withUnsafeBufferPointer { p in
            near.withUnsafeMutableBufferPointer { n in
                cores.withUnsafeMutableBufferPointer { _ = NearMask.mark(colour, limit: 255 * 255, pixels: p, into: n, closer: $0, within: exactness) }
            }
        }
        let x = random.next(max(1, w / 3)), y = random.next(max(1, h / 3))
        let bounds = PixelRect(x: x, y: y, width: w - x - random.next(max(1, (w - x) / 2)), height: h - y)
        var inMask = 0, close = 0
        for row in bounds.y..<bounds.maxY {
            for column in bounds.x..<bounds.maxX where mask[row * w + column] {
                inMask += 1
                if colourDistanceSquared(pixels[row * w + column], colour) <= exactness { close += 1 }
            }
        }
        let expected = inMask == 0 ? 0 : Double(close) / Double(inMask)
        let (counted, measured) = pixels.withUnsafeBufferPointer { p in
            (TextSeparator.share(of: mask, cores: cores, within: exactness, of: colour, pixels: p, width: w, bounds: bounds),
             TextSeparator.share(of: mask, within: exactness, of: colour, pixels: p, width: w, bounds: bounds))
        }
        #expect(counted == expected)
        #expect(measured == expected)
        #expect(close > 0 || inMask == 0)
    }

    /// A 20×9 patch of the text colour's neighbour with one core in its corner: all but the
    /// core's neighbourhood goes.
    @Test func patchAwayFromTheCoreGoes() {
        let w = 30, h = 12, colour: UInt32 = 0xFF_FF_FF
        var pixels = [UInt32](repeating: 0xF0_F0_F0, count: w * h)
        var mask = [Bool](repeating: false, count: w * h)
        for y in 1..<10 { for x in 2..<22 { mask[y * w + x] = true } }
        pixels[1 * w + 2] = colour
        let dropped = pixels.withUnsafeBufferPointer {
            TextSeparator.dropFarFromCores(&mask, pixels: $0, colour: colour, width: w, height: h, reach: 2)
        }
        // The core at (2, 1) keeps x 2...4, y 1...3: 9 pixels of the 180.
        #expect(dropped.count == 180 - 9)
        #expect(mask[3 * w + 4] && !mask[3 * w + 5] && !mask[4 * w + 2])
    }

    /// Whether any pixel is far from a colour, eight at a time, against the scalar test.
    @Test(arguments: [0, 1, 7, 8, 9, 63, 64, 65])
    func anyPixelFindsTheFarOne(count: Int) {
        let colour: UInt32 = 0xF0_F0_F0
        for far in [-1] + Array(0..<count) {
            // Pixels 9 levels off in one channel (81 ≤ 99), one 10 off in all three (300).
            let pixels = (0..<count).map { $0 == far ? 0xE6_E6_E6 : colour ^ UInt32(($0 % 3 == 0 ? 0x09 : 0x00) << (8 * ($0 % 3))) }
            let found = pixels.withUnsafeBufferPointer { NearMask.anyPixel($0, fartherThan: 99, from: colour) }
            #expect(found == pixels.contains { colourDistanceSquared($0, colour) > 99 })
            #expect(found == (far >= 0))
        }
    }

    /// Squared distances from 16-bit products against `colourDistanceSquared`, at the channel
    /// extremes (differences of ±255) and on random colours, with stray high bytes ignored.
    @Test func squaredDistanceLanesMatchTheScalarOnes() {
        var random = SeededRandom(state: 11)
        let extremes: [UInt32] = [0, 0xFF_FF_FF, 0xFF_00_00, 0x00_FF_00, 0x00_00_FF, 0x80_80_80, 0xFF_00_FF]
        for colour in extremes + (0..<40).map({ _ in UInt32(random.next(1 << 24)) }) {
            let lanes = SquaredDistanceLanes(colour)
            for _ in 0..<20 {
                let pixels = SIMD8<UInt32>((0..<8).map { _ in
                    (random.next(3) == 0 ? extremes[random.next(extremes.count)] : UInt32(random.next(1 << 24)))
                        | UInt32(random.next(2)) << 24
                })
                let d = lanes.squaredDistances(pixels)
                for k in 0..<8 { #expect(d[k] == colourDistanceSquared(pixels[k], colour)) }
            }
        }
    }
}

/// A monospace stem at a half-pixel position splits its colour over two columns and never
/// reaches the exact core colour; it joins the glyph's bar, which does. It is a stroke and stays;
/// a patch of the same colour as thick as it is wide, joining the bar the same way, goes.
struct SplitStemTests {
    @Test(arguments: [(2, true), (1, true), (4, false), (3, false)])
    func stemStaysPatchGoes(width: Int, stays: Bool) {
        let w = 20, h = 16, core: UInt32 = 0x20_20_20, split: UInt32 = 0x70_70_70
        var pixels = [UInt32](repeating: 0xF0_F0_F0, count: w * h), mask = [Bool](repeating: false, count: w * h)
        // The bar: two rows of exact cores.
        for y in 1...2 { for x in 2..<16 { pixels[y * w + x] = core; mask[y * w + x] = true } }
        // Hanging from it, `width` columns twelve rows long.
        for y in 3..<15 { for x in 6..<(6 + width) { pixels[y * w + x] = split; mask[y * w + x] = true } }
        var actual = mask
        let dropped = pixels.withUnsafeBufferPointer {
            TextSeparator.dropFarFromCores(&actual, pixels: $0, colour: core, width: w, height: h, reach: 2, exactness: 12)
        }
        // Rows 5 on lie more than two rows from the bar.
        #expect(dropped.count == (stays ? 0 : 10 * width))
        #expect(actual[14 * w + 6] == stays)
    }

    /// The share of mask pixels near the colour, read within the mask's bounds alone, against
    /// a count over the whole window: a worked case (3 of 4 near), then masks in parts of it.
    @Test(arguments: [(0, 12, 9, 2, 5, 3, 7), (1, 30, 20, 0, 30, 0, 20), (2, 30, 20, 25, 30, 15, 20), (3, 17, 40, 3, 4, 0, 40)])
    func shareWithinBoundsCountsTheWholeMask(seed: Int, width w: Int, height h: Int, x0: Int, x1: Int, y0: Int, y1: Int) {
        let colour: UInt32 = 0x33_66_99, limit: Int32 = 12
        var mask = [Bool](repeating: false, count: w * h), pixels = [UInt32](repeating: 0xF0_F0_F0, count: w * h)
        if seed == 0 {
            // Four mask pixels: two exact, one at distance² 12 (in), one at 13 (out).
            for (i, p) in [(3 * w + 2, colour), (4 * w + 3, colour), (5 * w + 4, colour + 0x02_02_02), (6 * w + 4, colour + 0x03_02)] {
                mask[i] = true
                pixels[i] = p
            }
        } else {
            var random = SeededRandom(state: UInt64(seed))
            for y in y0..<y1 {
                for x in x0..<x1 where random.next(3) > 0 {
                    mask[y * w + x] = true
                    pixels[y * w + x] = colour &+ UInt32(random.next(4)) &* 0x01_01_01
                }
            }
        }
        let inMask = mask.filter { $0 }.count
        let near = mask.indices.filter { mask[$0] && colourDistanceSquared(pixels[$0], colour) <= limit }.count
        let bounds = MaskBounds.boundingBox(of: mask, width: w, height: h, padding: 0)!
        let share = pixels.withUnsafeBufferPointer {
            TextSeparator.share(of: mask, within: limit, of: colour, pixels: $0, width: w, bounds: bounds)
        }
        #expect(share == Double(near) / Double(inMask))
        if seed == 0 { #expect(share == 0.75) }
    }
}
