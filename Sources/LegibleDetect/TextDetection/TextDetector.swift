import LegiblePixels

/// Finds lines of text in an image without OCR and without a manifest.
///
/// Text is strokes of nearly constant width in one colour, in rows of glyphs of similar height.
/// The detector does not look at luminance contrast: in each of the red, green and blue
/// channels, and for marks brighter and darker than their surroundings, a morphological
/// top-hat gives every stroke narrower than the window its contrast against the local
/// background — red on green shows in both channels, #FFB000 on white in blue, 1.1:1 grey in
/// all three. Responses above the local noise (so photos and JPEG blocks need more) are grouped
/// into connected components, components of similar height side by side into lines, on a
/// pyramid of halved images so that every size of text meets a window that fits its strokes.
public enum TextDetector {
    /// The lines of text in an opaque raster (composite transparency first), top to bottom.
    public static func lines(in raster: Raster, options: TextDetectorOptions = TextDetectorOptions()) -> [DetectedLine] {
        var planes = DetectPlane.channels(of: raster)
        var found: [DetectedLine] = []
        for level in 0..<options.levels {
            if level > 0 { planes = planes.map { $0.halved() } }
            guard planes[0].width > 4 * options.radius, planes[0].height > 4 * options.radius else { break }
            let range = level == 0 ? options.heightRangeAtFullSize : options.heightRangeCoarser
            for dark in [true, false] {
                let response = strongestResponse(planes, dark: dark, radius: options.radius)
                let noise = NoiseFloor(response: response, tile: options.tile)
                var components = GlyphComponent.label(response: response) { x, y in
                    noise.threshold(x: x, y: y, options: options)
                }
                for k in components.indices {
                    let x = components[k].peakX, y = components[k].peakY
                    components[k].inkColour = RGB8(r: planes[0][x, y], g: planes[1][x, y], b: planes[2][x, y])
                    components[k].threshold = noise.threshold(x: x, y: y, options: options)
                }
                let grouped = TextLineGrouping.lines(components, heights: range, coarse: level > 0, options: options)
                found += grouped.map { $0.detectedLine(level: level, darkText: dark) }
            }
        }
        return TextLineGrouping.merged(found).sorted { ($0.ink.y, $0.ink.x) < ($1.ink.y, $1.ink.x) }
    }

    /// The largest top-hat (or black top-hat) response over the channels.
    static func strongestResponse(_ planes: [DetectPlane], dark: Bool, radius: Int) -> DetectPlane {
        var best: DetectPlane?
        for plane in planes {
            let r = dark ? Morphology.blackTopHat(plane, radius: radius) : Morphology.topHat(plane, radius: radius)
            best = best.map { Morphology.maximum($0, r) } ?? r
        }
        return best!
    }
}

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
