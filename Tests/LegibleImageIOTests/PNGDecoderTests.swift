import Foundation
import LegibleImageIO
import LegiblePixels
import Testing

@Suite("PNG decoding")
struct PNGDecoderTests {
    /// Every colour type × bit depth × interlace the fixture script writes (name, bit depth, has alpha).
    static let matrix: [(String, Int, Bool)] = {
        var rows: [(String, Int, Bool)] = []
        let bases: [(String, Int, Bool)] = [
            ("g01", 1, false), ("g02", 2, false), ("g04", 4, false), ("g08", 8, false), ("g08t", 8, true),
            ("g16", 16, false), ("g16t", 16, true), ("ga08", 8, true), ("ga16", 16, true),
            ("p01", 1, false), ("p01t", 1, true), ("p02", 2, false), ("p02t", 2, true),
            ("p04", 4, false), ("p04t", 4, true), ("p08", 8, false), ("p08t", 8, true),
            ("rgb08", 8, false), ("rgb08t", 8, true), ("rgb16", 16, false), ("rgb16t", 16, true),
            ("rgba08", 8, true), ("rgba16", 16, true),
        ]
        for (name, depth, alpha) in bases {
            rows.append((name, depth, alpha))
            rows.append((name + "i", depth, alpha))
        }
        return rows
    }()

    /// Pixels equal the golden exactly for ≤ 8-bit files. For 16-bit files libpng's
    /// `png_set_scale_16` rounds (v·255/65535) while Pillow keeps the high byte (v >> 8), so the
    /// two may differ by one level; goldens made with pypng round like libpng and match exactly.
    @Test("fixture matrix matches Pillow", arguments: matrix)
    func matrixMatchesGolden(name: String, bitDepth: Int, hasAlpha: Bool) throws {
        let image = try ImageDecoder.decode(path: Fixture.path("png/\(name).png"))
        let golden = try Golden(path: Fixture.path("png/\(name).rgba"))
        #expect(image.raster.width == 13 && image.raster.height == 11)
        #expect(image.raster.width == golden.width && image.raster.height == golden.height)
        let diff = golden.difference(from: image.raster)
        #expect(diff.max <= (bitDepth == 16 ? 1 : 0), "\(name): max |Δ| \(diff.max) at byte \(diff.worstIndex)")
        #expect(image.format == .png)
        #expect(image.colourSpace == .sRGB)
        #expect(image.hadAlpha == hasAlpha)
        #expect(image.orientation == .up)
        #expect(image.warnings.isEmpty, "\(image.warnings)")
    }

    @Test("interlaced and plain files decode to identical pixels", arguments: matrix.filter { !$0.0.hasSuffix("i") })
    func interlaceIsInvisible(name: String, bitDepth: Int, hasAlpha: Bool) throws {
        let plain = try ImageDecoder.decode(path: Fixture.path("png/\(name).png"))
        let adam7 = try ImageDecoder.decode(path: Fixture.path("png/\(name)i.png"))
        #expect(plain.raster == adam7.raster)
    }

    @Test("decoding from memory equals decoding from the file")
    func memoryEqualsFile() throws {
        let bytes = try Fixture.bytes("png/rgba08.png")
        let fromMemory = try ImageDecoder.decode(bytes, file: "rgba08.png")
        let fromFile = try ImageDecoder.decode(path: Fixture.path("png/rgba08.png"))
        #expect(fromMemory.raster == fromFile.raster)
    }

    static let pngSuiteNames = [
        "Basn0g03", "Tp2n3p08", "basi0g01", "basi0g02", "basi0g04", "basi0g08", "basi0g16", "basi2c08",
        "basi2c16", "basi3p08", "basi6a08", "basn0g01", "basn0g02", "basn0g04", "basn0g08", "basn0g16",
        "basn2c08", "basn2c16", "basn3p04", "basn4a16", "basn6a08", "basn6a16", "cs3n3p08", "f02n0g08",
        "s09n3p02", "tbbn1g04", "tbgn3p08", "tbrn2c08",
    ]

    /// PngSuite (gAMA 1.0 on almost every file): read as stored code values, like Pillow, with
    /// the ignored gAMA reported as a warning. 16-bit files may differ by one level (see above).
    @Test("PngSuite matches Pillow", .enabled(if: Fixture.pngSuite != nil, "PngSuite not found at ../shared/pngsuite"),
          arguments: pngSuiteNames)
    func pngSuite(name: String) throws {
        let suite = try #require(Fixture.pngSuite)
        let image = try ImageDecoder.decode(path: "\(suite)/\(name).png")
        let golden = try Golden(path: Fixture.path("pngsuite/\(name).rgba"))
        #expect(image.raster.width == golden.width && image.raster.height == golden.height)
        let diff = golden.difference(from: image.raster)
        let sixteen = name.hasSuffix("16")
        #expect(diff.max <= (sixteen ? 1 : 0), "\(name): max |Δ| \(diff.max) at byte \(diff.worstIndex)")
        #expect(image.colourSpace == .sRGB)
    }

    @Test("gAMA without sRGB/iCCP is ignored with a warning")
    func gammaWarning() throws {
        let image = try ImageDecoder.decode(path: Fixture.path("colour/gamma10.png"))
        let untagged = try ImageDecoder.decode(path: Fixture.path("colour/untagged.png"))
        #expect(image.raster == untagged.raster)
        #expect(image.warnings.contains { $0.contains("gAMA 1.0 ignored") })
        #expect(untagged.warnings.isEmpty)
    }
}
