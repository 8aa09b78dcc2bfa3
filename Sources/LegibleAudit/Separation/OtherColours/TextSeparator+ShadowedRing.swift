private typealias Tuning = SeparationTuning.OtherColours

extension TextSeparator {
    /// Whether the first text's ring (`colours`, around text of colour `text`) is the page but
    /// for a text-shadow, the box's frame being a flat fill (`standsOnFlatFill`: a shadow hugs
    /// the glyphs, a scrim's or a photo's tones reach the frame too) or the page shaded the same
    /// way (a page's inset vignette darkens the frame from one row to the next).
    static func isShadowedPage(_ colours: [UInt32], text: UInt32, in view: BoxView) -> Bool {
        // The frame, a box's outline, is a few pixels beside its ring: over a photo it fails first.
        if !standsOnFlatFill(view) {
            guard isShadowedPage(view.frameColours, text: text, frame: view.box.frameColour) else { return false }
        }
        return isShadowedPage(colours, text: text, frame: view.frameColour)
    }

    /// Whether a ring around text of colour `text` (`colours`) is the `frame`'s colour but for a
    /// text-shadow: a shadow or a glow darkens (lightens) the page around glyphs lighter (darker)
    /// than it, so its pixels are shades of the page's colour (`isShade`) and only deepen the
    /// contrast. Counted as the page, with the page's own colour holding `shadowedPageShare` of
    /// the ring, they make up `flatRingShare` of it: the ring is flat for stage 7.
    static func isShadowedPage(_ colours: [UInt32], text: UInt32, frame: UInt32) -> Bool {
        let count = colours.count, shade = shadeLine(of: frame, awayFrom: text)
        guard count > 0 else { return false }
        // Stops once the colours left could no longer make up `flatRingShare`: photos fail early.
        let needed = Int((Tuning.flatRingShare * Double(count)).rounded(.up))
        var near = 0, shaded = 0
        for (k, colour) in colours.enumerated() {
            guard near + shaded + count - k >= needed else { return false }
            if colourDistanceSquared(colour, frame) <= SeparationTuning.Candidates.exactWithin {
                near += 1
            } else if isShade(colour, on: shade) {
                shaded += 1
            }
        }
        return Double(near) >= Tuning.shadowedPageShare * Double(count)
            && Double(near + shaded) >= Tuning.flatRingShare * Double(count)
    }

    /// Whether `colour` is a blend of the `frame`'s colour toward black when `text` is lighter
    /// than the frame's, toward white when darker (within `blendWithin`): what a text-shadow or
    /// a glow draws on the page, away from the text.
    static func isShade(_ colour: UInt32, of frame: UInt32, awayFrom text: UInt32) -> Bool {
        isShade(colour, on: shadeLine(of: frame, awayFrom: text))
    }

    /// The line from the `frame`'s colour to black or white, away from `text` (`isShade`).
    private static func shadeLine(of frame: UInt32, awayFrom text: UInt32) -> BlendLine {
        BlendLine(from: frame, to: luma(text) > luma(frame) ? 0 : 0xFF_FFFF)
    }

    /// Whether `colour` lies on `line` (a `shadeLine`), past its start and up to its end.
    private static func isShade(_ colour: UInt32, on line: BlendLine) -> Bool {
        let place = line.place(colour)
        return place.share > 0 && place.share <= 1 && place.offSquared.squareRoot() <= Tuning.blendWithin
    }

    /// A colour's luma (Rec. 709 weights on its 8-bit channels, ×10000): which of two colours
    /// is the lighter.
    static func luma(_ colour: UInt32) -> Int {
        let c = colour.unpackedRGB
        return 2126 * Int(c.r) + 7152 * Int(c.g) + 722 * Int(c.b)
    }
}
