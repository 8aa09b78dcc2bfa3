import LegiblePixels

extension TextSeparator {
    /// Whether `part` (window indices) is an outline — a frame, its pixels within `outlineWidth`
    /// of its bounds' edges but `outlineInnerShare` — enclosing `enclosedInk` pixels or more of ink of another colour:
    /// pixels with the part on their left and right along their row and above or below along
    /// their column, `Candidates.minimumContrast` or more from the background (as
    /// `repeatedColours` counts ink), neither `colour` nor a blend of it into `background`.
    /// A chip's or a button's outline holds other words; a glyph's counters hold only the page
    /// and the glyph's own blends.
    static func enclosesOtherInk(_ part: [Int], colour: UInt32, background: UInt32, exactness: Int32, in view: BoxView) -> Bool {
        let w = view.width
        let reach = extent(of: part, width: w)
        let columns = reach.maxX - reach.minX + 1, rows = reach.maxY - reach.minY + 1
        guard columns > 2 && rows > 2 else { return false }
        // An outline is a frame: its pixels lie near its bounds' edges (but for a glyph's edge
        // touching it). Glyphs holding words between them (an underlined link running under a
        // code chip) reach inside.
        let frame = SeparationTuning.OtherColours.outlineWidth
        let inner = part.reduce(0) { n, i in
            let y = i / w, x = i - y * w
            return n + (x - reach.minX < frame || reach.maxX - x < frame || y - reach.minY < frame || reach.maxY - y < frame ? 0 : 1)
        }
        guard Double(inner) <= SeparationTuning.OtherColours.outlineInnerShare * Double(part.count) else { return false }
        var rowSpan = [(Int, Int)](repeating: (Int.max, Int.min), count: rows)
        var columnSpan = [(Int, Int)](repeating: (Int.max, Int.min), count: columns)
        var inPart = [Bool](repeating: false, count: rows * columns)
        for i in part {
            let y = i / w - reach.minY, x = i % w - reach.minX
            inPart[y * columns + x] = true
            rowSpan[y] = (min(rowSpan[y].0, x), max(rowSpan[y].1, x))
            columnSpan[x] = (min(columnSpan[x].0, y), max(columnSpan[x].1, y))
        }
        let least = Int32(SeparationTuning.Candidates.minimumContrast * SeparationTuning.Candidates.minimumContrast)
        var enclosed = 0
        for y in 1..<(rows - 1) where rowSpan[y].1 - rowSpan[y].0 > 1 {
            for x in (rowSpan[y].0 + 1)..<rowSpan[y].1 where !inPart[y * columns + x] {
                guard columnSpan[x].0 < y || columnSpan[x].1 > y else { continue }
                let pixel = view.pixels[(y + reach.minY) * w + x + reach.minX]
                guard colourDistanceSquared(pixel, background) >= least, colourDistanceSquared(pixel, colour) > exactness,
                      !isBlend(pixel, of: colour, into: background) else { continue }
                enclosed += 1
            }
        }
        return enclosed >= SeparationTuning.OtherColours.enclosedInk
    }
}
