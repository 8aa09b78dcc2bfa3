import LegiblePixels

/// Reads hOCR (XHTML with `ocr_page`, `ocr_line` and `ocrx_word` elements whose `title` holds
/// `bbox x0 y0 x1 y1; x_wconf N`), as `tesseract image out hocr` writes it.
public enum HOCRReader {
    /// Elements that tesseract (and other engines) use for one line of text.
    static let lineClasses: Set<String> = ["ocr_line", "ocr_header", "ocr_caption", "ocr_textfloat"]

    /// The page size and the lines with their words, in document order. Nothing is filtered here.
    public static func page(from hocr: String, file: String) throws(DetectError) -> OCRPage {
        let events = try XMLScanner(hocr, file: file).events()
        var page = OCRPage(lines: [])
        var stack: [(name: String, role: Role)] = []
        var line: [OCRWord]?
        var word: OCRWord?
        var sawWordClass = false
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
                    page.width = Int(box[2])
                    page.height = Int(box[3])
                } else if !classes.isDisjoint(with: lineClasses) {
                    closeLine()
                    line = []
                    role = .line
                } else if classes.contains("ocrx_word") {
                    sawWordClass = true
                    guard let box = title["bbox"], box.count == 4 else {
                        throw DetectError(file: file, problem: "an ocrx_word has no \"bbox x0 y0 x1 y1\" in its title",
                                          fix: "pass hOCR exactly as the OCR engine wrote it")
                    }
                    let rect = PixelRect(x: Int(box[0]), y: Int(box[1]), width: Int(box[2] - box[0]), height: Int(box[3] - box[1]))
                    word = OCRWord(text: "", box: rect, confidence: title["x_wconf"]?.first ?? -1)
                    role = .word
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

    /// `bbox 26 22 140 46; x_wconf 96` → ["bbox": [26, 22, 140, 46], "x_wconf": [96]].
    static func title(_ text: String) -> [String: [Double]] {
        var properties: [String: [Double]] = [:]
        for part in text.split(separator: ";") {
            let tokens = part.split(separator: " ")
            guard let key = tokens.first else { continue }
            properties[String(key)] = tokens.dropFirst().compactMap { Double($0) }
        }
        return properties
    }
}
