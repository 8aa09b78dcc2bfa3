import Foundation
import LegibleAudit
@testable import LegibleDetect
import LegiblePixels
import Testing

/// Soft lights on photos — a blurred highlight, a bokeh blob, a streak — are not glyphs: their
/// edges fade over several pixels where rendered text steps from background to ink in one or
/// two, and a light cut by the image's edge is seen in part.
@Suite("Soft lights")
struct SoftLightTests {
    static let ground = RGB8(r: 40, g: 44, b: 70)
    static let ink = RGB8(r: 220, g: 210, b: 190)

    /// A 16 px tall mark on a flat dark ground with its left edge at `x`: two sharp 2 px stems
    /// of the ink's colour 8 px apart, or (with `sigma`) a round Gaussian light of that radius
    /// whose centre has the ink's colour.
    static func planes(sigma: Double?, x left: Int = 20) -> [DetectPlane] {
        var raster = Raster(width: 80, height: 56, fill: RGBA8(r: ground.r, g: ground.g, b: ground.b, a: 255))
        for y in 20..<36 {
            for x in max(0, left)..<(left + 12) {
                let level: Double
                if let sigma {
                    let dx = Double(x - left - 6), dy = Double(y - 28)
                    level = exp(-(dx * dx + dy * dy) / (2 * sigma * sigma))
                } else {
                    level = (x - left < 2 || x - left >= 10) ? 1 : 0
                }
                let mix = { (g: UInt8, i: UInt8) in UInt8((Double(g) + (Double(i) - Double(g)) * level).rounded()) }
                raster[x, y] = RGBA8(r: mix(ground.r, ink.r), g: mix(ground.g, ink.g), b: mix(ground.b, ink.b), a: 255)
            }
        }
        return DetectPlane.channels(of: raster)
    }

    static let box = PixelRect(x: 20, y: 20, width: 12, height: 16)

    /// Sharp stems drop all the way at their rim; a Gaussian light of radius σ drops about
    /// 0.6 / σ of its contrast per pixel there, so from σ ≈ 2.7 px it is under the bar.
    @Test(arguments: [(nil, 1.0, 1.0), (1.5, 0.3, 0.5), (3.0, 0.12, 0.22), (5.0, 0.05, 0.15)] as [(Double?, Double, Double)])
    func theRimOfGlyphsDropsInOneStepAndSoftLightsFade(sigma: Double?, low: Double, high: Double) {
        let drop = InkEdges.medianDrop(in: Self.box, ink: Self.ink, ground: Self.ground, planes: Self.planes(sigma: sigma),
                                       options: TextDetectorOptions())
        #expect(drop >= low && drop <= high, "σ \(String(describing: sigma)): \(drop)")
        #expect((drop >= TextDetectorOptions().sharpEdgeDrop) == (sigma.map { $0 < 2.7 } ?? true))
    }

    /// A box with no ink in it has no rim: nothing there is sharp.
    @Test func aBoxWithoutInkHasNoRim() {
        let drop = InkEdges.medianDrop(in: PixelRect(x: 50, y: 4, width: 12, height: 12), ink: Self.ink, ground: Self.ground,
                                       planes: Self.planes(sigma: nil), options: TextDetectorOptions())
        #expect(drop == 0)
    }

    static func line(x: Int, glyphs: Int) -> DetectedLine {
        var line = DetectedLine(ink: PixelRect(x: x, y: 20, width: 12, height: 16), baseline: 36, capTop: 20,
                                hasTallGlyphs: false, glyphs: glyphs, darkText: false, level: 0, inkColour: ink, threshold: 4)
        line.background = ground
        line.contrast = LineSurround.difference(ink, ground)
        return line
    }

    /// The same sharp mark is a glyph inside the image and not one where the image's edge cuts
    /// it; a longer line there is still text (a word running off the screen).
    @Test(arguments: [(20, 1, true), (0, 1, false), (-4, 2, false), (68, 1, false), (0, 4, true)])
    func aLoneMarkCutByTheImageEdgeIsNotAGlyph(x: Int, glyphs: Int, kept: Bool) {
        let planes = Self.planes(sigma: nil, x: x)
        let line = Self.line(x: max(0, x), glyphs: glyphs)
        #expect(LineEvidence.holdsText(line, in: planes, options: TextDetectorOptions()) == kept)
    }

    struct Truth: Decodable {
        struct Box: Decodable { var x, y, width, height: Int; var text: String? }
        var lights: [Box]
        var glyphs: [Box]
    }

    static func overlap(_ a: PixelRect, _ b: Truth.Box) -> Int {
        let w = min(a.maxX, b.x + b.width) - max(a.x, b.x), h = min(a.maxY, b.y + b.height) - max(a.y, b.y)
        return w > 0 && h > 0 ? w * h : 0
    }

    /// `lights/` (Scripts/make-detect-fixtures): soft lights, a streak, a light cut by the left
    /// edge and a soft shadow on a smooth photo-like background, with single glyphs and short
    /// words from 8 to 15 px at 1.4–10:1; the same as JPEG at quality 75. Every glyph is found
    /// and no box lies on a light.
    @Test(arguments: ["soft-lights.png", "soft-lights.jpg"])
    func glyphsAreFoundAndSoftLightsAreNot(image: String) throws {
        let truth = try JSONDecoder().decode(Truth.self, from: Fixture.data("lights/truth.json"))
        let screen = try TextDetector.detect(imagePath: Fixture.path("lights/" + image))
        let boxes = screen.regions.map { ($0, $0.pixelBox(scale: 1)) }
        for glyph in truth.glyphs {
            let found = boxes.contains { $0.0.kind == .text && 10 * Self.overlap($0.1, glyph) >= 7 * glyph.width * glyph.height }
            #expect(found, "\(image): \(glyph.text ?? "") at \(glyph.x), \(glyph.y) not found")
        }
        for light in truth.lights {
            let on = boxes.filter { Self.overlap($0.1, light) > 0 }.map(\.0.id)
            #expect(on.isEmpty, "\(image): \(on) on the light at \(light.x), \(light.y)")
        }
    }
}
