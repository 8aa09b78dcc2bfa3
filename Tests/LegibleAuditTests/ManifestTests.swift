import Foundation
import LegibleAudit
import LegibleColour
import LegiblePixels
import Testing

@Suite("Manifest loading and validation")
struct ManifestTests {
    static func parse(_ json: String, path: String = "shots/home.json") throws(ManifestError) -> Manifest {
        try Manifest.parse(json.utf8, path: path)
    }

    @Test func specExampleLoadsWithDefaults() throws {
        let manifest = try Self.parse("""
        { "image": "checkout.png", "scale": 3, "backdrop": "#FFFFFF",
          "regions": [
            { "id": "title", "x": 16, "y": 120, "width": 240, "height": 41,
              "text": "Choose delivery", "fontSize": 34, "fontWeight": 700 },
            { "id": "pay-button-border", "x": 16, "y": 700, "width": 358, "height": 50, "kind": "nonText" }
          ] }
        """)
        let screen = try #require(manifest.screens.first)
        #expect(manifest.imagePath(of: screen) == "shots/checkout.png")
        #expect(screen.scale == 3 && screen.backdrop == RGB8(grey: 255))
        #expect(screen.regions[0] == Region(id: "title", x: 16, y: 120, width: 240, height: 41, text: "Choose delivery",
                                            fontSize: 34, fontWeight: 700))
        #expect(screen.regions[1].kind == .nonText && screen.regions[1].fontWeight == 400 && screen.regions[1].level == .AA)
        #expect(screen.regions[0].pixelBox(scale: 3) == PixelRect(x: 48, y: 360, width: 720, height: 123))
    }

    @Test func screensMediaRegionsAndHints() throws {
        let manifest = try Self.parse("""
        { "screens": [
            { "name": "light", "image": "a.png", "regions": [ { "id": "t", "x": 0, "y": 0, "width": 5, "height": 5,
              "foreground": "#123", "level": "AAA" } ],
              "mediaRegions": [ { "x": 0, "y": 10, "width": 50, "height": 20 } ] },
            { "name": "dark", "image": "/abs/b.png", "backdrop": "rgb(0,0,0)", "regions": [] } ] }
        """, path: "m.json")
        #expect(manifest.screens.count == 2)
        #expect(manifest.screens[0].regions[0].foreground == RGB8(r: 0x11, g: 0x22, b: 0x33))
        #expect(manifest.screens[0].regions[0].level == .AAA)
        #expect(manifest.screens[0].mediaRegions.count == 1)
        #expect(manifest.imagePath(of: manifest.screens[0]) == "a.png")
        #expect(manifest.imagePath(of: manifest.screens[1]) == "/abs/b.png")
        #expect(manifest.screens[1].backdrop == RGB8(grey: 0))
    }

    @Test("Invalid manifests name the file, the region and the problem", arguments: [
        (#"{ "regions": [] }"#, nil as String?, "missing \"image\""),
        (#"{ "image": "a.png" }"#, nil, "missing \"regions\""),
        (#"{ "image": "a.png", "regions": [ { "x": 1, "y": 1, "width": 2, "height": 2 } ] }"#, "regions[0]", "missing \"id\""),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "y": 1, "width": 2, "height": 2 } ] }"#, "t", "missing \"x\""),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 0, "height": 2 } ] }"#, "t", "must be positive"),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": -2 } ] }"#, "t", "must be positive"),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": -1, "y": 1, "width": 4, "height": 2 } ] }"#, "t", "must not be negative"),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2 }, { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2 } ] }"#, "t", "duplicate id"),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": "1", "y": 1, "width": 4, "height": 2 } ] }"#, "t", "\"x\" must be a number"),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": true, "y": 1, "width": 4, "height": 2 } ] }"#, "t", "\"x\" must be a number"),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1e400, "y": 1, "width": 4, "height": 2 } ] }"#, nil, "not valid JSON"),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2, "kind": "icon" } ] }"#, "t", "\"kind\""),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2, "fontWeight": 950 } ] }"#, "t", "\"fontWeight\""),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2, "foreground": "blue" } ] }"#, "t", "\"foreground\""),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2, "level": "A" } ] }"#, "t", "\"level\""),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2, "source": "ocr" } ] }"#, "t", "\"source\" must be \"manifest\" or \"detected\""),
        (#"{ "image": "a.png", "scale": 0, "regions": [] }"#, nil, "\"scale\" must be positive"),
        (#"{ "image": "a.png", "regions": [ ] "#, nil, "not valid JSON"),
        (#"[1, 2]"#, nil, "must be a JSON object"),
        (#"{ "screens": [] }"#, nil, "non-empty array"),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1e19, "y": 1, "width": 4, "height": 2 } ] }"#, "t", "far larger than any image"),
        (#"{ "image": "a.png", "scale": 1e300, "regions": [ { "id": "t", "x": 1e10, "y": 1, "width": 4, "height": 2 } ] }"#, "t", "far larger than any image"),
    ])
    func invalid(json: String, region: String?, problem: String) {
        do {
            _ = try Self.parse(json)
            Issue.record("expected an error for \(json)")
        } catch {
            #expect(error.file == "shots/home.json")
            #expect(error.region == region)
            #expect(error.problem.contains(problem), "\(error.problem)")
            #expect(error.description.hasPrefix("shots/home.json: "))
        }
    }

    @Test("A region's source is the manifest unless it says detected", arguments: [
        ("", RegionSource.manifest), (#", "source": "manifest""#, .manifest), (#", "source": "detected""#, .detected),
    ])
    func source(member: String, expected: RegionSource) throws {
        let manifest = try Self.parse(#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2"#
            + member + " } ] }")
        #expect(manifest.screens[0].regions[0].source == expected)
    }

    @Test func boxesOutsideTheImageAreRejectedWithTheFix() throws {
        let manifest = try Self.parse(#"{ "image": "a.png", "scale": 2, "regions": [ { "id": "far", "x": 90, "y": 10, "width": 20, "height": 10 } ] }"#)
        #expect(throws: ManifestError.self) {
            try manifest.screens[0].validateBounds(imageWidth: 200, imageHeight: 100, file: manifest.path)
        }
        do {
            try manifest.screens[0].validateBounds(imageWidth: 200, imageHeight: 100, file: manifest.path)
        } catch {
            #expect(error.region == "far")
            #expect(error.problem.contains("outside the 200×100 image"))
            #expect(error.problem.contains("scale"))
        }
        // Exactly touching the right edge is inside.
        try manifest.screens[0].validateBounds(imageWidth: 220, imageHeight: 100, file: manifest.path)
    }

    @Test("Boxes past the image's edge are outside; boxes ending on it, or under half a pixel over, are inside", arguments: [
        // (x, y, width, height, scale, inside) on a 100×40 image
        (100.0, 0.0, 1.0, 10.0, 1.0, false),   // wholly past the right edge
        (0.0, 0.0, 101.0, 10.0, 1.0, false),   // one pixel too wide
        (0.0, 0.0, 100.0, 40.0, 1.0, true),    // the whole image
        (0.0, 0.0, 33.4, 13.4, 3.0, true),     // 100.2 × 40.2 px: a fraction of a pixel over is inside
        (0.0, 0.0, 33.4, 13.4, 3.02, false),   // 100.9 × 40.5 px is not
    ])
    func edges(x: Double, y: Double, width: Double, height: Double, scale: Double, inside: Bool) {
        let screen = Screen(image: "a.png", scale: scale, regions: [Region(id: "r", x: x, y: y, width: width, height: height)])
        #expect(screen.boundsErrors(imageWidth: 100, imageHeight: 40, file: "m.json").isEmpty == inside)
    }

    @Test func pixelBoxesOfAbsurdNumbersClampInsteadOfTrapping() {
        let box = Region(id: "r", x: 1e300, y: -1e300, width: 1, height: .infinity).pixelBox(scale: 1)
        #expect(box.x == 1 << 30 && box.y == -(1 << 30))
    }

    @Test func missingFileIsAnErrorNotACrash() {
        #expect(throws: ManifestError.self) { try Manifest.load(path: "/nonexistent/legible/manifest.json") }
    }

    @Test func manifestSniffing() {
        #expect(Manifest.looksLikeManifest(#"{"image": "a.png", "regions": []}"#.utf8))
        #expect(Manifest.looksLikeManifest(#"{"screens": []}"#.utf8))
        #expect(!Manifest.looksLikeManifest(#"{"name": "package"}"#.utf8))
        #expect(!Manifest.looksLikeManifest("not json".utf8))
    }
}
