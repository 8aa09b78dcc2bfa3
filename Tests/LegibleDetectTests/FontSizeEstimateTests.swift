import LegibleDetect
import Testing

/// The calibration: estimated sizes against the sizes the fixture lines were rendered at
/// (DejaVu Sans, DejaVu Sans Bold, Liberation Sans; 16–32 pt; scale 1 and 2).
@Suite("Font size estimate")
struct FontSizeEstimateTests {
    @Test(arguments: ["lines", "lines@2x"])
    func withinSevenPercentOfTheRenderedSize(name: String) throws {
        let truth = try OCRTruth.load(name)
        for line in truth.lines {
            let estimate = try #require(FontSizeEstimate.points(inkHeight: line.height * truth.scale, text: line.text, scale: truth.scale))
            let error = abs(estimate - line.fontSize) / line.fontSize
            #expect(error <= 0.07, "\(line.text) (\(line.font) \(line.fontSize) pt): estimated \(estimate)")
        }
    }

    @Test func fromTesseractBoxesNormalTextNeverTurnsLarge() throws {
        let truth = try OCRTruth.load("lines")
        let screen = try OCRDetector.screen(fromTSV: Fixture.text("ocr/lines.tsv"), imagePath: "lines.png")
        for (region, known) in zip(screen.regions, truth.lines) {
            let size = try #require(region.fontSize)
            #expect(abs(size - known.fontSize) / known.fontSize <= 0.1, "\(known.text): \(size) for \(known.fontSize)")
            // Erring low is safe (a stricter threshold); text called large must really be large.
            if size >= 24 { #expect(known.fontSize >= 24, "\(known.text) estimated large") }
        }
    }

    @Test(arguments: [
        ("Tuesday", 0.95), ("PAY NOW", 0.74), ("ypg", 0.76), ("one", 0.54), ("Jump (now)", 0.95), ("Questions?", 0.95), ("one, our", 0.76), ("日本", 0.74),
    ])
    func emFractionFollowsTheLetters(text: String, fraction: Double) {
        #expect(FontSizeEstimate.emFraction(of: text) == fraction)
    }

    @Test func nothingToGoByGivesNoSize() {
        #expect(FontSizeEstimate.points(inkHeight: 10, text: "...", scale: 1) == nil)
        #expect(FontSizeEstimate.points(inkHeight: 0, text: "Hello", scale: 1) == nil)
    }
}
