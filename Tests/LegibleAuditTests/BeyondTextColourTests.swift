@testable import LegibleAudit
import LegiblePixels
import Testing

/// Mask pixels beyond the text colour, seen from the background (`TextSeparator.beyondTextColour`):
/// a lossless glyph's blends lie between its colour and the background, channel by channel, so a
/// pixel past the text colour is the photo's. A 6×3 strip: a background row, a mask row holding
/// the text colour, a blend and the pixel under test, and a background row.
@Suite("Pixels beyond the text colour")
struct BeyondTextColourTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var background: UInt32
        var text: UInt32
        /// The mask pixel under test, beside the text colour and a half blend.
        var pixel: UInt32
        var beyond: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a white star touching a grey caption on a night sky", background: 0x0A0A1E, text: 0xDFDFDF,
             pixel: 0xFEFEFE, beyond: true),
        Case(name: "a black crack under a dark grey caption on pale stone", background: 0xC8BEB0, text: 0x404040,
             pixel: 0x000000, beyond: true),
        Case(name: "a white glint beside a pink caption on a dark sky", background: 0x101020, text: 0xF472B6,
             pixel: 0xFFFFFF, beyond: true),
        Case(name: "an exact core's noise, within its spread", background: 0x0A0A1E, text: 0xDFDFDF, pixel: 0xE4E4E4,
             beyond: false),
        Case(name: "a blend of the caption into its background", background: 0x0A0A1E, text: 0xDFDFDF, pixel: 0x8C8C94,
             beyond: false),
        Case(name: "a darker speck under a light caption, not past it", background: 0x0A0A1E, text: 0xDFDFDF,
             pixel: 0x000000, beyond: false),
        Case(name: "text too near its background for an axis", background: 0x808080, text: 0x8A8A8A, pixel: 0xFFFFFF,
             beyond: false),
    ]

    @Test("Which pixels are beyond", arguments: cases)
    func beyond(_ c: Case) {
        let found = Self.beyond(in: Self.strip(background: c.background, text: c.text, pixel: c.pixel), text: c.text)
        #expect(found == (c.beyond ? [9] : []), "\(c.name)")
    }

    /// A colour read from the glyphs' blends, not their cores: most of the mask lies beyond it,
    /// and nothing is taken for the photo.
    @Test("Nothing is beyond a colour no core holds")
    func noCore() {
        let background: UInt32 = 0x0A0A1E, text: UInt32 = 0xDFDFDF
        let found = Self.beyond(in: Self.strip(background: background, text: text, pixel: text), text: Self.halfway(background, text))
        #expect(found.isEmpty)
    }

    /// The strip's mask (its middle row) and bounds.
    static let mask = (0..<18).map { $0 >= 6 && $0 < 12 }
    static let bounds = PixelRect(x: 0, y: 0, width: 6, height: 3)

    /// A background row, a mask row (the text colour twice, a half blend, `pixel`, the text colour
    /// twice) and a background row.
    static func strip(background: UInt32, text: UInt32, pixel: UInt32) -> [UInt32] {
        Array(repeating: background, count: 6) + [text, text, halfway(background, text), pixel, text, text]
            + Array(repeating: background, count: 6)
    }

    /// The window indices `beyondTextColour` finds in `pixels` (a strip), the text read as `text`.
    static func beyond(in pixels: [UInt32], text: UInt32) -> [Int] {
        pixels.withUnsafeBufferPointer {
            TextSeparator.beyondTextColour(mask: mask, pixels: $0, width: 6, bounds: bounds, text: text,
                                           exactness: SeparationTuning.Candidates.exactWithin)
        }
    }

    /// The colour half way from `a` to `b`, channel by channel.
    static func halfway(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift: UInt32 in [16, 8, 0] { out |= (((a >> shift & 255) + (b >> shift & 255)) / 2) << shift }
        return out
    }
}
