import LegiblePixels
import Testing
@testable import LegibleAudit

/// JPEG ring smoothing: each ring colour becomes the per-channel median of the ring colours in its
/// 3×3 neighbourhood, whether the sorting network (all nine in the ring) or the sort (fewer) finds it.
struct LossyRingTests {
    @Test(arguments: [1, 2, 3])
    func equalsSortedMedians(seed: UInt64) {
        let w = 23, h = 17
        // Seeded: a failure reproduces.
        var generator = SeededRandom(state: seed)
        // A ring with holes (text) and edges, and noisy colours.
        let ring = (0..<(w * h)).filter { _ in Int.random(in: 0..<10, using: &generator) < 7 }
        let colours = ring.map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &generator) }
        var smoothed = colours
        TextSeparator.smoothLossyRing(&smoothed, ring: ring, width: w, height: h)
        var colourAt: [Int: UInt32] = [:]
        for (k, i) in ring.enumerated() { colourAt[i] = colours[k] }
        for (k, i) in ring.enumerated() {
            let x = i % w, y = i / w
            var neighbours: [UInt32] = []
            for ny in max(0, y - 1)...min(h - 1, y + 1) {
                for nx in max(0, x - 1)...min(w - 1, x + 1) {
                    if let c = colourAt[ny * w + nx] { neighbours.append(c) }
                }
            }
            var expected: UInt32 = 0
            for shift: UInt32 in [16, 8, 0] {
                let channel = neighbours.map { ($0 >> shift) & 255 }.sorted()
                expected |= channel[channel.count / 2] << shift
            }
            #expect(smoothed[k] == expected)
        }
    }

    /// Dense rings (runs of pixels with whole neighbourhoods), sparse ones (a step's lanes mostly
    /// not ring pixels), narrow and odd widths, rings that start and end rows inside the window
    /// (the buffer covers the ring's rows alone), and repeated passes.
    static let kernelCases: [(UInt64, Int, Int, Int, ClosedRange<Int>)] = [
        (1, 40, 31, 97, 0...30), (2, 5, 9, 99, 0...8), (3, 64, 3, 90, 0...2), (4, 1, 12, 100, 0...11), (5, 37, 29, 100, 0...28),
        (6, 17, 11, 35, 0...10), (7, 9, 40, 60, 0...39), (8, 200, 6, 85, 0...5), (9, 33, 25, 80, 7...15), (10, 12, 30, 100, 29...29),
    ]

    /// The four-lane kernel (any processor) equals the plain version pass by pass.
    @Test(arguments: kernelCases)
    func kernelEqualsReference(seed: UInt64, width w: Int, height h: Int, percent: Int, rows: ClosedRange<Int>) {
        expectKernelEqualsReference(seed: seed, width: w, height: h, percent: percent, rows: rows, lanes: 4)
    }

    /// The eight-lane kernel (AVX2) equals the plain version pass by pass.
    @Test(.enabled(if: RingMedian.fastestLanes == 8, "the processor has no AVX2"), arguments: kernelCases)
    func eightLaneKernelEqualsReference(seed: UInt64, width w: Int, height h: Int, percent: Int, rows: ClosedRange<Int>) {
        expectKernelEqualsReference(seed: seed, width: w, height: h, percent: percent, rows: rows, lanes: 8)
    }

    private func expectKernelEqualsReference(seed: UInt64, width w: Int, height h: Int, percent: Int, rows: ClosedRange<Int>,
                                             lanes: Int32) {
        var generator = SeededRandom(state: seed)
        let ring = (0..<(w * h)).filter { rows.contains($0 / w) && Int.random(in: 0..<100, using: &generator) < percent }
        // Few distinct values per channel: ties, as in JPEG noise around one colour.
        let colours = ring.map { _ in
            UInt32.random(in: 0...3, using: &generator) * 0x55_0000 | UInt32.random(in: 0...255, using: &generator) << 8
                | UInt32.random(in: 250...255, using: &generator)
        }
        var expected = colours
        for passes in 1...3 {
            expected = RingMedian.reference(expected, ring: ring, width: w, height: h)
            var smoothed = colours
            RingMedian.smooth(&smoothed, ring: ring, width: w, height: h, passes: passes, lanes: lanes)
            #expect(smoothed == expected, "after \(passes) passes")
        }
    }

    /// The buffers the passes borrow come back zero: rings of several sizes smoothed one after
    /// another, on buffers others left, equal the plain version, and their colours before stay.
    @Test func buffersComeBackZero() {
        for (seed, (w, h)) in [(11, (300, 40)), (12, (30, 9)), (13, (300, 40)), (14, (7, 70)), (15, (90, 90))] {
            var generator = SeededRandom(state: UInt64(seed))
            let ring = (0..<(w * h)).filter { _ in Int.random(in: 0..<100, using: &generator) < 60 }
            let colours = ring.map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &generator) }
            for passes in 1...3 {
                var expected = colours
                for _ in 0..<passes { expected = RingMedian.reference(expected, ring: ring, width: w, height: h) }
                let before = colours
                #expect(RingMedian.smoothed(colours, ring: ring, width: w, height: h, passes: passes) == expected,
                        "\(w)×\(h), \(passes) passes")
                #expect(colours == before)
            }
        }
        #expect(ZeroedWords.spareCount <= ZeroedWords.spareLimit)
    }

    /// (own colour, its 3×3 median, text colour, whether the own colour is kept). Worked by
    /// hand: ringing reaches 0.35 of the step from the median to the text (at least 24 levels),
    /// off the segment between them or past its ends.
    static let detailCases: [(UInt32, UInt32, UInt32, Bool)] = [
        // A white star beside yellow text on a night sky: 246 off the segment, the step 281.
        (0xFE_FEFE, 0x29_2841, 0xFF_D60A, true),
        // The sky ringing 20 levels a channel, 0.08 of the way to the text.
        (0x3D_3C55, 0x29_2841, 0xFF_D60A, false),
        // Grey text on white overshooting darker by 16 a channel: 0.13 past the text.
        (0x70_7070, 0xFF_FFFF, 0x80_8080, false),
        // A pale galaxy beside grey text over a dark sky: 0.49 past the text.
        (0xE0_C0D8, 0x15_1716, 0x95_9595, true),
        // Half-way from a dark ring to white text: a blend, not detail.
        (0x8A_8A8A, 0x18_1818, 0xFC_FCFC, false),
        // Low contrast: within the noise floor (24 levels) of the median.
        (0x7A_7A7A, 0x70_7070, 0x60_6060, false),
    ]

    @Test(arguments: detailCases)
    func detailPastRingingStays(own: UInt32, median: UInt32, text: UInt32, kept: Bool) {
        var colours = [median]
        TextSeparator.keepDetailPastRinging(&colours, before: [own], text: text)
        #expect(colours == [kept ? own : median])
    }

    @Test func flatRingStaysFlat() {
        let ring = Array(0..<(8 * 8))
        var colours = [UInt32](repeating: 0x12_34_56, count: ring.count)
        TextSeparator.smoothLossyRing(&colours, ring: ring, width: 8, height: 8)
        #expect(colours.allSatisfy { $0 == 0x12_34_56 })
    }
}
