import LegiblePixels
import Testing

@Suite("Colour parsing and formatting")
struct RGB8ParsingTests {
    @Test("Accepted spellings", arguments: [
        ("#777777", RGB8(r: 0x77, g: 0x77, b: 0x77)),
        ("777777", RGB8(r: 0x77, g: 0x77, b: 0x77)),
        ("#fff", RGB8(r: 255, g: 255, b: 255)),
        ("#123", RGB8(r: 0x11, g: 0x22, b: 0x33)),
        ("#3366cc", RGB8(r: 0x33, g: 0x66, b: 0xCC)),
        ("rgb(51, 102, 204)", RGB8(r: 51, g: 102, b: 204)),
        ("RGB(0,0,0)", RGB8(r: 0, g: 0, b: 0)),
        ("  #000000 ", RGB8(r: 0, g: 0, b: 0)),
        ("#0aBcFf", RGB8(r: 0x0A, g: 0xBC, b: 0xFF)),
        ("#FFFFFF", RGB8(r: 255, g: 255, b: 255)),
        ("#09afAF", RGB8(r: 0x09, g: 0xAF, b: 0xAF)),
    ])
    func parses(text: String, expected: RGB8) {
        #expect(RGB8(parsing: text) == expected)
    }

    @Test("Rejected spellings", arguments: ["", "#12", "#1234567", "#GGGGGG", "#12345G", "#-12345", "#12 456", "#12345\u{0301}", "rgb(1,2)", "rgb(1,2,256)", "rgb(a,b,c)", "red"])
    func rejects(text: String) {
        #expect(RGB8(parsing: text) == nil)
    }

    @Test func hexIsUpperCaseSixDigits() {
        #expect(RGB8(r: 0x0a, g: 0xbc, b: 0xff).hex == "#0ABCFF")
        #expect(RGB8(grey: 0).description == "#000000")
    }

    /// Every byte, against the standard library's `Character.hexDigitValue`.
    @Test func hexDigitAgreesWithCharacterOnEveryByte() {
        for byte in UInt8.min...UInt8.max {
            let reference = Character(Unicode.Scalar(byte)).hexDigitValue.map(UInt32.init)
            #expect(HexDigit.value(byte) == reference, "byte \(byte)")
        }
    }
}
