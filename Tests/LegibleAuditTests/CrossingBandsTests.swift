@testable import LegibleAudit
import LegiblePixels
import Testing

/// A band of the text's colour in a photo crossing the box (`CrossingBands`): the white stroke of
/// a logo running through white capitals, which the text mask takes for text. Each screen's true
/// worst case is worked out from the clean background as the corpus defines it
/// (`EdgeDetailTests.truth`); the controls are a band between the words, clear of the glyphs, and
/// a box cutting the glyphs' tops and bottoms with no band at all. The photo is a media region.
@Suite("A band of the text's colour crossing the box")
struct CrossingBandsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The band's left edge at the top row, its slant (px per row) and width, or nil for none.
        var band: (left: Double, slant: Double, width: Double)?
        /// The box's padding above and below the glyphs (px; negative: the box cuts them).
        var pad: Int
        /// The capitals' grey level: below the band's white, the band is beyond their colour.
        var text: UInt8 = 255
        /// A photo flat where the label lies (one grey, as a clipped shadow): a band there looks
        /// like drawn text of another colour on a flat background.
        var flat = false
        /// Why the measurement misses the truth here, when it does.
        var knownIssue: String? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a slanted white band through the A, past both frames", band: (left: 50, slant: 0.12, width: 8), pad: 4),
        Case(name: "an upright white band through the T, past both frames", band: (left: 196, slant: 0, width: 8), pad: 4),
        Case(name: "a white band between the words, clear of the glyphs", band: (left: 170, slant: 0, width: 8), pad: 4),
        Case(name: "a white band as thin as the A's stem, along it", band: (left: 50, slant: 0.12, width: 4), pad: 4,
             knownIssue: "the band is taken out as wide as it crosses the frame, the stem under it with it: measured 1:1"),
        Case(name: "a box cutting the glyphs' tops and bottoms, no band", band: nil, pad: -2),
        Case(name: "a slanted white band through pale grey capitals", band: (left: 50, slant: 0.12, width: 8), pad: 4, text: 225),
        Case(name: "a slanted white band through pale grey capitals on a flat photo", band: (left: 50, slant: 0.12, width: 8),
             pad: 4, text: 225, flat: true),
        Case(name: "pale grey capitals alone on a flat photo", band: nil, pad: 4, text: 225, flat: true),
    ]

    static let text = "HALO TEXT", cell = 6.0, origin = (x: 14.0, y: 14.0)
    /// The whole screen is a photo the manifest marks as media, as a hero image under its labels.
    static let photoRegion = Region(id: "photo", x: 0, y: 0, width: 340, height: 76)

    /// A dark photo (levels 30 to 60, or 50 alone when `flat`), with a white band from its top to its bottom.
    static func photo(band: (left: Double, slant: Double, width: Double)?, flat: Bool = false) -> [[RGB8]] {
        var random = SeededRandom(state: 31)
        var field = (0..<76).map { _ in (0..<340).map { _ in RGB8(grey: flat ? 50 : UInt8(30 + random.next(31))) } }
        guard let band else { return field }
        for y in 0..<76 {
            let left = band.left + band.slant * Double(y)
            for x in Int(left.rounded())..<Int((left + band.width).rounded()) { field[y][x] = RGB8(grey: 255) }
        }
        return field
    }

    @Test("Measured like the truth", arguments: cases)
    func measuredLikeTheTruth(_ c: Case) throws {
        let clean = Self.photo(band: c.band, flat: c.flat)
        let label = WhiteTextOverField(text: Self.text, origin: Self.origin, cell: Self.cell, colour: RGB8(grey: c.text))
        let size = label.size
        let box = (x: 10, y: 14 - c.pad, w: Int(size.width.rounded(.up)) + 8, h: Int(size.height.rounded(.up)) + 2 * c.pad)
        let (raster, truth) = label.painted(over: clean, box: box)
        let region = Region(id: "label", x: Double(box.x), y: Double(box.y), width: Double(box.w), height: Double(box.h),
                            fontSize: 28, fontWeight: 700)
        let result = Auditor(options: AuditOptions(variants: [.original, .invert]))
            .audit(raster: raster, screen: Screen(image: "band.png", regions: [region], mediaRegions: [Self.photoRegion]))[0]
        let measured = try #require(result.original).wcag.ratio
        // The verdict at large text's 3:1 agrees, and the figure is near the truth.
        withKnownIssue(Comment(rawValue: c.knownIssue ?? "")) {
            #expect((measured >= 3) == (truth >= 3), "\(c.name): measured \(measured), truth \(truth)")
            #expect(abs(measured - truth) / truth <= 0.15, "\(c.name): measured \(measured), truth \(truth)")
        } when: { c.knownIssue != nil }
    }

    /// A separation that took a white band for text of a second colour beside a pale grey block
    /// (as stage 7 does on a photo flat there): the band runs from above the box to below it, so
    /// that colour is no text, and its pixels within the ring's radius of the grey join the grey's ring.
    @Test("Another colour's band joins the first colour's ring")
    func otherColourBand() {
        let grey = RGBA8(r: 50, g: 50, b: 50, a: 255)
        var raster = Raster(width: 60, height: 30, fill: grey)
        for y in 0..<30 { for x in 17...19 { raster[x, y] = RGBA8(r: 254, g: 254, b: 254, a: 255) } }
        for y in 12...18 { for x in 10...15 { raster[x, y] = RGBA8(r: 225, g: 225, b: 225, a: 255) } }
        let pixels = BoxPixels(raster: raster, rect: PixelRect(x: 5, y: 8, width: 50, height: 14), margin: 8)
        let n = pixels.count
        let block = (0..<n).map { i in let p = pixels.point(i); return (10...15).contains(p.x) && (12...18).contains(p.y) }
        let band = (0..<n).map { i in (17...19).contains(pixels.point(i).x) }
        // The grey's ring: the flat grey within 3 px of the block (the band is the other colour's).
        let ring = (0..<n).filter { i in
            let p = pixels.point(i)
            return !block[i] && !band[i] && (7...18).contains(p.x) && (9...21).contains(p.y)
        }
        let count = { (mask: [Bool]) in mask.filter { $0 }.count }
        let found = Separation(textColour: RGB8(grey: 225), textMask: block, ring: ring, ringColours: ring.map { _ in 0x323232 },
                               textPixelCount: count(block),
                               otherColours: [Separation.TextPart(textColour: RGB8(grey: 254), textMask: band, ring: [], ringColours: [],
                                                                  textPixelCount: count(band))])
        let out = raster.withView { CrossingBands.applied(to: found, pixels: pixels, raster: $0, ringRadius: 3) }
        #expect(out.otherColours.isEmpty)
        // The band's column beside the block, rows within 3 px of it, joined at its own colour.
        let joined = zip(out.ring, out.ringColours).filter { $0.1 == 0xFEFEFE }.map { pixels.point($0.0) }
        #expect(!joined.isEmpty && joined.allSatisfy { $0.x <= 18 && (9...21).contains($0.y) })
        #expect(out.textPixelCount == count(block))
    }

    typealias Crossing = CrossingBands.Crossing

    /// Two crossings are the ends of one band across the text when they lie on different sides,
    /// not left and right, in one colour.
    @Test("Which crossings pair", arguments: [
        (Crossing.Side.top, Crossing.Side.bottom, UInt32(0xFFFFFF), true),
        (.top, .left, 0xF4F4F4, true),
        (.left, .right, 0xFFFFFF, false),
        (.top, .top, 0xFFFFFF, false),
        (.top, .bottom, 0xB0B0B0, false),
    ])
    func pairs(_ a: Crossing.Side, _ b: Crossing.Side, _ colour: UInt32, _ expected: Bool) {
        let first = Crossing(side: a, x: 10, y: 0, length: 6, colour: 0xFFFFFF)
        let second = Crossing(side: b, x: 12, y: 20, length: 6, colour: colour)
        #expect(CrossingBands.crosses(first, second) == expected)
    }
}
