import Foundation
@testable import LegibleImageIO
import Testing

/// Small hostile images, each made here from its recipe: the decoder answers every one with a
/// typed error, never a trap or an allocation that aborts.
@Suite("Hostile images")
struct HostileImageTests {
    /// A PNG chunk with its length and CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(Zlib.crc32(typed[...]))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func ihdr(width: UInt32, height: UInt32) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
    }

    static func decodeError(_ bytes: [UInt8], limits: ImageLimits = .default) -> ImageError? {
        do {
            _ = try ImageDecoder.decode(bytes, file: "hostile.png", limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test("a second IHDR, whole or cut short, is corrupt data, not a trap",
          arguments: [[0, 0, 0, 1], [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0], []])
    func secondIHDR(second: [UInt8]) throws {
        let bytes = Self.signature + Self.ihdr(width: 1, height: 1) + Self.chunk("IHDR", second)
            + Self.chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0, 0, 0, 2, 0, 1]) + Self.chunk("IEND", [])
        let error = try #require(Self.decodeError(bytes))
        #expect(error.kind == "corrupt", "\(error)")
        #expect(error.description.contains("a second IHDR chunk") || error.description.contains("IHDR length"), "\(error)")
    }

    @Test("the 87-byte reproducer: a second, 4-byte IHDR")
    func shortSecondIHDR() throws {
        let bytes = Self.signature + Self.ihdr(width: 1, height: 1) + Self.chunk("IHDR", [0, 0, 0, 1])
            + Self.chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0, 0, 0, 2, 0, 1]) + Self.chunk("IEND", [])
        #expect(bytes.count < 100)
        let error = try #require(Self.decodeError(bytes))
        #expect(error.description.hasPrefix("hostile.png: corrupt PNG data (a second IHDR chunk)"), "\(error)")
    }

    @Test("a colour chunk shorter than its fields is ignored or refused, never read past", arguments: ["gAMA", "cICP", "iCCP", "sRGB"])
    func shortColourChunk(type: String) {
        let bytes = Self.signature + Self.ihdr(width: 1, height: 1) + Self.chunk(type, [1])
            + Self.chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0, 0, 0, 2, 0, 1]) + Self.chunk("IEND", [])
        // Either outcome is fine; what matters is an answer.
        _ = Self.decodeError(bytes)
    }

    @Test("a huge IHDR under a raised --max-pixels is refused before any allocation",
          arguments: [(UInt32(0x7FFF_FFFF), UInt32(0x7FFF_FFFF)), (1_000_000, 1_000_000), (65_535, 65_535)])
    func hugeIHDR(width: UInt32, height: UInt32) throws {
        let bytes = Self.signature + Self.ihdr(width: width, height: height)
            + Self.chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0, 0, 0, 2, 0, 1]) + Self.chunk("IEND", [])
        let error = try #require(Self.decodeError(bytes, limits: ImageLimits(maxPixels: Int.max)))
        #expect(error.kind == "truncated", "\(error)")
        #expect(error.description.contains("cannot hold \(width)×\(height) pixels"), "\(error)")
    }

    @Test("a buffer there is no memory for is a typed error within the limit")
    func noMemory() throws {
        // 2³⁰ × 2¹⁸ × 4 bytes = 2⁵⁰: more than any address space will give.
        let error = try #require(throws: ImageError.self) {
            try ImageLimits.pixelBufferBytes(width: 1 << 30, height: 1 << 18, file: "big.jpg")
        }
        #expect(error.kind == "tooLarge")
        #expect(error.description.contains("more than there is memory for"), "\(error)")
        #expect(try ImageLimits.pixelBufferBytes(width: 13, height: 11, file: "small.png") == 13 * 11 * 4)
    }

    @Test("ICC profiles that lie about their sizes are rejected or partly read, never read past")
    func lyingICC() {
        var header = [UInt8](repeating: 0, count: 132)
        header.replaceSubrange(36..<40, with: Array("acsp".utf8))
        header.replaceSubrange(16..<20, with: Array("RGB ".utf8))
        // One tag, rTRC, pointing at a curv that claims 65536 entries but holds two.
        header[131] = 1
        let table = Array("rTRC".utf8) + Self.bigEndian(144) + Self.bigEndian(16)
        let curv = Array("curv".utf8) + [0, 0, 0, 0] + Self.bigEndian(65536) + [0, 1, 0, 2]
        let profile = ICCProfile(header + table + curv)
        #expect(profile != nil)
        #expect(profile?.redCurve == nil)
        // A profile shorter than its header, and one whose tag count runs past the end.
        #expect(ICCProfile(Array(header.prefix(100))) == nil)
        var many = header
        many[130] = 1
        #expect(ICCProfile(many) == nil)
    }

    @Test("EXIF whose IFD points anywhere reads as no orientation")
    func lyingEXIF() {
        let tiff: [UInt8] = Array("MM".utf8) + [0, 42] + [0xFF, 0xFF, 0xFF, 0xF0]
        #expect(EXIFOrientation.parse(tiff: tiff) == nil)
        let entries: [UInt8] = Array("II".utf8) + [42, 0] + [8, 0, 0, 0] + [0xFF, 0xFF]
        #expect(EXIFOrientation.parse(tiff: entries) == nil)
    }

    @Test("byte reads past the end throw, at every offset around the end")
    func byteView() {
        let view = ByteView([1, 2, 3, 4, 5][1...])
        #expect(throws: Never.self) { try view.u32(0) }
        #expect((try? view.u32(0)) == 0x0203_0405)
        for offset in [-1, 1, 2, 3, 4, Int.max, Int.min] {
            #expect(throws: ByteView.OutOfBounds.self) { try view.u32(offset) }
        }
        #expect(throws: ByteView.OutOfBounds.self) { try view.slice(2, Int.max) }
        #expect(throws: ByteView.OutOfBounds.self) { try view.slice(Int.max, 1) }
        #expect((try? view.tag(0)) == "\u{2}\u{3}\u{4}\u{5}")
    }
}
