@testable import LegibleAudit
import LegibleColour
import LegiblePixels
import Foundation
import Testing

/// A glyph drawn solid in the text colour (an icon font's ▲ ● ■) is text, measured against what
/// surrounds it, on a flat fill and on a gradient alike: never 1:1 against its own interior.
/// Only a frame stepping smoothly through tones on one line is a gradient: a photo's is not.
struct SolidGlyphTests {
    /// A solid shape, in pixels: whether the point lies inside it.
    enum Shape: Sendable {
        case triangle(x: Double, y: Double, side: Double)
        case disc(x: Double, y: Double, radius: Double)
        case square(x: Double, y: Double, side: Double)
        /// A disc of `radius` with eight rays from 2 to 6.5 px past it, 1.8 px wide (☀).
        case sun(x: Double, y: Double, radius: Double)

        func holds(_ px: Double, _ py: Double) -> Bool {
            switch self {
            case let .triangle(x, y, side):
                // Apex at the top middle, base along the bottom.
                let depth = (py - y) / side
                return depth >= 0 && depth <= 1 && abs(px - (x + side / 2)) <= depth * side / 2
            case let .disc(x, y, radius):
                return (px - x - radius) * (px - x - radius) + (py - y - radius) * (py - y - radius) <= radius * radius
            case let .square(x, y, side):
                return px >= x && px <= x + side && py >= y && py <= y + side
            case let .sun(x, y, radius):
                let dx = px - x, dy = py - y, distance = (dx * dx + dy * dy).squareRoot()
                guard distance > radius else { return true }
                guard distance >= radius + 2 && distance <= radius + 6.5 else { return false }
                // Across the nearest of the rays at every 45°.
                let angle = (atan2(dy, dx) / (Double.pi / 4)).rounded() * (Double.pi / 4)
                return abs(-sin(angle) * dx + cos(angle) * dy) <= 0.9
            }
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: RGB8
        /// The background's colour at the top and bottom rows (a vertical gradient; flat when equal).
        var top: RGB8, bottom: RGB8
        var shape: Shape
        /// A label of block letters right of the shape, in the same colour.
        var label: String?
        var box: (x: Double, y: Double, width: Double, height: Double)
        var testDescription: String { name }
    }

    static let height = 48

    /// The background of `c` at row `y`: the vertical gradient from `top` to `bottom`, rounded.
    static func background(_ c: Case, row y: Int) -> RGB8 {
        let t = Double(y) / Double(height - 1)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
        return RGB8(r: mix(c.top.r, c.bottom.r), g: mix(c.top.g, c.bottom.g), b: mix(c.top.b, c.bottom.b))
    }

    static func raster(_ c: Case) -> Raster {
        let width = 120
        let letters = SyntheticScreen(width: width, height: height, background: { _, y in background(c, row: y) })
        var raster = Raster(width: width, height: height)
        for py in 0..<height {
            for px in 0..<width {
                // 4×4 samples of the shape, the label's own coverage beside it.
                var hits = 0
                for s in 0..<16 where c.shape.holds(Double(px) + (Double(s % 4) + 0.5) / 4, Double(py) + (Double(s / 4) + 0.5) / 4) {
                    hits += 1
                }
                let label = c.label.map { letters.coverage(text: $0, x: 44, y: 16, cell: 2.5, inset: 0.15, px: px, py: py) } ?? 0
                let a = max(Double(hits) / 16, label)
                raster[px, py] = SyntheticScreen.blend(c.text, over: background(c, row: py), alpha: a).withAlpha()
            }
        }
        return raster
    }

    static let cases: [Case] = [
        Case(name: "dark ▲ alone on a light blue gradient", text: RGB8(grey: 0x3C), top: RGB8(r: 0xE0, g: 0xF1, b: 0xFD),
             bottom: RGB8(r: 0xC8, g: 0xE3, b: 0xF9), shape: .triangle(x: 10.3, y: 9.6, side: 26), box: (6, 5, 34, 34)),
        Case(name: "dark ● before a label on a mid blue gradient", text: RGB8(grey: 0x39), top: RGB8(r: 0x60, g: 0xAC, b: 0xED),
             bottom: RGB8(r: 0x4A, g: 0xA0, b: 0xEA), shape: .disc(x: 12.4, y: 14.2, radius: 10.5), label: "HELLO",
             box: (8, 10, 104, 28)),
        Case(name: "light ■ alone on a dark gradient", text: RGB8(grey: 0xF0), top: RGB8(r: 0x20, g: 0x30, b: 0x40),
             bottom: RGB8(r: 0x38, g: 0x48, b: 0x60), shape: .square(x: 12.5, y: 12.5, side: 20), box: (8, 8, 30, 30)),
        Case(name: "dark ☀ alone on a flat fill: its disc ringed by its own rays", text: RGB8(grey: 0x20),
             top: RGB8(grey: 0xFA), bottom: RGB8(grey: 0xFA), shape: .sun(x: 23.3, y: 22.6, radius: 6), box: (8, 8, 30, 30)),
        Case(name: "dark ▲ alone on a flat fill", text: RGB8(grey: 0x46), top: RGB8(grey: 0xFA), bottom: RGB8(grey: 0xFA),
             shape: .triangle(x: 10.3, y: 9.6, side: 26), box: (6, 5, 34, 34)),
    ]

    /// The shape is text: its colour is the text colour, and the worst case lies between the
    /// contrasts of that colour against the gradient's lightest and darkest rows in the box (before:
    /// 1:1, its own interior taken for background).
    @Test(arguments: cases)
    func solidGlyphIsMeasuredAgainstWhatSurroundsIt(_ c: Case) throws {
        let region = Region(id: "icon", x: c.box.x, y: c.box.y, width: c.box.width, height: c.box.height,
                            text: c.label.map { "▲ \($0)" } ?? "▲", fontSize: 24)
        let result = Auditor().audit(raster: Self.raster(c), screen: Screen(image: "icon.png", regions: [region]))[0]
        let original = try #require(result.original)
        let rows = Int(c.box.y)..<Int(c.box.y + c.box.height)
        let contrasts = rows.map { WCAG.contrastRatio(c.text, Self.background(c, row: $0)) }
        let low = try #require(contrasts.min()), high = try #require(contrasts.max())
        #expect(original.foreground == c.text, "foreground \(original.foreground.hex)")
        #expect(original.wcag.ratio >= low - 1e-6 && original.wcag.ratio <= high + 1e-6,
                "\(original.wcag.ratio) outside \(low)…\(high), background \(original.background.hex)")
    }

    struct FrameCase: CustomTestStringConvertible, Sendable {
        var name: String
        var background: @Sendable (Int, Int) -> RGB8
        /// The tones' ends expected: the gradient's bottom and top rows, or nil (one colour).
        var ends: (dark: RGB8, light: RGB8)?
        var testDescription: String { name }
    }

    static let lightBlue = Case(name: "", text: RGB8(grey: 0x3C), top: RGB8(r: 0xE0, g: 0xF1, b: 0xFD),
                                bottom: RGB8(r: 0xC8, g: 0xE3, b: 0xF9), shape: .triangle(x: 0, y: 0, side: 0), box: (0, 0, 0, 0))
    static let steep = Case(name: "", text: RGB8(grey: 0x3C), top: RGB8(grey: 0xFF), bottom: RGB8(grey: 0x00),
                            shape: .triangle(x: 0, y: 0, side: 0), box: (0, 0, 0, 0))

    static let frames: [FrameCase] = [
        FrameCase(name: "flat fill", background: { _, _ in RGB8(grey: 0xFA) }, ends: nil),
        // Rows 38 and 5 of the 48-row gradient (the box's bottom and top): #CDE6FA and #DDF0FD.
        FrameCase(name: "gentle gradient", background: { _, y in background(lightBlue, row: y) },
                  ends: (RGB8(r: 0xCD, g: 0xE6, b: 0xFA), RGB8(r: 0xDD, g: 0xF0, b: 0xFD))),
        // 5.4 levels a row in each channel: too steep to tell from a photo's jumps.
        FrameCase(name: "steep gradient", background: { _, y in background(steep, row: y) }, ends: nil),
        // Greys all on one line, jumping by 4 levels and more from pixel to pixel.
        FrameCase(name: "grey photo", background: { x, y in RGB8(grey: UInt8(150 + 4 * ((x * 7 + y * 13) % 13))) }, ends: nil),
    ]

    /// A box's frame is a gradient when it steps smoothly through tones on one line: the ends are
    /// its darkest and lightest tones; a flat fill, a steep gradient and a photo have none.
    @Test(arguments: frames)
    func frameTones(_ c: FrameCase) throws {
        var raster = Raster(width: 60, height: Self.height)
        for y in 0..<Self.height { for x in 0..<60 { raster[x, y] = c.background(x, y).withAlpha() } }
        // A dark square inside the box, so that it holds something besides its frame.
        for y in 18..<26 { for x in 20..<28 { raster[x, y] = RGB8(grey: 0x3C).withAlpha() } }
        let box = BoxPixels(raster: raster, rect: PixelRect(x: 6, y: 5, width: 34, height: 34), margin: 0)
        let tones = try #require(box.withView { FrameTones(of: $0, text: 0x3C3C3C, exactness: 12, step: 20) })
        #expect(tones.ends?.dark == c.ends.map { $0.dark.packed } && tones.ends?.light == c.ends.map { $0.light.packed },
                "\(String(describing: tones.ends))")
    }

    /// JPEG spreads a glyph's edge past its anti-aliasing: two steps out, a weak blend of the text
    /// into the flat frame stands for the frame; a blend nearer the text, or a colour off the
    /// line between them, does not.
    @Test(arguments: [(0x448D53 as UInt32, true), (0x5E8D5F, true), (0x8FA98F, false), (0xBEC0BD, false),
                      (0x7D2F32, false)])
    func spreadEdge(_ pixel: UInt32, spreads: Bool) throws {
        var raster = Raster(width: 60, height: Self.height)
        for y in 0..<Self.height { for x in 0..<60 { raster[x, y] = RGB8(r: 0x2F, g: 0x7D, b: 0x32).withAlpha() } }
        for y in 18..<26 { for x in 20..<28 { raster[x, y] = RGB8(r: 0xBE, g: 0xC0, b: 0xBD).withAlpha() } }
        let box = BoxPixels(raster: raster, rect: PixelRect(x: 6, y: 5, width: 34, height: 34), margin: 0)
        let tones = try #require(box.withView { FrameTones(of: $0, text: 0xBEC0BD, exactness: 144, step: 20) })
        #expect(tones.spreadsEdge(pixel) == spreads)
    }
}
