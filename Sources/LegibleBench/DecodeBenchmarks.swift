#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LegibleColour
import LegibleImageIO
import LegiblePixels

/// Decode timings of the Swift image layer, best of N, from memory: the same measurement as the
/// C floor in Scripts/bench-floor (make the inputs with Scripts/make-bench-images), so the ratio
/// is what the Swift layer adds on top of libpng/libjpeg.
enum DecodeBenchmarks {
    static func run(pngPath: String, jpegPath: String) {
        run(pngPath: pngPath, jpegPath: jpegPath, iterations: 20)
    }

    static func run(pngPath: String, jpegPath: String, iterations: Int) {
        guard let png = readFile(pngPath), let jpeg = readFile(jpegPath) else {
            print("decode: inputs missing; run Scripts/make-bench-images first")
            return
        }
        print("decode (Swift LegibleImageIO), best of \(iterations)")
        for (label, path, bytes) in [("PNG ", pngPath, png), ("JPEG", jpegPath, jpeg)] {
            var best = Double.infinity
            var size = (0, 0)
            for _ in 0..<iterations {
                let start = milliseconds()
                do {
                    let image = try ImageDecoder.decode(bytes, file: path)
                    best = min(best, milliseconds() - start)
                    size = (image.raster.width, image.raster.height)
                } catch {
                    print("  \(label) \(error)")
                    return
                }
            }
            print("  \(label) \(path) \(size.0)×\(size.1) \(format(best)) ms")
        }
        // Not part of the floor comparison: the work a P3 screenshot and a preview add.
        guard let raster = try? ImageDecoder.decode(png, file: pngPath).raster else { return }
        let p3 = best(of: iterations) { var copy = raster; DisplayP3.convertToSRGB(&copy) }
        print("  also: Display P3 → sRGB of that raster \(format(p3)) ms (includes a copy)")
        for compression in [PNGEncoder.Compression.fast, .small] {
            var size = 0
            let ms = best(of: max(3, iterations / 5)) { size = (try? PNGEncoder.encode(raster, compression: compression))?.count ?? 0 }
            print("  also: PNG encode (\(compression)) \(format(ms)) ms, \(size / 1024) KiB")
        }
    }

    private static func best(of iterations: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<iterations {
            let start = milliseconds()
            body()
            best = min(best, milliseconds() - start)
        }
        return best
    }

    private static func milliseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1_000_000
    }

    private static func format(_ ms: Double) -> String {
        let hundredths = Int((ms * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    private static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }
}
