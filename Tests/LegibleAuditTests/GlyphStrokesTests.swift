@testable import LegibleAudit
import LegiblePixels
import Testing

/// The shape of a mask: strokes of near-constant width in a row, a flat shape, specks thinner
/// than the strokes. Masks are drawn as rows of text ("#" set), depths counted by hand.
@Suite("Glyph strokes")
struct GlyphStrokesTests {
    /// A mask from rows of "#" and ".", with its width and height.
    static func mask(_ rows: [String]) -> (pixels: [Bool], width: Int, height: Int) {
        (rows.flatMap { $0.map { $0 == "#" } }, rows[0].count, rows.count)
    }

    /// `count` upright bars `wide` pixels wide and `tall` tall, `gap` apart, one pixel in from
    /// every edge; `extra` marks more pixels (x, y).
    static func bars(_ count: Int, wide: Int, tall: Int, gap: Int, extra: [(Int, Int)] = []) -> [String] {
        let width = 2 + count * wide + (count - 1) * gap, height = tall + 2
        var grid = [[Character]](repeating: [Character](repeating: ".", count: width), count: height)
        for k in 0..<count {
            for x in 0..<wide { for y in 1...tall { grid[y][1 + k * (wide + gap) + x] = "#" } }
        }
        for (x, y) in extra { grid[y][x] = "#" }
        return grid.map { String($0) }
    }

    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var rows: [String]
        var halfStroke: Double
        var formStrokes: Bool
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        // Bars five wide: the middle column is three from the outside (depth 3, squared 9).
        Shape(name: "three strokes in a row", rows: bars(3, wide: 5, tall: 14, gap: 4), halfStroke: 3, formStrokes: true),
        Shape(name: "two strokes are no row", rows: bars(2, wide: 5, tall: 14, gap: 4), halfStroke: 3, formStrokes: false),
        // One flat shape, 30 × 14: one part, deep in its middle.
        Shape(name: "a flat shape", rows: bars(1, wide: 30, tall: 14, gap: 0), halfStroke: 7, formStrokes: false),
        // Three bars of which one is a block 16 wide: a part three times deeper than the strokes.
        Shape(name: "strokes beside a block",
              rows: zip(bars(2, wide: 5, tall: 16, gap: 4), bars(1, wide: 16, tall: 16, gap: 0)).map { $0 + "..." + $1 },
              halfStroke: 3, formStrokes: false),
    ]

    @Test("Strokes in a row, or not", arguments: shapes)
    func strokesInARow(_ shape: Shape) {
        let m = Self.mask(shape.rows)
        let strokes = GlyphStrokes(m.pixels, width: m.width, height: m.height, depthLimit: 10)
        #expect(strokes.formStrokes == shape.formStrokes)
        #expect(strokes.halfStroke == shape.halfStroke)
    }

    /// Single pixels and a line of three apart from strokes five wide are specks; a dot as wide
    /// as the strokes (a full stop) and a 2×2 one are a glyph's parts and stay; beside strokes
    /// two wide, nothing can be told. The half stroke read in bytes is the one the whole field gives.
    @Test("Specks thinner than the strokes", arguments: [
        (5, [(18, 0), (8, 17)], [(18, 0), (8, 17)]),
        (5, [(7, 0), (8, 0), (9, 0), (17, 16), (18, 16), (17, 17), (18, 17)], [(7, 0), (8, 0), (9, 0)]),
        (5, [], [(Int, Int)]()),
        (2, [(5, 0), (12, 17)], [(Int, Int)]()),
    ])
    func specksThinnerThanTheStrokes(wide: Int, specks: [(Int, Int)], expected: [(Int, Int)]) {
        let rows = Self.bars(3, wide: wide, tall: 16, gap: 5, extra: specks)
        // A dot as wide as the strokes, under the last bar's right.
        let withDot = rows + [String(repeating: ".", count: rows[0].count)]
            + (0..<wide).map { _ in String(repeating: ".", count: rows[0].count - wide - 1) + String(repeating: "#", count: wide) + "." }
        let m = Self.mask(withDot)
        let found = GlyphStrokes.specksThinnerThanStrokes(in: m.pixels, width: m.width, height: m.height,
                                                         bounds: PixelRect(x: 0, y: 0, width: m.width, height: m.height))
        #expect(found == expected.map { $0.1 * m.width + $0.0 }.sorted())
        let whole = GlyphStrokes(m.pixels, width: m.width, height: m.height, depthLimit: 10).halfStroke
        #expect(GlyphStrokes.ridge(of: m.pixels, width: m.width, height: m.height,
                                   bounds: PixelRect(x: 0, y: 0, width: m.width, height: m.height)).halfStroke == whole)
    }
}
