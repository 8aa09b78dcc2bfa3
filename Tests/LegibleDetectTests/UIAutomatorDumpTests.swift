import Foundation
import LegibleAudit
import LegibleDetect
import LegiblePixels
import Testing

/// The hand-written dump `android/settings.xml` (uiautomator's format and attribute order) and
/// the screenshot drawn from it by Scripts/make-detect-fixtures.
@Suite("uiautomator dumps")
struct UIAutomatorDumpTests {
    static func screen(density: Double = 1) throws -> Screen {
        try UIAutomatorDump.screen(fromXML: Fixture.data("android/settings.xml"), imagePath: Fixture.path("android/settings.png"),
                                   density: density, file: "settings.xml")
    }

    @Test func textNodesBecomeTextRegionsWithTheirBounds() throws {
        let screen = try Self.screen()
        let text = screen.regions.filter { $0.kind == .text }
        #expect(text.map(\.text) == [
            "Settings", "Wi-Fi", "Connected to Home", "Display", "Dark theme, font size",
            "Sound & vibration", "Volume, haptics", "Sign out", "Help & feedback",
        ])
        let title = try #require(screen.regions.first { $0.id == "toolbar_title" })
        #expect((title.x, title.y, title.width, title.height) == (96, 34, 204, 44))
        let button = try #require(screen.regions.first { $0.id == "sign_out" })
        #expect((button.x, button.y, button.width, button.height) == (32, 440, 476, 80))
        #expect(screen.scale == 1)
        #expect(text.allSatisfy { $0.fontSize == nil })
    }

    @Test func controlsAndMeaningfulImagesBecomeNonTextRegions() throws {
        let screen = try Self.screen()
        let nonText = screen.regions.filter { $0.kind == .nonText }
        #expect(nonText.map(\.id) == ["ImageButton", "switch_widget", "fab"])
        #expect(nonText.map(\.text) == ["Navigate up", nil, "Add account"])
        #expect(nonText[2].x == 420 && nonText[2].width == 88)
    }

    @Test func skipsWhatCannotOrNeedNotBeMeasured() throws {
        let ids = Set(try Self.screen().regions.map(\.id))
        #expect(!ids.contains("progress_label"), "zero-size node")
        #expect(!ids.contains("about"), "node entirely below the screenshot")
        #expect(!ids.contains("delete"), "disabled button: WCAG exempts inactive components")
        #expect(!ids.contains("illustration"), "decorative image: not clickable, no description")
        #expect(!ids.contains("help"), "control whose box its own text child covers entirely")
        #expect(ids.contains("help_label"))
    }

    @Test func sharedResourceIdsGetTheirIndexPath() throws {
        let ids = try Self.screen().regions.map(\.id)
        #expect(ids.contains("title@0.0.1.0.0"))
        #expect(ids.contains("title@0.0.1.2.0"))
        #expect(ids.contains("summary@0.0.1.1.1"))
        #expect(Set(ids).count == ids.count)
    }

    @Test func densityTurnsPixelsIntoDp() throws {
        let pixels = try Self.screen(), dp = try Self.screen(density: 2)
        #expect(dp.scale == 2)
        for (a, b) in zip(pixels.regions, dp.regions) {
            #expect(b.x * 2 == a.x && b.y * 2 == a.y && b.width * 2 == a.width && b.height * 2 == a.height)
            #expect(a.pixelBox(scale: 1) == b.pixelBox(scale: 2))
        }
    }

    @Test func regionsFitTheScreenshotAndRoundTripAsAManifest() throws {
        let screen = try Self.screen()
        try screen.validateBounds(imageWidth: 540, imageHeight: 960, file: "settings.json")
        let manifest = Manifest(path: "settings.json", screens: [screen])
        #expect(try Manifest.parse(Data(ManifestWriter.json(manifest).utf8), path: "settings.json") == manifest)
    }

    @Test func aDumpPrintedToTheTerminalStillReads() throws {
        // `adb shell uiautomator dump /dev/tty` prints the XML on one line and a status line after it.
        let xml = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"1\"><node index=\"0\" text=\"OK\" resource-id=\"\" class=\"android.widget.Button\" package=\"p\" content-desc=\"\" checkable=\"false\" checked=\"false\" clickable=\"true\" enabled=\"true\" focusable=\"true\" focused=\"false\" scrollable=\"false\" long-clickable=\"false\" password=\"false\" selected=\"false\" bounds=\"[10,20][110,70]\" /></hierarchy>UI hierchary dumped to: /dev/tty\n"
        let screen = try UIAutomatorDump.screen(fromXML: Data(xml.utf8), imagePath: "x.png",
                                                imageSize: PixelRect(x: 0, y: 0, width: 200, height: 100))
        #expect(screen.regions == [Region(id: "Button", x: 10, y: 20, width: 100, height: 50, text: "OK")])
    }

    @Test(arguments: [
        ("<html/>", "is not a uiautomator dump"),
        ("<hierarchy><node bounds=\"[0,0][1,1]\">", "truncated"),
        ("<hierarchy><node", "never closed"),
    ])
    func badDumpsNameTheProblem(xml: String, expected: String) {
        #expect {
            _ = try UIAutomatorDump.screen(fromXML: Data(xml.utf8), imagePath: "x.png",
                                           imageSize: PixelRect(x: 0, y: 0, width: 10, height: 10), file: "ui.xml")
        } throws: { error in
            let message = (error as? DetectError)?.description ?? ""
            return message.hasPrefix("ui.xml: ") && message.contains(expected)
        }
    }

    @Test func missingScreenshotIsATypedError() {
        #expect(throws: DetectError.self) {
            _ = try UIAutomatorDump.screen(fromXML: Data("<hierarchy></hierarchy>".utf8), imagePath: "/nonexistent.png")
        }
    }
}
