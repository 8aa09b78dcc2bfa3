import Testing
@testable import LegibleAudit

/// `StrongestColour` (selection over keys) against its plain version (a stable sort by distance):
/// parts in walk order, not scan order; palettes of a few colours, where most distances tie,
/// and of many; every share from one pixel to the whole part.
struct StrongestColourTests {
    @Test(arguments: [(size: 1, palette: 1, seed: UInt64(51)), (size: 2, palette: 2, seed: 52), (size: 7, palette: 2, seed: 53),
                      (size: 40, palette: 3, seed: 54), (size: 300, palette: 12, seed: 55), (size: 900, palette: 900, seed: 56)])
    func matchesTheStableSort(size: Int, palette: Int, seed: UInt64) {
        var random = SeededRandom(state: seed)
        let colours = (0..<palette).map { _ in UInt32(truncatingIfNeeded: random.next() >> 20) & 0xFF_FFFF }
        let pixels = (0..<(size * 2)).map { _ in colours[random.next(palette)] }
        // Half the window's pixels, in a shuffled order as a depth-first walk hands them over.
        let part = Array((0..<(size * 2)).shuffled(using: &random).prefix(size))
        let page = UInt32(truncatingIfNeeded: random.next() >> 20) & 0xFF_FFFF
        pixels.withUnsafeBufferPointer { pixels in
            for count in Set([1, 2, size / 3, size / 2, size - 1, size]) where count >= 1 && count <= size {
                #expect(StrongestColour.of(part, pixels: pixels, from: page, count: count)
                    == StrongestColour.reference(part, pixels: pixels, from: page, count: count), "count \(count)")
            }
        }
    }

    /// `surelyWithin` never vouches for a median the selection puts farther: glyph-like parts
    /// (pixels around a text colour, noise past it, blends into the page) of every size and
    /// share, judged against the selected median channel by channel; it vouches for most. Its
    /// pass in C equals the plain one.
    @Test(arguments: [(seed: UInt64(71), spread: 10), (72, 20), (73, 30), (74, 45)])
    func surelyWithinHoldsForTheSelection(seed: UInt64, spread: Int) {
        var random = SeededRandom(state: seed)
        let reach: Int32 = 18
        var vouched = 0, tried = 0
        for _ in 0..<200 {
            let size = 1 + random.next(300)
            let text = UInt32(truncatingIfNeeded: random.next() >> 20) & 0xFF_FFFF
            let page = UInt32(truncatingIfNeeded: random.next() >> 20) & 0xFF_FFFF
            func channel(_ v: UInt32, _ shift: UInt32) -> Int { Int(v >> shift & 0xFF) }
            let pixels: [UInt32] = (0..<size).map { _ in
                // Most pixels near the text, some blends part of the way to the page.
                let share = random.next(3) == 0 ? Double(random.next(100)) / 100 : 0
                return [UInt32(16), 8, 0].reduce(UInt32(0)) { packed, shift in
                    let blended = Double(channel(text, shift)) + share * Double(channel(page, shift) - channel(text, shift))
                    let v = min(255, max(0, Int(blended) + random.next(2 * spread + 1) - spread))
                    return packed | UInt32(v) << shift
                }
            }
            let part = Array((0..<size).shuffled(using: &random))
            pixels.withUnsafeBufferPointer { pixels in
                let plain = StrongestColour.cubePassReference(part, pixels: pixels, text: text, from: page, reach: reach)
                #expect(StrongestColour.cubePass(part, pixels: pixels, text: text, from: page, reach: reach, avx2: false) == plain)
                for count in Set([1, max(1, size / 4), size / 2, size]) where count >= 1 && count <= size {
                    tried += 1
                    guard StrongestColour.surelyWithin(reach, of: text, part: part, pixels: pixels, from: page, count: count) else { continue }
                    vouched += 1
                    let core = StrongestColour.of(part, pixels: pixels, from: page, count: count)
                    for shift: UInt32 in [16, 8, 0] {
                        #expect(abs(channel(core, shift) - channel(text, shift)) <= Int(reach), "size \(size), count \(count)")
                    }
                }
            }
        }
        // Noise within the reach leaves most medians told; past it, some.
        if spread <= 10 { #expect(vouched * 2 > tried, "vouched \(vouched) of \(tried)") }
        if spread <= 20 { #expect(vouched > 0) }
    }

    /// The eight-lane pass (AVX2) equals the plain one: parts of every length around a step of
    /// eight (the tail one pixel at a time), none of their pixels in the cube, some, or all.
    @Test(.enabled(if: ProcessorKernels.avx2, "the processor has no AVX2"), arguments: [UInt64(81), 82, 83])
    func eightLaneCubePass(seed: UInt64) {
        var random = SeededRandom(state: seed)
        let pixels = (0..<500).map { _ in UInt32(truncatingIfNeeded: random.next() >> 20) & 0xFF_FFFF }
        pixels.withUnsafeBufferPointer { pixels in
            for size in 0..<40 {
                let part = (0..<size).map { _ in random.next(pixels.count) }
                // Text on a pixel of the part, or anywhere; reaches from none to every colour.
                let anywhere = UInt32(truncatingIfNeeded: random.next() >> 20) & 0xFF_FFFF
                let text = size > 0 && random.next(2) == 0 ? pixels[part[0]] : anywhere
                let page = UInt32(truncatingIfNeeded: random.next() >> 20) & 0xFF_FFFF
                for reach: Int32 in [0, 18, 90, 255] {
                    #expect(StrongestColour.cubePass(part, pixels: pixels, text: text, from: page, reach: reach, avx2: true)
                        == StrongestColour.cubePassReference(part, pixels: pixels, text: text, from: page, reach: reach), "size \(size)")
                }
            }
        }
    }
}
