import LegiblePixels

/// Block letters, white unless `colour` says otherwise, painted over a clean field (a photo a test
/// draws), and their true worst-case ratio in a box as the corpus defines it (`EdgeDetailTests.truth`).
struct WhiteTextOverField {
    var text: String
    var origin: (x: Double, y: Double)
    var cell: Double
    var colour = RGB8(grey: 255)

    /// The text's width and height in pixels.
    var size: (width: Double, height: Double) { SyntheticScreen.size(of: text, cell: cell) }

    /// The screen with the text painted over `clean` (rows of pixels), and the truth within `box`.
    func painted(over clean: [[RGB8]], box: (x: Int, y: Int, w: Int, h: Int)) -> (raster: Raster, truth: Double) {
        let painter = SyntheticScreen(width: clean[0].count, height: clean.count, background: { x, y in clean[y][x] })
        let raster = painter.render(text: text, colour: colour, x: origin.x, y: origin.y, cell: cell)
        let truth = EdgeDetailTests.truth(text: colour, clean: clean, coverage: { x, y in
            painter.coverage(text: text, x: origin.x, y: origin.y, cell: cell, inset: 0.15, px: x, py: y)
        }, box: box)
        return (raster, truth)
    }
}
