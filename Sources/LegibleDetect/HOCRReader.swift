import LegiblePixels

/// Reads hOCR (XHTML with `ocr_page`, `ocr_line` and `ocrx_word` elements whose `title` holds
/// `bbox x0 y0 x1 y1; x_wconf N`), as `tesseract image out hocr` writes it.
public enum HOCRReader {
    /// Elements that tesseract (and other engines) use for one line of text.
    static let lineClasses: Set<String> = ["ocr_line", "ocr_header", "ocr_caption", "ocr_textfloat"]
    /// How deep elements may nest (or stay open): hOCR pages nest five or six deep; the limit
    /// keeps each end tag's search for its start bounded.
    static let maximumDepth = 256

    /// The page size and the lines with their words, in document order. Nothing is filtered here.
    public static func page(from hocr: String, file: String) throws(DetectError) -> OCRPage {
        let events = try XMLScanner(hocr, file: file).events()
        var page = OCRPage(lines: [])
        var stack: [(name: String, role: Role)] = []
        var line: [OCRWord]?
        var word: OCRWord?
        var sawWordClass = false
        var wordCount = 0
        func closeLine() {
            if let words = line, !words.isEmpty { page.lines.append(OCRLine(words: words)) }
            line = nil
        }
        for event in events {
            switch event {
            case .start(let name, let attributes):
                let classes = Set((attributes["class"] ?? "").split(separator: " ").map(String.init))
                let title = attributes["title"].map(Self.title) ?? [:]
                var role = Role.other
                if classes.contains("ocr_page"), let box = title["bbox"], box.count == 4 {
                    let size = try Self.box(box, file: file, element: "ocr_page")
                    page.width = size.maxX
                    page.height = size.maxY
                } else if !classes.isDisjoint(with: lineClasses) {
                    closeLine()
                    line = []
                    role = .line
                } else if classes.contains("ocrx_word") {
                    sawWordClass = true
                    wordCount += 1
                    guard let box = title["bbox"], box.count == 4 else {
                        throw DetectError(file: file, problem: "ocrx_word \(wordCount) has no \"bbox x0 y0 x1 y1\" in its title",
                                          fix: "pass hOCR exactly as the OCR engine wrote it")
                    }
                    let rect = try Self.box(box, file: file, element: "ocrx_word \(wordCount)")
                    let confidence = title["x_wconf"]?.first.flatMap {
                        try? CheckedNumber.decimal($0, in: 0...100, at: NumberPlace(file: file, place: ""))
                    }
                    word = OCRWord(text: "", box: rect, confidence: confidence ?? -1)
                    role = .word
                }
                guard stack.count < maximumDepth else {
                    throw DetectError(file: file, problem: "nests elements (or leaves them open) deeper than \(maximumDepth)",
                                      fix: "pass hOCR exactly as the OCR engine wrote it")
                }
                stack.append((name, role))
            case .text(let text):
                word?.text += text
            case .end(let name):
                // Forgiving about HTML that leaves tags open: close up to the matching start.
                guard let match = stack.lastIndex(where: { $0.name == name }) else { continue }
                for element in stack[match...].reversed() {
                    switch element.role {
                    case .word:
                        if var finished = word {
                            finished.text = finished.text.trimmingXMLSpace()
                            if line == nil { line = [] }
                            line?.append(finished)
                        }
                        word = nil
                    case .line:
                        closeLine()
                    case .other:
                        break
                    }
                }
                stack.removeSubrange(match...)
            }
        }
        closeLine()
        guard sawWordClass || page.width != nil else {
            throw DetectError(file: file, problem: "holds no ocr_page or ocrx_word elements, so it is not hOCR",
                              fix: "make it with `tesseract IMAGE OUTBASE hocr` and pass the .hocr file")
        }
        return page
    }

    private enum Role { case line, word, other }

    /// `bbox 26 22 140 46; x_wconf 96` → ["bbox": ["26", "22", "140", "46"], "x_wconf": ["96"]]: the
    /// words as written, for `CheckedNumber` to read where they are used.
    static func title(_ text: String) -> [String: [Substring]] {
        var properties: [String: [Substring]] = [:]
        for part in text.split(separator: ";") {
            let tokens = part.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            guard let key = tokens.first else { continue }
            properties[String(key)] = Array(tokens.dropFirst())
        }
        return properties
    }

    /// `bbox x0 y0 x1 y1` as a rectangle: whole pixel numbers with x1 ≥ x0 and y1 ≥ y0.
    static func box(_ words: [Substring], file: String, element: String) throws(DetectError) -> PixelRect {
        let fix = "pass hOCR exactly as the OCR engine wrote it"
        var values: [Int] = []
        for (i, word) in words.enumerated() {
            let place = NumberPlace(file: file, place: "the bbox of \(element), value \(i + 1)")
            do { values.append(try CheckedNumber.integer(word, in: CheckedNumber.pixelRange, at: place)) } catch {
                throw DetectError(number: error, fix: fix)
            }
        }
        guard values[2] >= values[0], values[3] >= values[1] else {
            throw DetectError(file: file, problem: "the bbox of \(element) ends before it starts (\(words.joined(separator: " ")))",
                              fix: fix)
        }
        return PixelRect(x: values[0], y: values[1], width: values[2] - values[0], height: values[3] - values[1])
    }
}
