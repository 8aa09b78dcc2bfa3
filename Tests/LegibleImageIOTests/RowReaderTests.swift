import Foundation
import LegibleImageIO
import LegiblePixels
import Testing

/// `RowReader`: which images are read while they decode, that every row announced is final,
/// and that a decode failing halfway tells the reader so.
@Suite struct RowReaderTests {
    /// Records the calls, and copies each band announced, to compare with the finished image.
    final class Recorder: RowReader {
        var size: (width: Int, height: Int)?
        var format: ImageFormat?
        var announced: [Int] = []
        var ended: Bool?
        var copied: [UInt8] = []
        private var view: RasterView?

        func begin(_ view: RasterView, format: ImageFormat) {
            #expect(size == nil && ended == nil, "begin called twice or after end")
            self.view = view
            self.format = format
            size = (view.width, view.height)
        }

        func decoded(rows: Int) {
            guard let view else {
                Issue.record("rows announced before begin")
                return
            }
            #expect(rows > (announced.last ?? 0) && rows <= view.height, "rows \(rows) after \(announced)")
            let from = (announced.last ?? 0) * view.bytesPerRow
            copied += view.bytes[from..<(rows * view.bytesPerRow)]
            announced.append(rows)
        }

        func end(complete: Bool) {
            #expect(ended == nil)
            ended = complete
        }
    }

    @Test("Only non-interlaced PNGs without alpha are read by row, to the same pixels",
          arguments: PNGDecoderTests.matrix)
    func theFixtureMatrix(name: String, bitDepth: Int, hasAlpha: Bool) throws {
        let recorder = Recorder()
        let image = try ImageDecoder.decode(path: Fixture.path("png/\(name).png"), rows: recorder)
        let plain = try ImageDecoder.decode(path: Fixture.path("png/\(name).png"))
        #expect(image == plain)
        let byRow = !name.hasSuffix("i") && !hasAlpha
        #expect((recorder.size != nil) == byRow, "\(name)")
        if byRow {
            #expect(recorder.format == .png && recorder.ended == true && recorder.announced == [11])
            #expect(recorder.copied == image.raster.bytes)
        }
    }

    static let jpegs = ["q90", "q50", "q90-444", "progressive", "grey", "cmyk", "orient1-ii", "orient1-mm",
                        "orient3-ii", "orient6-mm", "orient8-ii"]

    @Test("JPEGs are read by row unless CMYK or turned by their orientation, to the same pixels", arguments: jpegs)
    func theJPEGFixtures(name: String) throws {
        let recorder = Recorder()
        let image = try ImageDecoder.decode(path: Fixture.path("jpeg/\(name).jpg"), rows: recorder)
        let plain = try ImageDecoder.decode(path: Fixture.path("jpeg/\(name).jpg"))
        #expect(image == plain)
        let byRow = name != "cmyk" && (!name.hasPrefix("orient") || name.hasPrefix("orient1"))
        #expect((recorder.size != nil) == byRow, "\(name)")
        if byRow {
            #expect(recorder.format == .jpeg && recorder.ended == true && recorder.announced == [24])
            #expect(recorder.copied == image.raster.bytes)
        }
    }

    @Test func aTruncatedJPEGTellsTheReaderItFailed() throws {
        let path = Fixture.path("corrupt/truncated.jpg")
        let recorder = Recorder()
        var thrown: ImageError?
        do { _ = try ImageDecoder.decode(path: path, rows: recorder) } catch { thrown = error }
        var plainError: ImageError?
        do { _ = try ImageDecoder.decode(path: path) } catch { plainError = error }
        #expect(thrown != nil && thrown == plainError, "\(String(describing: thrown))")
        #expect(recorder.format == .jpeg && recorder.ended == false)
    }

    /// A 200×300 PNG of noise (pixel data in many IDAT chunks).
    static func noise() throws -> (Raster, [UInt8]) {
        var raster = Raster(width: 200, height: 300)
        var state: UInt32 = 7
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                state = state &* 1_664_525 &+ 1_013_904_223
                raster[x, y] = RGBA8(r: UInt8(state >> 24), g: UInt8((state >> 16) & 255), b: UInt8(x & 255), a: 255)
            }
        }
        return (raster, try PNGEncoder.encode(raster, alpha: false))
    }

    @Test func aTallImageIsAnnouncedBandByBandAndEveryBandIsFinal() throws {
        let (raster, bytes) = try Self.noise()
        let recorder = Recorder()
        let image = try ImageDecoder.decode(bytes, file: "noise.png", rows: recorder)
        #expect(image.raster == raster)
        #expect(recorder.announced == [32, 64, 96, 128, 160, 192, 224, 256, 288, 300])
        #expect(recorder.ended == true)
        #expect(recorder.copied == raster.bytes)
    }

    @Test("A PNG cut short mid-image: the reader hears of the rows decoded, then of the failure",
          arguments: [0.25, 0.5, 0.75])
    func aTruncatedPNG(fraction: Double) throws {
        let (raster, bytes) = try Self.noise()
        let cut = Array(bytes.prefix(Int(Double(bytes.count) * fraction)))
        let recorder = Recorder()
        var thrown: ImageError?
        do { _ = try ImageDecoder.decode(cut, file: "cut.png", rows: recorder) } catch { thrown = error }
        var plainError: ImageError?
        do { _ = try ImageDecoder.decode(cut, file: "cut.png") } catch { plainError = error }
        #expect(thrown != nil && thrown == plainError, "\(String(describing: thrown))")
        #expect(recorder.ended == false)
        let rows = try #require(recorder.announced.last)
        #expect(rows > 0 && rows < raster.height)
        // The rows announced before the failure were the image's own.
        #expect(recorder.copied == Array(raster.bytes.prefix(rows * raster.bytesPerRow)))
    }

    @Test("Display P3 pixels converted after decoding are not read by row; kept as stored, they are")
    func displayP3() throws {
        let converted = Recorder(), kept = Recorder()
        _ = try ImageDecoder.decode(path: Fixture.path("colour/p3-cicp.png"), rows: converted)
        let image = try ImageDecoder.decode(path: Fixture.path("colour/p3-cicp.png"), convertToSRGB: false, rows: kept)
        #expect(image.colourSpace == .displayP3)
        #expect(converted.size == nil)
        #expect(kept.ended == true && kept.copied == image.raster.bytes)
    }
}
