import LegiblePixels

extension TextSeparator {
    /// The text mask of a chosen colour (stage 3): the pixels within its tolerance and a third
    /// more. Pixels about 40% covered by a glyph are text too, so thin strokes are not mistaken
    /// for background. Where the profile reads them (`SeparationProfile.marksCores(purity:)`), the
    /// exact cores are marked in the same pass.
    func textMask(of chosen: Candidate, in view: BoxView) -> TextMask {
        let n = view.box.count, activeRows = view.activeRows
        let reach = chosen.tolerance * SeparationTuning.TextMask.reachThirds / 3
        let limit = reach * reach
        // Every byte is written below.
        var mask = [Bool](unsafeUninitializedCapacity: n) { _, written in written = n }
        var cores: [Bool]?
        // Only the active rows are measured; the rest have the frame's colour, never near the
        // candidate (`counted`), and are cleared.
        let activePixels = view.activePixels
        @inline(__always) func clearOutside(_ m: UnsafeMutableBufferPointer<Bool>) -> UnsafeMutableBufferPointer<Bool> {
            UnsafeMutableBufferPointer(rebasing: m[..<activeRows.lowerBound]).update(repeating: false)
            UnsafeMutableBufferPointer(rebasing: m[activeRows.upperBound...]).update(repeating: false)
            return UnsafeMutableBufferPointer(rebasing: m[activeRows])
        }
        let count = mask.withUnsafeMutableBufferPointer { m in
            let near = clearOutside(m)
            guard profile.marksCores(purity: chosen.purity) else {
                return NearMask.mark(chosen.colour, limit: limit, pixels: activePixels, into: near)
            }
            var marked = 0
            cores = [Bool](unsafeUninitializedCapacity: n) { c, written in
                marked = NearMask.mark(chosen.colour, limit: limit, pixels: activePixels, into: near, closer: clearOutside(c),
                                       within: profile.exactness)
                written = n
            }
            return marked
        }
        let bounds = MaskBounds.boundingBox(of: mask, width: view.width, height: view.height, padding: 0)
        return TextMask(pixels: mask, count: count, cores: cores, bounds: bounds)
    }
}
