import Foundation
import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels
import Testing

/// PNG files with and without alpha, audited from their manifest: translucent pixels are
/// composited over the backdrop, and the image says whether that happened.
@Suite struct AlphaFileTests {
    @Test("An RGBA file is composited over its backdrop; an RGB one needs nothing", arguments: [
        (true, "#000000"), (true, "#FFFFFF"), (false, "#000000"),
    ])
    func fileAlpha(alpha: Bool, backdrop: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-alpha-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (layer, screen) = MeasurementTests.clearLayer()
        // Without alpha the layer's clear pixels are the black they hold.
        try PNGEncoder.write(layer, to: folder.appendingPathComponent("shot.png").path, alpha: alpha)
        let r = screen.regions[0]
        let manifest = folder.appendingPathComponent("shot.json").path
        let json = """
        { "image": "shot.png", "backdrop": "\(backdrop)", "regions": [
            { "id": "label", "x": \(r.x), "y": \(r.y), "width": \(r.width), "height": \(r.height) } ] }
        """
        try Data(json.utf8).write(to: URL(fileURLWithPath: manifest))

        let image = try #require(Auditor(options: AuditOptions(variants: [.original])).audit(manifestAt: manifest).first)
        #expect(try #require(image.decoded).alphaComposited == alpha)
        let seenOn = try #require(alpha ? RGB8(parsing: backdrop) : RGB8(grey: 0))
        let ratio = try #require(image.regions.first?.original).wcag.ratio
        #expect(abs(ratio - WCAG.contrastRatio(MeasurementTests.layerGrey, seenOn)) < 1e-5)
    }
}
