@testable import LegibleAudit
import LegiblePixels
import Testing

/// JPEG mask pixels past the text colour by more than ringing, seen from the background
/// (`TextSeparator.pastRinging`): compression carries a stroke past its colour by at most
/// `SeparationTuning.Ring.ringingShare` of the step from the background, so a pixel further past
/// is the photo's. A 6×3 strip as in `BeyondTextColourTests`: a background row, a mask row holding
/// the text colour, a blend and the pixel under test, and a background row.
@Suite("JPEG pixels past the text colour")
struct PastRingingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var background: UInt32
        var text: UInt32
        /// The mask pixel under test, beside the text colour and a half blend.
        var pixel: UInt32
        var past: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a white star touching a grey caption on a night sky", background: 0x0A0A1E, text: 0x909090,
             pixel: 0xFFFFFF, past: true),
        Case(name: "a black crack under a pale grey caption on pale stone", background: 0xE0D8D0, text: 0x9A9A9A,
             pixel: 0x000000, past: true),
        // Past by a quarter of the step: a lossless glyph never is (`beyondTextColour` takes it), a JPEG's is.
        Case(name: "a grey caption's stroke rung past its colour", background: 0x0A0A1E, text: 0x909090,
             pixel: 0xB1B1AC, past: false),
        Case(name: "a core's noise, within the floor", background: 0x0A0A1E, text: 0x909090, pixel: 0xA0A0A0,
             past: false),
        Case(name: "a blend of the caption into its background", background: 0x0A0A1E, text: 0x909090, pixel: 0x4D4D57,
             past: false),
        Case(name: "a darker speck under a light caption, not past it", background: 0x0A0A1E, text: 0x909090,
             pixel: 0x000000, past: false),
        Case(name: "text too near its background for an axis", background: 0x808080, text: 0x8A8A8A, pixel: 0xFFFFFF,
             past: false),
    ]

    @Test("Which pixels lie past the ringing", arguments: cases)
    func past(_ c: Case) {
        let found = Self.past(pixel: c.pixel, text: c.text, readAs: c.text, background: c.background)
        #expect(found == (c.past ? [9] : []), "\(c.name)")
    }

    /// The ringing case is beyond the colour for a lossless image: only the JPEG bound keeps it.
    @Test("A stroke rung past its colour is beyond it without compression")
    func losslessTakesIt() {
        let background: UInt32 = 0x0A0A1E, text: UInt32 = 0x909090, rung: UInt32 = 0xB1B1AC
        #expect(BeyondTextColourTests.beyond(in: BeyondTextColourTests.strip(background: background, text: text, pixel: rung),
                                             text: text) == [9])
    }

    /// A colour read from the glyphs' blends, not their cores: most of the mask lies past it,
    /// and nothing is taken for the photo.
    @Test("Nothing is past a colour no core holds")
    func noCore() {
        let background: UInt32 = 0x0A0A1E, text: UInt32 = 0xDFDFDF
        let blend = BeyondTextColourTests.halfway(background, text)
        #expect(Self.past(pixel: text, text: text, readAs: blend, background: background).isEmpty)
    }

    /// The window indices `pastRinging` finds in the strip, the text read as `readAs`.
    static func past(pixel: UInt32, text: UInt32, readAs: UInt32, background: UInt32) -> [Int] {
        BeyondTextColourTests.strip(background: background, text: text, pixel: pixel).withUnsafeBufferPointer {
            TextSeparator.pastRinging(mask: BeyondTextColourTests.mask, pixels: $0, width: 6, bounds: BeyondTextColourTests.bounds,
                                      text: readAs,
                                      exactness: SeparationTuning.Corrections.jpegExactWithin)
        }
    }
}
