import LegiblePixels

/// Paints test screens with known truth: block-letter text with exact anti-aliasing
/// (4×4 supersampled coverage, blended in gamma-encoded space as browsers do) over a
/// background given per pixel.
struct SyntheticScreen {
    /// 5×7 block letters: enough shapes to look like words (stems, bars, bowls, diagonals).
    static let glyphs: [Character: [String]] = [
        "H": ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "E": ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
        "L": ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
        "O": [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
        "T": ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
        "X": ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
        "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "V": ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
        " ": [".....", ".....", ".....", ".....", ".....", ".....", "....."],
    ]

    var width: Int
    var height: Int
    var background: (Int, Int) -> RGB8

    /// The raster with `text` drawn in `colour`, letters `cell` pixels per font pixel, starting
    /// at (x, y), strokes thinned by `inset` font-pixel fractions on each side for anti-aliasing.
    func render(text: String, colour: RGB8, x: Double, y: Double, cell: Double, inset: Double = 0.15) -> Raster {
        var raster = Raster(width: width, height: height)
        for py in 0..<height {
            for px in 0..<width {
                let bg = background(px, py)
                let a = coverage(text: text, x: x, y: y, cell: cell, inset: inset, px: px, py: py)
                raster[px, py] = SyntheticScreen.blend(colour, over: bg, alpha: a).withAlpha()
            }
        }
        return raster
    }

    /// The fraction of pixel (px, py) that the text covers, from 4×4 samples.
    func coverage(text: String, x: Double, y: Double, cell: Double, inset: Double, px: Int, py: Int) -> Double {
        var hits = 0
        for sy in 0..<4 {
            for sx in 0..<4 {
                let fx = (Double(px) + (Double(sx) + 0.5) / 4 - x) / cell
                let fy = (Double(py) + (Double(sy) + 0.5) / 4 - y) / cell
                if SyntheticScreen.inside(text: text, fx: fx, fy: fy, inset: inset) { hits += 1 }
            }
        }
        return Double(hits) / 16
    }

    /// The text's extent in pixels (6 font pixels per letter including spacing, 7 rows).
    static func size(of text: String, cell: Double) -> (width: Double, height: Double) {
        (Double(text.count * 6 - 1) * cell, 7 * cell)
    }

    private static func inside(text: String, fx: Double, fy: Double, inset: Double) -> Bool {
        guard fx >= 0, fy >= 0, fy < 7 else { return false }
        let letterIndex = Int(fx / 6)
        let letters = Array(text)
        guard letterIndex < letters.count, let rows = glyphs[letters[letterIndex]] else { return false }
        let gx = fx - Double(letterIndex * 6), gy = fy
        let col = Int(gx), row = Int(gy)
        guard col < 5 else { return false }
        let cells = Array(rows[row])
        guard cells[col] == "#" else { return false }
        // Shrink each set cell toward neighbours that are unset, so strokes have sub-pixel edges.
        let fxIn = gx - Double(col), fyIn = gy - Double(row)
        let left = col > 0 && cells[col - 1] == "#", right = col < 4 && cells[col + 1] == "#"
        let up = row > 0 && Array(rows[row - 1])[col] == "#", down = row < 6 && Array(rows[row + 1])[col] == "#"
        if !left && fxIn < inset { return false }
        if !right && fxIn > 1 - inset { return false }
        if !up && fyIn < inset { return false }
        if !down && fyIn > 1 - inset { return false }
        return true
    }

    /// `fg·a + bg·(1−a)` per channel on encoded values, rounded.
    static func blend(_ fg: RGB8, over bg: RGB8, alpha a: Double) -> RGB8 {
        func mix(_ f: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(f) * a + Double(b) * (1 - a)).rounded()) }
        return RGB8(r: mix(fg.r, bg.r), g: mix(fg.g, bg.g), b: mix(fg.b, bg.b))
    }
}
