import LegiblePixels

/// How sharply a mark's ink meets its background. Text is rendered with edges one or two pixels
/// wide at any size, so the pixels at the rim of a glyph's ink drop most of the way to the
/// background in one step (JPEG's coloured edges a third of it or more); a soft light, a bokeh
/// blob or a blurred highlight on a photo fades over several pixels, each step a small share of
/// its contrast (a Gaussian light of radius σ px drops about 0.6 / σ of it).
enum InkEdges {
    /// The median, over the rim of the ink in `box` — its pixels that lie `inkReach` of the way
    /// from `ground` to `ink` (in the channel where the two differ most) and have a 4-neighbour
    /// that does not — of the drop to their lowest 4-neighbour, as a share of the ink's
    /// difference from the ground; 0 when the box holds no such rim.
    static func medianDrop(in box: PixelRect, ink: RGB8, ground: RGB8, planes: [DetectPlane],
                           options: TextDetectorOptions) -> Double {
        let channel = LineEvidence.InkChannel(ink: ink, ground: ground)
        let plane = planes[channel.index]
        let box = box.intersection(PixelRect(x: 0, y: 0, width: plane.width, height: plane.height))
        guard channel.gap > 0, box.width > 0, box.height > 0 else { return 0 }
        let needed = options.inkReach * Double(channel.gap)
        // Levels towards the ink, from the ground: the ink's own colour lies at `gap`.
        let level = { (x: Int, y: Int) in channel.sign * (Int(plane[x, y]) - channel.ground) }
        var drops: [Int] = []
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX where Double(level(x, y)) >= needed {
                var lowest = Int.max
                if x > 0 { lowest = min(lowest, level(x - 1, y)) }
                if x + 1 < plane.width { lowest = min(lowest, level(x + 1, y)) }
                if y > 0 { lowest = min(lowest, level(x, y - 1)) }
                if y + 1 < plane.height { lowest = min(lowest, level(x, y + 1)) }
                if Double(lowest) < needed { drops.append(level(x, y) - lowest) }
            }
        }
        guard !drops.isEmpty else { return 0 }
        drops.sort()
        return Double(drops[drops.count / 2]) / Double(channel.gap)
    }
}
