import LegibleImageIO
import LegiblePixels
import Testing

@Suite("JPEG decoding")
struct JPEGDecoderTests {
    /// Against Pillow (+ `ImageOps.exif_transpose`): max |Δ| ≤ 2 and mean |Δ| ≤ 0.5 per channel.
    /// Both use libjpeg(-turbo)'s islow IDCT and fancy upsampling, but Pillow bundles a different
    /// libjpeg-turbo release than Debian's, whose SIMD paths may round differently by a level.
    /// (Measured on Debian 12 with libjpeg62-turbo 2.1.5: every fixture matches exactly, max |Δ| 0.)
    static let maxTolerance = 2
    static let meanTolerance = 0.5

    static let variants: [(String, Int, Int)] = [
        ("q90", 40, 24), ("q50", 40, 24), ("q90-444", 40, 24), ("progressive", 40, 24), ("grey", 40, 24), ("cmyk", 40, 24),
    ]

    @Test("variants match Pillow", arguments: variants)
    func variant(name: String, width: Int, height: Int) throws {
        let image = try ImageDecoder.decode(path: Fixture.path("jpeg/\(name).jpg"))
        let golden = try Golden(path: Fixture.path("jpeg/\(name).rgba"))
        #expect(image.raster.width == width && image.raster.height == height)
        let diff = golden.difference(from: image.raster)
        #expect(diff.max <= Self.maxTolerance, "\(name): max |Δ| \(diff.max)")
        #expect(diff.mean <= Self.meanTolerance, "\(name): mean |Δ| \(diff.mean)")
        #expect(image.format == .jpeg)
        #expect(image.hadAlpha == false)
        #expect(!image.raster.hasTransparency)
        if name == "cmyk" {
            #expect(image.warnings.contains { $0.contains("CMYK") })
        } else {
            #expect(image.warnings.isEmpty, "\(image.warnings)")
        }
    }

    @Test("greyscale JPEG decodes to equal R, G and B")
    func greyIsGrey() throws {
        let image = try ImageDecoder.decode(path: Fixture.path("jpeg/grey.jpg"))
        for y in 0..<image.raster.height {
            for x in 0..<image.raster.width {
                let p = image.raster[x, y]
                #expect(p.r == p.g && p.g == p.b)
            }
        }
    }

    static let orientations: [(Int, String)] = (1...8).flatMap { [($0, "ii"), ($0, "mm")] }

    /// Each file is the q90 JPEG with an APP1 Exif block holding only Orientation, little- (II)
    /// and big-endian (MM). After decoding the raster must stand upright, like Pillow's.
    @Test("EXIF orientation is applied", arguments: orientations)
    func orientation(value: Int, byteOrder: String) throws {
        let image = try ImageDecoder.decode(path: Fixture.path("jpeg/orient\(value)-\(byteOrder).jpg"))
        let golden = try Golden(path: Fixture.path("jpeg/orient\(value)-\(byteOrder).rgba"))
        #expect(image.orientation.rawValue == value)
        let rotated = value >= 5
        #expect(image.raster.width == (rotated ? 24 : 40) && image.raster.height == (rotated ? 40 : 24))
        #expect(image.storedWidth == 40 && image.storedHeight == 24)
        #expect(image.raster.width == golden.width && image.raster.height == golden.height)
        let diff = golden.difference(from: image.raster)
        #expect(diff.max <= Self.maxTolerance, "orientation \(value): max |Δ| \(diff.max)")
        #expect(diff.mean <= Self.meanTolerance)
        // And it is exactly the upright plain decode turned by Raster.applying.
        let plain = try ImageDecoder.decode(path: Fixture.path("jpeg/q90.jpg"))
        #expect(image.raster == plain.raster.applying(EXIFOrientation(rawValue: value)!))
    }

    @Test("a PNG named .jpg is sniffed as PNG")
    func sniffNotExtension() throws {
        let image = try ImageDecoder.decode(path: Fixture.path("corrupt/png-named.jpg"))
        #expect(image.format == .png)
    }
}
