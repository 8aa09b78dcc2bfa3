@testable import LegibleDetect
import Testing

/// Cutting strong components at half their peak: strokes stay, what merely touches them goes.
@Suite("Stroke cores")
struct StrokeCoresTests {
    /// A response plane: two bars responding at 200 (strokes of two glyphs, rows 10–19) joined
    /// by a weaker band (40, rows 18–29: texture touching both), and a lone faint mark (6).
    static func response() -> DetectPlane {
        var plane = DetectPlane(width: 40, height: 34)
        func set(_ xs: Range<Int>, _ ys: Range<Int>, _ value: UInt8) {
            for y in ys { for x in xs { plane.pixels[y * 40 + x] = value } }
        }
        set(4..<26, 18..<30, 40)
        set(6..<9, 10..<20, 200)
        set(16..<19, 10..<20, 200)
        set(32..<35, 4..<8, 6)
        return plane
    }

    static func labelled(_ plane: DetectPlane) -> GlyphComponent.Labelled {
        GlyphComponent.labelled(response: plane) { _, _ in 4 }
    }

    @Test func aStrongComponentFallsIntoItsStrokes() throws {
        let plane = Self.response()
        let whole = Self.labelled(plane)
        #expect(whole.components.count == 2)
        let refined = try #require(StrokeCores.refined(whole, response: plane, threshold: { _, _ in 4 }, options: TextDetectorOptions()))
        let boxes = refined.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }.sorted { $0.lexicographicallyPrecedes($1) }
        // The two strokes alone, and the faint mark as it was (its peak is under 4 × 4).
        #expect(boxes == [[6, 10, 9, 20], [16, 10, 19, 20], [32, 4, 35, 8]])
    }

    @Test func aCutThatOnlyShavesTheRimChangesNothing() {
        var plane = DetectPlane(width: 20, height: 20)
        for y in 4..<16 { for x in 4..<16 { plane.pixels[y * 20 + x] = x == 4 || y == 15 ? 60 : 200 } }
        #expect(StrokeCores.refined(Self.labelled(plane), response: plane, threshold: { _, _ in 4 }, options: TextDetectorOptions()) == nil)
    }
}
