import Foundation
import LegibleImageIO
import LegiblePixels
import Testing

@Suite("PNG encoding")
struct PNGEncoderTests {
    @Test("RGBA round trip through memory, both compression settings", arguments: [PNGEncoder.Compression.fast, .small])
    func roundTripRGBA(compression: PNGEncoder.Compression) throws {
        let source = try ImageDecoder.decode(path: Fixture.path("png/rgba08.png")).raster
        let bytes = try PNGEncoder.encode(source, compression: compression)
        #expect(ImageFormat.sniff(bytes) == .png)
        let back = try ImageDecoder.decode(bytes, file: "memory")
        #expect(back.raster == source)
        #expect(back.colourSpace == .sRGB)
        #expect(back.warnings.isEmpty, "\(back.warnings)")
    }

    @Test("RGB round trip drops alpha and keeps colour")
    func roundTripRGB() throws {
        var source = Raster(width: 7, height: 5)
        for y in 0..<5 { for x in 0..<7 { source[x, y] = RGBA8(r: UInt8(x * 36), g: UInt8(y * 60), b: UInt8((x * y) % 256), a: 10) } }
        let back = try ImageDecoder.decode(try PNGEncoder.encode(source, alpha: false), file: "memory")
        #expect(!back.hadAlpha)
        for y in 0..<5 { for x in 0..<7 { #expect(back.raster[x, y] == RGBA8(r: source[x, y].r, g: source[x, y].g, b: source[x, y].b, a: 255)) } }
    }

    @Test("preview compression: RGB, padded rows read in place, the pixels back exactly", arguments: [1, 7, 64])
    func previewRoundTrip(height: Int) throws {
        // Rows of 9 pixels in 40 bytes (4 of padding), noise and flat runs, a row repeated.
        var bytes = [UInt8](repeating: 0xEE, count: height * 40)
        var state: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<9 {
                state = state &* 1_103_515_245 &+ 12345
                let noisy = x < 4 && y % 3 != 2
                for c in 0..<3 { bytes[y * 40 + x * 4 + c] = noisy ? UInt8(truncatingIfNeeded: state >> (8 * UInt32(c))) : UInt8(40 * c) }
                bytes[y * 40 + x * 4 + 3] = 255
            }
        }
        let source = Raster(width: 9, height: height, bytesPerRow: 40, bytes: bytes)
        let encoded = try PNGEncoder.encode(source, alpha: false, compression: .preview)
        let back = try ImageDecoder.decode(encoded, file: "memory")
        #expect(!back.hadAlpha)
        #expect(back.colourSpace == .sRGB)
        #expect(back.raster == source.cropped(to: source.bounds))
        #expect(throws: ImageError.self) { try PNGEncoder.encode(source, alpha: true, compression: .preview) }
    }

    @Test("padded rows are written without the padding")
    func paddedRows() throws {
        var bytes = [UInt8](repeating: 0xEE, count: 3 * 40)
        for y in 0..<3 { for i in 0..<32 { bytes[y * 40 + i] = UInt8(y * 32 + i) } }
        let padded = Raster(width: 8, height: 3, bytesPerRow: 40, bytes: bytes)
        let back = try ImageDecoder.decode(try PNGEncoder.encode(padded), file: "memory").raster
        #expect(back == padded.cropped(to: padded.bounds))
    }

    @Test("writes to a file and fails cleanly for an impossible path")
    func toFile() throws {
        let source = try ImageDecoder.decode(path: Fixture.path("png/p08t.png")).raster
        let path = NSTemporaryDirectory() + "legible-encoder-\(getpid()).png"
        defer { unlink(path) }
        try PNGEncoder.write(source, to: path)
        #expect(try ImageDecoder.decode(path: path).raster == source)
        #expect(throws: ImageError.self) { try PNGEncoder.write(source, to: "/nonexistent-dir/x.png") }
        #expect(throws: ImageError.self) { try PNGEncoder.encode(Raster(width: 0, height: 0)) }
    }
}
