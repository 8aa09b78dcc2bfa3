import LegibleAudit
@testable import LegibleDetect
import LegiblePixels
import Testing

/// Solid icon-like shapes are reported as non-text regions; strokes and shapes beside text are not.
@Suite("Solid shapes")
struct SolidShapesTests {
    static let ground = RGBA8(r: 250, g: 250, b: 250, a: 255)
    static let ink = RGBA8(r: 110, g: 110, b: 118, a: 255)

    /// Marks 24 px across, by the pixels (offsets from their centre) they cover.
    enum Mark: String, CaseIterable, Sendable {
        case disc, square, triangle, ring, cross

        func covers(_ dx: Double, _ dy: Double) -> Bool {
            let r = (dx * dx + dy * dy).squareRoot()
            switch self {
            case .disc: return r <= 12
            case .square: return abs(dx) <= 10 && abs(dy) <= 10
            case .triangle: return abs(dy) <= 11 && abs(dx) <= (dy + 11) / 2
            case .ring: return r <= 12 && r >= 10
            case .cross: return (abs(dx) <= 1 || abs(dy) <= 1) && abs(dx) <= 11 && abs(dy) <= 11
            }
        }

        /// Filled shapes are found; a ring and a cross of strokes are not.
        var solid: Bool { self == .disc || self == .square || self == .triangle }
    }

    /// The mark centred at (60, 40) on a 160 × 80 light screen, with a line of bars just right
    /// of it on its rows when `label`.
    static func screen(_ mark: Mark, label: Bool = false) -> Raster {
        var raster = Raster(width: 160, height: 80, fill: ground)
        for y in 28..<52 {
            for x in 48..<72 where mark.covers(Double(x) - 59.5, Double(y) - 39.5) { raster[x, y] = ink }
        }
        if label {
            for y in 33..<47 {
                for x in 80..<150 where x % 6 < 2 && (x - 80) % 24 < 18 { raster[x, y] = ink }
            }
        }
        return raster
    }

    @Test(arguments: Mark.allCases)
    func solidShapesAloneAreFound(_ mark: Mark) {
        let shapes = TextDetector.detection(in: Self.screen(mark)).shapes
        #expect(shapes.count == (mark.solid ? 1 : 0), "\(mark): \(shapes)")
        if let shape = shapes.first {
            #expect(abs(shape.ink.x - 48) <= 2 && abs(shape.ink.y - 28) <= 2 && abs(shape.ink.width - 24) <= 4, "\(mark): \(shape.ink)")
        }
    }

    /// The background is judged just around the shape: a dark panel 8 px below it (a crowded
    /// layout, another icon) is not the shape's background.
    @Test func aShapeNearAnotherFillIsFound() {
        var raster = Self.screen(.square)
        for y in 60..<80 {
            for x in 20..<100 { raster[x, y] = RGBA8(r: 30, g: 30, b: 30, a: 255) }
        }
        #expect(TextDetector.detection(in: raster).shapes.count == 1)
    }

    @Test func aShapeBesideALineIsLeftToTheLine() {
        let found = TextDetector.detection(in: Self.screen(.disc, label: true))
        #expect(found.shapes.isEmpty)
        #expect(!found.lines.isEmpty)
    }

    @Test func aShapeIsANonTextRegionMarkedDetected() throws {
        let screen = try TextDetector.screen(raster: Self.screen(.square), imagePath: "shape.png", scale: 2)
        let region = try #require(screen.regions.first { $0.id == "shape-1" })
        #expect(region.kind == .nonText && region.source == .detected && region.fontSize == nil)
        #expect(region.width >= 12 && region.width <= 16 && region.height >= 12 && region.height <= 16)
    }
}
