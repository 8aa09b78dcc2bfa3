import Foundation
import LegibleImageIO
import LegiblePixels
import Testing

/// Paths of the committed fixtures (copied into the test bundle) and of PngSuite next to the checkout.
enum Fixture {
    static let root: String = {
        guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            fatalError("Fixtures folder missing from the test bundle")
        }
        return url.path
    }()

    static func path(_ relative: String) -> String { root + "/" + relative }

    static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(relative))))
    }

    /// `../shared/pngsuite` relative to the checkout root (CI), or one level further up
    /// (a git worktree under `wt/`); nil when neither exists.
    static let pngSuite: String? = {
        let testFile = URL(fileURLWithPath: #filePath)
        let checkout = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for relative in ["../shared/pngsuite", "../../shared/pngsuite"] {
            let candidate = checkout.appendingPathComponent(relative).standardizedFileURL.path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
        }
        return nil
    }()
}

/// A golden decode written by Scripts/make-image-fixtures: `RGBA`, width, height (u32 BE), pixels.
struct Golden {
    let width: Int
    let height: Int
    let pixels: [UInt8]

    init(path: String) throws {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard data.count >= 12, Array(data[0..<4]) == Array("RGBA".utf8) else { throw GoldenError.malformed(path) }
        func u32(_ o: Int) -> Int { Int(data[o]) << 24 | Int(data[o + 1]) << 16 | Int(data[o + 2]) << 8 | Int(data[o + 3]) }
        width = u32(4)
        height = u32(8)
        pixels = Array(data[12...])
        guard pixels.count == width * height * 4 else { throw GoldenError.malformed(path) }
    }

    enum GoldenError: Error { case malformed(String) }

    /// Largest and mean absolute difference per channel against a raster of the same size.
    func difference(from raster: Raster) -> (max: Int, mean: Double, worstIndex: Int) {
        var worst = 0, worstIndex = -1, total = 0
        for y in 0..<height {
            for x in 0..<width * 4 {
                let g = Int(pixels[y * width * 4 + x]), r = Int(raster.bytes[y * raster.bytesPerRow + x])
                let d = abs(g - r)
                total += d
                if d > worst { worst = d; worstIndex = y * width * 4 + x }
            }
        }
        return (worst, Double(total) / Double(max(1, pixels.count)), worstIndex)
    }
}

extension ImageError {
    /// The case name, for tables of expected failures.
    var kind: String {
        switch self {
        case .unreadable: return "unreadable"
        case .unknownFormat: return "unknownFormat"
        case .tooLarge: return "tooLarge"
        case .truncated: return "truncated"
        case .corrupt: return "corrupt"
        case .unsupported: return "unsupported"
        case .encodeFailed: return "encodeFailed"
        }
    }
}
