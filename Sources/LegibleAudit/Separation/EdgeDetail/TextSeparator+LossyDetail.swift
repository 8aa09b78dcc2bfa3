import LegiblePixels

extension TextSeparator {
    /// The text mask of a JPEG over a photo without the photo's detail (the last step of stage 5
    /// where the profile judges lossy mask detail, `SeparationProfile.judgesLossyMaskDetail`): the
    /// rules of `dropDetailInMask` that compression leaves true. A photo's lit windows, pale stones
    /// and printed letters within the text's tolerance lie a pixel or two from the glyphs, too
    /// near their cores for `MaskCorrection.farFromCores`; kept in the mask, the ring never sees
    /// them and the text passes against the darker photo past them. Compression blurs a glyph's
    /// outline and moves its colours by a dozen levels, but a speck thinner than the strokes stays
    /// thinner (`GlyphStrokes.specksThinnerThanStrokes`), and a part that never comes within that
    /// dozen of the text colour, beside strokes wide enough to reach it, stays coreless
    /// (`corelessParts`): both are detail, measured as they are. The rules that judge a pixel by
    /// its colour against the background beside it are left out: JPEG's ringing and blur move
    /// that background towards the text, and they took the glyphs' own edges over gradients.
    ///
    /// Not on a flat fill. On a background found flat on average (`BackgroundFinding.flat`)
    /// the specks, and a photographed page's detail short of the text colour (`pageDetail`,
    /// judged with the mask's `tolerance`): a star apart from a caption is no noise nor ringing,
    /// which stay beside the strokes, while whatever else lies beside the glyphs there is drawn,
    /// or noise; many such pixels make it a star field (`withSpecks`). Returns the window indices
    /// of the detail, in scan order.
    func dropLossyDetailInMask(_ mask: inout TextMask, text: TextColour, tolerance: Int32, in view: BoxView) -> [Int] {
        guard let bounds = mask.bounds, !Self.standsOnFlatFill(view) else { return [] }
        let w = view.width, h = view.height
        let thin = GlyphStrokes.specksThinnerThanStrokes(in: mask.pixels, width: w, height: h, bounds: bounds)
        let parts = text.flatBackground
            ? Self.photographed(Self.pageDetail(in: mask.pixels, text: text.colour.packed, background: view.frameColour,
                                                tolerance: tolerance, pixels: view.pixels, width: w, height: h, bounds: bounds,
                                                exactness: profile.exactness), in: view)
            : Self.photographed(Self.corelessParts(in: mask.pixels, text: text.colour.packed, pixels: view.pixels, width: w,
                                                   height: h, bounds: bounds, exactness: profile.exactness), in: view)
        let detail = Self.union(thin, parts)
        guard !detail.isEmpty else { return [] }
        for i in detail { mask.pixels[i] = false }
        mask.count -= detail.count
        mask.shrunk = true
        return detail
    }

    /// `ring` with each pixel of `detail` (scan order, as the ring) that it holds standing for its
    /// own colour. The JPEG edge rule has every pixel beside the glyphs stand for the background
    /// past it (`EdgeRule.pastBlends`) and the ring's smoothing wipes out what is smaller than
    /// its median: detail taken out of the mask is neither an edge nor ringing.
    static func ring(_ ring: Ring, detailAsItIs detail: [Int], in view: BoxView) -> Ring {
        var kept = ring
        var k = 0
        for i in detail {
            while k < kept.pixels.count && kept.pixels[k] < i { k += 1 }
            if k < kept.pixels.count && kept.pixels[k] == i { kept.colours[k] = view.pixels[i] }
        }
        return kept
    }
}
