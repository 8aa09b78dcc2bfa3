@testable import LegibleDetect
import LegiblePixels
import Testing

/// The detector's pixel kernels (separable pointer loops) against plain per-pixel versions.
@Suite("Detection kernels")
struct DetectionKernelTests {
    /// Noise with flat patches and thin strokes, so windows see ties, edges and plateaus.
    static func plane(width: Int, height: Int, seed: UInt64) -> DetectPlane {
        var state = seed
        let pixels = (0..<(width * height)).map { i -> UInt8 in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let r = UInt8(truncatingIfNeeded: state >> 40)
            let x = i % width, y = i / width
            if (x / 5 + y / 7) % 3 == 0 { return 200 }
            if x % 9 == 4 { return 30 }
            return r
        }
        return DetectPlane(width: width, height: height, pixels: pixels)
    }

    /// The minimum (or maximum) over the (2r+1)² window clipped at the edges, pixel by pixel.
    static func window(_ plane: DetectPlane, radius: Int, lowest: Bool) -> DetectPlane {
        var out = plane.pixels
        for y in 0..<plane.height {
            for x in 0..<plane.width {
                var best = plane[x, y]
                for v in max(0, y - radius)...min(plane.height - 1, y + radius) {
                    for u in max(0, x - radius)...min(plane.width - 1, x + radius) {
                        best = lowest ? min(best, plane[u, v]) : max(best, plane[u, v])
                    }
                }
                out[y * plane.width + x] = best
            }
        }
        return DetectPlane(width: plane.width, height: plane.height, pixels: out)
    }

    static func minus(_ a: DetectPlane, _ b: DetectPlane) -> DetectPlane {
        DetectPlane(width: a.width, height: a.height, pixels: zip(a.pixels, b.pixels).map { $0 - $1 })
    }

    static let shapes: [(width: Int, height: Int, radius: Int)] = [
        (1, 1, 1), (7, 3, 4), (3, 11, 2), (33, 17, 4), (64, 9, 1), (20, 20, 12),
    ]

    @Test(arguments: shapes)
    func morphologyMatchesThePlainWindow(width: Int, height: Int, radius: Int) {
        let plane = Self.plane(width: width, height: height, seed: UInt64(width * 131 + height))
        let eroded = Self.window(plane, radius: radius, lowest: true)
        let dilated = Self.window(plane, radius: radius, lowest: false)
        #expect(Morphology.erode(plane, radius: radius) == eroded)
        #expect(Morphology.dilate(plane, radius: radius) == dilated)
        let opened = Self.window(eroded, radius: radius, lowest: false)
        let closed = Self.window(dilated, radius: radius, lowest: true)
        #expect(Morphology.topHat(plane, radius: radius) == Self.minus(plane, opened))
        #expect(Morphology.blackTopHat(plane, radius: radius) == Self.minus(closed, plane))
    }

    @Test(arguments: [(1, 1), (2, 2), (7, 5), (40, 13)])
    func halvingAveragesEachBlock(width: Int, height: Int) {
        let plane = Self.plane(width: width, height: height, seed: 7)
        let half = plane.halved()
        #expect(half.width == width / 2 && half.height == height / 2)
        for y in 0..<half.height {
            for x in 0..<half.width {
                let sum = Int(plane[2 * x, 2 * y]) + Int(plane[2 * x + 1, 2 * y])
                    + Int(plane[2 * x, 2 * y + 1]) + Int(plane[2 * x + 1, 2 * y + 1])
                #expect(Int(half[x, y]) == (sum + 2) / 4)
            }
        }
    }

    @Test func channelsSplitTheRaster() {
        var raster = Raster(width: 5, height: 3)
        for y in 0..<3 {
            for x in 0..<5 { raster[x, y] = RGBA8(r: UInt8(x), g: UInt8(10 + y), b: UInt8(x * y), a: 255) }
        }
        let planes = DetectPlane.channels(of: raster)
        for y in 0..<3 {
            for x in 0..<5 {
                #expect([planes[0][x, y], planes[1][x, y], planes[2][x, y]] == [UInt8(x), UInt8(10 + y), UInt8(x * y)])
            }
        }
    }

    /// Components by flood fill (8-connected), as sorted (bounds, area) tuples.
    static func floodFill(_ plane: DetectPlane, threshold: UInt8) -> [[Int]] {
        let w = plane.width, h = plane.height
        var seen = [Bool](repeating: false, count: w * h)
        var found: [[Int]] = []
        func marked(_ x: Int, _ y: Int) -> Bool { plane[x, y] > 0 && plane[x, y] >= threshold }
        for start in 0..<(w * h) where !seen[start] && marked(start % w, start / w) {
            var stack = [start], members: [Int] = []
            seen[start] = true
            while let i = stack.popLast() {
                members.append(i)
                for dy in -1...1 {
                    for dx in -1...1 {
                        let x = i % w + dx, y = i / w + dy
                        guard x >= 0, y >= 0, x < w, y < h, !seen[y * w + x], marked(x, y) else { continue }
                        seen[y * w + x] = true
                        stack.append(y * w + x)
                    }
                }
            }
            let xs = members.map { $0 % w }, ys = members.map { $0 / w }
            found.append([xs.min()!, ys.min()!, xs.max()! + 1, ys.max()! + 1, members.count])
        }
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }

    @Test(arguments: [UInt8(1), 100, 180])
    func labellingMatchesFloodFill(threshold: UInt8) {
        let plane = Self.plane(width: 37, height: 23, seed: 99)
        let components = GlyphComponent.label(response: plane) { _, _ in threshold }
        let summary = components.map { [$0.minX, $0.minY, $0.maxX, $0.maxY, $0.area] }
            .sorted { $0.lexicographicallyPrecedes($1) }
        #expect(summary == Self.floodFill(plane, threshold: threshold))
    }
}
