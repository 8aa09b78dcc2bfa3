import Testing
@testable import LegibleAudit

/// Stage 7's kernels against their plain versions: the flat ring's vote and counts
/// (`FlatColours`), the sharp step two pixels out (`SharpSteps`).
struct OtherColourKernelTests {
    /// Rings flat, nearly flat, noisy and split between two colours, of lengths around the
    /// eight-lane blocks, some colours carrying a flag in their high byte.
    @Test(arguments: [1, 7, 8, 9, 40, 41, 300])
    func flatRingAsThePlainVote(count: Int) {
        var random = SeededRandom(state: UInt64(count) * 31 + 5)
        let base: UInt32 = 0x80_90_A0
        for kind in 0..<6 {
            for share in [0.5, 0.6, 0.62, 0.75, 0.9] {
                let colours = (0..<count).map { _ -> UInt32 in
                    let own = Double(random.next(1000)) < share * 1000
                    switch kind {
                    case 0: return own ? base : UInt32(random.next(1 << 24))
                    case 1: return own ? base ^ UInt32(random.next(4) * 0x01_00_01) : UInt32(random.next(1 << 24))
                    case 2: return own ? base : 0x10_20_30
                    case 3: return (own ? base : base &+ 0x03_00_00) | (random.next(2) == 0 ? 0xFF00_0000 : 0)
                    case 4: return base &+ UInt32(random.next(3)) * 0x01_01_01
                    default: return UInt32(random.next(4)) * 0x02_00_00 &+ base
                    }
                }
                let flat = colours.withUnsafeBufferPointer { FlatColours.isFlat($0, share: 0.6, within: 12) }
                #expect(flat == FlatColours.referenceIsFlat(colours, share: 0.6, within: 12), "kind \(kind), share \(share)")
            }
        }
    }

    /// The vote itself, on rings of runs (the leader's blocks of eight counted at once, a run
    /// ending inside a block, the lead running out on a block's edge) and of noise, with black
    /// (the vote's starting leader) among the colours.
    @Test(arguments: [0, 1, 7, 8, 9, 16, 17, 63, 64, 65, 300])
    func majorityAsThePlainVote(count: Int) {
        var random = SeededRandom(state: UInt64(count) * 131 + 7)
        for kind in 0..<5 {
            var colours: [UInt32] = []
            while colours.count < count {
                let run = kind == 0 ? 1 : 1 + random.next(kind * 6)
                let colour: UInt32 = kind == 4 ? UInt32(random.next(3)) * 0x30_30_30 : UInt32(random.next(kind == 1 ? 1 << 24 : 4))
                colours += Array(repeating: colour, count: min(run, count - colours.count))
            }
            let vote = colours.withUnsafeBufferPointer { FlatColours.majority($0) }
            #expect(vote == FlatColours.referenceMajority(colours), "kind \(kind)")
        }
    }

    /// Random marks and holds on windows of random sizes, a step found or not as the plain
    /// version finds it, also where the step lies in a row above or below the marked rows and
    /// at the rows' ends (where two pixels out in x would wrap onto the next row).
    @Test(arguments: 0..<40)
    func sharpStepAsThePlainLook(seed: Int) {
        var random = SeededRandom(state: UInt64(seed) * 7919 + 3)
        let w = 1 + random.next(40), h = 1 + random.next(12)
        let colour: UInt32 = 0x40_40_40
        let pixels = (0..<(w * h)).map { _ in random.next(6) == 0 ? 0xF0_F0_F0 : colour &+ UInt32(random.next(3)) * 0x01_01_01 }
        let top = random.next(h), rows = 1 + random.next(h - top)
        let n = rows * w, marking = 1 + random.next(8)
        let marked = (0..<n).map { _ in random.next(marking) == 0 }
        let held = (0..<n).map { _ in random.next(3) == 0 }
        let steps = pixels.withUnsafeBufferPointer {
            SharpSteps.anyTwoOut(marked: marked, held: held, offset: top * w, pixels: $0, width: w, height: h, from: colour, limit: 900)
        }
        let plain = pixels.withUnsafeBufferPointer {
            SharpSteps.referenceAnyTwoOut(marked: marked, held: held, offset: top * w, pixels: $0, width: w, height: h, from: colour,
                                          limit: 900)
        }
        #expect(steps == plain)
    }

    /// A gradient's band has no step two out; a glyph's stroke on white has one.
    @Test func gradientBandHasNoStepAndStrokeHasOne() {
        let w = 20, h = 5
        let ramp = (0..<(w * h)).map { i in UInt32(100 + i % w) * 0x01_01_01 }
        let marked = (0..<(w * h)).map { i in (5...10).contains(i % w) }, held = [Bool](repeating: false, count: w * h)
        let none = ramp.withUnsafeBufferPointer {
            SharpSteps.anyTwoOut(marked: marked, held: held, offset: 0, pixels: $0, width: w, height: h, from: 0x6B_6B_6B, limit: 400)
        }
        var stroke = [UInt32](repeating: 0xFF_FF_FF, count: w * h)
        for y in 0..<h { stroke[y * w + 8] = 0x20_20_20 }
        let line = (0..<(w * h)).map { $0 % w == 8 }
        let one = stroke.withUnsafeBufferPointer {
            SharpSteps.anyTwoOut(marked: line, held: held, offset: 0, pixels: $0, width: w, height: h, from: 0x20_20_20, limit: 400)
        }
        #expect(!none && one)
    }
}
