/// The glyphs' measured size against the stated font (at the start of stage 5 of
/// `TextSeparator.separate`).
struct FontCheck: Sendable, Equatable {
    /// The ink's height in pixels, its faintest 1% at either end left out.
    var inkHeight: Int
    /// How many times taller (> 1) or shorter (< 1) the ink is than the stated font predicts;
    /// 1 when it is within the range the text allows.
    var factor: Double

    /// Whether the pixels contradict the stated font: more than
    /// `SeparationTuning.Font.contradiction` times off either way. Then no correction takes the
    /// font's word (`TextSeparator.trustingPixels`), and the region carries a warning.
    var contradicted: Bool {
        let limit = SeparationTuning.Font.contradiction
        return factor > limit || factor < 1 / limit
    }
}

extension TextSeparator {
    /// How the glyphs' height in `mask` compares with the stated font; nil without one, or
    /// without enough ink to measure.
    /// `text`: the colour the mask was made of.
    func checkedFont(_ mask: TextMask, text: UInt32, in view: BoxView) -> FontCheck? {
        guard let font = statedFont, let height = Self.inkHeight(mask, width: view.width) else { return nil }
        let low = font.inkEms.lowerBound * font.emPixels, high = font.inkEms.upperBound * font.emPixels
        let measured = Double(height)
        // A box that cuts the glyphs shows less than their height: the ink may say they are
        // taller than stated, never that they are shorter.
        let clipped = Self.cutsGlyphs(mask, text: text, in: view)
        // The mask reaches pixels about 40% covered: a line's measured ink is within a pixel
        // of its true height, so a pixel either way is no contradiction.
        let factor = measured > high + 1 ? measured / high : (measured < low - 1 && !clipped) ? measured / low : 1
        return FontCheck(inkHeight: height, factor: factor)
    }

    /// Whether the box cuts the glyphs of `mask` (of colour `text`) at its top or bottom: ink on
    /// that row that goes on past the box (`RowsPastTheBox.inkGoesOn`). Ink that stops there is
    /// the glyphs' own extent, an exact box. Without the rows past the box, any ink on the row.
    static func cutsGlyphs(_ mask: TextMask, text: UInt32, in view: BoxView) -> Bool {
        guard let bounds = mask.bounds else { return true }
        let box = view.box, offset = box.windowOffset
        // The box's top and bottom rows in window rows (the window lies inside the box).
        let top = -offset.y, bottom = box.rect.height - offset.y - 1
        let atTop = bounds.y <= top, atBottom = bounds.maxY > bottom
        guard atTop || atBottom else { return false }
        guard let past = box.rowsPast else { return true }
        func goesOn(_ row: Int, into beyond: [UInt32]) -> Bool {
            RowsPastTheBox.inkGoesOn(mask, row: row, width: view.width, into: beyond, columnOffset: offset.x,
                                     text: text, page: view.frameColour)
        }
        return (atTop && goesOn(top, into: past.above)) || (atBottom && goesOn(bottom, into: past.below))
    }

    /// This separator with the font's stem width scaled to the size the pixels show when `check`
    /// contradicts the stated font: the hairline and thick-area corrections then read the glyphs'
    /// own size, not the manifest's.
    func trustingPixels(_ check: FontCheck?) -> TextSeparator {
        guard let check, check.contradicted else { return self }
        var separator = self
        separator.stemWidth = stemWidth.map { $0 * check.factor }
        return separator
    }

    /// The rows the mask's ink spans, the faintest `SeparationTuning.Font.inkTrimShare` of its
    /// pixels left out at the top and at the bottom (a stray pixel of noise); nil when the mask
    /// holds too few pixels to tell.
    static func inkHeight(_ mask: TextMask, width w: Int) -> Int? {
        guard let bounds = mask.bounds, mask.count >= SeparationTuning.Font.minimumInk else { return nil }
        var rows = [Int](repeating: 0, count: bounds.height)
        mask.pixels.withUnsafeBufferPointer { m in
            for y in 0..<bounds.height {
                let start = (bounds.y &+ y) &* w &+ bounds.x
                var n = 0
                for i in start..<(start &+ bounds.width) where m[i] { n &+= 1 }
                rows[y] = n
            }
        }
        let trim = Int(Double(mask.count) * SeparationTuning.Font.inkTrimShare)
        var top = 0, skipped = rows[0]
        while skipped <= trim && top < rows.count - 1 {
            top += 1
            skipped += rows[top]
        }
        var bottom = rows.count - 1
        skipped = rows[bottom]
        while skipped <= trim && bottom > top {
            bottom -= 1
            skipped += rows[bottom]
        }
        return bottom - top + 1
    }
}
