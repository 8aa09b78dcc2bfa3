import Foundation
import LegibleColour
import LegibleImageIO
import LegiblePixels
import Testing

@Suite("Colour spaces")
struct ColourSpaceTests {
    /// Docs/Colour.md#display-p3: Display P3 8-bit → sRGB 8-bit (sRGB curve both sides, exact
    /// matrix, clip, round), in the order the fixture script writes them.
    static let p3ToSRGB: [(RGB8, String)] = [
        (RGB8(r: 51, g: 102, b: 204), "#1B68D3"), (RGB8(r: 255, g: 128, b: 0), "#FF7700"),
        (RGB8(r: 255, g: 0, b: 0), "#FF0000"), (RGB8(r: 0, g: 255, b: 0), "#00FF00"),
        (RGB8(r: 0, g: 0, b: 255), "#0000FF"), (RGB8(r: 255, g: 255, b: 255), "#FFFFFF"),
        (RGB8(r: 128, g: 128, b: 128), "#808080"), (RGB8(r: 234, g: 51, b: 35), "#FF0000"),
        (RGB8(r: 200, g: 200, b: 200), "#C8C8C8"),
    ]

    @Test("ICC profiles are classified by primaries and curves, not by name",
          arguments: [("p3", ColourSpace.displayP3), ("p3-renamed", .displayP3), ("srgb", .sRGB),
                      ("adobe", .other("Adobe RGB-like")), ("lcms-srgb", .sRGB)])
    func classify(file: String, expected: ColourSpace) throws {
        let profile = try #require(ICCProfile(try Fixture.bytes("colour/\(file).icc")))
        #expect(profile.classification == expected)
        #expect(profile.deviceClass == "mntr" && profile.dataColourSpace == "RGB ")
    }

    @Test("parsed P3 profile fields")
    func p3Fields() throws {
        let profile = try #require(ICCProfile(try Fixture.bytes("colour/p3.icc")))
        #expect(profile.name == "Display P3")
        #expect(profile.versionMajor == 4)
        let red = try #require(profile.red)
        #expect(red.isClose(to: ICCProfile.XYZ(0.515121, 0.241196, -0.001053), tolerance: 1e-5))
        #expect(profile.redCurve == .parametric(type: 3, parameters: profile.greenCurve.flatMap {
            if case .parametric(_, let p) = $0 { return p } else { return nil }
        } ?? []))
    }

    @Test("malformed ICC data is rejected")
    func malformedProfiles() throws {
        var p3 = try Fixture.bytes("colour/p3.icc")
        #expect(ICCProfile(Array(p3.prefix(100))) == nil)
        p3[36] = 0x41 // 'acsp' broken
        #expect(ICCProfile(p3) == nil)
        #expect(ICCProfile([]) == nil)
        // Tag offsets pointing outside the data are ignored, not trusted.
        var bad = try Fixture.bytes("colour/p3.icc")
        for i in stride(from: 132, to: 132 + 12 * 3, by: 12) { bad[i + 4] = 0x7F }
        let profile = try #require(ICCProfile(bad))
        #expect(profile.classification != .displayP3)
    }

    static let taggedP3Files = ["colour/p3-iccp.png", "colour/p3-renamed-iccp.png", "colour/p3-cicp.png"]

    @Test("Display P3 PNGs convert to the documented sRGB values", arguments: taggedP3Files)
    func p3PNG(file: String) throws {
        let image = try ImageDecoder.decode(path: Fixture.path(file))
        #expect(image.colourSpace == .displayP3)
        #expect(image.convertedToSRGB)
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        for (x, (_, hex)) in Self.p3ToSRGB.enumerated() {
            #expect(image.raster[x, 0].rgb.hex == hex, "pixel \(x)")
        }
        let kept = try ImageDecoder.decode(path: Fixture.path(file), convertToSRGB: false)
        #expect(!kept.convertedToSRGB)
        for (x, (p3, _)) in Self.p3ToSRGB.enumerated() { #expect(kept.raster[x, 0].rgb == p3) }
    }

    @Test("P3 JPEG with APP2 ICC_PROFILE, single and split-and-swapped markers",
          arguments: ["colour/p3-app2.jpg", "colour/p3-app2-split-swapped.jpg"])
    func p3JPEG(file: String) throws {
        let image = try ImageDecoder.decode(path: Fixture.path(file))
        #expect(image.colourSpace == .displayP3)
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        // JPEG moves the stored P3 values by a level or two (q100 4:4:4 flat 8×8 blocks), and
        // dark P3 reds amplify that in sRGB, so check the two halves separately: the stored values
        // are close to the P3 source, and the output is exactly their sRGB conversion.
        let kept = try ImageDecoder.decode(path: Fixture.path(file), convertToSRGB: false)
        #expect(image.convertedToSRGB && !kept.convertedToSRGB)
        for (i, (p3, _)) in Self.p3ToSRGB.enumerated() {
            let stored = kept.raster[8 * i + 4, 4].rgb
            #expect(abs(Int(stored.r) - Int(p3.r)) <= 2 && abs(Int(stored.g) - Int(p3.g)) <= 2
                    && abs(Int(stored.b) - Int(p3.b)) <= 2, "block \(i): \(stored.hex) vs \(p3.hex)")
            #expect(image.raster[8 * i + 4, 4].rgb == DisplayP3.toSRGB(stored), "block \(i)")
        }
    }

    @Test("sRGB-tagged and untagged files are left alone",
          arguments: ["colour/srgb-iccp.png", "colour/srgb-chunk.png", "colour/untagged.png", "colour/cicp-srgb-over-p3-iccp.png"])
    func srgb(file: String) throws {
        let image = try ImageDecoder.decode(path: Fixture.path(file))
        #expect(image.colourSpace == .sRGB)
        #expect(!image.convertedToSRGB)
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        for (x, (p3, _)) in Self.p3ToSRGB.enumerated() { #expect(image.raster[x, 0].rgb == p3) }
    }

    /// Where Debian's `libgs-common` puts Ghostscript's ICC profiles.
    static let ghostscriptProfiles = "/usr/share/color/icc/ghostscript/"

    /// Real profiles shipped by Ghostscript (Debian `libgs-common`), when installed: an independent
    /// check of the parser on v2 `curv` tables and on Adobe RGB (1998). Not committed (licence).
    @Test("system ICC profiles, when present",
          .enabled(if: FileManager.default.fileExists(atPath: ghostscriptProfiles),
                   "Ghostscript's ICC profiles are not installed (apt-get install libgs-common)"),
          arguments: [("srgb.icc", true), ("a98.icc", false), ("esrgb.icc", false), ("rommrgb.icc", false)])
    func systemProfiles(file: String, isSRGB: Bool) throws {
        let data = try #require(FileManager.default.contents(atPath: Self.ghostscriptProfiles + file))
        let profile = try #require(ICCProfile([UInt8](data)))
        if isSRGB {
            #expect(profile.classification == .sRGB)
        } else {
            #expect(profile.classification != .sRGB && profile.classification != .displayP3, "\(profile.classification)")
        }
    }

    @Test("cICP other than sRGB/P3 is reported and read as sRGB")
    func otherCICP() throws {
        let image = try ImageDecoder.decode(path: Fixture.path("colour/pq-cicp.png"))
        #expect(image.colourSpace == .other("cICP 9/16/0/1"))
        #expect(image.warnings.count == 1)
        #expect(image.raster[0, 0].rgb == RGB8(r: 51, g: 102, b: 204))
    }

    @Test("other profiles warn and are read as sRGB")
    func otherProfile() throws {
        let image = try ImageDecoder.decode(path: Fixture.path("colour/adobe-iccp.png"))
        #expect(image.colourSpace == .other("Adobe RGB-like"))
        #expect(!image.convertedToSRGB)
        #expect(image.warnings.count == 1 && image.warnings[0].contains("Adobe RGB-like"))
        #expect(image.raster[0, 0].rgb == RGB8(r: 51, g: 102, b: 204))
    }
}
