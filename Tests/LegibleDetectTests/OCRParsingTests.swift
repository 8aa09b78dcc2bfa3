import Foundation
import LegibleAudit
import LegibleDetect
import LegiblePixels
import Testing

/// TSV and hOCR that real tesseract 5.3.0 runs wrote for the rendered fixtures
/// (`Scripts/make-detect-fixtures`); no tesseract needed here.
@Suite("OCR output parsing")
struct OCRParsingTests {
    static let images = ["lines", "lines-grey", "lines@2x"]

    /// Checks lines against what was drawn: same text, boxes within 2 pixels of the exact ink.
    static func expectMatchesTruth(_ page: OCRPage, _ truth: OCRTruth) {
        #expect(page.width == Int(640 * truth.scale))
        #expect(page.height == Int(290 * truth.scale))
        #expect(page.lines.map(\.text) == truth.lines.map(\.text))
        for line in page.lines {
            guard let known = truth.line(line.text) else { continue }
            let distance = line.box.edgeDistance(x: known.x * truth.scale, y: known.y * truth.scale,
                                                 width: known.width * truth.scale, height: known.height * truth.scale)
            #expect(distance <= 2 * truth.scale, "\(line.text): box \(line.box) is \(distance) px off the ink")
        }
    }

    @Test(arguments: images)
    func tsvLinesMatchTheRenderedText(name: String) throws {
        let page = try TesseractTSV.page(from: Fixture.text("ocr/\(name).tsv"), file: "\(name).tsv").cleaned()
        Self.expectMatchesTruth(page, try OCRTruth.load(name))
    }

    @Test(arguments: images)
    func hocrLinesMatchTheRenderedText(name: String) throws {
        let page = try HOCRReader.page(from: Fixture.text("ocr/\(name).hocr"), file: "\(name).hocr").cleaned()
        Self.expectMatchesTruth(page, try OCRTruth.load(name))
    }

    @Test(arguments: images)
    func tsvAndHOCRAgree(name: String) throws {
        let tsv = try TesseractTSV.page(from: Fixture.text("ocr/\(name).tsv"), file: "t").cleaned()
        let hocr = try HOCRReader.page(from: Fixture.text("ocr/\(name).hocr"), file: "h").cleaned()
        #expect(tsv.lines.map(\.box) == hocr.lines.map(\.box))
        #expect(tsv.lines.map(\.text) == hocr.lines.map(\.text))
    }

    @Test func regionsAreNumberedPaddedScaledAndInsideTheImage() throws {
        let truth = try OCRTruth.load("lines@2x")
        let screen = try OCRDetector.screen(fromTSV: Fixture.text("ocr/lines@2x.tsv"), imagePath: "lines@2x.png", scale: 2)
        #expect(screen.scale == 2)
        #expect(screen.image == "lines@2x.png")
        #expect(screen.regions.map(\.id) == (1...5).map { "ocr-line-\($0)" })
        for (region, known) in zip(screen.regions, truth.lines) {
            #expect(region.text == known.text)
            #expect(region.kind == .text)
            // Padding: a quarter of the ink height (≥ 2 px) on every side, so the box holds background.
            #expect(region.x < known.x && region.y < known.y)
            #expect(region.x + region.width > known.x + known.width)
            #expect(region.y + region.height > known.y + known.height)
            #expect(region.height <= known.height * 1.5 + 2)
        }
        try screen.validateBounds(imageWidth: 1280, imageHeight: 580, file: "lines@2x.json")
    }

    @Test func lowConfidenceEmptyAndPunctuationOnlyWordsAreDropped() throws {
        let tsv = """
        level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext
        1\t1\t0\t0\t0\t0\t0\t0\t300\t100\t-1\t
        5\t1\t1\t1\t1\t1\t10\t10\t40\t12\t91.5\tHello
        5\t1\t1\t1\t1\t2\t55\t10\t40\t12\t12.0\tW0rld
        5\t1\t1\t1\t1\t3\t99\t10\t4\t12\t95.0\t\u{20}
        5\t1\t2\t1\t1\t1\t10\t40\t8\t8\t96.0\t|
        5\t1\t3\t1\t1\t1\t10\t70\t40\t12\t30.0\tnoise
        """
        let page = try TesseractTSV.page(from: tsv, file: "t.tsv").cleaned()
        #expect(page.lines.map(\.text) == ["Hello"])
    }

    @Test func fragmentsOnOneBaselineJoinButStackedLinesDoNot() throws {
        // Sparse mode (--psm 11) may give one visual line as several blocks.
        let tsv = """
        level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext
        5\t1\t1\t1\t1\t1\t10\t10\t60\t20\t90\tTotal
        5\t1\t2\t1\t1\t1\t80\t12\t50\t18\t90\tprice
        5\t1\t3\t1\t1\t1\t10\t40\t60\t20\t90\tNext
        5\t1\t4\t1\t1\t1\t400\t10\t50\t20\t90\tFar
        """
        let page = try TesseractTSV.page(from: tsv, file: "t.tsv").cleaned()
        #expect(page.lines.map(\.text) == ["Total price", "Far", "Next"])
        #expect(page.width == nil)
    }

    @Test(arguments: [
        ("", "is empty"),
        ("level\tleft\n", "has no \"page_num\" column"),
        ("level\tpage_num\tblock_num\tpar_num\tline_num\tleft\ttop\twidth\theight\tconf\ttext\n5\t1\t1\t1\t1\tx\t0\t1\t1\t90\tA", "line 2, field \"left\": \"x\""),
    ])
    func badTSVNamesTheProblem(tsv: String, expected: String) {
        #expect {
            _ = try TesseractTSV.page(from: tsv, file: "bad.tsv")
        } throws: { error in
            let message = (error as? DetectError)?.description ?? ""
            return message.hasPrefix("bad.tsv: ") && message.contains(expected) && message.contains("tesseract")
        }
    }

    @Test func hocrWordsOutsideLinesAndNestedMarkupAreRead() throws {
        let hocr = """
        <html><body><div class='ocr_page' title='bbox 0 0 200 100'>
        <span class='ocr_header' title="bbox 10 10 90 30"><span class='ocrx_word' title='bbox 10 10 90 30; x_wconf 93'><strong>Big</strong> &amp;</span></span>
        <span class='ocrx_word' title='bbox 10 50 60 62; x_wconf 88'>loose</span>
        </div></body></html>
        """
        let page = try HOCRReader.page(from: hocr, file: "h.hocr")
        #expect(page.width == 200 && page.height == 100)
        #expect(page.lines.map(\.text) == ["Big &", "loose"])
        #expect(page.lines[0].words[0].confidence == 93)
        #expect(page.lines[0].box == PixelRect(x: 10, y: 10, width: 80, height: 20))
    }

    @Test(arguments: [0.0, -2, .infinity, .nan])
    func scaleMustBePositive(scale: Double) {
        #expect {
            _ = try OCRDetector.screen(fromTSV: Fixture.text("ocr/lines.tsv"), imagePath: "lines.png", scale: scale)
        } throws: { error in
            (error as? DetectError)?.problem.contains("is not a positive number") == true
        }
    }

    @Test func htmlThatIsNotHOCRIsRefused() {
        #expect(throws: DetectError.self) { try HOCRReader.page(from: "<html><body><p>hi</p></body></html>", file: "x.html") }
    }
}
