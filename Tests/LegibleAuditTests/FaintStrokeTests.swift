@testable import LegibleAudit
import LegiblePixels
import Testing

/// A stem narrower than a pixel (a regular face at 1×, 10 pt) drawn across two columns leaves
/// both under half covered: the mask holds neither, and the truth counts neither as text. Over a
/// photo the edge pixel below it stands for the background past the stem
/// (`EdgeWalk.pastFaintStroke`), not for the stem's own blend, which the walk outward runs up
/// to; a streak more than half covered, or one beside stems wide enough to cover a pixel half,
/// is the photo's and is measured as it is.
@Suite("A stroke too faint for the mask")
struct FaintStrokeTests {
    enum Above: String, CaseIterable, CustomTestStringConvertible {
        /// Two columns 47 % and 43 % of the way to the text colour: a stem 0.9 px wide at half phase.
        case faintStem
        /// The same stem on a flat page: the rule is the photo's only.
        case faintStemOnFlat
        /// The same columns where the stated font's stems are a pixel and a half wide: no stem
        /// of this text leaves both its columns under half covered.
        case wideStems
        /// Two columns 70 % of the way: more than half covered, no stroke the mask missed.
        case paleStreak
        /// Two columns 20 % of the way: too faint for a stem 0.9 px wide, whose columns hold more
        /// than 40 % each (the photo darkening or brightening towards the glyphs).
        case shade
        var testDescription: String { rawValue }
    }

    @Test("The colour the pixel below a stem out of the mask stands for", arguments: Above.allCases)
    func pixelBelowAStem(_ above: Above) {
        let sky = RGB8(r: 0x16, g: 0x12, b: 0x2E), text = RGB8(r: 0xFF, g: 0xD6, b: 0x0A)
        let (left, right) = above == .paleStreak ? (0.7, 0.7) : above == .shade ? (0.2, 0.2) : (0.47, 0.43)
        let leftColour = SyntheticScreen.blend(text, over: sky, alpha: left)
        let rightColour = SyntheticScreen.blend(text, over: sky, alpha: right)
        var raster = Raster(width: 40, height: 30)
        for y in 0..<30 { for x in 0..<40 { raster[x, y] = sky.withAlpha() } }
        // A bar of the text colour (the mask), the stem's two columns rising from it.
        for y in 16...17 { for x in 10...28 { raster[x, y] = text.withAlpha() } }
        for y in 9...15 {
            raster[18, y] = leftColour.withAlpha()
            raster[19, y] = rightColour.withAlpha()
        }
        let box = BoxPixels(raster: raster, rect: PixelRect(x: 0, y: 0, width: 40, height: 30), margin: 10)
        let at = (15 - box.window.y) * box.width + 19 - box.window.x
        let standsFor: UInt32? = box.rgb.withUnsafeBufferPointer { pixels in
            let mask = pixels.map { $0 == text.packed }
            let stem = above == .wideStems ? 1.5 : 0.9
            let found = TextSeparator(hint: nil, ringRadius: 5, stemWidth: stem).ringPixels(pixels, mask: mask, box: box, text: text.packed,
                                                                           overPhoto: above != .faintStemOnFlat)
            return found.ring.firstIndex(of: at).map { found.colours[$0] }
        }
        #expect(standsFor != nil)
        // Else the walk's own answer: a pixel of the stem or streak, whichever it reaches.
        #expect((standsFor == sky.packed) == (above == .faintStem))
    }
}
