/// Thin parts of ink along one band of rows, read as one decoration line: a strike-through cut
/// by the glyph strokes it crosses, a dotted underline, a wavy line (`TextSeparator.foreignDecorations`).
struct DecorationBand {
    private(set) var minX: Int, maxX: Int, minY: Int, maxY: Int
    /// The columns its parts cover, and the gaps between them that glyphs fill.
    private(set) var covered: Int
    /// Its parts' pixels (window indices).
    private(set) var pixels: [Int]

    init(part: [Int], reach: (minX: Int, maxX: Int, minY: Int, maxY: Int)) {
        (minX, maxX, minY, maxY) = reach
        covered = reach.maxX - reach.minX + 1
        pixels = part
    }

    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }

    /// Whether a part spanning `reach` continues the band: its rows meet the band's, the band
    /// stays no taller than `tallest`, and the columns between them are either few (`gap`, a
    /// dotted line's) or all glyphs (`glyphColumn`: the stroke a strike-through crosses).
    func continues(with reach: (minX: Int, maxX: Int, minY: Int, maxY: Int), tallest: Double, gap: Int,
                   glyphColumn: (_ x: Int, _ rows: ClosedRange<Int>) -> Bool) -> Bool {
        guard reach.minY <= maxY + 1, reach.maxY >= minY - 1, reach.minX > maxX,
              Double(max(maxY, reach.maxY) - min(minY, reach.minY) + 1) <= tallest else { return false }
        let between = (maxX + 1)..<reach.minX
        return between.count <= gap || between.allSatisfy { glyphColumn($0, minY...maxY) }
    }

    /// The band with `part` (spanning `reach`) added; `bridged` says whether the columns between
    /// them count as covered (glyphs fill them).
    mutating func add(_ part: [Int], reach: (minX: Int, maxX: Int, minY: Int, maxY: Int), bridged: Bool) {
        let between = reach.minX - maxX - 1
        covered += (reach.maxX - reach.minX + 1) + (bridged ? between : 0)
        (minX, maxX, minY, maxY) = (min(minX, reach.minX), max(maxX, reach.maxX), min(minY, reach.minY), max(maxY, reach.maxY))
        pixels += part
    }
}
