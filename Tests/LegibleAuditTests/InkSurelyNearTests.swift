import Testing
@testable import LegibleAudit

/// The gate before `inkParts` walks a lossy box's ink (`inkSurelyNear`): the ink's parts found
/// from its runs, judged by their bounding box and counts, decide as the walk pixel by pixel over
/// every part does (`MaskComponents.forEach`, `FrameReach.touches`, `StrongestColour.surelyWithin`).
struct InkSurelyNearTests {
    /// The page, the text, and how far a channel of the reach test may stray (see `inkParts`).
    static let page: UInt32 = 0xF4_F2EE, text: UInt32 = 0x2A_3140, reach: Int32 = 18

    /// Ink of glyph-like runs, each part's pixels near the text, or some of them far off it (a
    /// second colour, blends), on windows of several sizes with frames inside, on and past the edge.
    @Test(arguments: [UInt64(71), 72, 73, 74, 75, 76, 77, 78])
    func decidesAsTheWalk(seed: UInt64) {
        var random = SeededRandom(state: seed)
        for round in 0..<40 {
            let (ink, w, h) = random.runMask(widest: 90, tallest: 30, longest: 1 + random.next(9))
            // A share of the ink strays: none in some windows, so that both answers occur.
            let strays = round % 3 == 0 ? 0 : 1 + random.next(40)
            let pixels = ink.map { set -> UInt32 in
                guard set else { return Self.page }
                let far = random.next(100) < strays
                let step = UInt32(far ? 30 + random.next(120) : random.next(19))
                return far ? Self.text &+ step &* 0x01_0000 : Self.text &+ step &* 0x01_0101
            }
            let top = random.next(4) - 1, left = random.next(4) - 1
            let frame = FrameReach(width: w, height: h, top: top, bottom: h - 1 - random.next(3) + 1, left: left,
                                   right: w - 1 - random.next(3) + 1)
            let gate = pixels.withUnsafeBufferPointer {
                TextSeparator.inkSurelyNear(ink, page: Self.page, text: Self.text, reach: Self.reach, frame: frame, pixels: $0, width: w)
            }
            #expect(gate == Self.walked(ink, pixels: pixels, frame: frame, width: w, height: h), "\(w)×\(h), round \(round)")
        }
    }

    /// Whether every part the walk judges is surely near the text, as `inkParts` asked before the gate.
    static func walked(_ ink: [Bool], pixels: [UInt32], frame: FrameReach, width w: Int, height h: Int) -> Bool {
        var allNear = true
        pixels.withUnsafeBufferPointer { p in
            MaskComponents.forEach(in: ink, width: w, height: h) { part in
                guard part.count >= SeparationTuning.OtherColours.minimumCores, !frame.touches(part) else { return }
                let strongest = max(1, Int(SeparationTuning.LossyOtherColours.coreShare * Double(part.count)))
                if allNear { allNear = StrongestColour.surelyWithin(reach, of: text, part: part, pixels: p, from: page, count: strongest) }
            }
        }
        return allNear
    }
}
