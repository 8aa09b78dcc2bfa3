import LegiblePixels

private typealias Tuning = SeparationTuning.BeyondTheBox

/// Reading past a box tighter than its text (Docs/Measurement.md#boxes-tighter-than-their-text).
///
/// A box that cuts its glyphs can have them own its frame: the frame's colour is then the
/// text's, and separation takes the page for the text (black capitals on orange read as orange
/// text on black, 1:1). What surrounds the box tells: when the colour found as text is the
/// colour of a frame a few pixels outside the box, while the box's own frame is another
/// colour, the box is read again grown by that margin (a wider one when the glyphs reach past
/// it), where the glyphs end and the page is whole. The ring keeps only the box's own pixels, so the text is still measured against the
/// background it sits on inside the box.
enum BeyondTheBox {
    /// The most of the image separation may read for `box`: the box grown by the widest of
    /// `SeparationTuning.BeyondTheBox.margins`, clipped to the image.
    static func reach(of box: PixelRect, in bounds: PixelRect) -> PixelRect {
        box.grown(by: Tuning.margins.max() ?? 0, within: bounds)
    }

    /// Separates the box of `pixels` (already read from `raster`), and reads it again with a
    /// margin when what it found as text is the surroundings' colour (`tookThePage`); the pixels
    /// read and what was found in them. `windowMargin` is `BoxPixels`' margin.
    static func separate(_ pixels: BoxPixels, of raster: RasterView, windowMargin: Int,
                         by separator: TextSeparator) -> (BoxPixels, Result<Separation, SeparationFailure>) {
        let found = separator.separate(pixels)
        let box = pixels.rect, bounds = raster.bounds
        let widest = reach(of: box, in: bounds)
        guard widest != box, case .success(let inside) = found else { return (pixels, found) }
        // Past the glyphs however deep the box cuts them: its widest margin.
        let around = BoxPixels.frameMedian(of: widest, in: raster)
        if tookThePage(inside.textColour.packed, frame: pixels.frameColour, around: around) {
            // Glyphs cut deeper than a margin still own the grown frame: the next margin is tried.
            for margin in Tuning.margins {
                let wider = BoxPixels(view: raster, rect: box.grown(by: margin, within: bounds), margin: windowMargin)
                // Only a reading that finds text unlike the surroundings replaces the first.
                guard case .success(let outside) = separator.separate(wider),
                      !tookThePage(outside.textColour.packed, frame: pixels.frameColour, around: around) else { continue }
                let kept = outside.keeping(box, of: wider)
                if !kept.ring.isEmpty { return (wider, .success(kept)) }
            }
            return (pixels, found)
        }
        let lost = lostAtFrame(inside, pixels: pixels, raster: raster, around: around)
        guard Double(lost.count) >= Tuning.leastLostShare * Double(box.height) else { return (pixels, found) }
        for margin in Tuning.margins {
            let wider = BoxPixels(view: raster, rect: box.grown(by: margin, within: bounds), margin: windowMargin)
            // The same text, now holding what the first reading let go at the frame.
            guard case .success(let outside) = separator.separate(wider),
                  colourDistanceSquared(outside.textColour.packed, inside.textColour.packed) <= Tuning.sameColour * Tuning.sameColour
            else { continue }
            let window = wider.window
            let held = lost.filter { p in
                window.contains(x: p.x, y: p.y) && outside.textMask[(p.y - window.y) * window.width + p.x - window.x]
            }.count
            let kept = outside.keeping(box, of: wider)
            if 2 * held >= lost.count && !kept.ring.isEmpty { return (wider, .success(kept)) }
        }
        return (pixels, found)
    }

    /// The box's frame pixels of the text's own colour that the text mask left out, whose
    /// neighbour past the frame is nearer the text than the colour `around` the box, and past
    /// which the surroundings resume within the widest margin: glyph parts the box cut and
    /// separation let go (a stem along the frame, whose depth shows from one side only and reads
    /// as a patch too thick to be a stroke). A patch of the text's colour going on past the
    /// margins (a photo's) is no glyph the margins would give back.
    static func lostAtFrame(_ separation: Separation, pixels: BoxPixels, raster: RasterView, around: UInt32) -> [PixelPoint] {
        let text = separation.textColour.packed, r = pixels.rect, same = Tuning.sameColour * Tuning.sameColour
        let reach = Tuning.margins.max() ?? 0
        func nearerText(_ x: Int, _ y: Int) -> Bool? {
            guard raster.bounds.contains(x: x, y: y) else { return nil }
            let c = raster.packedRGB(x: x, y: y)
            return colourDistanceSquared(c, text) < colourDistanceSquared(c, around)
        }
        var lost: [PixelPoint] = []
        for i in pixels.frameInWindow where !separation.textMask[i] && colourDistanceSquared(pixels.rgb[i], text) <= same {
            let p = pixels.point(i)
            let dx = p.x == r.x ? -1 : (p.x == r.maxX - 1 ? 1 : 0)
            let dy = p.y == r.y ? -1 : (p.y == r.maxY - 1 ? 1 : 0)
            guard nearerText(p.x + dx, p.y + dy) == true,
                  (2...max(2, reach)).contains(where: { nearerText(p.x + $0 * dx, p.y + $0 * dy) == false }) else { continue }
            lost.append(p)
        }
        return lost
    }

    /// Whether `text`, the colour found as text, is the colour `around` the box while the box's
    /// own `frame` is not: glyphs cut by the box own its frame, and the page was taken for text.
    static func tookThePage(_ text: UInt32, frame: UInt32, around: UInt32) -> Bool {
        let same = Tuning.sameColour * Tuning.sameColour
        return colourDistanceSquared(text, around) <= same && colourDistanceSquared(frame, around) > 4 * same
    }
}

extension Separation {
    /// The separation with every ring pixel and text pixel outside `box` left out: the pixels of
    /// `read`'s margin only told text from background. Another colour left without a ring goes.
    func keeping(_ box: PixelRect, of read: BoxPixels) -> Separation {
        guard read.rect != box else { return self }
        let window = read.window
        let inBox = { (i: Int) -> Bool in box.contains(x: window.x + i % window.width, y: window.y + i / window.width) }
        func keep(_ part: TextPart) -> TextPart {
            var part = part
            let kept = part.ring.indices.filter { inBox(part.ring[$0]) }
            (part.ring, part.ringColours) = (kept.map { part.ring[$0] }, kept.map { part.ringColours[$0] })
            part.textPixelCount = part.textMask.indices.reduce(0) { $0 + (part.textMask[$1] && inBox($1) ? 1 : 0) }
            return part
        }
        var kept = self
        let first = keep(parts[0])
        (kept.ring, kept.ringColours, kept.textPixelCount) = (first.ring, first.ringColours, first.textPixelCount)
        kept.otherColours = otherColours.map(keep).filter { !$0.ring.isEmpty }
        return kept
    }
}
