import LegibleDetect
import LegiblePixels
import Testing

/// OCR's words matched to the detector's lines, without running tesseract.
@Suite("Words read onto detected lines")
struct LineReadingTests {
    /// Two lines one above the other and a short one beside the first, in image pixels.
    static let lines = [PixelRect(x: 0, y: 0, width: 200, height: 20), PixelRect(x: 0, y: 30, width: 200, height: 20),
                        PixelRect(x: 240, y: 0, width: 20, height: 20)]

    @Test(arguments: [
        (PixelRect(x: 10, y: 2, width: 50, height: 16), Optional(0)),     // inside the first line
        (PixelRect(x: 170, y: 2, width: 60, height: 16), Optional(0)),    // half of it past the first line's end
        (PixelRect(x: 150, y: 2, width: 100, height: 16), Optional(0)),   // over two lines: the larger overlap
        (PixelRect(x: 236, y: 0, width: 60, height: 20), Optional(2)),    // a long word holding the short line
        (PixelRect(x: 150, y: 2, width: 60, height: 16), Optional(0)),
        (PixelRect(x: 180, y: 2, width: 60, height: 16), nil),            // under half on any line
        (PixelRect(x: 10, y: 14, width: 50, height: 20), nil),            // between the rows, on neither
        (PixelRect(x: 10, y: 36, width: 50, height: 12), Optional(1)),    // x-height word on the second line
        (PixelRect(x: 10, y: 300, width: 50, height: 12), nil),           // where nothing was found
    ])
    func aWordGoesToTheLineItLiesOn(word: PixelRect, line: Int?) {
        #expect(LineReading.line(under: word, among: Self.lines) == line)
    }

    /// A TSV row for a word: level 5, page 1, block `block`, line `line`.
    static func row(_ text: String, _ box: PixelRect, conf: Double = 90, block: Int = 1, line: Int = 1) -> String {
        "5\t1\t\(block)\t1\t\(line)\t1\t\(box.x)\t\(box.y)\t\(box.width)\t\(box.height)\t\(conf)\t\(text)"
    }

    @Test func wordsJoinInReadingOrderAndLinesWithoutWordsHaveNoText() throws {
        let header = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext"
        let tsv = [header,
                   Self.row("Standard", PixelRect(x: 110, y: 2, width: 80, height: 16), line: 2),
                   Self.row("Choose", PixelRect(x: 10, y: 2, width: 60, height: 16), line: 1),
                   Self.row("noise", PixelRect(x: 80, y: 2, width: 20, height: 16), conf: 20, line: 1),
                   Self.row("·", PixelRect(x: 120, y: 34, width: 4, height: 4), block: 2),
                   Self.row("photo", PixelRect(x: 10, y: 400, width: 60, height: 16), block: 3)].joined(separator: "\n")
        let page = try TesseractTSV.page(from: tsv, file: "words.tsv")
        // Below the confidence floor, alone without a letter, or on no line: left out.
        #expect(LineReading.texts(on: Self.lines, page: page) == ["Choose Standard", nil, nil])
    }

    @Test(arguments: ["lines", "lines-grey", "lines@2x"])
    func committedTesseractOutputLabelsTheDetectedLines(name: String) throws {
        let truth = try OCRTruth.load(name)
        let image = Fixture.path("ocr/\(truth.image)")
        for (file, page) in [("tsv", try TesseractTSV.page(from: Fixture.text("ocr/\(name).tsv"), file: name)),
                             ("hocr", try HOCRReader.page(from: Fixture.text("ocr/\(name).hocr"), file: name))] {
            let screen = try TextDetector.detect(imagePath: image, scale: truth.scale, reading: page, from: file)
            let plain = try TextDetector.detect(imagePath: image, scale: truth.scale)
            #expect(screen.regions.map(\.text) == truth.lines.map(\.text), "\(file)")
            // The boxes are the detector's own: OCR only adds the text.
            #expect(screen.regions.map { [$0.id, "\($0.x)", "\($0.y)", "\($0.width)", "\($0.height)"] }
                    == plain.regions.map { [$0.id, "\($0.x)", "\($0.y)", "\($0.width)", "\($0.height)"] })
        }
    }

    @Test func ocrOfAnotherImageSizeIsRefused() throws {
        let page = try TesseractTSV.page(from: Fixture.text("ocr/lines@2x.tsv"), file: "lines@2x.tsv")
        #expect {
            _ = try TextDetector.detect(imagePath: Fixture.path("ocr/lines.png"), reading: page, from: "lines@2x.tsv")
        } throws: { error in
            let message = (error as? DetectError)?.description ?? ""
            return message.hasPrefix("lines@2x.tsv: is OCR of a 1280 × 580 image") && message.contains("640 × 290")
        }
    }
}
