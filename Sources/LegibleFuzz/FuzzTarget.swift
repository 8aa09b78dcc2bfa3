import Foundation
import LegibleAudit
import LegibleCLI
import LegibleDetect
import LegibleImageIO
import LegiblePixels

/// The readers of outside input that the fuzzing harness (`Scripts/fuzz`) drives, one entry
/// point each. An entry point feeds one input to its readers and returns; what it checks is that
/// nothing traps, overflows, reads out of bounds or hangs — every reader answers with a value or
/// a typed error.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// PNG and JPEG decoding (chunks, markers, cICP, iCCP and APP2 ICC, EXIF), and the ICC and
    /// EXIF readers fed directly.
    case image
    /// Manifest JSON: parsing, validation, bounds against an image, and writing it back.
    case manifest
    /// Tesseract TSV and hOCR, uiautomator dumps, and the boxes made from them.
    case detect
    /// The command line: every command's options and values, parsed and checked (no file is read
    /// or written).
    case arguments

    /// Feeds one input to this target's readers.
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .image: Self.image(bytes)
        case .manifest: Self.manifest(bytes)
        case .detect: Self.detect(bytes)
        case .arguments: Self.arguments(bytes)
        }
    }

    /// Images up to 1 megapixel: enough for every structure, small enough to decode quickly.
    /// At 4 megapixels a Display P3 image's conversion took 17 s under the fuzzer's
    /// instrumentation, past libFuzzer's 10 s timeout: a finding about speed, not safety.
    static let imageLimits = ImageLimits(maxPixels: 1 << 20)

    private static func image(_ bytes: [UInt8]) {
        _ = try? ImageDecoder.decode(bytes, file: "fuzz.png", limits: imageLimits)
        _ = try? ImageDecoder.decode(bytes, file: "fuzz.png", limits: imageLimits, convertToSRGB: false)
        _ = ICCProfile(bytes)?.classification
        _ = EXIFOrientation.parse(tiff: bytes)
    }

    private static func manifest(_ bytes: [UInt8]) {
        guard let manifest = try? Manifest.parse(Data(bytes), path: "fuzz/manifest.json") else { return }
        for screen in manifest.screens {
            _ = manifest.imagePath(of: screen)
            _ = screen.mediaBoxes
            _ = screen.partitionedByBounds(imageWidth: 390, imageHeight: 844, file: manifest.path)
        }
        // What the writer makes of a valid manifest must read back.
        let written = ManifestWriter.json(manifest)
        _ = try? Manifest.parse(Data(written.utf8), path: manifest.path)
    }

    private static func detect(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        _ = try? OCRDetector.screen(fromTSV: text, imagePath: "shot.png", scale: 2, file: "fuzz.tsv")
        _ = try? OCRDetector.screen(fromHOCR: text, imagePath: "shot.png", scale: 2, file: "fuzz.hocr")
        _ = try? UIAutomatorDump.screen(fromXML: Data(bytes), imagePath: "shot.png",
                                        imageSize: PixelRect(x: 0, y: 0, width: 1080, height: 2400), density: 2.625,
                                        file: "fuzz.xml")
    }

    /// Words separated by NUL or newline bytes: the first word is the command.
    private static func arguments(_ bytes: [UInt8]) {
        let words = bytes.split(separator: 0, omittingEmptySubsequences: false).flatMap {
            $0.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        }.map { String(decoding: $0, as: UTF8.self) }
        let silent = Console(out: { _ in }, err: { _ in })
        _ = LegibleCommandLine.validate(arguments: words, console: silent)
    }
}
