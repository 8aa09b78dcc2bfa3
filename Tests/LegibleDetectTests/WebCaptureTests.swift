import Foundation
import LegibleAudit
@testable import LegibleDetect
import LegibleImageIO
import LegiblePixels
import Testing

/// Scripts/web-capture on `web/page.html` (absolutely placed elements at known positions) with
/// headless Chromium. CI installs chromium; without it these are skipped with that message.
@Suite("web capture", .serialized)
struct WebCaptureTests {
    static let chromium = ProcessRunner.locate("chromium") ?? ProcessRunner.locate("chromium-browser")
        ?? ProcessRunner.locate("google-chrome")

    /// Runs the script at 360×300 CSS px, writing into `folder`, and returns the manifest it wrote and the screenshot.
    static func capture(scale: Double, into folder: String) throws -> (manifest: Manifest, image: Raster) {
        let script = Fixture.checkout + "/Scripts/web-capture"
        let arguments = [script, "--width", "360", "--height", "300", "--scale", ManifestWriter.number(scale),
                         Fixture.path("web/page.html"), folder + "/page"]
        let output = try ProcessRunner(executable: "/bin/bash", timeout: 300).run(arguments, name: "web-capture")
        let stderr = String(decoding: output.stderr, as: UTF8.self)
        try #require(output.status == 0, "web-capture failed: \(stderr)")
        let manifest = try Manifest.load(path: folder + "/page.json")
        let image = try ImageDecoder.decode(path: manifest.imagePath(of: manifest.screens[0])).raster
        return (manifest, image)
    }

    static func region(_ id: String, in screen: Screen) throws -> Region {
        try #require(screen.regions.first { $0.id == id }, "no region \(id) in \(screen.regions.map(\.id))")
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium); skipping web capture"),
          arguments: [1.0, 2.0])
    func boxesMatchTheLayoutAndTheScreenshot(scale: Double) throws {
        let folder = try Fixture.temporaryFolder()
        defer { Fixture.removeFolder(folder) }
        let (manifest, image) = try Self.capture(scale: scale, into: folder)
        let screen = manifest.screens[0]
        #expect(screen.scale == scale)
        #expect(screen.image == "page.png")
        #expect(image.width == Int(360 * scale) && image.height == Int(300 * scale))
        try screen.validateBounds(imageWidth: image.width, imageHeight: image.height, file: manifest.path)

        // Only visible text: hidden, transparent, clipped and off-viewport elements are left out,
        // and so is a line the viewport's edge cuts to a sliver; gradient and outlined text, whose
        // colour is transparent but whose glyphs are painted, are kept.
        #expect(Set(screen.regions.map(\.id)) == ["#title", "#intro@line1", "#intro>a", "#intro@line2", "#faint", "#pay",
                                                  "#gradient", "#outline", "#email::placeholder", "#name::value"])
        let placeholder = try Self.region("#email::placeholder", in: screen)
        #expect(placeholder.text == "Email" && placeholder.foreground == RGB8(r: 0xA9, g: 0xA9, b: 0xA9))
        #expect(abs(placeholder.x - 203) < 1 && placeholder.y >= 150 && placeholder.y + placeholder.height <= 172)
        #expect(placeholder.width > 30 && placeholder.width < 60, "as wide as the word, not the field")
        // Images and CSS background images are media, cut to the viewport.
        let media = Set(screen.mediaRegions.map { [$0.x, $0.y, $0.width, $0.height] })
        #expect(media == [[200, 268, 60, 20], [290, 280, 40, 20], [330, 20, 24, 24]])
        let value = try Self.region("#name::value", in: screen)
        #expect(value.text == "Ada" && value.foreground == RGB8(r: 0x22, g: 0x22, b: 0x22) && value.fontSize == 14)
        #expect(try Self.region("#gradient", in: screen).foreground == nil, "a gradient has no one text colour to hint")

        let title = try Self.region("#title", in: screen)
        #expect(title.text == "Checkout")
        #expect(abs(title.x - 24) < 1 && title.y >= 20 && title.y + title.height <= 60)
        #expect(title.fontSize == 32 && title.fontWeight == 700)
        #expect(try Self.region("#intro@line1", in: screen).text == "Standard delivery arrives on Tuesday.")
        let link = try Self.region("#intro>a", in: screen)
        #expect(link.text == "Read the terms" && link.foreground == RGB8(r: 0x00, g: 0x44, b: 0xCC))
        #expect(abs(link.y - 104) < 4, "second line of a 24 px line-height paragraph at top 80")
        let faint = try Self.region("#faint", in: screen)
        #expect(abs(faint.x - 24) < 1 && abs(faint.y - 160) < 2 && faint.fontSize == 20)
        let pay = try Self.region("#pay", in: screen)
        #expect(pay.text == "Pay now" && pay.fontWeight == 600)
        #expect(pay.x > 24 && pay.x + pay.width < 184 && pay.y > 210 && pay.y + pay.height < 254)

        // Pixel for pixel: every dark pixel of the headline lies inside its scaled box.
        let box = title.pixelBox(scale: scale)
        for y in 0..<Int(70 * scale) {
            for x in 0..<image.width where image[x, y].r < 128 {
                #expect(box.contains(x: x, y: y), "headline ink at (\(x), \(y)) outside \(box)")
                if !box.contains(x: x, y: y) { return }
            }
        }
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium); skipping web capture"))
    func capturedPageAuditsBlackAsPassAndLightGreyAsFail() throws {
        let folder = try Fixture.temporaryFolder()
        defer { Fixture.removeFolder(folder) }
        let (manifest, _) = try Self.capture(scale: 2, into: folder)
        let audit = try #require(Auditor(options: AuditOptions(variants: [.original])).audit(manifest: manifest).first)
        #expect(audit.error == nil)
        let status = Dictionary(uniqueKeysWithValues: audit.regions.map { ($0.id, $0.status) })
        #expect(status["#title"] == .pass)
        #expect(status["#intro@line1"] == .pass)
        #expect(status["#faint"] == .fail)
        #expect(status["#email::placeholder"] == .fail, "#A9A9A9 on white is 2.35:1")
        #expect(status["#name::value"] == .pass)
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium); skipping web capture"),
          arguments: [("light", RGB8(r: 0, g: 0, b: 0), RGB8(r: 255, g: 255, b: 255)),
                      ("dark", RGB8(r: 255, g: 255, b: 255), RGB8(r: 0, g: 0, b: 0))])
    func colourSchemeReachesThePageAndKeepLeavesItsCopy(scheme: String, text: RGB8, background: RGB8) throws {
        let folder = try Fixture.temporaryFolder()
        defer { Fixture.removeFolder(folder) }
        let arguments = [Fixture.checkout + "/Scripts/web-capture", "--width", "320", "--height", "80", "--scale", "1",
                         "--color-scheme", scheme, "--keep", folder + "/kept", Fixture.path("web/scheme.html"), folder + "/scheme"]
        let output = try ProcessRunner(executable: "/bin/bash", timeout: 300).run(arguments, name: "web-capture")
        try #require(output.status == 0, "web-capture failed: \(String(decoding: output.stderr, as: UTF8.self))")
        let manifest = try Manifest.load(path: folder + "/scheme.json")
        let note = try Self.region("#note", in: manifest.screens[0])
        #expect(note.foreground == text)
        let image = try ImageDecoder.decode(path: manifest.imagePath(of: manifest.screens[0])).raster
        let corner = image[2, 2]
        #expect(RGB8(r: corner.r, g: corner.g, b: corner.b) == background)
        for kept in ["page.html", "wrapper.html"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/kept/" + kept), "--keep left no \(kept)")
        }
    }

    @Test func unknownColourSchemeIsRefused() throws {
        let output = try ProcessRunner(executable: "/bin/bash", timeout: 30)
            .run([Fixture.checkout + "/Scripts/web-capture", "--color-scheme", "sepia", Fixture.path("web/scheme.html"),
                  "/tmp/legible-never"], name: "web-capture")
        #expect(output.status != 0)
        #expect(String(decoding: output.stderr, as: UTF8.self).contains("--color-scheme takes light or dark"))
    }

    @Test func missingPageIsReportedByTheScript() throws {
        let output = try ProcessRunner(executable: "/bin/bash", timeout: 30)
            .run([Fixture.checkout + "/Scripts/web-capture", "/nonexistent/page.html", "/tmp/legible-never"], name: "web-capture")
        #expect(output.status != 0)
        let stderr = String(decoding: output.stderr, as: UTF8.self)
        #expect(stderr.contains("no such file") || stderr.contains("apt-get install chromium"))
    }
}
