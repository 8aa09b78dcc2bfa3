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
/// A line stays when its ink colour stands out from the background just around it.
public enum TextDetector {
    /// The lines of text in an opaque raster (composite transparency first), top to bottom.
    public static func lines(in raster: Raster, options: TextDetectorOptions = TextDetectorOptions()) -> [DetectedLine] {
        TextLineGrouping.merged(candidates(in: raster, options: options))
            .sorted { ($0.ink.y, $0.ink.x) < ($1.ink.y, $1.ink.x) }
    }

    /// Every line found at any pyramid level, in any channel and polarity, that stands out from
    /// its surroundings; the same text is usually found several times.
    static func candidates(in raster: Raster, options: TextDetectorOptions) -> [DetectedLine] {
        let full = DetectPlane.channels(of: raster)
        var planes = full
        var found: [DetectedLine] = []
        for level in 0..<options.levels {
            if level > 0 { planes = planes.map { $0.halved() } }
            guard planes[0].width > 4 * options.radius, planes[0].height > 4 * options.radius else { break }
            // One channel and one polarity at a time: in each, the strokes of a line are all
            // brighter or all darker than their background. Mixing channels would mix polarities
            // (green on red is darker in red, brighter in green) and fill the gaps between glyphs.
            for plane in planes {
                for dark in [true, false] {
                    let groups = lineGroups(plane, dark: dark, level: level, colours: planes, options: options)
                    found += groups.compactMap { group in
                        var line = group.detectedLine(level: level, darkText: dark)
                        line.contrast = surroundContrast(of: line, in: full)
                        return standsOut(line, options: options) ? line : nil
                    }
                }
            }
        }
        return found
    }

    /// The groups of glyph components that look like lines in one plane and polarity at one level.
    static func lineGroups(_ plane: DetectPlane, dark: Bool, level: Int, colours planes: [DetectPlane],
                           options: TextDetectorOptions) -> [TextLineGrouping.Group] {
        let response = dark ? Morphology.blackTopHat(plane, radius: options.radius)
                            : Morphology.topHat(plane, radius: options.radius)
        let noise = NoiseFloor(response: response, tile: options.tile)
        var components = GlyphComponent.label(response: response) { x, y in
            noise.threshold(x: x, y: y, options: options)
        }
        for k in components.indices {
            let x = components[k].peakX, y = components[k].peakY
            components[k].inkColour = RGB8(r: planes[0][x, y], g: planes[1][x, y], b: planes[2][x, y])
            components[k].threshold = noise.threshold(x: x, y: y, options: options)
        }
        let range = level == 0 ? options.heightRangeAtFullSize : options.heightRangeCoarser
        return TextLineGrouping.lines(components, heights: range, coarse: level > 0, options: options)
    }

    /// Text differs from the background around it by well more than the noise its glyphs had to
    /// beat; texture and photo detail mostly have the colour of what surrounds them. A short
    /// word, which texture imitates more easily, must stand out further.
    static func standsOut(_ line: DetectedLine, options: TextDetectorOptions) -> Bool {
        let factors = options.surroundFactors
        let factor = factors[min(line.glyphs, factors.count) - 1]
        return Double(line.contrast) >= factor * Double(line.threshold)
    }

    /// The largest channel difference between a line's ink colour and the median colour of the
    /// one-pixel frame a quarter of the line's height outside its ink.
    static func surroundContrast(of line: DetectedLine, in planes: [DetectPlane]) -> Int {
        let ink = [line.inkColour.r, line.inkColour.g, line.inkColour.b]
        let w = planes[0].width, h = planes[0].height
        let pad = max(2, line.ink.height / 4)
        let x0 = max(0, line.ink.x - pad), y0 = max(0, line.ink.y - pad)
        let x1 = min(w - 1, line.ink.maxX + pad), y1 = min(h - 1, line.ink.maxY + pad)
        var best = 0
        for (channel, plane) in planes.enumerated() {
            var frame: [UInt8] = []
            for x in x0...x1 { frame.append(plane[x, y0]); frame.append(plane[x, y1]) }
            for y in y0...y1 { frame.append(plane[x0, y]); frame.append(plane[x1, y]) }
            frame.sort()
            best = max(best, abs(Int(frame[frame.count / 2]) - Int(ink[channel])))
        }
        return best
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
