import LegibleColour
import LegiblePixels
import Testing
@testable import LegibleAudit

/// Candidates scored from the most promising first, the others dropped under a quarter of the
/// best or under the second best, against scoring every one of them in their order and sorting
/// (stably) by score: what `separate` reads of them (the best two, the pure colour it may take
/// instead of an impure best) is the same.
struct ScoredCandidatesTests {
    @Test(arguments: [false, true])
    func matchesScoringEveryCandidate(large: Bool) {
        // Large boxes (over 16000 pixels) are scored on the stride-2 grid.
        let width = large ? 420 : 150, height = large ? 70 : 50
        let backgrounds: [(Int, Int) -> RGB8] = [
            { _, _ in RGB8(grey: 245) },
            { x, y in
                RGB8(r: UInt8(40 + (x * 3 + y) % 160), g: UInt8(90 + (x + y * 5) % 120), b: UInt8(30 + (x * y) % 200))
            },
            { x, _ in RGB8(r: UInt8(20 + x % 200), g: 60, b: UInt8(200 - x % 180)) },
            { x, y in (x / 9 + y / 7) % 2 == 0 ? RGB8(grey: 30) : RGB8(r: 200, g: 40, b: 40) },
        ]
        let separator = TextSeparator(hint: nil, ringRadius: 4)
        var several = 0, dropped = 0
        for (k, background) in backgrounds.enumerated() {
            for colour in [RGB8(grey: 0x22), RGB8(r: 250, g: 250, b: 250), RGB8(r: 0x30, g: 0x60, b: 0xC0)] {
                let screen = SyntheticScreen(width: width, height: height, background: background)
                let raster = screen.render(text: "HELLO TEXT", colour: colour, x: 6, y: 8, cell: large ? 5 : 2.6)
                let rect = PixelRect(x: 2, y: 2, width: width - 4, height: height - 4)
                let box = BoxPixels(raster: raster, rect: rect, margin: 6)
                let (found, reference) = box.rgb.withUnsafeBufferPointer { pixels in
                    var histogram: [Int32] = []
                    var sampled: [UInt32]?
                    let colours = separator.candidateColours(pixels, box: box, histogram: &histogram, sampled: &sampled)
                    // As `separate` shares them; the reference makes its own grid from the pixels.
                    var shared = CandidateScan.Shared(histogram: histogram, sampled: sampled)
                    let found = separator.scoredCandidates(colours, pixels: pixels, box: box, shared: &shared)
                    var every = CandidateScan.Shared(histogram: histogram)
                    let all = colours.compactMap { separator.counted($0, pixels: pixels, box: box, shared: &every) }
                        .compactMap { separator.scored($0) }
                    // Swift's sort is stable: ties keep the candidates' order.
                    return (found, all.sorted { $0.score > $1.score })
                }
                let label = "background \(k), text \(colour)"
                let best = reference.first?.score ?? 0
                // The same candidates, in the same order, but for some under a quarter of the best.
                let kept = reference.filter { candidate in found.contains { $0.colour == candidate.colour } }
                #expect(found.map(\.colour) == kept.map(\.colour), "\(label)")
                #expect(found.map(\.score) == kept.map(\.score), "\(label)")
                #expect(found.map(\.outward) == kept.map(\.outward), "\(label)")
                // The best two, where a quarter of the best or more, are kept and come first.
                let leading = reference.prefix(2).filter { $0.score >= 0.25 * best }
                #expect(found.prefix(leading.count).map(\.colour) == leading.map(\.colour), "\(label)")
                // The colour `separate` takes from them is the same.
                #expect(Self.chosen(found, background: box.frameColour)?.colour
                        == Self.chosen(reference, background: box.frameColour)?.colour, "\(label)")
                // And so is the pure colour it would take were the best impure.
                if var impure = reference.first {
                    impure.purity = 0
                    #expect(TextSeparator.drawnRatherThanPhotographed(impure, among: found)?.colour
                            == TextSeparator.drawnRatherThanPhotographed(impure, among: reference)?.colour, "\(label)")
                }
                if reference.count > 1 { several += 1 }
                dropped += reference.count - found.count
            }
        }
        // The cases do have several candidates, and some dropped.
        #expect(several > 0 && dropped > 0)
    }

    /// The candidate `separate` takes from `scored`, as it takes it.
    static func chosen(_ scored: [Candidate], background: UInt32) -> Candidate? {
        guard var chosen = scored.first else { return nil }
        if scored.count > 1, TextSeparator.runnerUpIsText(chosen, scored[1], background: background) { chosen = scored[1] }
        if let drawn = TextSeparator.drawnRatherThanPhotographed(chosen, among: scored) { chosen = drawn }
        return chosen
    }
}
