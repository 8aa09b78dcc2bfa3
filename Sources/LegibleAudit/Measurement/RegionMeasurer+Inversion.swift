import LegiblePixels

extension RegionMeasurer {
    /// The Smart Invert plan of a measured region: its box kept when it is media, else the
    /// pixels of its label that lie over media — the separated text, and the ring pixels on its
    /// anti-aliased edge with how much text each holds — or nil when the screen's rule already
    /// shows it right.
    func inversionPlan(_ region: Region, box: PixelRect, separation: Separation, pixels: BoxPixels) -> InversionPlan? {
        if region.media { return .keepBox(box) }
        let window = pixels.window
        let under = mediaRects.map { $0.intersection(window).intersection(box) }.filter { !$0.isEmpty }
        guard !under.isEmpty else { return nil }
        let mask = separation.textMask
        let edgeBackground = Self.edgeBackgrounds(separation, width: pixels.width, height: pixels.height)
        let text = separation.textColour
        var runs: [PixelRect] = [], edge: [LabelInversion.EdgePixel] = []
        for rect in under {
            for y in rect.y..<rect.maxY {
                let row = (y - window.y) * window.width - window.x
                var x = rect.x
                while x < rect.maxX {
                    if mask[row + x] {
                        let start = x
                        while x < rect.maxX && mask[row + x] { x += 1 }
                        runs.append(PixelRect(x: start, y: y, width: x - start, height: 1))
                        continue
                    }
                    if let background = edgeBackground[row + x],
                       let coverage = Self.coverage(of: pixels.rgb[row + x].unpackedRGB, text: text, background: background) {
                        edge.append(LabelInversion.EdgePixel(x: x, y: y, coverage: coverage))
                    }
                    x += 1
                }
            }
        }
        return runs.isEmpty ? nil : .invertLabel(LabelInversion(textColour: text, glyphRuns: runs, edge: edge))
    }

    /// Per window pixel, the background just beyond the glyphs' edge for the ring pixels that
    /// touch the text (the anti-aliased edge, `InversionPlan`'s reach); nil elsewhere.
    static func edgeBackgrounds(_ separation: Separation, width: Int, height: Int) -> [RGB8?] {
        var background = [RGB8?](repeating: nil, count: width * height)
        let mask = separation.textMask
        for (k, i) in separation.ring.enumerated() {
            let x = i % width, y = i / width
            var touches = false
            for ny in max(0, y - 1)...min(height - 1, y + 1) {
                for nx in max(0, x - 1)...min(width - 1, x + 1) where mask[ny * width + nx] { touches = true }
            }
            if touches { background[i] = separation.ringColours[k].unpackedRGB }
        }
        return background
    }

    /// How much of `text` a blend of it over `background` holds (0–255), by projecting the pixel
    /// onto the segment between them; nil when it holds none (or they are one colour).
    static func coverage(of pixel: RGB8, text: RGB8, background: RGB8) -> UInt8? {
        let d = (Double(text.r) - Double(background.r), Double(text.g) - Double(background.g), Double(text.b) - Double(background.b))
        let p = (Double(pixel.r) - Double(background.r), Double(pixel.g) - Double(background.g), Double(pixel.b) - Double(background.b))
        let length = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
        guard length > 0 else { return nil }
        let share = min(1, max(0, (p.0 * d.0 + p.1 * d.1 + p.2 * d.2) / length))
        let coverage = UInt8((share * 255).rounded())
        return coverage == 0 ? nil : coverage
    }
}
