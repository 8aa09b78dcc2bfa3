import LegibleImageIO
import Testing

@Suite("Errors and limits")
struct ErrorTests {
    /// Damaged files from Scripts/make-image-fixtures and the error each must give.
    static let cases: [(String, String, String)] = [
        ("corrupt/truncated.png", "truncated", "ends early"),
        ("corrupt/header-only.png", "truncated", "ends early"),
        ("corrupt/bad-crc.png", "corrupt", "CRC error"),
        ("corrupt/bad-idat-data.png", "corrupt", "libpng: IDAT"),
        ("corrupt/bad-ihdr.png", "corrupt", "IHDR"),
        ("corrupt/bad-zlib.png", "corrupt", "libpng"),
        ("corrupt/huge.png", "tooLarge", "100000×100000"),
        ("corrupt/bad-signature.png", "unknownFormat", "89 50 4E 58"),
        ("corrupt/empty.png", "unknownFormat", "empty"),
        ("corrupt/gif.png", "unknownFormat", "47 49 46 38"),
        ("corrupt/truncated.jpg", "truncated", "Premature end of JPEG file"),
        ("corrupt/header-only.jpg", "truncated", "libjpeg"),
        ("corrupt/huge.jpg", "tooLarge", "60000×60000"),
        ("does-not-exist.png", "unreadable", "No such file"),
    ]

    @Test("damaged files fail with a typed error naming the file", arguments: cases)
    func damaged(file: String, kind: String, fragment: String) {
        let path = Fixture.path(file)
        do {
            _ = try ImageDecoder.decode(path: path)
            Issue.record("\(file) decoded but should fail with \(kind)")
        } catch {
            #expect(error.kind == kind, "\(file): \(error)")
            #expect(error.file == path)
            #expect(error.description.hasPrefix(path + ": "))
            #expect(error.description.contains(fragment), "\(error.description)")
        }
    }

    @Test("directories and devices are refused without blocking", arguments: ["/tmp", "/dev/zero", "/dev/null"])
    func notRegular(path: String) {
        #expect(throws: ImageError.self) { try ImageDecoder.decode(path: path) }
    }

    @Test("the pixel limit is configurable and checked before decoding")
    func configurableLimit() throws {
        // 13×11 = 143 pixels.
        #expect(throws: ImageError.tooLarge(file: Fixture.path("png/rgb08.png"), width: 13, height: 11, limit: 142)) {
            try ImageDecoder.decode(path: Fixture.path("png/rgb08.png"), limits: ImageLimits(maxPixels: 142))
        }
        _ = try ImageDecoder.decode(path: Fixture.path("png/rgb08.png"), limits: ImageLimits(maxPixels: 143))
        #expect(throws: ImageError.self) {
            try ImageDecoder.decode(path: Fixture.path("jpeg/q90.jpg"), limits: ImageLimits(maxPixels: 959))
        }
        #expect(ImageLimits.default.maxPixels == 100_000_000)
    }

    @Test("every truncation point of a PNG and a JPEG fails cleanly or decodes, never crashes",
          arguments: ["png/rgba08i.png", "jpeg/progressive.jpg", "png/p04t.png", "jpeg/q90.jpg"])
    func everyTruncation(file: String) throws {
        let bytes = try Fixture.bytes(file)
        for length in 0..<bytes.count {
            do {
                _ = try ImageDecoder.decode(Array(bytes.prefix(length)), file: file)
            } catch {
                #expect(["truncated", "corrupt", "unknownFormat"].contains(error.kind), "\(length): \(error)")
            }
        }
    }

    @Test("every single-byte corruption of a PNG and a JPEG is handled", arguments: ["png/rgb08.png", "jpeg/q50.jpg"])
    func bitFlips(file: String) throws {
        let bytes = try Fixture.bytes(file)
        var failures = 0
        for i in 0..<bytes.count {
            var damaged = bytes
            damaged[i] ^= 0x5A
            do { _ = try ImageDecoder.decode(damaged, file: file) } catch { failures += 1 }
        }
        #expect(failures > 0)
    }

    /// A crafted progressive JPEG repeating its last scan 600 times: refused by the scan cap
    /// instead of decoding for a long time.
    @Test("too many progressive scans are refused")
    func scanBomb() throws {
        let bytes = try Fixture.bytes("jpeg/progressive.jpg")
        var lastSOS = 0
        for i in 0..<(bytes.count - 1) where bytes[i] == 0xFF && bytes[i + 1] == 0xDA { lastSOS = i }
        let scan = Array(bytes[lastSOS..<(bytes.count - 2)])
        let bomb = Array(bytes[..<lastSOS]) + Array(repeating: scan, count: 600).flatMap { $0 } + [0xFF, 0xD9]
        #expect(throws: ImageError.self) { try ImageDecoder.decode(bomb, file: "bomb.jpg") }
        do { _ = try ImageDecoder.decode(bomb, file: "bomb.jpg") } catch {
            #expect(error.kind == "corrupt" && error.description.contains("more than 500 progressive scans"), "\(error)")
        }
    }

    @Test("messages carry a hint of the fix")
    func hints() {
        #expect(ImageError.tooLarge(file: "a.png", width: 20000, height: 20000, limit: 100_000_000).description.contains("--max-pixels"))
        #expect(ImageError.unknownFormat(file: "a.gif", signature: Array("GIF89a".utf8)).description.contains("export"))
        #expect(ImageError.truncated(file: "a.png", format: .png, detail: "x").description.contains("re-export"))
    }
}
