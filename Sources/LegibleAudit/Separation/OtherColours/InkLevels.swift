import LegiblePixels

/// Where ink begins on the way from a background to a text colour, by luma (Rec. 709 weights on
/// the 8-bit channels): past the level that `UnexplainedInk.reachShare` of the ring's
/// background, and of the box's frame, stay within, by `Candidates.minimumContrast` levels. A
/// gradient's or a shadow's tones lie within; words drawn toward the text colour lie beyond.
struct InkLevels {
    /// The ring's median luma, ×10000.
    let background: Int
    /// +1 when the text is lighter than the background, −1 when darker.
    let direction: Int
    /// How far toward the text (luma ×10000) a pixel lies to be ink.
    let threshold: Int
    /// How far the text lies from the background (luma ×10000).
    let span: Int

    /// Nil when the text itself lies no farther than twice the margin beyond that level: it
    /// leaves no ink of a lower contrast to find.
    init?(ring: [UInt32], frame: [UInt32], text: UInt32) {
        guard !ring.isEmpty, !frame.isEmpty else { return nil }
        let ringLevels = Self.levels(ring), frameLevels = Self.levels(frame)
        background = Self.level(ringLevels, share: 0.5, count: ring.count, direction: 1) * 10000
        let textLuma = TextSeparator.luma(text)
        direction = textLuma >= background ? 1 : -1
        let reachShare = SeparationTuning.UnexplainedInk.reachShare
        let reach = max(Self.level(ringLevels, share: reachShare, count: ring.count, direction: direction),
                        Self.level(frameLevels, share: reachShare, count: frame.count, direction: direction)) * 10000
        let margin = Int(SeparationTuning.Candidates.minimumContrast * 10000)
        threshold = max((reach - background) * direction, 0) + margin
        span = (textLuma - background) * direction
        guard span > threshold + margin else { return nil }
    }

    /// How far `colour` lies toward the text from the background (luma ×10000).
    @inline(__always)
    func toward(_ colour: UInt32) -> Int { (TextSeparator.luma(colour) - background) * direction }

    @inline(__always)
    func isInk(_ colour: UInt32) -> Bool { toward(colour) >= threshold }

    /// Whether `colour` lies `UnexplainedInk.standOut` times as far toward the text as ink
    /// must: beyond the background's reach by as much again as that reach lies from it.
    @inline(__always)
    func standsOut(_ colour: UInt32) -> Bool { Double(toward(colour)) >= SeparationTuning.UnexplainedInk.standOut * Double(threshold) }

    /// The pixels that are ink (`isInk`), as one pass over many (`LumaReach`).
    var ink: LumaReach { reach(threshold, text: 0, fartherThan: -1) }

    /// The pixels that stand out (`standsOut`) and lie farther than √`unlike` from `text`, as one
    /// pass over many (`LumaReach`).
    func outstanding(fartherThan unlike: Int32, from text: UInt32) -> LumaReach {
        // A whole number of luma steps reaches the product when it reaches its ceiling.
        let least = Int((SeparationTuning.UnexplainedInk.standOut * Double(threshold)).rounded(.up))
        return reach(least, text: text, fartherThan: unlike)
    }

    /// The pixels at least `least` toward the text (luma ×10000) and farther than √`unlike` from it.
    private func reach(_ least: Int, text: UInt32, fartherThan unlike: Int32) -> LumaReach {
        LumaReach(bound: Int32(clamping: background + direction * least), direction: direction, text: text, fartherThan: unlike)
    }

    /// Whether `colour` lies at least half-way from the background to the text.
    @inline(__always)
    func isHalfway(_ colour: UInt32) -> Bool { 2 * toward(colour) >= span }

    /// How many of `colours` have each whole luma level (0–255).
    private static func levels(_ colours: [UInt32]) -> [Int] {
        var counts = [Int](repeating: 0, count: 256)
        counts.withUnsafeMutableBufferPointer { counts in
            // `TextSeparator.luma`, unchecked: at most 2,550,000.
            for colour in colours {
                let luma = 2126 &* Int((colour >> 16) & 0xFF) &+ 7152 &* Int((colour >> 8) & 0xFF) &+ 722 &* Int(colour & 0xFF)
                counts[min(255, luma / 10000)] &+= 1
            }
        }
        return counts
    }

    /// The luma level that `share` of the `count` colours counted in `levels` stay within,
    /// counting from the dark end (`direction` +1) or the light end (−1).
    private static func level(_ levels: [Int], share: Double, count: Int, direction: Int) -> Int {
        let needed = max(1, Int((share * Double(count)).rounded(.up)))
        var seen = 0
        for step in 0..<256 {
            let level = direction > 0 ? step : 255 - step
            seen += levels[level]
            if seen >= needed { return level }
        }
        return direction > 0 ? 255 : 0
    }
}
