import LegiblePixels

private typealias Tuning = SeparationTuning.Corrections

extension TextSeparator {
    /// Whether `part` (window indices) is a glyph drawn in `text` that never quite reaches it on
    /// the flat `page`: every pixel a blend of the text into the page (within
    /// `SeparationTuning.OtherColours.blendWithin` of the line joining them) and at least
    /// `shortOfColourPixels` of them covered `shortOfColourCoverage` or more.
    ///
    /// At 1× a stroke at a sub-pixel position covers no pixel whole: the bowl of a `D`, the stems
    /// of an `n` reach 85–95% of the colour, never within rounding of it, and lie farther than
    /// `coreReach` from every exact core. Taken for background they stay in the ring, as dark as
    /// the text. On a flat page nothing but the text's glyphs blends it into the page that far; a
    /// photo's patch, which the cores' rules are for, holds colours off that line.
    static func isShortOfColour(_ part: [Int], text: UInt32, page: UInt32, pixels: UnsafeBufferPointer<UInt32>) -> Bool {
        let line = BlendLine(from: page, to: text)
        guard line.span > Double(SeparationTuning.Candidates.exactWithin) else { return false }
        let within = SeparationTuning.OtherColours.blendWithin * SeparationTuning.OtherColours.blendWithin
        var covered = 0
        for i in part {
            let place = line.place(pixels[i])
            guard place.share > 0, place.offSquared <= within else { return false }
            if place.share >= Tuning.shortOfColourCoverage { covered += 1 }
        }
        return covered >= Tuning.shortOfColourPixels
    }

    /// Gives back to `mask` the parts of what a correction took (`cleared`, window indices) that
    /// are glyphs short of their colour (`isShortOfColour`); returns how many pixels came back.
    static func restoreShortOfColour(_ cleared: [Int], in mask: inout [Bool], text: UInt32, in view: BoxView) -> Int {
        var gone = [Bool](repeating: false, count: mask.count)
        for i in cleared { gone[i] = true }
        var restored = 0
        MaskComponents.forEach(in: gone, width: view.width, height: view.height) { part in
            guard isShortOfColour(part, text: text, page: view.frameColour, pixels: view.pixels) else { return }
            for i in part { mask[i] = true }
            restored += part.count
        }
        return restored
    }

    /// The first and last columns of `mask` holding a pixel within √`exactness` of `colour`; nil
    /// when none does.
    static func columnsReaching(_ colour: UInt32, in mask: TextMask, exactness: Int32, in view: BoxView) -> ClosedRange<Int>? {
        guard let bounds = mask.bounds else { return nil }
        let w = view.width
        var first = Int.max, last = Int.min
        for y in bounds.y..<bounds.maxY {
            for x in bounds.x..<bounds.maxX where mask.pixels[y &* w &+ x] && colourDistanceSquared(view.pixels[y &* w &+ x], colour) <= exactness {
                first = min(first, x)
                last = max(last, x)
            }
        }
        return first <= last ? first...last : nil
    }

    /// Whether `part` lies strictly inside `columns`, with glyph columns on both sides of it.
    static func liesBetween(_ part: [Int], _ columns: ClosedRange<Int>, width w: Int) -> Bool {
        part.allSatisfy { columns.lowerBound < $0 % w && $0 % w < columns.upperBound }
    }

    /// For another text colour `colour` (not the first text's, `firstText`), the columns between
    /// which its glyphs short of it stay text (`columnsReaching`): nil unless the profile keeps
    /// such glyphs, the page is flat and `colour` is no blend of the first text into it (an
    /// ExtraLight word's thin strokes are).
    func glyphsReaching(_ colour: UInt32, firstText: UInt32, in mask: TextMask, in view: BoxView) -> ClosedRange<Int>? {
        guard profile.keepsGlyphsShortOfColour && view.onFlatFill && !Self.isBlend(colour, of: firstText, into: view.frameColour)
        else { return nil }
        return Self.columnsReaching(colour, in: mask, exactness: profile.exactness, in: view)
    }

    /// Whether `part` is a glyph of another colour short of it (`isShortOfColour`) lying between
    /// glyphs that reach it (`columns`): a line fading away from that tone has them on one side.
    static func isShortOfColour(_ part: [Int], between columns: ClosedRange<Int>, text: UInt32, in view: BoxView) -> Bool {
        liesBetween(part, columns, width: view.width) && isShortOfColour(part, text: text, page: view.frameColour, pixels: view.pixels)
    }
}
