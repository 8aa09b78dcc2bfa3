@testable import LegibleDetect
import Testing

@Suite("XMLScanner")
struct XMLScannerTests {
    @Test func tagsAttributesTextAndEntities() throws {
        let xml = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "x.dtd">
        <!-- a comment with <tags> -->
        <root a="1 &amp; 2" b='&lt;&#65;&#x42;&gt;'><leaf text="Sound &amp; vibration" /><p>x &quot;y&quot;&nbsp;<![CDATA[<raw>]]></p></root>
        UI hierchary dumped to: /dev/tty
        """
        let events = try XMLScanner(xml, file: "t.xml").events().filter {
            if case .text(let text) = $0 { return !text.trimmingXMLSpace().isEmpty }
            return true
        }
        #expect(events == [
            .start(name: "root", attributes: ["a": "1 & 2", "b": "<AB>"]),
            .start(name: "leaf", attributes: ["text": "Sound & vibration"]),
            .end(name: "leaf"),
            .start(name: "p", attributes: [:]),
            .text("x \"y\"\u{00A0}"),
            .text("<raw>"),
            .end(name: "p"),
            .end(name: "root"),
            .text("\nUI hierchary dumped to: /dev/tty"),
        ])
    }

    @Test func unknownEntitiesAndBareAmpersandsStayAsWritten() {
        #expect(XMLScanner.decodeEntities("a & b &copy; &#xZZ; c") == "a & b &copy; &#xZZ; c")
    }

    @Test(arguments: [
        ("<a b=\"1", "line 1"),
        ("<a>\n<b c=d>", "line 2"),
        ("<a>\n\n<!-- never closed", "line 3"),
        ("< a>", "starts no tag"),
    ])
    func malformedInputNamesTheLine(xml: String, expected: String) {
        #expect {
            _ = try XMLScanner(xml, file: "bad.xml").events()
        } throws: { error in
            let message = (error as? DetectError)?.description ?? ""
            return message.hasPrefix("bad.xml: is not well-formed XML") && message.contains(expected)
        }
    }

    @Test("Entity decoding costs linear work, even in text made of ampersands that close nothing",
          arguments: ["&", "&amp;", "&&#x41", "a&b", "&nbsp"])
    func entityWorkIsLinear(unit: String) {
        func work(_ count: Int) -> Int {
            var examined = 0
            _ = XMLScanner.decodeEntities(String(repeating: unit, count: count), examined: &examined)
            return examined
        }
        // Twice the text, at most twice the work (scanning the rest of the text for ";" from
        // every "&" made it four times).
        let small = work(4_000), large = work(8_000)
        #expect(small > 0 && large <= 2 * small + 100, "\(small) → \(large)")
        #expect(large <= 12 * 8_000 * unit.count)
    }
}
