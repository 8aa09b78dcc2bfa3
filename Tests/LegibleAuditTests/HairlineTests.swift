import LegiblePixels
import Testing
@testable import LegibleAudit

/// Hairline text colour from the ink across its strokes: strokes half a pixel wide never show
/// their colour in any pixel, yet the colour comes back from the estimated stem width.
struct HairlineTests {
    /// Vertical stems `stem` px wide of colour #404040 on white, 12 rows tall, at sub-pixel
    /// phases 0, 0.2, … so that no two cover their pixels alike; pixels blended per channel on
    /// encoded values, as rasterisers do.
    static func stems(stem: Double, count: Int = 6) -> (pixels: [UInt32], mask: [Bool], width: Int, height: Int) {
        let width = 8 * count + 4, height = 16
        var pixels = [UInt32](repeating: 0xFFFFFF, count: width * height)
        var mask = [Bool](repeating: false, count: width * height)
        for k in 0..<count {
            let left = Double(4 + 8 * k) + 0.2 * Double(k % 5)
            for x in 0..<width {
                let coverage = max(0, min(Double(x + 1), left + stem) - max(Double(x), left))
                guard coverage > 0 else { continue }
                let v = UInt32((255 - coverage * Double(255 - 0x40)).rounded())
                for y in 2..<14 {
                    pixels[y * width + x] = v << 16 | v << 8 | v
                    mask[y * width + x] = coverage >= 0.2
                }
            }
        }
        return (pixels, mask, width, height)
    }

    @Test func halfPixelStemsGiveTheirColourBack() throws {
        let s = Self.stems(stem: 0.5)
        // The darkest pixel is what the cores show: half-way at best.
        let darkest = s.pixels.map { $0 & 255 }.min() ?? 0
        #expect(darkest > 0x90)
        let core = RGB8(grey: UInt8(darkest))
        let colour = try #require(s.pixels.withUnsafeBufferPointer {
            TextSeparator.hairlineColour($0, mask: s.mask, width: s.width, height: s.height, core: core,
                                        background: 0xFFFFFF, stemWidth: 0.5)
        })
        #expect(abs(Int(colour.r) - 0x40) <= 3 && colour.r == colour.g && colour.g == colour.b)
    }

    /// The same stems with ±12 levels of deterministic noise on every pixel, as JPEG leaves
    /// around edges: the ink still adds up to about the colour.
    @Test func noisyStemsStillAddUp() throws {
        var s = Self.stems(stem: 0.5)
        var state: UInt32 = 7
        for i in s.pixels.indices {
            state = state &* 1_664_525 &+ 1_013_904_223
            let v = Int(s.pixels[i] & 255) + Int((state >> 16) % 25) - 12
            let c = UInt32(min(255, max(0, v)))
            s.pixels[i] = c << 16 | c << 8 | c
        }
        // The cores: the median of the darkest tenth of the mask, as the lossy path takes.
        let inMask = s.pixels.indices.filter { s.mask[$0] }.map { Int(s.pixels[$0] & 255) }.sorted()
        let core = RGB8(grey: UInt8(inMask[inMask.count / 20]))
        let colour = try #require(s.pixels.withUnsafeBufferPointer {
            TextSeparator.hairlineColour($0, mask: s.mask, width: s.width, height: s.height, core: core,
                                        background: 0xFFFFFF, stemWidth: 0.5)
        })
        #expect(abs(Int(colour.r) - 0x40) <= 12, "\(colour.hex) from \(core.hex)")
    }

    /// A higher percentile of the crossings never moves the colour back towards the background.
    @Test func higherPercentileReachesFurther() throws {
        let s = Self.stems(stem: 0.5)
        let core = RGB8(grey: UInt8(s.pixels.map { $0 & 255 }.min() ?? 0))
        let colours = try [200, 400, 600, 800].map { permille in
            try #require(s.pixels.withUnsafeBufferPointer {
                TextSeparator.hairlineColour($0, mask: s.mask, width: s.width, height: s.height, core: core,
                                            background: 0xFFFFFF, stemWidth: 0.5, permille: permille)
            })
        }
        #expect(zip(colours, colours.dropFirst()).allSatisfy { $0.r >= $1.r })
    }

    /// Stems as wide as estimated but seen only in a couple of rows: too few crossings to trust.
    @Test func fewCrossingsGiveNothing() {
        var s = Self.stems(stem: 0.5, count: 1)
        for y in 5..<14 { for x in 0..<s.width { s.pixels[y * s.width + x] = 0xFFFFFF; s.mask[y * s.width + x] = false } }
        let colour = s.pixels.withUnsafeBufferPointer {
            TextSeparator.hairlineColour($0, mask: s.mask, width: s.width, height: s.height, core: RGB8(grey: 0x90),
                                        background: 0xFFFFFF, stemWidth: 0.5)
        }
        #expect(colour == nil)
    }

    /// Strokes wider than estimated show their colour in whole pixels, and are not hairlines:
    /// their crossings are skipped and nothing is extrapolated.
    @Test func widerStrokesAreNotHairlines() {
        let s = Self.stems(stem: 2.4)
        let colour = s.pixels.withUnsafeBufferPointer {
            TextSeparator.hairlineColour($0, mask: s.mask, width: s.width, height: s.height, core: RGB8(grey: 0x40),
                                        background: 0xFFFFFF, stemWidth: 0.5)
        }
        #expect(colour == nil || colour == RGB8(grey: 0x40))
    }

    /// Strokes much thinner than estimated carry less ink than even their palest core would:
    /// the colour is never moved back towards the background.
    @Test func thinnerThanEstimatedStaysPut() throws {
        let s = Self.stems(stem: 0.5)
        let core = RGB8(grey: UInt8(s.pixels.map { $0 & 255 }.min() ?? 0))
        let colour = try #require(s.pixels.withUnsafeBufferPointer {
            TextSeparator.hairlineColour($0, mask: s.mask, width: s.width, height: s.height, core: core,
                                        background: 0xFFFFFF, stemWidth: 2)
        })
        #expect(colour == core)
    }

    @Test func stemWidthFromFontSizeAndWeight() throws {
        let light = Region(id: "a", x: 0, y: 0, width: 10, height: 10, fontSize: 10, fontWeight: 200)
        let book = Region(id: "b", x: 0, y: 0, width: 10, height: 10, fontSize: 10, fontWeight: 400)
        #expect(abs(try #require(light.stemWidth(scale: 1)) - 0.45) < 1e-9)
        #expect(abs(try #require(book.stemWidth(scale: 2)) - 1.8) < 1e-9)
        #expect(abs(Region.stemPerEm(weight: 250) - 0.055) < 1e-9)
        #expect(Region(id: "c", x: 0, y: 0, width: 10, height: 10).stemWidth(scale: 1) == nil)
        #expect(Region(id: "d", x: 0, y: 0, width: 10, height: 10, kind: .nonText, fontSize: 10).stemWidth(scale: 1) == nil)
    }
}
