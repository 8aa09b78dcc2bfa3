import LegiblePixels

private typealias Tuning = SeparationTuning.TextColour

/// The bound on corrections of the text colour (stage 5 of `TextSeparator.separate`): no
/// correction may move the text colour farther from the background than the pixels in the box
/// support, whatever the manifest says.
///
/// The glyph cores are what the pixels show. JPEG's restored hue (`lossyChroma`) moves the
/// colour by what the pixels around the glyphs hold, its own evidence; the hairline
/// extrapolation rests on the font's stem width, and may put the text colour beyond every pixel
/// only for a reason the pixels give themselves: a stroke thinner than a pixel. Its ink across a crossing is
/// width × contrast, so its contrast is ink ÷ width, and that width must be read from the pixels
/// too, never from a font size or weight: a stroke w px wide (w < 1) at a random sub-pixel
/// position leaves at most a share τ of its ink outside one pixel at a share 1 − w(1 − 2τ) of
/// its crossings, whatever its colour (`width(of:)`). So the farthest the text can lie from the
/// background is a high percentile of the crossings' ink over the width so read (less the
/// spread rasterisers' filters add, `evidenceSpreadAllowance`); where no thin
/// crossings can be read (strokes a pixel wide or more, too few crossings), the cores themselves.
struct ColourEvidence: Sendable, Equatable {
    var background: RGB8
    /// The unit vector from the background towards the cores, in RGB levels.
    var direction: (r: Double, g: Double, b: Double)
    /// The farthest departure from the background along `direction` the pixels support (levels).
    var limit: Double

    static func == (a: ColourEvidence, b: ColourEvidence) -> Bool {
        a.background == b.background && a.limit == b.limit && a.direction == b.direction
    }

    /// What the pixels of `mask` support for a text colour whose cores are `core` over `background`.
    init(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], width w: Int, height h: Int, core: RGB8, background: UInt32) {
        let b = background.unpackedRGB
        self.background = b
        let d = (Double(core.r) - Double(b.r), Double(core.g) - Double(b.g), Double(core.b) - Double(b.b))
        let length = (d.0 * d.0 + d.1 * d.1 + d.2 * d.2).squareRoot()
        direction = length > 0 ? (d.0 / length, d.1 / length, d.2 / length) : (0, 0, 0)
        let crossings = TextSeparator.strokeCrossings(pixels, mask: mask, width: w, height: h, core: core, background: background)
        // Strokes a pixel wide or more show their colour: the cores are the evidence.
        guard crossings.count >= Tuning.hairlineMinimumCrossings, let read = Self.width(of: crossings),
              case let width = read * Tuning.evidenceSpreadAllowance, width < 1 else {
            limit = length
            return
        }
        var inks = crossings.map { $0.ink / $0.span }
        let high = Double(quickSelect(&inks, inks.count * Tuning.evidenceInkPermille / 1000))
        limit = length * max(1, high / width)
    }

    /// The strokes' width in pixels as their crossings show it, from the share of crossings whose
    /// ink lies within one pixel but for `SeparationTuning.TextColour.evidenceOutsideShare` τ (1 or
    /// more: strokes as wide as a pixel, whose colour shows); nil without crossings.
    static func width(of crossings: [StrokeCrossing]) -> Double? {
        guard !crossings.isEmpty else { return nil }
        let tau = Tuning.evidenceOutsideShare
        let within = crossings.reduce(0) { $0 + ($1.ink > 0 && Double($1.second) <= tau * Double($1.ink) ? 1 : 0) }
        let share = Double(within) / Double(crossings.count)
        return max(Tuning.hairlineMinimumStem, (1 - share) / (1 - 2 * tau))
    }

    /// `colour`, brought back towards the background along its own direction where it lies beyond
    /// the limit along the cores' direction.
    func bounded(_ colour: RGB8) -> RGB8 {
        let d = (Double(colour.r) - Double(background.r), Double(colour.g) - Double(background.g),
                 Double(colour.b) - Double(background.b))
        let along = d.0 * direction.r + d.1 * direction.g + d.2 * direction.b
        guard along > limit, along > 0 else { return colour }
        let s = limit / along
        func channel(_ c: Double, _ bg: UInt8) -> UInt8 { UInt8(min(255, max(0, (Double(bg) + c * s).rounded()))) }
        return RGB8(r: channel(d.0, background.r), g: channel(d.1, background.g), b: channel(d.2, background.b))
    }
}
