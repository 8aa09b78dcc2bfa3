import LegiblePixels

extension TextSeparator {
    /// The text mask without photo detail (the last step of stage 5, where the profile's
    /// `EdgeRule` judges mask detail): a mask pixel beside background must blend the text colour
    /// `text` into some of it, as anti-aliasing does. A star's glow inside a grey caption's
    /// mask, a lit window brighter than a white one, a pink blossom in a red one's: each lies
    /// off every segment from the background beside it to the text colour, or beyond the text
    /// colour, and goes back to the background, where the ring measures it (`MaskDetail`), as
    /// do specks of a drawn colour's mask that never reach it (`corelessSpecks`), parts of any size
    /// that never reach it beside strokes wide enough to (`corelessParts`), and patches of
    /// the photo off the text colour, broader than any blend (`colourPatches`). Then a pixel
    /// nearer in colour to a background pixel beside it than to the text, in a hue
    /// of its own, goes too (`nearerBackground`): a glow the blend test lets through, since some
    /// darker sky within reach makes it look half covered; and last a pixel that no background
    /// beside it makes half covered (`underHalfCovered`): a pale speck of the photo touching the
    /// glyphs, on the segment but nearer the photo. Neither is detail: the ring judges them as
    /// any pixel beside the glyphs. Returns the window indices of the detail, in scan order.
    ///
    /// Only over a photo or a gradient: on a flat fill, whatever lies beside the glyphs is drawn
    /// (another text colour, a chip, an icon) and stage 7 tells it apart.
    func dropDetailInMask(_ mask: inout TextMask, text: UInt32, chosen: Candidate, in view: BoxView) -> [Int] {
        guard let bounds = mask.bounds, !Self.standsOnFlatFill(view) else { return [] }
        // Only drawn text's cores tell a glyph's parts from specks (thin text at 1× has parts
        // that never reach its colour), and only specks nearer the tolerance's edge than the text.
        let half = chosen.tolerance / 2
        let drawn = chosen.purity >= SeparationTuning.ChosenColour.drawnPurity
        // The mask's pixels off the text colour, once for the rules below (kept up with the mask).
        var split = OffCoreMasks(mask: mask.pixels, pixels: view.pixels, width: view.width, bounds: bounds,
                                 text: text, exactness: profile.exactness, farther: drawn ? half * half : nil)
        let blending = MaskDetail.find(mask: mask.pixels, off: split.off, pixels: view.pixels, width: view.width,
                                       height: view.height, rows: bounds.y..<bounds.maxY, columns: bounds.x..<bounds.maxX,
                                       text: text, exactness: profile.exactness, reach: SeparationTuning.EdgeDetail.backgroundReach)
        let specks = !drawn ? [] : Self.corelessSpecks(in: mask.pixels, split: split, width: view.width, height: view.height)
        var detail = Self.photographed(Self.union(blending, specks), in: view)
        // Specks of the text's own colour thinner than its strokes (stars apart from white text)
        // are photo detail however often the photo repeats that colour.
        let thin = GlyphStrokes.specksThinnerThanStrokes(in: mask.pixels, width: view.width, height: view.height,
                                                         bounds: bounds)
        detail = Self.union(detail, thin)
        // Parts of the photo within the text's tolerance that never reach its colour, beside
        // strokes wide enough to reach it (a printed page's letters behind a grey caption).
        let parts = Self.photographed(Self.corelessParts(in: mask.pixels, split: split, width: view.width, height: view.height,
                                                         bounds: bounds), in: view)
        detail = Self.union(detail, parts)
        // Patches of the photo as pale as the text, or nearly, that no outline's blend makes.
        let patches = Self.photographed(ColourPatches.find(off: split.off, cored: split.cored, width: view.width, bounds: bounds,
                                                           side: SeparationTuning.EdgeDetail.patchSide), in: view)
        detail = Self.union(detail, patches)
        for i in detail { (mask.pixels[i], split.off[i]) = (false, false) }
        // What is left beside the detail is judged against it too.
        let nearer = Self.nearerBackground(in: mask.pixels, off: split.off, text: text, pixels: view.pixels, width: view.width,
                                           height: view.height, bounds: bounds, exactness: profile.exactness)
        var background = Self.photographed(nearer, in: view)
        for i in background { (mask.pixels[i], split.off[i]) = (false, false) }
        // Then what the glyphs cover less than half, beside what is left.
        let uncovered = Self.photographed(Self.underHalfCovered(in: mask.pixels, off: split.off, text: text, pixels: view.pixels,
                                                                width: view.width, height: view.height, bounds: bounds,
                                                                exactness: profile.exactness), in: view)
        for i in uncovered { mask.pixels[i] = false }
        background += uncovered
        if detail.count + background.count > 0 {
            mask.count -= detail.count + background.count
            mask.shrunk = true
        }
        return detail
    }

    /// The window indices in `a` or `b`, once each, in scan order: detail found by each rule.
    static func union(_ a: [Int], _ b: [Int]) -> [Int] {
        b.isEmpty ? a : IndexUnion.of(a, b)
    }

    /// `found` without the pixels of a colour that many of them repeat exactly: drawn (another
    /// text colour's glyphs, an icon), not a photo's; it stays, for stage 7 or as text.
    static func photographed(_ found: [Int], in view: BoxView) -> [Int] {
        guard !found.isEmpty else { return [] }
        let counts = ColourCounts(found.map { view.pixels[$0] })
        var kept: [Int] = []
        kept.reserveCapacity(found.count)
        for (position, i) in found.enumerated() where counts.count(at: position) < SeparationTuning.EdgeDetail.drawnRepeats {
            kept.append(i)
        }
        return kept
    }

    /// Whether the box's frame is a flat fill (`isFlat`): its pixels outside the window are all
    /// of the frame's colour. Found once, with the view (`BoxView.onFlatFill`). Over a photo the
    /// manifest names, only a frame of one colour all round is (a photo clipped flat there); one
    /// flat between its specks (a night sky's between its stars) is the photo's texture, and what
    /// touches the glyphs there is the photo's.
    static func standsOnFlatFill(_ view: BoxView) -> Bool {
        guard view.onFlatFill, view.box.overMedia else { return view.onFlatFill }
        return view.frameColours.withUnsafeBufferPointer {
            FlatColours.isFlat($0, share: 1, within: SeparationTuning.Candidates.exactWithin)
        }
    }

    /// `ring` with the `detail` taken out of the mask that lies beside what is left of it, each
    /// standing for itself. The ring's edge walk leaves out a pixel beside the glyphs with no
    /// background past it (in a narrow gap between strokes, all edge); detail is no edge, and is
    /// measured wherever it lies. `detail` is in scan order, as the ring is.
    static func ring(_ ring: Ring, withDetail detail: [Int], mask: [Bool], in view: BoxView) -> Ring {
        let w = view.width, h = view.height
        var added: [Int] = []
        var k = 0
        for i in detail {
            while k < ring.pixels.count && ring.pixels[k] < i { k += 1 }
            if k < ring.pixels.count && ring.pixels[k] == i { continue }
            let y = i / w, x = i - y * w
            var beside = false
            for ny in max(0, y - 1)...min(h - 1, y + 1) where !beside {
                for nx in max(0, x - 1)...min(w - 1, x + 1) where mask[ny * w + nx] { beside = true }
            }
            if beside { added.append(i) }
        }
        guard !added.isEmpty else { return ring }
        // Both lists in scan order: merged.
        var merged = Ring(pixels: [], colours: [])
        merged.pixels.reserveCapacity(ring.pixels.count + added.count)
        merged.colours.reserveCapacity(ring.pixels.count + added.count)
        var a = 0
        for (index, i) in ring.pixels.enumerated() {
            while a < added.count && added[a] < i {
                merged.pixels.append(added[a])
                merged.colours.append(view.pixels[added[a]])
                a += 1
            }
            merged.pixels.append(i)
            merged.colours.append(ring.colours[index])
        }
        for j in added[a...] {
            merged.pixels.append(j)
            merged.colours.append(view.pixels[j])
        }
        return merged
    }
}
