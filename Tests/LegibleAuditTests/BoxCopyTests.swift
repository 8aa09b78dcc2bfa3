import LegiblePixels
import Testing
@testable import LegibleAudit

/// The box's copy and its frame median against per-pixel references.
struct BoxCopyTests {
    /// Random bytes (alpha too), rows padded, so any mix-up of channels or rows shows.
    static func raster(width: Int, height: Int, seed: UInt64) -> Raster {
        var state = seed
        let bytesPerRow = width * 4 + 12
        let bytes = (0..<(bytesPerRow * height)).map { _ -> UInt8 in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        return Raster(width: width, height: height, bytesPerRow: bytesPerRow, bytes: bytes)
    }

    @Test(arguments: [UInt64(1), 2])
    func copyPacksEveryPixel(seed: UInt64) {
        let raster = Self.raster(width: 61, height: 23, seed: seed)
        for rect in [PixelRect(x: 0, y: 0, width: 61, height: 23), PixelRect(x: 3, y: 2, width: 17, height: 9),
                     PixelRect(x: 50, y: 20, width: 20, height: 9), PixelRect(x: 5, y: 5, width: 7, height: 3)] {
            // Noise differs from the frame everywhere: the window is the whole (clipped) box.
            let box = BoxPixels(raster: raster, rect: rect, margin: 0)
            var expected: [UInt32] = []
            for y in box.window.y..<(box.window.y + box.window.height) {
                for x in box.window.x..<(box.window.x + box.window.width) {
                    let p = raster[x, y]
                    expected.append(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b))
                }
            }
            #expect(box.rgb == expected, "\(rect)")
        }
    }

    /// Per channel, the value at rank ⌈count/2⌉ − 1 of the sorted values.
    static func referenceMedian(_ colours: [UInt32]) -> UInt32 {
        guard !colours.isEmpty else { return 0 }
        return [16, 8, 0].reduce(UInt32(0)) { out, shift in
            let sorted = colours.map { ($0 >> UInt32(shift)) & 255 }.sorted()
            return out << 8 | sorted[(colours.count + 1) / 2 - 1]
        }
    }

    @Test func medianMatchesSorting() {
        var state: UInt64 = 7
        for count in [0, 1, 2, 3, 10, 257] {
            let colours = (0..<count).map { _ -> UInt32 in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return UInt32(truncatingIfNeeded: state >> 40) & 0xFFFFFF
            }
            let expected = Self.referenceMedian(colours)
            colours.withUnsafeBufferPointer { c in
                #expect(medianColour(c) == expected, "\(count) colours")
                #expect(medianColour(c, indices: Array(c.indices)) == expected, "\(count) colours by index")
                let odd = Array(stride(from: 1, to: count, by: 2))
                #expect(medianColour(c, indices: odd) == Self.referenceMedian(odd.map { colours[$0] }), "\(count) colours, odd ones")
            }
        }
    }
}
