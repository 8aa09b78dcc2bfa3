import LegibleColour
import LegiblePixels
import Testing
@testable import LegibleAudit

/// Whatever the pixels and the box, a region comes back with a status and sane figures: random
/// screens (flat, noisy, striped, blocky) and boxes (tiny, loose, half outside), through every
/// step of separation, lossless and as a JPEG would be treated, in every variant.
struct RobustnessTests {
    static func raster(_ rng: inout SeededRandom) -> Raster {
        let w = 8 + rng.next(110), h = 8 + rng.next(70)
        var raster = Raster(width: w, height: h, fill: RGBA8(r: UInt8(rng.next(256)), g: UInt8(rng.next(256)), b: UInt8(rng.next(256))))
        let style = rng.next(4)
        let colours = (0..<3).map { _ in RGB8(r: UInt8(rng.next(256)), g: UInt8(rng.next(256)), b: UInt8(rng.next(256))) }
        for y in 0..<h {
            for x in 0..<w {
                let c: RGB8
                switch style {
                case 0: c = (x / 3 + y / 5) % 4 == 0 ? colours[0] : colours[1]  // strokes
                case 1: c = RGB8(r: UInt8(rng.next(256)), g: UInt8(rng.next(256)), b: UInt8(rng.next(256)))  // noise
                case 2: c = colours[(x * 3 / max(1, w)) % 3]  // blocks
                default: c = x % 7 < 2 && y % 9 < 6 ? colours[2] : RGB8(grey: UInt8(min(255, x * 2)))  // glyph-ish on a ramp
                }
                raster[x, y] = RGBA8(r: c.r, g: c.g, b: c.b)
            }
        }
        return raster
    }

    @Test(arguments: [false, true])
    func anyBoxOnAnyScreen(lossy: Bool) {
        var rng = SeededRandom(state: lossy ? 0xBAD : 0xF00D)
        let measurer = RegionMeasurer(options: AuditOptions(variants: Variant.defaultSet, regionJobs: 1), mediaRects: [], lossy: lossy)
        var measured = 0
        for _ in 0..<300 {
            let raster = Self.raster(&rng)
            let x = rng.next(raster.width + 10) - 5, y = rng.next(raster.height + 10) - 5
            let region = Region(id: "r", x: Double(x), y: Double(y), width: Double(1 + rng.next(raster.width)),
                                height: Double(1 + rng.next(raster.height)), kind: rng.next(5) == 0 ? .nonText : .text)
            let result = measurer.measure(region, scale: 1, in: raster)
            if result.status == .indeterminate {
                #expect(result.indeterminateReason != nil && result.measurement == nil)
                continue
            }
            measured += 1
            #expect(result.variants.count == Variant.defaultSet.count)
            for m in result.variants {
                #expect(m.wcag.ratio >= 1 && m.wcag.ratio <= 21 && m.wcag.median >= 1 && m.wcag.median <= 21)
                #expect(abs(m.apca.lc) <= 110 && abs(m.apca.median) <= 110)
                #expect(result.box.contains(x: m.worstPoint.x, y: m.worstPoint.y))
            }
        }
        // Most random boxes hold something separable.
        #expect(measured > 50)
    }
}
