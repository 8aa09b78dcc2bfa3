import Foundation
import LegibleAudit
@testable import LegibleDetect
import LegiblePixels
import Testing

/// OCR output and view dumps that are damaged or hostile: every one gets a `DetectError` naming
/// the file, the place (line and field, element, node) and the value — no trap, no silent skip,
/// and no cost that grows faster than the input.
@Suite("Hostile OCR output and view dumps")
struct HostileDetectInputTests {
    static let header = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext"

    static func tsvError(_ rows: [String]) -> DetectError? {
        do {
            _ = try TesseractTSV.page(from: ([header] + rows).joined(separator: "\n"), file: "shot.tsv")
            return nil
        } catch {
            return error
        }
    }

    @Test("TSV numbers that do not fit, are not whole or are missing name the line, field and value",
          arguments: [
            ("5\t1\t1\t1\t1\t1\t99999999999999999999\t0\t10\t10\t90\tHi", "line 2, field \"left\": \"99999999999999999999\""),
            ("5\t1\t1\t1\t1\t1\t9223372036854775807\t0\t10\t10\t90\tHi", "line 2, field \"left\": \"9223372036854775807\""),
            ("5\t1\t1\t1\t1\t1\t0\t0\t2000000000\t10\t90\tHi", "line 2, field \"width\": \"2000000000\""),
            ("5\t1\t1\t1\t1\t1\t0\t0\t10\t1.5\t90\tHi", "line 2, field \"height\": \"1.5\""),
            ("5\t1\t1\t1\t1\t1\t0\t0\t-3\t10\t90\tHi", "line 2, field \"width\": \"-3\""),
            ("5\t1\t1\t1\t1\t1\t0\t0", "line 2 has 8 fields where the header names 11"),
            ("5", "line 2 has 1 fields where the header names 11"),
          ])
    func tsvNumbers(row: String, fragment: String) throws {
        let error = try #require(Self.tsvError([row]))
        #expect(error.file == "shot.tsv")
        #expect(error.description.contains(fragment), "\(error)")
    }

    @Test("TSV errors count blank lines, so the line is the one an editor shows")
    func tsvLineNumbers() throws {
        let error = try #require(Self.tsvError(["", "5\t1\t1\t1\t1\t1\t0\t0\t10\tx\t90\tHi"]))
        #expect(error.description.contains("line 3, field \"height\": \"x\""), "\(error)")
    }

    @Test("a TSV row without its trailing text field is still read")
    func tsvWithoutText() throws {
        let page = try TesseractTSV.page(from: Self.header + "\n1\t1\t0\t0\t0\t0\t0\t0\t640\t480\t-1", file: "t.tsv")
        #expect(page.width == 640 && page.height == 480)
    }

    @Test("hOCR bbox values that do not fit or are not whole name the element and the value",
          arguments: [
            ("bbox 0 0 99999999999999999999 10", "the bbox of ocrx_word 1, value 3: \"99999999999999999999\""),
            ("bbox 0 0 1e300 10", "the bbox of ocrx_word 1, value 3: \"1e300\""),
            ("bbox 0 0 10.5 10", "the bbox of ocrx_word 1, value 3: \"10.5\""),
            ("bbox 0 0 nan 10", "the bbox of ocrx_word 1, value 3: \"nan\""),
            ("bbox 20 0 10 10", "the bbox of ocrx_word 1 ends before it starts (20 0 10 10)"),
            ("bbox 1 2 3", "ocrx_word 1 has no \"bbox x0 y0 x1 y1\""),
          ])
    func hocrNumbers(title: String, fragment: String) throws {
        let hocr = "<html><body><div class='ocr_page' title='bbox 0 0 640 480'><span class='ocr_line' title='bbox 0 0 10 10'>"
            + "<span class='ocrx_word' title='\(title); x_wconf 95'>Hi</span></span></div></body></html>"
        let error = try #require(throws: DetectError.self) { try HOCRReader.page(from: hocr, file: "shot.hocr") }
        #expect(error.file == "shot.hocr")
        #expect(error.description.contains(fragment), "\(error)")
    }

    @Test("an hOCR page size that does not fit is an error too")
    func hocrPage() throws {
        let hocr = "<div class='ocr_page' title='bbox 0 0 1e400 480'></div>"
        let error = try #require(throws: DetectError.self) { try HOCRReader.page(from: hocr, file: "p.hocr") }
        #expect(error.description.contains("the bbox of ocr_page, value 3: \"1e400\""), "\(error)")
    }

    static func dump(_ nodes: String) -> Data {
        Data("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">\(nodes)</hierarchy>".utf8)
    }

    static let size = PixelRect(x: 0, y: 0, width: 1080, height: 2400)

    @Test("uiautomator bounds beyond the pixel range or malformed name the node",
          arguments: [
            ("[0,0][9223372036854775807,10]", "the bounds of node 0, value 3: \"9223372036854775807\""),
            ("[-9223372036854775808,0][9223372036854775807,10]", "the bounds of node 0, value 1: \"-9223372036854775808\""),
            ("[0,0][1e3,10]", "the bounds of node 0, value 3: \"1e3\""),
            ("[0,0][10]", "the bounds of node 0 are \"[0,0][10]\", not [x1,y1][x2,y2]"),
          ])
    func uiautomatorBounds(bounds: String, fragment: String) throws {
        let xml = Self.dump("<node index=\"0\" text=\"Hi\" class=\"android.widget.TextView\" bounds=\"\(bounds)\" />")
        let error = try #require(throws: DetectError.self) {
            try UIAutomatorDump.screen(fromXML: xml, imagePath: "shot.png", imageSize: Self.size, file: "ui.xml")
        }
        #expect(error.file == "ui.xml")
        #expect(error.description.contains(fragment), "\(error)")
    }

    @Test("an inverted uiautomator box covers nothing and is skipped like a zero-size node")
    func invertedBounds() throws {
        let xml = Self.dump("<node index=\"0\" text=\"Hi\" class=\"android.widget.TextView\" bounds=\"[50,50][10,10]\" />")
        let screen = try UIAutomatorDump.screen(fromXML: xml, imagePath: "shot.png", imageSize: Self.size, file: "ui.xml")
        #expect(screen.regions.isEmpty)
    }

    @Test("nesting deeper than the limit is refused at once, with the limit in the message", arguments: [257, 100_000])
    func deepNesting(depth: Int) throws {
        let open = String(repeating: "<node index=\"0\" bounds=\"[0,0][10,10]\">", count: depth)
        let xml = Self.dump(open + String(repeating: "</node>", count: depth))
        let error = try #require(throws: DetectError.self) {
            try UIAutomatorDump.screen(fromXML: xml, imagePath: "shot.png", imageSize: Self.size, file: "deep.xml")
        }
        #expect(error.description.contains("nests <node> elements deeper than 256"), "\(error)")
        let hocr = String(repeating: "<span class='x'>", count: depth)
        let hocrError = try #require(throws: DetectError.self) { try HOCRReader.page(from: hocr, file: "deep.hocr") }
        #expect(hocrError.description.contains("deeper than 256"), "\(hocrError)")
    }

    @Test("nesting up to the limit is read whole")
    func deepestAllowed() throws {
        let depth = UIAutomatorDump.maximumDepth
        let open = (0..<depth).map { "<node index=\"0\" text=\"t\($0)\" bounds=\"[0,\($0)][100,\($0 + 1)]\">" }.joined()
        let xml = Self.dump(open + String(repeating: "</node>", count: depth))
        let screen = try UIAutomatorDump.screen(fromXML: xml, imagePath: "shot.png", imageSize: Self.size, file: "ok.xml")
        #expect(screen.regions.count == depth)
    }

    /// Thousands of lines: one row of fragments that all join (a chain, left to right), and a
    /// page of separate rows. The joining used to restart its search after every join.
    @Test("large TSV files are read and joined whole", arguments: [2_000, 6_000])
    func largeTSV(words: Int) throws {
        var rows: [String] = ["1\t1\t0\t0\t0\t0\t0\t0\t100000\t100000\t-1\t"]
        for i in 0..<words {
            // Half on one row 1 px apart (each its own tesseract line), half one per row.
            let (x, y) = i % 2 == 0 ? (i * 11, 10) : (0, 100 + i * 30)
            rows.append("5\t1\t\(i)\t1\t1\t1\t\(x)\t\(y)\t10\t20\t90\tw\(i)")
        }
        let page = try TesseractTSV.page(from: ([Self.header] + rows).joined(separator: "\n"), file: "big.tsv").cleaned()
        #expect(page.lines.count == 1 + words / 2)
        #expect(page.lines.first?.words.count == words / 2)
        #expect(page.lines.first?.words.map(\.box.x) == (0..<(words / 2)).map { $0 * 22 })
    }
}
