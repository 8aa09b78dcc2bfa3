/// Font size from the height of a line's ink, which is all OCR knows.
///
/// How much of the em square a line's ink covers depends on which letters it holds: "Tuesday"
/// spans ascender to descender, "PAY NOW" only the cap height, "one" only the x-height. So the
/// estimate divides the ink height by the fraction of the em that the line's letters reach:
///
/// | letters present            | ink / em | DejaVu Sans | Liberation Sans (Arial) |
/// |----------------------------|----------|-------------|-------------------------|
/// | ascender/cap and descender | 0.95     | 0.97        | 0.93                    |
/// | ascender/cap only          | 0.74     | 0.73–0.77   | 0.69–0.73               |
/// | descender only             | 0.76     | 0.76        | 0.74                    |
/// | x-height only              | 0.54     | 0.55        | 0.53                    |
///
/// The fractions are measured from rendered glyphs of both fonts (`Scripts/make-detect-fixtures`
/// renders the calibration lines; `OCRTests` checks the estimate against them) and sit between
/// the two; SF Pro and Roboto have metrics close to Liberation's. The error is a few percent.
/// Where a line's letters leave doubt the larger fraction wins, so sizes err low: a low estimate
/// only ever applies the stricter normal-text threshold. Weight is not estimated: regions keep
/// the default 400, which never loosens a threshold either.
public enum FontSizeEstimate {
    /// The font size in points (manifest units) of a line `inkHeight` pixels tall, or nil for
    /// a line with no letters or digits to go by.
    public static func points(inkHeight: Double, text: String, scale: Double) -> Double? {
        guard inkHeight > 0, scale > 0, let fraction = emFraction(of: text) else { return nil }
        let size = inkHeight / fraction / scale
        return (size * 2).rounded() / 2
    }

    /// The fraction of the em square that a line holding `text` covers from top ink to bottom ink.
    public static func emFraction(of text: String) -> Double? {
        var tall = false, deep = false, any = false
        for character in text {
            if character.isWhitespace { continue }
            if xHeightOnly.contains(character) { any = true; continue }
            if descenders.contains(character) { deep = true; any = true; continue }
            if bothWays.contains(character) { tall = true; deep = true; any = true; continue }
            // Capitals, digits, ascender letters and letters of other scripts reach the cap height.
            if character.isLetter || character.isNumber || tallMarks.contains(character) { tall = true; any = true }
        }
        guard any else { return nil }
        switch (tall, deep) {
        case (true, true): return 0.95
        case (true, false): return 0.74
        case (false, true): return 0.76
        case (false, false): return 0.54
        }
    }

    private static let xHeightOnly: Set<Character> = Set("acemnorsuvwxz")
    /// Commas and semicolons reach only half a descender below the baseline; counting them as
    /// descenders errs towards a smaller size, the safe side.
    private static let descenders: Set<Character> = Set("gpqy,;")
    /// Reach above the x-height and below the baseline: j's dot and tail, Q's tail (0.12–0.18 em
    /// in DejaVu and Liberation), brackets, bars.
    private static let bothWays: Set<Character> = Set("jQ()[]{}|")
    private static let tallMarks: Set<Character> = Set("!?#$%&@/\\'\"")
}
