import LegiblePixels

extension TextSeparator {
    /// `mask` with the pixels of a hairline more covered than the colour chosen for it, when the
    /// stems are thinner than the profile's hairline rule reads (`stemWidth`, after the font
    /// check) and the chosen colour is a blend (impure) on a flat fill; nil when nothing comes back.
    ///
    /// Strokes thinner than a pixel never reach their colour, so the histogram's peak is one of
    /// their blends, and its tolerance leaves out the pixels a stroke crosses more fully (a stem
    /// at one sub-pixel phase all down its length, a joint). Left out, they would stand in the
    /// ring as background as strong as the text. They lie on the frame → chosen axis beyond the
    /// chosen colour; each one touching the mask, or touching one that came back, is the same
    /// glyphs' ink (`restoreHairlineInk`).
    func withHairlineInk(_ mask: TextMask, chosen: Candidate, in view: BoxView) -> TextMask? {
        // Purity tells a blend only where it tells a drawn colour (lossless).
        guard profile.purityTellsDrawn, chosen.purity < SeparationTuning.pureCores, readsHairlines, view.onFlatFill else { return nil }
        var pixels = mask.pixels
        let back = Self.restoreHairlineInk(in: &pixels, pixels: view.pixels, chosen: chosen.colour, background: view.frameColour,
                                           width: view.width, height: view.height)
        guard back > 0 else { return nil }
        var grown = TextMask(pixels: pixels, count: mask.count + back, cores: mask.cores,
                             bounds: MaskBounds.boundingBox(of: pixels, width: view.width, height: view.height, padding: 0))
        grown.shrunk = mask.shrunk
        grown.coresOnlyInDecorations = mask.coresOnlyInDecorations
        return grown
    }

    /// Sets in `mask` every pixel beyond `chosen` on the `background` → `chosen` axis (and near
    /// it) that touches a set pixel, the ones set on the way included; returns how many.
    static func restoreHairlineInk(in mask: inout [Bool], pixels: UnsafeBufferPointer<UInt32>, chosen: UInt32,
                                   background: UInt32, width w: Int, height h: Int) -> Int {
        let axis = CoreAxis(candidate: chosen.unpackedRGB, background: background.unpackedRGB)
        let n = min(mask.count, pixels.count, w &* h)
        var queue = (0..<n).filter { mask[$0] }
        var restored = 0
        while let i = queue.popLast() {
            let x = i % w, y = i / w
            for yy in max(0, y - 1)...min(h - 1, y + 1) {
                for xx in max(0, x - 1)...min(w - 1, x + 1) {
                    let j = yy &* w &+ xx
                    guard j < n, !mask[j] else { continue }
                    let p = axis.project(pixels[j])
                    guard p.on && p.along >= axis.span else { continue }
                    mask[j] = true
                    restored += 1
                    queue.append(j)
                }
            }
        }
        return restored
    }

    /// Whether the stated stems are thinner than the profile's hairline rule reads: the text colour
    /// is then read past the blends every pixel shows, unlike the candidate's yet the same glyphs'.
    var readsHairlines: Bool {
        guard let stem = stemWidth else { return false }
        return profile.colourCorrections.contains { if case .hairlines(let rule) = $0 { stem < rule.stemsUnder } else { false } }
    }
}
