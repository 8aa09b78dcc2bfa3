#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LegibleColour
import LegiblePixels

/// Colour-transform throughput on one thread: every variant (plus Display P3 → sRGB and the
/// Brettel protan/deutan library transforms) over an iPhone-sized 1290×2796 raster of seeded
/// random pixels, best of N runs, as Mpx/s and as a multiple of a plain `memcpy` of the buffer.
/// Wall time is `CLOCK_MONOTONIC`; the thread's CPU time is printed too, since on a shared
/// machine the wall clock also counts the time other processes held the core.
enum ColourBenchmarks {
    static let width = 1290
    static let height = 2796
    static let runs = 15

    static func run() {
        let source = randomRaster()
        let pixels = Double(width * height)
        let copySeconds = bestMemcpySeconds(source)
        print("Colour transforms, \(width)×\(height) random RGBA, one thread, best of \(runs)")
        print(pad("transform", 22) + pad("wall Mpx/s", 13) + pad("wall ms", 10) + pad("cpu Mpx/s", 12) + "wall vs memcpy")
        print(pad("memcpy", 22) + pad(format(pixels / copySeconds / 1e6), 13) + pad(format(copySeconds * 1e3), 10))
        var cases: [(String, ColourTransform)] = Variant.allCases.map { ($0.rawValue, ColourTransform($0)) }
        cases.append(("brettel-protan", .brettel(.protan)))
        cases.append(("brettel-deutan", .brettel(.deutan)))
        cases.append(("display-p3→srgb", DisplayP3.transform))
        for (name, transform) in cases {
            var work = source
            var best = Double.infinity
            var bestCPU = Double.infinity
            for _ in 0..<runs {
                work.bytes.withUnsafeMutableBufferPointer { dst in
                    source.bytes.withUnsafeBufferPointer { src in
                        _ = memcpy(dst.baseAddress!, src.baseAddress!, src.count)
                    }
                }
                let start = now(), startCPU = now(CLOCK_THREAD_CPUTIME_ID)
                transform.apply(to: &work)
                best = min(best, now() - start)
                bestCPU = min(bestCPU, now(CLOCK_THREAD_CPUTIME_ID) - startCPU)
            }
            print(pad(name, 22) + pad(format(pixels / best / 1e6), 13) + pad(format(best * 1e3), 10)
                + pad(format(pixels / bestCPU / 1e6), 12) + format(best / copySeconds) + "×")
        }
    }

    static func randomRaster() -> Raster {
        var state: UInt64 = 0x5EED_C010
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        var i = 0
        while i < bytes.count {
            // SplitMix64, one 64-bit draw per pixel.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            bytes[i] = UInt8(truncatingIfNeeded: z)
            bytes[i &+ 1] = UInt8(truncatingIfNeeded: z >> 8)
            bytes[i &+ 2] = UInt8(truncatingIfNeeded: z >> 16)
            i &+= 4
        }
        return Raster(width: width, height: height, bytesPerRow: width * 4, bytes: bytes)
    }

    static func bestMemcpySeconds(_ source: Raster) -> Double {
        var target = [UInt8](repeating: 0, count: source.bytes.count)
        var best = Double.infinity
        for _ in 0..<runs {
            target.withUnsafeMutableBufferPointer { dst in
                source.bytes.withUnsafeBufferPointer { src in
                    let start = now()
                    _ = memcpy(dst.baseAddress!, src.baseAddress!, src.count)
                    best = min(best, now() - start)
                }
            }
        }
        return best
    }

    static func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> Double {
        var t = timespec()
        clock_gettime(clock, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    static func format(_ x: Double) -> String {
        let hundredths = Int((x * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}
