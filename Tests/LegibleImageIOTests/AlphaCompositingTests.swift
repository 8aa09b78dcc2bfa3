import LegibleImageIO
import LegiblePixels
import Testing

@Suite("Alpha compositing")
struct AlphaCompositingTests {
    /// apca-w3 `alphaBlend`: `bg·(1−a) + fg·a` on gamma-encoded values, `Math.round`.
    static func reference(_ fg: UInt8, _ bg: UInt8, _ a: UInt8) -> UInt8 {
        let alpha = Double(a) / 255
        return UInt8(min((Double(bg) * (1 - alpha) + Double(fg) * alpha + 0.5).rounded(.down), 255))
    }

    @Test("matches apca-w3 alphaBlend for every alpha and a spread of values")
    func exhaustiveAlpha() {
        for a in 0...255 {
            for (fg, bg) in [(0, 255), (255, 0), (17, 200), (128, 128), (250, 3), (99, 101)] as [(UInt8, UInt8)] {
                var raster = Raster(width: 1, height: 1, fill: RGBA8(r: fg, g: bg, b: fg, a: UInt8(a)))
                let changed = raster.composite(over: RGB8(r: bg, g: fg, b: bg))
                #expect(changed == (a != 255))
                let p = raster[0, 0]
                #expect(p.a == 255)
                #expect(p.r == Self.reference(fg, bg, UInt8(a)) && p.g == Self.reference(bg, fg, UInt8(a)), "a=\(a) fg=\(fg) bg=\(bg)")
            }
        }
    }

    @Test("opaque rasters are untouched and report no compositing")
    func opaque() throws {
        let image = try ImageDecoder.decode(path: Fixture.path("png/rgb08.png"))
        let (out, composited) = image.raster.composited(over: RGB8(r: 255, g: 255, b: 255))
        #expect(!composited)
        #expect(out == image.raster)
    }

    @Test("a decoded RGBA file composited over white and black")
    func decoded() throws {
        let image = try ImageDecoder.decode(path: Fixture.path("png/rgba08.png"))
        for backdrop in [RGB8(r: 255, g: 255, b: 255), RGB8(r: 0, g: 0, b: 0), RGB8(r: 18, g: 52, b: 86)] {
            let (out, composited) = image.raster.composited(over: backdrop)
            #expect(composited)
            #expect(!out.hasTransparency)
            for y in 0..<out.height {
                for x in 0..<out.width {
                    let s = image.raster[x, y], o = out[x, y]
                    #expect(o.r == Self.reference(s.r, backdrop.r, s.a) && o.g == Self.reference(s.g, backdrop.g, s.a)
                            && o.b == Self.reference(s.b, backdrop.b, s.a))
                }
            }
        }
    }
}
