import Foundation
import LegiblePixels

/// Paths of the committed fixtures (copied into the test bundle) and of the checkout's scripts.
enum Fixture {
    static let root: String = {
        guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            fatalError("Fixtures folder missing from the test bundle")
        }
        return url.path
    }()

    static func path(_ relative: String) -> String { root + "/" + relative }

    static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    static func data(_ relative: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path(relative)))
    }

    /// The checkout this test file belongs to (for `Scripts/`).
    static let checkout: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .path

    /// A fresh empty folder under the temporary directory; the caller removes it with `removeFolder`
    /// (in a `defer`, so a failing test leaves nothing behind either).
    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-detect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Removes a folder made by `temporaryFolder` and everything in it.
    static func removeFolder(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// `ocr/truth.json` from Scripts/make-detect-fixtures: what was drawn where.
struct OCRTruth: Decodable {
    struct Line: Decodable {
        var text: String
        var font: String
        var fontSize: Double
        var fontWeight: Int
        /// The exact ink box, in manifest units (pixels / scale).
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    var image: String
    var scale: Double
    var lines: [Line]

    static func load(_ name: String) throws -> OCRTruth {
        let all = try JSONDecoder().decode([String: OCRTruth].self, from: Fixture.data("ocr/truth.json"))
        guard let truth = all[name] else { throw CocoaError(.fileReadNoSuchFile) }
        return truth
    }

    /// The truth line with this text, for matching OCR lines to what was drawn.
    func line(_ text: String) -> Line? { lines.first { $0.text == text } }
}

extension PixelRect {
    /// The largest distance between corresponding edges of two boxes, in pixels.
    func edgeDistance(x: Double, y: Double, width: Double, height: Double) -> Double {
        [abs(Double(self.x) - x), abs(Double(self.y) - y),
         abs(Double(maxX) - (x + width)), abs(Double(maxY) - (y + height))].max()!
    }
}
