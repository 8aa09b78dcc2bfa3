import Testing
@testable import LegibleAudit

/// The parts of the first mask apart from its colours (`TextSeparator.partsApart`, told by their
/// runs) against the walk over every part, pixel by pixel, that the rule began with.
struct DrawnWithinPartsTests {
    /// Random masks of glyph-like runs on random windows, a random share of their pixels near the
    /// chosen colour or the text's (none, few, most), parts near and far from those holding them;
    /// the two colours alike or not.
    @Test(arguments: 0..<60)
    func partsAsThePlainWalk(seed: Int) {
        var random = SeededRandom(state: UInt64(seed) * 4241 + 17)
        let (mask, w, h) = random.runMask(widest: 60, tallest: 24, longest: 1 + random.next(6))
        let share = [0, 2, 20, 90][seed % 4]
        let chosen: UInt32 = 0x30_40_50, text: UInt32 = seed % 3 == 0 ? chosen : 0x50_40_30
        let pixels = (0..<(w * h)).map { _ -> UInt32 in
            guard random.next(100) < share else { return 0xA0_A0_A0 &+ UInt32(random.next(40)) }
            // Within √12 of either colour or a little farther, some with a flag in the high byte.
            return (random.next(2) == 0 ? chosen : text) &+ UInt32(random.next(4)) * 0x01_01_01
                | (random.next(4) == 0 ? 0xFF00_0000 : 0)
        }
        let apartBy = 1 + random.next(3)
        let isFirst = { (i: Int) in
            colourDistanceSquared(pixels[i], chosen) <= 12 || colourDistanceSquared(pixels[i], text) <= 12
        }
        let parts = TextSeparator.partsApart(from: mask, width: w, height: h, by: apartBy, isFirst: isFirst)
        #expect(parts == Self.plainParts(mask, width: w, height: h, apartBy: apartBy, isFirst: isFirst))
    }

    /// Every part walked pixel by pixel, then those holding a first pixel dilated.
    static func plainParts(_ first: [Bool], width w: Int, height h: Int, apartBy: Int, isFirst: (Int) -> Bool) -> [[Int]] {
        var parts: [[Int]] = [], holding = [Bool](repeating: false, count: first.count), holdsFirst = false
        MaskComponents.forEach(in: first, width: w, height: h) { part in
            guard part.contains(where: isFirst) else { return parts.append(part) }
            holdsFirst = true
            for i in part { holding[i] = true }
        }
        guard holdsFirst, !parts.isEmpty else { return [] }
        let near = MaskBytes.dilated(holding, width: w, height: h, by: apartBy)
        return parts.filter { !$0.contains { near[$0] } }
    }
}
