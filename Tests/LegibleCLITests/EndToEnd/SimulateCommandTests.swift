import Foundation
import LegibleColour
import LegibleImageIO
import LegiblePixels
import Testing

/// `legible simulate`: the whole image through the audit's own decode and transform.
struct SimulateCommandTests {
    /// A small image with known colours: red, green, blue, grey and white quadrants.
    private func writeSource(_ folder: TemporaryFolder) throws -> Raster {
        var raster = Raster(width: 20, height: 10, fill: RGBA8(r: 255, g: 255, b: 255))
        let colours = [RGB8(r: 211, g: 47, b: 47), RGB8(r: 56, g: 142, b: 60), RGB8(r: 25, g: 118, b: 210), RGB8(grey: 0x77)]
        for (index, colour) in colours.enumerated() {
            for y in 0..<10 { for x in (index * 4)..<(index * 4 + 4) { raster[x, y] = colour.withAlpha() } }
        }
        try folder.write("in.png", Data(try PNGEncoder.encode(raster, alpha: false)))
        return raster
    }

    @Test(arguments: Variant.allCases)
    func writesTheSamePixelsTheAuditMeasures(variant: Variant) throws {
        let folder = try TemporaryFolder()
        let source = try writeSource(folder)
        let result = try LegibleProcess.run(["simulate", "in.png", "--as", variant.rawValue, "-o", "out.png"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        let written = try ImageDecoder.decode(path: folder.path("out.png")).raster
        #expect(written.width == source.width && written.height == source.height)
        let transform = ColourTransform(variant, severity: Variant.defaultSeverity)
        for (x, y) in [(0, 0), (5, 5), (9, 1), (13, 8), (18, 3)] {
            #expect(written[x, y].rgb == transform.apply(source[x, y].rgb), "\(variant) at (\(x), \(y))")
        }
    }

    /// A list (or `all`) writes `<image name>.<variant>.png` per variant into the folder `-o`.
    @Test(arguments: [("protanopia,tritanopia,invert", [Variant.protanopia, .tritanopia, .invert]), ("all", Variant.allCases)])
    func severalVariantsFromOneDecoding(list: String, variants: [Variant]) throws {
        let folder = try TemporaryFolder()
        let source = try writeSource(folder)
        let result = try LegibleProcess.run(["simulate", "in.png", "--as", list, "-o", "previews/new"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        for variant in variants {
            let written = try ImageDecoder.decode(path: folder.path("previews/new/in.\(variant.rawValue).png")).raster
            let transform = ColourTransform(variant, severity: Variant.defaultSeverity)
            for (x, y) in [(0, 0), (5, 5), (13, 8), (18, 3)] {
                #expect(written[x, y].rgb == transform.apply(source[x, y].rgb), "\(variant) at (\(x), \(y))")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("previews/new")).count == variants.count)
    }

    @Test func severalVariantsNeedAFolderAndKnownNames() throws {
        let folder = try TemporaryFolder()
        _ = try writeSource(folder)
        let onFile = try LegibleProcess.run(["simulate", "in.png", "--as", "protanopia,invert", "-o", "in.png"], in: folder.url)
        #expect(onFile.status == 2)
        #expect(onFile.stderr.contains("in.png is not a folder"))
        let unknown = try LegibleProcess.run(["simulate", "in.png", "--as", "protanopia,sepia", "-o", "out"], in: folder.url)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("'sepia'"))
        #expect(!folder.exists("out"))
    }

    @Test func invertTurnsWhiteBlack() throws {
        let folder = try TemporaryFolder()
        _ = try writeSource(folder)
        _ = try LegibleProcess.run(["simulate", "in.png", "--as", "invert", "--output=out.png"], in: folder.url)
        let written = try ImageDecoder.decode(path: folder.path("out.png")).raster
        #expect(written[19, 0].rgb == RGB8(grey: 0))
        #expect(written[13, 0].rgb == RGB8(grey: 0x88))
    }

    @Test func severityChangesAnomalousTrichromacy() throws {
        let folder = try TemporaryFolder()
        _ = try writeSource(folder)
        _ = try LegibleProcess.run(["simulate", "in.png", "--as", "protanomaly", "--severity", "0.2", "-o", "mild.png"], in: folder.url)
        _ = try LegibleProcess.run(["simulate", "in.png", "--as", "protanomaly", "--severity", "1", "-o", "full.png"], in: folder.url)
        let mild = try ImageDecoder.decode(path: folder.path("mild.png")).raster
        let full = try ImageDecoder.decode(path: folder.path("full.png")).raster
        #expect(mild[0, 0] != full[0, 0])
        #expect(full[0, 0].rgb == ColourTransform(.protanomaly, severity: 1).apply(RGB8(r: 211, g: 47, b: 47)))
    }

    @Test func transparentPixelsAreCompositedOverTheBackdrop() throws {
        let folder = try TemporaryFolder()
        let clear = Raster(width: 4, height: 4, fill: RGBA8(r: 0, g: 0, b: 0, a: 0))
        try folder.write("clear.png", Data(try PNGEncoder.encode(clear)))
        _ = try LegibleProcess.run(["simulate", "clear.png", "--as", "original", "-o", "white.png"], in: folder.url)
        _ = try LegibleProcess.run(["simulate", "clear.png", "--as", "original", "--backdrop", "#102030", "-o", "dark.png"],
                                   in: folder.url)
        #expect(try ImageDecoder.decode(path: folder.path("white.png")).raster[1, 1].rgb == RGB8(grey: 255))
        #expect(try ImageDecoder.decode(path: folder.path("dark.png")).raster[1, 1].rgb == RGB8(r: 0x10, g: 0x20, b: 0x30))
    }

    @Test func unreadableInputOrOutputExitsTwoNamingTheFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("junk.png", "not an image")
        let junk = try LegibleProcess.run(["simulate", "junk.png", "--as", "protanopia", "-o", "out.png"], in: folder.url)
        #expect(junk.status == 2)
        #expect(junk.stderr.contains("junk.png"))
        #expect(!folder.exists("out.png"))

        let missing = try LegibleProcess.run(["simulate", "nope.png", "--as", "protanopia", "-o", "out.png"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.png"))

        _ = try writeSource(folder)
        let unwritable = try LegibleProcess.run(["simulate", "in.png", "--as", "invert", "-o", "no/such/dir/out.png"],
                                                in: folder.url)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("no/such/dir/out.png"))
    }

    // MARK: - Media regions (Smart Invert leaves photos and video alone)

    /// Asserts that pixels inside `media` are the source's and all others are smart-inverted.
    private func expectSpared(_ media: PixelRect, written: Raster, source: Raster) {
        let smart = ColourTransform(.smartInvert, severity: Variant.defaultSeverity)
        for y in 0..<source.height {
            for x in 0..<source.width {
                let expected = media.contains(x: x, y: y) ? source[x, y].rgb : smart.apply(source[x, y].rgb)
                #expect(written[x, y].rgb == expected, "(\(x), \(y)) inside media: \(media.contains(x: x, y: y))")
            }
        }
    }

    @Test func mediaBoxesAreLeftAloneBySmartInvert() throws {
        let folder = try TemporaryFolder()
        let source = try writeSource(folder)
        let result = try LegibleProcess.run(["simulate", "in.png", "--as", "smart-invert", "--media", "2,1,8,5", "-o", "out.png"],
                                            in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let written = try ImageDecoder.decode(path: folder.path("out.png")).raster
        expectSpared(PixelRect(x: 2, y: 1, width: 8, height: 5), written: written, source: source)
        #expect(written[0, 0].rgb != source[0, 0].rgb, "outside the box the red is inverted")
    }

    @Test func theManifestsMediaRegionsAreScaledToPixels() throws {
        let folder = try TemporaryFolder()
        let source = try writeSource(folder)
        try folder.write("in.json", """
        { "image": "in.png", "scale": 2, "regions": [],
          "mediaRegions": [ { "x": 1, "y": 1, "width": 4, "height": 3 } ] }
        """)
        let result = try LegibleProcess.run(["simulate", "in.png", "--as", "smart-invert", "--manifest", "in.json", "-o", "out.png"],
                                            in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try ImageDecoder.decode(path: folder.path("out.png")).raster
        expectSpared(PixelRect(x: 2, y: 2, width: 8, height: 6), written: written, source: source)

        // Other variants transform every pixel, as the audit does; --media says so.
        let cvd = try LegibleProcess.run(["simulate", "in.png", "--as", "protanopia", "--media", "0,0,4,4", "-o", "cvd.png"],
                                         in: folder.url)
        #expect(cvd.status == 0)
        #expect(cvd.stderr.contains("warning: --media only changes smart-invert"))
        let protan = try ImageDecoder.decode(path: folder.path("cvd.png")).raster
        #expect(protan[1, 1].rgb == ColourTransform(.protanopia, severity: Variant.defaultSeverity).apply(source[1, 1].rgb))
    }

    /// A white label over a dark photo inverts (its glyphs, separated as the audit separates
    /// them) while the photo stays; a burned-in caption (`"media": true`) stays whole. The
    /// audit's previews and `simulate --manifest` write the same pixels.
    @Test func labelsOverMediaInvertAsTheAuditMeasures() throws {
        let folder = try TemporaryFolder()
        let dark = RGB8(grey: 0x20), white = RGB8(grey: 255)
        let shot = Screenshot([("label", white), ("caption", white)], background: dark)
        try folder.write("shot.png", try shot.pngData())
        try folder.write("shot.json", """
        { "image": "shot.png", "regions": [
            { "id": "label", "x": 10, "y": 10, "width": 200, "height": 30 },
            { "id": "caption", "x": 10, "y": 50, "width": 200, "height": 30, "media": true } ],
          "mediaRegions": [ { "x": 0, "y": 0, "width": 240, "height": 100 } ] }
        """)
        let simulated = try LegibleProcess.run(["simulate", "shot.png", "--as", "smart-invert", "--manifest", "shot.json", "-o", "out.png"],
                                               in: folder.url)
        #expect(simulated.status == 0, "\(simulated.stderr)")
        let audited = try LegibleProcess.run(["audit", "--variants", "smart-invert", "--gate", "original,smart-invert", "--previews", "previews", "--format", "json",
                                              "shot.json"], in: folder.url)
        #expect(audited.status == 1, "the label fails under smart-invert: \(audited.stderr)")
        #expect(audited.stdout.contains("\"media\": true"))
        let written = try ImageDecoder.decode(path: folder.path("out.png")).raster
        let preview = try ImageDecoder.decode(path: folder.path("previews/shot.smart-invert.png")).raster
        #expect(written.bytes == preview.bytes)
        #expect(written[17, 20].rgb == RGB8(grey: 0), "a stroke of the label turns black")
        #expect(written[230, 5].rgb == dark, "the photo stays")
        #expect(written[17, 60].rgb == white, "the burned-in caption stays")
    }

    @Test func mediaBoxesOutsideTheImageAreErrorsThatStillWriteThePNG() throws {
        let folder = try TemporaryFolder()
        let source = try writeSource(folder)
        let result = try LegibleProcess.run(["simulate", "in.png", "--as", "smart-invert", "--media", "16,0,10,10", "-o", "out.png"],
                                            in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--media 16,0,10,10 lies outside the 20×10 image in.png"))
        let written = try ImageDecoder.decode(path: folder.path("out.png")).raster
        expectSpared(PixelRect(x: 16, y: 0, width: 4, height: 10), written: written, source: source)

        try folder.write("far.json", """
        { "image": "in.png", "regions": [], "mediaRegions": [ { "x": 30, "y": 0, "width": 5, "height": 5 } ] }
        """)
        let far = try LegibleProcess.run(["simulate", "in.png", "--as", "smart-invert", "--manifest", "far.json", "-o", "far.png"],
                                         in: folder.url)
        #expect(far.status == 2)
        #expect(far.stderr.contains("far.json: region mediaRegions[0]: box x 30…35"))
        #expect(folder.exists("far.png"))
    }

    @Test func badMediaInputsAreClearErrors() throws {
        let folder = try TemporaryFolder()
        _ = try writeSource(folder)
        let malformed = try LegibleProcess.run(["simulate", "in.png", "--as", "smart-invert", "--media", "1,2,3", "-o", "out.png"],
                                               in: folder.url)
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("--media"))
        #expect(malformed.stderr.contains("x,y,width,height"))

        try folder.write("other.json", #"{ "image": "other.png", "regions": [] }"#)
        let mismatch = try LegibleProcess.run(["simulate", "in.png", "--as", "smart-invert", "--manifest", "other.json", "-o", "out.png"],
                                              in: folder.url)
        #expect(mismatch.status == 2)
        #expect(mismatch.stderr.contains("other.json has no screen for in.png"))
        #expect(!folder.exists("out.png"))

        let missing = try LegibleProcess.run(["simulate", "in.png", "--as", "smart-invert", "--manifest", "nope.json", "-o", "out.png"],
                                             in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.json"))
    }
}
