import Foundation
import LegibleAudit
import LegibleDetect
import LegiblePixels
import Testing

@Suite("ManifestWriter")
struct ManifestWriterTests {
    static let screen = Screen(
        image: "shots/checkout page.png", scale: 2.625, backdrop: RGB8(r: 0x12, g: 0x34, b: 0x56),
        regions: [
            Region(id: "title", x: 16, y: 120, width: 240, height: 41, text: "Choose \"delivery\"\n\tnow \\ é 日本 \u{1}",
                   fontSize: 34, fontWeight: 700, foreground: RGB8(r: 0x1A, g: 0x1A, b: 0x1A), level: .AAA),
            Region(id: "border", x: 0.1, y: 1e-3, width: 358.333333333, height: 50, kind: .nonText),
            Region(id: "plain", x: 3, y: 4, width: 5, height: 6),
            Region(id: "credit", x: 8, y: 40, width: 60, height: 9, text: "© photo", media: true),
        ],
        mediaRegions: [Region(id: "hero", x: 0, y: 0, width: 100, height: 50.5)])

    @Test func singleScreenRoundTripsThroughManifestParse() throws {
        let manifest = Manifest(path: "m.json", screens: [Self.screen])
        let json = ManifestWriter.json(manifest)
        let parsed = try Manifest.parse(Data(json.utf8), path: "m.json")
        #expect(parsed == manifest)
        #expect(parsed.screens[0].regions[1].x == 0.1)
        #expect(parsed.screens[0].regions[1].width == 358.333333333)
    }

    @Test func severalScreensRoundTripUnderScreens() throws {
        var second = Self.screen
        second.name = "dark"
        second.backdrop = RGB8(grey: 255)
        second.regions = [Region(id: "only", x: 1, y: 2, width: 3, height: 4, text: "")]
        second.mediaRegions = []
        let manifest = Manifest(path: "dir/m.json", screens: [Self.screen, second])
        let json = ManifestWriter.json(manifest)
        #expect(json.hasPrefix("{\n  \"screens\": ["))
        #expect(try Manifest.parse(Data(json.utf8), path: "dir/m.json") == manifest)
    }

    @Test func outputIsDeterministicWithFixedKeyOrderAndDefaultsLeftOut() {
        let screen = Screen(image: "a.png", regions: [Region(id: "r", x: 1, y: 2.5, width: 3, height: 4, text: "Hi")])
        let expected = """
        {
          "image": "a.png",
          "scale": 1,
          "regions": [
            {"id": "r", "x": 1, "y": 2.5, "width": 3, "height": 4, "text": "Hi"}
          ]
        }

        """
        #expect(ManifestWriter.json(screen) == expected)
        #expect(ManifestWriter.json(Manifest(path: "x", screens: [screen])) == expected)
    }

    @Test func emptyRegionListIsStillAManifest() throws {
        let screen = Screen(image: "blank.png", regions: [])
        let parsed = try Manifest.parse(Data(ManifestWriter.json(screen).utf8), path: "m.json")
        #expect(parsed.screens == [screen])
    }

    @Test func writeFailsWithTheFolderNamed() {
        let manifest = Manifest(path: "m.json", screens: [Self.screen])
        #expect(throws: DetectError.self) { try ManifestWriter.write(manifest, to: "/nonexistent-folder/m.json") }
    }
}
