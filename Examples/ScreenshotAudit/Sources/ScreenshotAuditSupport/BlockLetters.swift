import LegiblePixels

/// Paints text in 5×7 block letters: enough for a test to draw a screen whose contrast it knows
/// (real tests audit their app's own screenshots).
public enum BlockLetters {
    static let glyphs: [Character: [String]] = [
        "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "E": ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
        "H": ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "L": ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
        "O": [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
        "P": ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
        "S": [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
        "T": ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
        "V": ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
        " ": [".....", ".....", ".....", ".....", ".....", ".....", "....."],
    ]

    /// The size of `text` in pixels, `cell` pixels per letter pixel (letters 6 cells apart).
    public static func size(of text: String, cell: Int) -> (width: Int, height: Int) {
        ((text.count * 6 - 1) * cell, 7 * cell)
    }

    /// Draws `text` into `raster` with its top-left corner at (x, y).
    public static func draw(_ text: String, colour: RGB8, x: Int, y: Int, cell: Int, into raster: inout Raster) {
        for (index, letter) in text.uppercased().enumerated() {
            let rows = glyphs[letter] ?? glyphs[" "]!
            for (row, line) in rows.enumerated() {
                for (column, mark) in line.enumerated() where mark == "#" {
                    for dy in 0..<cell {
                        for dx in 0..<cell {
                            raster[x + (index * 6 + column) * cell + dx, y + row * cell + dy] = colour.withAlpha()
                        }
                    }
                }
            }
        }
    }
}
