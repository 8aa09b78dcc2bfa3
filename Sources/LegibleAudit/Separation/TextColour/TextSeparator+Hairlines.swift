import LegiblePixels

private typealias Tuning = SeparationTuning.TextColour

extension TextSeparator {
    /// The text colour of strokes thinner than a pixel, from the ink they carry.
    ///
    /// A hairline never covers a whole pixel, so no pixel shows its colour; but anti-aliasing
    /// keeps the ink: across a stem of width `stemWidth` (< 1 px) the pixels' departures from the
    /// background add up to `stemWidth` × (text − background), whatever the stem's sub-pixel
    /// position. At each crossing of a stroke (`strokeCrossings`) the ink against `stemWidth` ×
    /// the core's departure says how far beyond `core` the text colour lies: the `permille`th of
    /// them. Nil when fewer than eight crossings are seen. `ColourEvidence` bounds the result.
    static func hairlineColour(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], width w: Int, height h: Int,
                               core: RGB8, background: UInt32, stemWidth: Double, permille: Int = Tuning.hairlinePermille) -> RGB8? {
        guard stemWidth > Tuning.hairlineMinimumStem else { return nil }
        let crossings = strokeCrossings(pixels, mask: mask, width: w, height: h, core: core, background: background)
        guard crossings.count >= Tuning.hairlineMinimumCrossings else { return nil }
        var ratios = crossings.map { $0.ink / (Float(stemWidth) * $0.span) }
        // Lossless, the 40th percentile rather than the median: slanted and curved strokes cross a
        // row or column over more than their width and lean the ratios high. JPEG smooths each
        // crossing's ink beyond the three pixels summed and leans them low: there the 60th.
        let low = quickSelect(&ratios, ratios.count * permille / 1000)
        // Hairlines only fall short of their colour (a stroke thinner than estimated is no reason
        // to move back towards the background), and a factor beyond 3 is no longer a measurement.
        let s = Double(min(Tuning.hairlineMaximumFactor, max(1, low)))
        let b = background.unpackedRGB
        func channel(_ c: UInt8, _ bg: UInt8) -> UInt8 {
            UInt8(min(255, max(0, (Double(bg) + (Double(c) - Double(bg)) * s).rounded())))
        }
        return RGB8(r: channel(core.r, b.r), g: channel(core.g, b.g), b: channel(core.b, b.b))
    }
}
