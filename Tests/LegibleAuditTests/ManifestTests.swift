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
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": "1", "y": 1, "width": 4, "height": 2 } ] }"#, "t", "regions[0].x: expected a number, found \"1\""),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": true, "y": 1, "width": 4, "height": 2 } ] }"#, "t", "regions[0].x: expected a number, found true"),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1e400, "y": 1, "width": 4, "height": 2 } ] }"#, nil, "not valid JSON"),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2, "kind": "icon" } ] }"#, "t", "regions[0].kind: expected \"text\" or \"nonText\", found \"icon\""),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2, "fontWeight": 950 } ] }"#, "t", "regions[0].fontWeight: expected a whole number from 100 to 900, found the number 950"),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2, "foreground": "blue" } ] }"#, "t", "regions[0].foreground: expected a colour like \"#1A1A1A\", found \"blue\""),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2, "level": "A" } ] }"#, "t", "regions[0].level: expected \"AA\" or \"AAA\", found \"A\""),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2, "source": "ocr" } ] }"#, "t", "regions[0].source: expected \"manifest\" or \"detected\", found \"ocr\""),
        (#"{ "image": "a.png", "scale": 0, "regions": [] }"#, nil, "scale: must be positive"),
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
            #expect(error.description.contains(problem), "\(error)")
            // Every problem in the text says where: the file, then the line and column.
            #expect(error.description.hasPrefix("shots/home.json, line 1, column "), "\(error)")
            #expect(error.position != nil)
        }
    }

    @Test("A problem in the text names the file, the line and column, and the field as a path")
    func positions() throws {
        let json = """
        {
          "image": "checkout.png",
          "scale": 3,
          "regions": [
            { "id": "a", "x": 0, "y": 0, "width": 10, "height": 10 },
            { "id": "b", "x": 0, "y": 20, "width": 10, "height": 10 },
            { "id": "c", "x": 0, "y": 40, "width": 10, "height": 10 },
            {
              "id": "total",
              "x": 16, "y": 60,
              "width": 240, "height": 41,
              "fontSize": "12px"
            }
          ]
        }
        """
        #expect(throws: ManifestError(file: "checkout.json", region: "total", problem: "expected a number, found \"12px\"",
                                      position: JSONPosition(line: 12, column: 19), field: "regions[3].fontSize")) {
            try Self.parse(json, path: "checkout.json")
        }
        do {
            _ = try Self.parse(json, path: "checkout.json")
        } catch {
            #expect(error.description == "checkout.json, line 12, column 19: regions[3].fontSize: expected a number, found \"12px\"")
        }
    }

    @Test("Fields inside screens, syntax errors and wrong kinds of value say where they are", arguments: [
        (#"{ "screens": [ { "image": "a.png", "regions": [] },\#n  { "image": "b.png", "regions": [ { "id": "t", "x": -3, "y": 0, "width": 1, "height": 1 } ] } ] }"#,
         "home.json, line 2, column 54: screens[1].regions[0].x: must not be negative (origin is the top-left corner), got -3"),
        (#"{ "image": "a.png",\#n  "regions": [ { "id": "t" "x": 1 } ] }"#,
         "home.json, line 2, column 28: not valid JSON: ',' or '}' was expected after the value of \"id\"; fix the syntax"),
        (#"{ "image": "a.png", "name": 7, "regions": [] }"#, "home.json, line 1, column 29: name: expected a string, found the number 7"),
        (#"{ "image": "a.png", "regions": {} }"#,
         "home.json, line 1, column 32: regions: expected an array of boxes with id, x, y, width, height, found an object"),
        (#"{ "image": "a.png", "regions": [ 4 ] }"#,
         "home.json, line 1, column 34: regions[0]: expected a box (an object with id, x, y, width, height), found the number 4"),
        (#"{ "image": "", "regions": [] }"#,
         "home.json, line 1, column 12: image: expected the screenshot's path (a non-empty string, relative to the manifest), found \"\""),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 0, "y": 0, "width": 1, "height": 1 }, { "id": "t", "x": 0, "y": 0, "width": 1, "height": 1 } ] }"#,
         "home.json, line 1, column 98: regions[1].id: duplicate id \"t\", also used by regions[0]; every region id in a manifest must be unique"),
        (#"[1, 2]"#, "home.json, line 1, column 1: must be a JSON object with \"image\" and \"regions\", or \"screens\"; found an array"),
        (#"{ "image": "a.png", "regions": [ { "id": "t", "x": 0, "y": 0, "width": 1, "height": 1, "media": "yes" } ] }"#,
         "home.json, line 1, column 97: regions[0].media: expected true or false (true when Smart Invert leaves the region whole), found \"yes\""),
    ])
    func described(json: String, expected: String) {
        do {
            _ = try Self.parse(json, path: "home.json")
            Issue.record("expected an error for \(json)")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("A region is media only when it says so", arguments: [
        ("", false), (#", "media": false"#, false), (#", "media": true"#, true),
    ])
    func media(member: String, expected: Bool) throws {
        let manifest = try Self.parse(#"{ "image": "a.png", "regions": [ { "id": "t", "x": 1, "y": 1, "width": 4, "height": 2"#
            + member + " } ] }")
        #expect(manifest.screens[0].regions[0].media == expected)
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
        #expect(throws: ManifestError(file: "/nonexistent/legible/manifest.json",
                                      problem: "cannot be read (No such file or directory); check that the file exists and is readable")) {
            try Manifest.load(path: "/nonexistent/legible/manifest.json")
        }
    }

    @Test func manifestSniffing() {
        #expect(Manifest.looksLikeManifest(#"{"image": "a.png", "regions": []}"#.utf8))
        #expect(Manifest.looksLikeManifest(#"{"screens": []}"#.utf8))
        #expect(!Manifest.looksLikeManifest(#"{"name": "package"}"#.utf8))
        #expect(!Manifest.looksLikeManifest("not json".utf8))
    }
}
