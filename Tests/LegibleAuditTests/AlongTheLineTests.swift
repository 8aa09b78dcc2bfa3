import Foundation
@testable import LegibleAudit
import LegiblePixels
import Testing

/// A photo's points of light chosen as a JPEG caption's colour (`TextSeparator.alongTheLine`): over a
/// night sky, a few bright stars score as sharp as the grey words beside them, and read as the text,
/// the caption passes against the dark sky while the stars it touches leave it at 3:1. The screens
/// are drawn exactly and measured as a JPEG's pixels are (`CaptionOverField`); the truth is
/// `EdgeDetailTests.truth` over the clean sky.
@Suite("A caption's colour runs along its line, a star's does not")
struct AlongTheLineTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: RGB8
        /// Star centres in the 240×60 sky.
        var stars: [(x: Int, y: Int)]
        var testDescription: String { name }
    }

    static let caption = "HOT TAX", cell = 4.4

    /// A dark sky, mottled by a few levels.
    static func sky(_ x: Int, _ y: Int) -> RGB8 {
        let wave = sin(Double(x) / 7) * cos(Double(y) / 5)
        return RGB8(r: UInt8(0x14 + Int(4 * wave)), g: UInt8(0x16 + Int(4 * wave)), b: UInt8(0x2A + Int(6 * wave)))
    }

    /// A star: white at its centre, fading over two pixels into the sky (a glow, not a stroke).
    static func draw(star: (x: Int, y: Int), on field: inout [[RGB8]]) {
        for dy in -2...2 { for dx in -2...2 {
            let (x, y) = (star.x + dx, star.y + dy)
            guard field.indices.contains(y) && field[y].indices.contains(x) else { continue }
            let d = Double(max(abs(dx), abs(dy))), a = d == 0 ? 1.0 : d == 1 ? 0.85 : 0.25
            let s = field[y][x]
            func mix(_ v: UInt8) -> UInt8 { UInt8((Double(v) * (1 - a) + 255 * a).rounded()) }
            field[y][x] = RGB8(r: mix(s.r), g: mix(s.g), b: mix(s.b))
        } }
    }

    static let cases: [Case] = [
        // Stars in the gaps of the caption's letters and just above them, touching its ring.
        Case(name: "grey caption among stars", text: RGB8(grey: 0x8C),
             stars: [(20, 30), (45, 14), (70, 40), (98, 26), (124, 13), (150, 36), (176, 22), (60, 12)]),
        // The same caption on the bare sky: nothing to prefer.
        Case(name: "grey caption on the bare sky", text: RGB8(grey: 0x8C), stars: []),
    ]

    /// The caption drawn over the sky of `c`, with up to 6 levels of noise in each channel (as
    /// `CaptionOverField` draws it), its true worst-case ratio and what the audit found.
    static func audited(_ c: Case) -> (truth: Double, result: RegionResult) {
        var field = (0..<60).map { y in (0..<240).map { x in Self.sky(x, y) } }
        for star in c.stars { Self.draw(star: star, on: &field) }
        let clean = field
        let painter = SyntheticScreen(width: 240, height: 60, background: { x, y in clean[y][x] })
        var raster = painter.render(text: caption, colour: c.text, x: 12, y: 16, cell: cell)
        var random = SeededRandom(state: 7)
        for y in 0..<60 { for x in 0..<240 {
            let p = raster[x, y]
            func moved(_ v: UInt8) -> UInt8 { UInt8(max(0, min(255, Int(v) + random.next(13) - 6))) }
            raster[x, y] = RGBA8(r: moved(p.r), g: moved(p.g), b: moved(p.b))
        } }
        let size = SyntheticScreen.size(of: caption, cell: cell)
        let box = (x: 8, y: 8, w: Int(size.width.rounded(.up)) + 8, h: Int(size.height.rounded(.up)) + 16)
        let truth = EdgeDetailTests.truth(text: c.text, clean: clean, coverage: { x, y in
            painter.coverage(text: caption, x: 12, y: 16, cell: cell, inset: 0.15, px: x, py: y)
        }, box: box)
        let region = Region(id: "label", x: Double(box.x), y: Double(box.y), width: Double(box.w), height: Double(box.h),
                            fontSize: 18)
        let result = Auditor(options: AuditOptions(variants: [.original]))
            .audit(raster: raster, screen: Screen(image: "stars.jpg", regions: [region]), lossy: true)[0]
        return (truth, result)
    }

    @Test("The caption's colour is read, not a star's", arguments: cases)
    func captionColourRead(_ c: Case) throws {
        let (truth, result) = Self.audited(c)
        let foreground = try #require(result.original?.foreground)
        let measured = try #require(result.original?.wcag.ratio)
        print("along the line \(c.name): foreground \(foreground), truth \(truth), measured \(measured)")
        // Within the noise drawn (6 levels a channel) of the caption's grey, not the stars' white.
        #expect(colourDistanceSquared(foreground.packed, c.text.packed) <= 12 * 12, "\(c.name): read \(foreground)")
        // The verdict at AA's 4.5:1 agrees; the stars the caption touches decide it.
        let agrees = { #expect((measured >= 4.5) == (truth >= 4.5), "\(c.name): measured \(measured), truth \(truth)") }
        if c.stars.isEmpty {
            agrees()
        } else {
            withKnownIssue("over a sky found flat, the ring's medians wipe out stars smaller than their window") { agrees() }
        }
    }

    /// A 200×30 box: grey bars (a line's stems, 2 px wide and 14 tall, every 10 px) and white
    /// `lights` (3×3, or as tall as the grey bars when they are words too) over `frame`.
    static func box(frame: RGB8, wordsOfLight: Bool = false) -> BoxPixels {
        var raster = Raster(width: 200, height: 30, fill: RGBA8(r: frame.r, g: frame.g, b: frame.b, a: 255))
        for x0 in stride(from: 10, to: 190, by: 10) { for y in 8..<22 { for x in x0..<(x0 + 2) { raster[x, y] = RGBA8(r: 0x8C, g: 0x8C, b: 0x8C, a: 255) } } }
        for (cx, cy) in [(15, 4), (64, 25), (123, 5), (176, 24)] {
            let rows = wordsOfLight ? 8..<22 : (cy - 1)..<(cy + 2)
            for y in rows { for x in (cx - 1)...(cx + 1) { raster[x, y] = RGBA8(r: 255, g: 255, b: 255, a: 255) } }
        }
        return BoxPixels(raster: raster, rect: PixelRect(x: 0, y: 0, width: 200, height: 30), margin: 0)
    }

    static let light = Candidate(colour: 0xFFFFFF, tolerance: 100, score: 1, purity: 0, frameShare: 0, outward: [])
    static let grey = Candidate(colour: 0x8C8C8C, tolerance: 80, score: 0.8, purity: 0, frameShare: 0, outward: [])

    @Test("Stars over a dark sky give way to the grey line beside them")
    func starsGiveWay() throws {
        let chosen = try #require(Self.box(frame: RGB8(r: 0x10, g: 0x10, b: 0x20)).withView {
            TextSeparator.alongTheLine(Self.light, among: [Self.light, Self.grey], in: $0)
        })
        #expect(chosen?.colour == Self.grey.colour)
    }

    @Test("White words, a light page or a weak rival keep the best-scored colour",
          arguments: [("white words beside grey ones", RGB8(r: 0x10, g: 0x10, b: 0x20), true, 0.8),
                      ("a light page", RGB8(grey: 0xF0), false, 0.8),
                      ("a rival scoring two thirds", RGB8(r: 0x10, g: 0x10, b: 0x20), false, 2.0 / 3)])
    func bestStays(_ name: String, frame: RGB8, wordsOfLight: Bool, rivalScore: Double) throws {
        var rival = Self.grey
        rival.score = rivalScore
        let chosen = try #require(Self.box(frame: frame, wordsOfLight: wordsOfLight).withView {
            TextSeparator.alongTheLine(Self.light, among: [Self.light, rival], in: $0)
        })
        #expect(chosen == nil, "\(name)")
    }
}
