import LegiblePixels

/// Reads tesseract's TSV output (`tesseract image stdout tsv`): one row per layout element,
/// level 1 = page, 5 = word, with `left top width height conf text` columns.
public enum TesseractTSV {
    /// The page size and the words grouped into tesseract's lines, in the order it wrote them.
    /// Nothing is filtered here; `OCRPage.cleaned(_:)` drops noise.
    public static func page(from tsv: String, file: String) throws(DetectError) -> OCRPage {
        // Blank lines are kept while splitting so that errors name the line an editor shows.
        let lines = tsv.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        var rows = lines.enumerated().filter { !$0.element.isEmpty }.map { (number: $0.offset + 1, text: $0.element) }[...]
        guard let header = rows.popFirst()?.text else {
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
        // The text column may be cut off with the trailing tab by an editor; every other is needed.
        let needed = (index.filter { $0.key != "text" }.values.max() ?? 0) + 1
        for (lineNumber, row) in rows {
            let cells = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard cells.count >= needed else {
                throw DetectError(file: file, problem: "line \(lineNumber) has \(cells.count) fields where the header names \(needed)",
                                  fix: "pass tesseract's TSV unedited")
            }
            func int(_ name: String, _ range: ClosedRange<Int> = CheckedNumber.pixelRange) throws(DetectError) -> Int {
                let position = index[name] ?? 0
                do {
                    return try CheckedNumber.integer(cells[position], in: range,
                                                     at: NumberPlace(file: file, place: "line \(lineNumber), field \"\(name)\""))
                } catch {
                    throw DetectError(number: error, fix: "pass tesseract's TSV unedited")
                }
            }
            let level = try int("level", 0...1000)
            let box = PixelRect(x: try int("left"), y: try int("top"), width: try int("width", 0...(1 << 30)),
                                height: try int("height", 0...(1 << 30)))
            if level == 1 {
                page.width = box.maxX
                page.height = box.maxY
            }
            guard level == 5 else { continue }
            let textColumn = index["text"] ?? 0
            let text = textColumn < cells.count ? String(cells[textColumn]) : ""
            // Tesseract writes -1 for elements that have no confidence; anything unreadable counts as none.
            let confidence = (try? CheckedNumber.decimal(cells[index["conf"] ?? 0], in: -1...100,
                                                         at: NumberPlace(file: file, place: ""))) ?? -1
            let layout = 0...Int(Int32.max)
            let key = [try int("page_num", layout), try int("block_num", layout), try int("par_num", layout),
                       try int("line_num", layout)]
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
