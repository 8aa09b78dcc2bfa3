import Foundation
@testable import LegibleAudit
import LegiblePixels
import Testing

/// Photo detail right at the glyph edge (`EdgeRule`): a star beside a glyph, a grass blade
/// touching a stem, a dark crack under a white caption. Each screen's true worst case is worked
/// out here from the clean background, as the corpus defines it (text = pixels at least half
/// covered; ring = the other box pixels within R of them; the 2nd percentile of the ring's WCAG
/// ratios against the clean pixels), with WCAG's formulas written out again.
@Suite("Photo detail at the glyph edge")
struct EdgeDetailTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: RGB8
        var seed: UInt64
        /// The clean background's colour at (x, y), given the seeded detail.
        var paint: @Sendable ([[RGB8]], Int, Int) -> RGB8
        /// Draws the detail into a 240×60 field of `base`.
        var detail: @Sendable (inout [[RGB8]], inout SeededRandom) -> Void
        var base: RGB8
        /// Why the measurement misses the truth today, when it does (a known issue: the test
        /// fails the day it stops missing, so the case moves to the others).
        var missedBecause: String? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Pink capitals over a night sky whose brighter stars glow right beside the strokes.
        Case(name: "star beside a glyph", text: RGB8(r: 0xF4, g: 0x72, b: 0xB6), seed: 7, paint: { f, x, y in f[y][x] },
             detail: { field, random in
                 for _ in 0..<260 {
                     let x = random.next(238), y = random.next(58), level = UInt8(150 + random.next(100))
                     for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] { field[y + dy][x + dx] = RGB8(r: level, g: level, b: UInt8(min(255, Int(level) + 20))) }
                 }
             }, base: RGB8(r: 0x0A, g: 0x0E, b: 0x1E),
             missedBecause: "the stars' pale glows lie within the pink's tolerance: the text mask takes them for glyphs"),
        // White capitals over a photographed night sky (its darks vary by a few levels) whose
        // stars, single pixels clipped to the text's own white, lie apart from the strokes:
        // thinner than any stroke, they are background.
        Case(name: "white stars apart from white strokes", text: RGB8(grey: 255), seed: 17, paint: { f, x, y in f[y][x] },
             detail: { field, random in
                 for y in 0..<60 { for x in 0..<240 {
                     field[y][x] = RGB8(r: UInt8(8 + random.next(6)), g: UInt8(12 + random.next(6)), b: UInt8(32 + random.next(6)))
                 } }
                 for _ in 0..<600 { field[random.next(60)][random.next(240)] = RGB8(grey: 255) }
             }, base: RGB8(r: 0x10, g: 0x14, b: 0x2A)),
        // Pale grey capitals over a photographed night sky whose stars, clipped near white, touch the strokes:
        // brighter than the text, no blend of it, they are background (`beyondTextColour`).
        Case(name: "white stars touching a grey caption", text: RGB8(grey: 0xDF), seed: 19, paint: { f, x, y in f[y][x] },
             detail: { field, random in
                 for y in 0..<60 { for x in 0..<240 {
                     field[y][x] = RGB8(r: UInt8(8 + random.next(6)), g: UInt8(8 + random.next(6)), b: UInt8(28 + random.next(6)))
                 } }
                 for _ in 0..<90 {
                     let x = random.next(237), y = random.next(57), level = UInt8(236 + random.next(19))
                     for dy in 0..<3 { for dx in 0..<3 { field[y + dy][x + dx] = RGB8(grey: level) } }
                 }
             }, base: RGB8(r: 0x0A, g: 0x0A, b: 0x1E)),
        // Black text over a lawn: dark blades, one or two pixels wide, run through the strokes.
        Case(name: "grass blade touching a stem", text: RGB8(grey: 0), seed: 11, paint: { f, x, y in f[y][x] },
             detail: { field, random in
                 for _ in 0..<70 {
                     let x0 = random.next(240), wide = 1 + random.next(2), shade = UInt8(12 + random.next(20))
                     for y in 0..<60 { for dx in 0..<wide where x0 + dx + y / 12 < 240 {
                         field[y][x0 + dx + y / 12] = RGB8(r: shade, g: shade * 2, b: shade / 2)
                     } }
                 }
             }, base: RGB8(r: 0x4C, g: 0x8C, b: 0x30)),
        // A white caption over pale stones with dark cracks between them, under the letters too.
        Case(name: "dark crack under a white caption", text: RGB8(grey: 255), seed: 13, paint: { f, x, y in f[y][x] },
             detail: { field, random in
                 for _ in 0..<30 {
                     let y0 = random.next(60), x0 = random.next(200), length = 20 + random.next(40)
                     for k in 0..<length where x0 + k < 240 { field[min(59, y0 + k / 9)][x0 + k] = RGB8(r: 0x20, g: 0x1C, b: 0x18) }
                 }
             }, base: RGB8(r: 0xC8, g: 0xBE, b: 0xB0),
             missedBecause: "the cracks are taken for the text: their colour scores above the white, lines as they are"),
    ]

    /// WCAG 2's relative luminance and contrast ratio, from their definitions.
    static func luminance(_ c: RGB8) -> Double {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    static func ratio(_ a: RGB8, _ b: RGB8) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The true worst case of the box (x, y, w, h) around text whose coverage per pixel is
    /// `coverage`, over the clean background `clean`.
    static func truth(text: RGB8, clean: [[RGB8]], coverage: (Int, Int) -> Double, box: (x: Int, y: Int, w: Int, h: Int)) -> Double {
        let radius = max(2, Int((Double(box.h) / 6).rounded()))
        var isText = Set<Int>()
        for y in box.y..<(box.y + box.h) { for x in box.x..<(box.x + box.w) where coverage(x, y) >= 0.5 { isText.insert(y * 1000 + x) } }
        var ratios: [Double] = []
        for y in box.y..<(box.y + box.h) {
            for x in box.x..<(box.x + box.w) where !isText.contains(y * 1000 + x) {
                var near = false
                for dy in -radius...radius where !near { for dx in -radius...radius where dx * dx + dy * dy <= radius * radius {
                    if isText.contains((y + dy) * 1000 + x + dx) { near = true; break }
                } }
                if near { ratios.append(ratio(text, clean[y][x])) }
            }
        }
        ratios.sort()
        return ratios[Int(0.02 * Double(ratios.count - 1))]
    }

    @Test("Measured like the truth", arguments: cases)
    func measuredLikeTheTruth(_ c: Case) throws {
        var field = [[RGB8]](repeating: [RGB8](repeating: c.base, count: 240), count: 60)
        var random = SeededRandom(state: c.seed)
        c.detail(&field, &random)
        let clean = field
        let painter = SyntheticScreen(width: 240, height: 60, background: { x, y in c.paint(clean, x, y) })
        let raster = painter.render(text: "HALO TEXT", colour: c.text, x: 12, y: 16, cell: 3.6)
        let size = SyntheticScreen.size(of: "HALO TEXT", cell: 3.6)
        let box = (x: 8, y: 12, w: Int(size.width.rounded(.up)) + 8, h: Int(size.height.rounded(.up)) + 8)
        let truth = Self.truth(text: c.text, clean: clean, coverage: { x, y in
            painter.coverage(text: "HALO TEXT", x: 12, y: 16, cell: 3.6, inset: 0.15, px: x, py: y)
        }, box: box)
        let region = Region(id: "label", x: Double(box.x), y: Double(box.y), width: Double(box.w), height: Double(box.h), fontSize: 18)
        let result = Auditor(options: AuditOptions(variants: [.original])).audit(raster: raster, screen: Screen(image: "edge.png", regions: [region]))[0]
        let measured = try #require(result.original).wcag.ratio
        print("edge detail \(c.name): truth \(truth), measured \(measured)")
        // The verdict at AA's 4.5:1 agrees, and the figure is near the truth.
        withKnownIssue(Comment(rawValue: c.missedBecause ?? "")) {
            #expect((measured >= 4.5) == (truth >= 4.5), "\(c.name): measured \(measured), truth \(truth)")
            #expect(abs(measured - truth) / truth <= 0.10, "\(c.name): measured \(measured), truth \(truth)")
        } when: {
            c.missedBecause != nil
        }
    }
}

/// Strokes thinner than a pixel at 1×: the text colour's estimate and the mask (a sphere around
/// a mid-tone) fall short of a stem's darkest pixels, which then lie beside the mask beyond the
/// text colour. With the background just past them they are the glyph's own cores and stand for
/// that background (`EdgeWalk.isLostCore`); dark detail that reaches further out, or lies far
/// beyond the text colour, is measured as it is.
@Suite("A glyph's own core at its edge")
struct LostCoreTests {
    enum Beside: String, CaseIterable, CustomTestStringConvertible {
        /// Two pixels darker than the estimate along the stem, the background past them.
        case core
        /// One such pixel alone: a speck, not a stroke.
        case speck
        /// The same pixel, but a crack of its colour runs on outward from it.
        case crack
        /// A pixel far darker than the stroke (three times its contrast): no core of this text.
        case farBeyond
        var testDescription: String { rawValue }
    }

    @Test("The colour a dark pixel beside a stem stands for", arguments: Beside.allCases)
    func darkPixelBesideAStem(_ beside: Beside) {
        let background = RGB8(grey: 0xF5), estimate = RGB8(grey: 0x90)
        let dark = beside == .farBeyond ? RGB8(grey: 0x00) : RGB8(grey: 0x6D)
        var raster = Raster(width: 40, height: 30)
        for y in 0..<30 { for x in 0..<40 { raster[x, y] = background.withAlpha() } }
        // A stem two pixels wide (the mask), the dark pixel right of its middle.
        for y in 8..<22 { for x in 12...13 { raster[x, y] = estimate.withAlpha() } }
        raster[14, 15] = dark.withAlpha()
        if beside != .speck { raster[14, 16] = dark.withAlpha() }
        if beside == .crack { for x in 15...20 { raster[x, 15] = dark.withAlpha() } }
        let box = BoxPixels(raster: raster, rect: PixelRect(x: 0, y: 0, width: 40, height: 30), margin: 10)
        let at = (15 - box.window.y) * box.width + 14 - box.window.x
        let standsFor: UInt32? = box.rgb.withUnsafeBufferPointer { pixels in
            let mask = pixels.map { $0 == estimate.packed }
            let found = TextSeparator(hint: nil, ringRadius: 5).ringPixels(pixels, mask: mask, box: box, text: estimate.packed)
            return found.ring.firstIndex(of: at).map { found.colours[$0] }
        }
        #expect(standsFor == (beside == .core ? background.packed : dark.packed))
    }
}
