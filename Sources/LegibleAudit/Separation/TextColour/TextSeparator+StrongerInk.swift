import LegiblePixels

extension TextSeparator {
    /// The mask pixels of `range` that belong to stronger ink the mask does not hold: pixels
    /// lying beyond the candidate on `axis` (farther from the background than its colour),
    /// joined through such pixels (a gap of `strongerInkGap` or less between them) to one outside the mask. A black word in a grey
    /// paragraph draws its anti-aliased edge through the grey's tolerance; that edge leads, ever
    /// stronger, to the black word's own pixels, out of the mask.
    ///
    /// That ink is drawn: its pixels out of the mask repeat one exact colour
    /// (`OtherColours.minimumPixels` of them), as a word's cores do.
    ///
    /// Text fades from its cores towards the background: what of it lies beyond the candidate
    /// (its true cores, when the candidate is a blend; a hairline's joints) stays inside its mask.
    /// Read among the cores, another ink's edge makes a minority of stronger pixels decide the text
    /// colour: a grey between the two colours.
    static func edgesOfStrongerInk(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], axis: CoreAxis, range: Range<Int>,
                                   width w: Int) -> [Int] {
        let n = min(pixels.count, mask.count)
        guard w > 0, n >= w else { return [] }
        let h = n / w
        var beyond = [Bool](repeating: false, count: h &* w)
        for i in range.clamped(to: 0..<(h &* w)) where axis.project(pixels[i]).along > axis.span { beyond[i] = true }
        var edges: [Int] = []
        // A word's letters stand a pixel or two apart: a thin glyph of the stronger ink lying wholly
        // inside the mask (an "l" at 1×) is that word's too.
        let word = MaskBytes.dilated(beyond, width: w, height: h, by: SeparationTuning.TextColour.strongerInkGap)
        MaskComponents.forEach(in: word, width: w, height: h) { part in
            // Drawn ink repeats its colour: a hairline's joint just past the mask's reach does not.
            let outside = part.compactMap { beyond[$0] && !mask[$0] ? pixels[$0] & 0xFF_FFFF : nil }
            guard ColourCounts(outside).counts.contains(where: { $0 >= SeparationTuning.OtherColours.minimumPixels }) else { return }
            edges.append(contentsOf: part.lazy.filter { beyond[$0] && mask[$0] })
        }
        return edges
    }
}
