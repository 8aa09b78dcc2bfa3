/// The response that texture and noise reach around each pixel: the median response of each
/// tile, then the median of each tile's 3×3 neighbourhood (text covers less than half of that).
struct NoiseFloor {
    let tile: Int
    let columns: Int
    let levels: [UInt8]

    init(response: DetectPlane, tile: Int) {
        self.tile = tile
        let columns = (response.width + tile - 1) / tile, rows = (response.height + tile - 1) / tile
        var medians = [UInt8](repeating: 0, count: columns * rows)
        var histogram = [Int](repeating: 0, count: 256)
        for ty in 0..<rows {
            for tx in 0..<columns {
                for i in 0..<256 { histogram[i] = 0 }
                let x0 = tx * tile, y0 = ty * tile
                let x1 = min(response.width, x0 + tile), y1 = min(response.height, y0 + tile)
                for y in y0..<y1 { for x in x0..<x1 { histogram[Int(response.pixels[y * response.width + x])] += 1 } }
                medians[ty * columns + tx] = Self.median(histogram, count: (x1 - x0) * (y1 - y0))
            }
        }
        var smoothed = medians
        for ty in 0..<rows {
            for tx in 0..<columns {
                var around: [UInt8] = []
                for dy in -1...1 { for dx in -1...1 {
                    let x = tx + dx, y = ty + dy
                    if x >= 0, y >= 0, x < columns, y < rows { around.append(medians[y * columns + x]) }
                } }
                around.sort()
                smoothed[ty * columns + tx] = around[around.count / 2]
            }
        }
        self.columns = columns
        self.levels = smoothed
    }

    func threshold(x: Int, y: Int, options: TextDetectorOptions) -> UInt8 {
        let noise = Double(levels[(y / tile) * columns + x / tile])
        return UInt8(min(255, max(Double(options.minimumResponse), (options.noiseFactor * noise).rounded(.up))))
    }

    private static func median(_ histogram: [Int], count: Int) -> UInt8 {
        var seen = 0
        for (value, n) in histogram.enumerated() {
            seen += n
            if 2 * seen >= count { return UInt8(value) }
        }
        return 255
    }
}
