import LegiblePixels

/// The page behind a box's text when it is a smooth gradient: per column, the luma of the box's
/// top two rows and of its bottom two, joined linearly down the column. Nil when those rows step
/// by more than `UnexplainedInk.smoothStep` from column to column or from one row to the next in
/// more than `UnexplainedInk.stepShare` of the columns (a photo's texture).
struct SmoothPage {
    private let top: [Int], bottom: [Int], width: Int, height: Int
    /// The columns within `UnexplainedInk.roughColumns` of one where those rows step: the page
    /// there is not known.
    let rough: [Bool]
    /// How far the page's luma (×10000) ranges over the box's top and bottom rows.
    let span: Int

    init?(_ view: BoxView) {
        let w = view.width, h = view.height
        guard h >= 6, w >= 2 else { return nil }
        let luma = { (y: Int, x: Int) in TextSeparator.luma(view.pixels[y * w + x]) }
        let most = SeparationTuning.UnexplainedInk.smoothStep * 10000
        var top = [Int](repeating: 0, count: w), bottom = top, steps = 0, rough = [Bool](repeating: false, count: w)
        for x in 0..<w {
            let (a, b, c, d) = (luma(0, x), luma(1, x), luma(h - 2, x), luma(h - 1, x))
            (top[x], bottom[x]) = ((a + b) / 2, (c + d) / 2)
            let smooth = abs(a - b) <= most && abs(c - d) <= most
                && (x == 0 || (abs(top[x] - top[x - 1]) <= most && abs(bottom[x] - bottom[x - 1]) <= most))
            if !smooth {
                steps += 1
                let reach = SeparationTuning.UnexplainedInk.roughColumns
                for near in max(0, x - reach)...min(w - 1, x + reach) { rough[near] = true }
            }
        }
        // A glyph's descender or a link's underline may reach a row or two; a photo's texture steps throughout.
        guard Double(steps) <= SeparationTuning.UnexplainedInk.stepShare * Double(w) else { return nil }
        span = max(top.max()!, bottom.max()!) - min(top.min()!, bottom.min()!)
        (self.top, self.bottom, self.rough, width, height) = (top, bottom, rough, w, h)
    }

    /// How far each pixel of `view` lies from the page behind it (luma ×10000), signed by
    /// `direction` (1: lighter counts, -1: darker), by window index; one pass row by row.
    func departures(of view: BoxView, direction: Int) -> [Int] {
        let (w, span) = (width, height - 1)
        precondition(view.pixels.count >= w * height, "the page's window")
        // `departure`'s arithmetic, unchecked: lumas and levels are at most 2,550,000.
        return [Int](unsafeUninitializedCapacity: w * height) { out, count in
            top.withUnsafeBufferPointer { top in
                bottom.withUnsafeBufferPointer { bottom in
                    for y in 0..<height {
                        let row = y &* w
                        for x in 0..<w {
                            let level = top[x] &+ (bottom[x] &- top[x]) &* y / span
                            out[row &+ x] = (TextSeparator.luma(view.pixels[row &+ x]) &- level) &* direction
                        }
                    }
                }
            }
            count = w * height
        }
    }

    /// How far `colour`, at column `x` of row `y`, lies from the page behind it (as `departures`).
    @inline(__always)
    func departure(of colour: UInt32, x: Int, y: Int, direction: Int) -> Int {
        let level = top[x] + (bottom[x] - top[x]) * y / (height - 1)
        return (TextSeparator.luma(colour) - level) * direction
    }

    /// Whether some pixel of `view`'s active rows, off the rough columns and not `apart`,
    /// departs `least` or more from the page (as `departures` has it), with nothing stored. The
    /// page behind a column lies between its top and bottom levels: a pixel short of the nearer
    /// by `least` (`ColumnLumaBound`, eight a step) cannot depart so far, and most do not.
    /// `glyphs` (set pixels all `apart`) are passed over without asking.
    func anyDeparture(in view: BoxView, direction: Int, atLeast least: Int, apart: (Int) -> Bool, glyphs: [Bool]) -> Bool {
        let bounds = (0..<width).map { x in
            rough[x] ? Int32.max : Int32(clamping: least + min(top[x] * direction, bottom[x] * direction))
        }
        var found = false
        ColumnLumaBound(bounds: bounds, direction: Int32(direction)).forEach(in: view.pixels, view.activeRows, skipping: glyphs) { i in
            let y = i / width
            found = !apart(i) && departure(of: view.pixels[i], x: i - y * width, y: y, direction: direction) >= least
            return !found
        }
        return found
    }
}
