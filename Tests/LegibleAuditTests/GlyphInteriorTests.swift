import LegiblePixels
import Testing
@testable import LegibleAudit

/// Over a photo, lights brighter than the text that its mask catches are no core of it: the
/// glyphs' interiors, wholly covered, show the colour the text was drawn with
/// (`TextColourCorrection.interiors`).
struct GlyphInteriorTests {
    /// A dark, uneven night scene with lit windows: 3×3 squares of about `light`, some touching
    /// the glyphs.
    static func nightScene(light: RGB8, seed: UInt64) -> [[RGB8]] {
        var field: [[RGB8]] = []
        for y in 0..<60 {
            var row: [RGB8] = []
            for x in 0..<240 {
                let r = 0x24 + (x * 7 + y * 13) % 23, g = 0x18 + (x * 5 + y * 3) % 19, b = 0x22 + (x + y * 11) % 17
                row.append(RGB8(r: UInt8(r), g: UInt8(g), b: UInt8(b)))
            }
            field.append(row)
        }
        var random = SeededRandom(state: seed)
        for _ in 0..<70 {
            let x = random.next(237), y = random.next(57)
            // A photo's lights: no two pixels quite alike.
            for dy in 0..<3 {
                for dx in 0..<3 {
                    let dim = { (v: UInt8) in v - UInt8(min(Int(v), random.next(10))) }
                    field[y + dy][x + dx] = RGB8(r: dim(light.r), g: dim(light.g), b: dim(light.b))
                }
            }
        }
        return field
    }

    @Test("Lights brighter than the text are no core of it",
          arguments: [(RGB8(grey: 0xE6), RGB8(grey: 0xFE)), (RGB8(r: 0xF4, g: 0x72, b: 0xB6), RGB8(r: 0xFF, g: 0x9C, b: 0xD4))])
    func lightsBrighterThanTheText(text: RGB8, light: RGB8) throws {
        let field = Self.nightScene(light: light, seed: 21)
        let painter = SyntheticScreen(width: 240, height: 60, background: { x, y in field[y][x] })
        // Strokes 3.5 px wide: their middles are wholly covered.
        let raster = painter.render(text: "HALO TEXT", colour: text, x: 10, y: 10, cell: 5)
        let size = SyntheticScreen.size(of: "HALO TEXT", cell: 5)
        let region = Region(id: "label", x: 6, y: 6, width: size.width.rounded(.up) + 8, height: size.height.rounded(.up) + 8, fontSize: 24)
        let result = Auditor(options: AuditOptions(variants: [.original])).audit(raster: raster, screen: Screen(image: "night.png", regions: [region]))[0]
        let measured = try #require(result.original)
        #expect(measured.foreground == text, "measured \(measured.foreground), drawn \(text)")
        // The lights are background, measured as they are: the worst case is the truth's.
        let box = (x: 6, y: 6, w: result.box.width, h: result.box.height)
        let truth = EdgeDetailTests.truth(text: text, clean: field, coverage: { x, y in
            painter.coverage(text: "HALO TEXT", x: 10, y: 10, cell: 5, inset: 0.15, px: x, py: y)
        }, box: box)
        print("glyph interiors \(text): measured \(measured.wcag.ratio), truth \(truth)")
        #expect(abs(measured.wcag.ratio - truth) / truth <= 0.10, "measured \(measured.wcag.ratio), truth \(truth)")
    }
}
