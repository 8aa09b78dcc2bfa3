import LegiblePixels

/// Reads tesseract's TSV output (`tesseract image stdout tsv`): one row per layout element,
/// level 1 = page, 5 = word, with `left top width height conf text` columns.
public enum TesseractTSV {
    /// The page size and the words grouped into tesseract's lines, in the order it wrote them.
    /// Nothing is filtered here; `OCRPage.cleaned(_:)` drops noise.
    public static func page(from tsv: String, file: String) throws(DetectError) -> OCRPage {
        var rows = tsv.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" })[...]
        guard let header = rows.popFirst() else {
            throw DetectError(file: file, problem: "is empty, not tesseract TSV",
                              fix: "make it with `tesseract IMAGE OUTBASE tsv` (or `… stdout tsv > FILE`)")
        }
        let columns = header.split(separator: "\t", omittingEmptySubsequences: false).map { String($0).trimmingXMLSpace() }
        let required = ["level", "page_num", "block_num", "par_num", "line_num", "left", "top", "width", "height", "conf", "text"]
        var index: [String: Int] = [:]
        for name in required {
            guard let position = columns.firstIndex(of: name) else {
                throw DetectError(file: file, problem: "has no \"\(name)\" column, so it is not tesseract TSV",
                                  fix: "make it with `tesseract IMAGE OUTBASE tsv` and pass the .tsv file")
            }
            index[name] = position
        }
        var page = OCRPage(lines: [])
        var lineOf: [[Int]: Int] = [:]
        for (offset, row) in rows.enumerated() {
            let cells = row.split(separator: "\t", omittingEmptySubsequences: false)
            func int(_ name: String) throws(DetectError) -> Int {
                let position = index[name]!
                guard position < cells.count, let value = Int(cells[position].trimmingXMLSpace()) else {
                    throw DetectError(file: file, problem: "row \(offset + 2): \"\(name)\" is not a whole number",
                                      fix: "pass tesseract's TSV unedited")
                }
                return value
            }
            let level = try int("level")
            let box = PixelRect(x: try int("left"), y: try int("top"), width: try int("width"), height: try int("height"))
            if level == 1 {
                page.width = box.maxX
                page.height = box.maxY
            }
            guard level == 5 else { continue }
            let textPosition = index["text"]!
            let text = textPosition < cells.count ? String(cells[textPosition]) : ""
            let confidence = Double(cells[index["conf"]!].trimmingXMLSpace()) ?? -1
            let key = [try int("page_num"), try int("block_num"), try int("par_num"), try int("line_num")]
            let word = OCRWord(text: text, box: box, confidence: confidence, lineKey: key)
            if let line = lineOf[key] {
                page.lines[line].words.append(word)
            } else {
                lineOf[key] = page.lines.count
                page.lines.append(OCRLine(words: [word]))
            }
        }
        return page
    }
}
