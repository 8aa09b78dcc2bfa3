import LegiblePixels

/// Where a measured region's text and ring lie, as separation found them: enough to draw a
/// suggested change into the screenshot, through the same mask and ring that were measured.
public struct RegionLayers: Sendable, Equatable {
    /// The box, in image pixels.
    public let box: PixelRect
    /// The part of the box the mask and ring index, in image pixels: every box pixel outside it
    /// has the box frame's colour.
    public let window: PixelRect
    /// Per window pixel (row by row): part of the text.
    public let textMask: [Bool]
    /// Window indices of the ring, and the background colour each stands for (past the
    /// anti-aliased edge, where the pixel itself is a blend of text and background).
    public let ring: [Int]
    public var ringColours: [RGB8] { ringKeys.map(\.unpackedRGB) }
    /// `ringColours` packed `0xRRGGBB`, as separation found them (kept as they are: a failing
    /// region's layers cost no copy).
    let ringKeys: [UInt32]
    /// The measured text colour.
    public let textColour: RGB8
    /// The flat background's colour (the ring's most common), which a new fill replaces.
    public let background: RGB8

    public init(box: PixelRect, window: PixelRect, textMask: [Bool], ring: [Int], ringColours: [RGB8], textColour: RGB8,
                background: RGB8) {
        self.init(box: box, window: window, textMask: textMask, ring: ring, ringKeys: ringColours.map(\.packed),
                  textColour: textColour, background: background)
    }

    /// The layers with the ring's colours packed, as separation keeps them.
    init(box: PixelRect, window: PixelRect, textMask: [Bool], ring: [Int], ringKeys: [UInt32], textColour: RGB8, background: RGB8) {
        precondition(textMask.count == window.area && ring.count == ringKeys.count, "layers of another size")
        self.box = box
        self.window = window
        self.textMask = textMask
        self.ring = ring
        self.ringKeys = ringKeys
        self.textColour = textColour
        self.background = background
    }

    /// Draws `change` into `raster`, a picture of the image whose top-left pixel is image pixel
    /// `origin` (a crop, or the whole image at (0, 0)). The text and its anti-aliased edge (the
    /// pixels nearer the text than the ring) are blended again from their coverage: the new text
    /// colour over the background of the nearest ring pixel, changed. Ring pixels take their
    /// changed background, and the rest of the box the new background where it showed the old.
    public func draw(_ change: Suggestion.Change, into raster: inout Raster, origin: PixelPoint = PixelPoint(x: 0, y: 0)) {
        // The window may reach past the box (a margin): its mask and ring pixels there are drawn too.
        let reach = PixelRect(x: min(box.x, window.x), y: min(box.y, window.y),
                              width: max(box.maxX, window.maxX) - min(box.x, window.x),
                              height: max(box.maxY, window.maxY) - min(box.y, window.y))
        let area = PixelRect(x: origin.x, y: origin.y, width: raster.width, height: raster.height).intersection(reach)
        guard !area.isEmpty else { return }
        let (nearestRing, ringReach) = Self.nearest(ring, in: window)
        let textDistance = Self.nearest(textMask.indices.filter { textMask[$0] }, in: window).distance
        let newText: RGB8
        if case .textColour(let colour) = change { newText = colour } else { newText = textColour }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let old = raster[x - origin.x, y - origin.y]
                var new = old.rgb
                if window.contains(x: x, y: y), case let i = (y - window.y) * window.width + (x - window.x),
                   nearestRing[i] >= 0, textMask[i] || ringReach[i] == 0 || textDistance[i] <= ringReach[i] {
                    let background = ringKeys[Int(nearestRing[i])].unpackedRGB
                    let coverage = Self.coverage(of: old.rgb, text: textColour, background: background)
                    // A pixel that is no blend of the text and that background (another colour of
                    // a photo or gradient) is background, and changes as background does.
                    if Self.levels(old.rgb, Self.blend(background, textColour, coverage)) <= Self.blendTolerance {
                        new = Self.blend(Recolouring.background(background, under: change, base: self.background), newText,
                                         coverage)
                    } else if box.contains(x: x, y: y) {
                        new = Recolouring.background(old.rgb, under: change, base: self.background)
                    }
                } else if box.contains(x: x, y: y) {
                    new = farBackground(old.rgb, under: change)
                }
                raster[x - origin.x, y - origin.y] = new.withAlpha(old.a)
            }
        }
    }

    /// Per window pixel, the position in `sources` (window indices) of the nearest one and the
    /// 4-neighbour steps to it; -1 and Int32.max where none is reachable.
    static func nearest(_ sources: [Int], in window: PixelRect) -> (owner: [Int32], distance: [Int32]) {
        var owner = [Int32](repeating: -1, count: window.area)
        var distance = [Int32](repeating: .max, count: window.area)
        var queue: [Int] = []
        queue.reserveCapacity(window.area)
        for (position, index) in sources.enumerated() where owner[index] < 0 {
            owner[index] = Int32(position)
            distance[index] = 0
            queue.append(index)
        }
        var head = 0
        while head < queue.count {
            let i = queue[head]
            head += 1
            let x = i % window.width, y = i / window.width
            for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
            where nx >= 0 && ny >= 0 && nx < window.width && ny < window.height {
                let n = ny * window.width + nx
                if owner[n] < 0 {
                    owner[n] = owner[i]
                    distance[n] = distance[i] + 1
                    queue.append(n)
                }
            }
        }
        return (owner, distance)
    }

    /// A box pixel beyond the ring: under a scrim; a new fill where it showed the old fill.
    private func farBackground(_ pixel: RGB8, under change: Suggestion.Change) -> RGB8 {
        switch change {
        case .textColour: return pixel
        case .scrim: return Recolouring.background(pixel, under: change, base: background)
        case .backgroundColour:
            let near = max(abs(Int(pixel.r) - Int(background.r)), abs(Int(pixel.g) - Int(background.g)),
                           abs(Int(pixel.b) - Int(background.b))) <= Self.fillTolerance
            return near ? Recolouring.background(pixel, under: change, base: background) : pixel
        }
    }

    /// Channel difference within which a pixel near the text counts as a blend of the text and
    /// its nearest ring colour.
    static let blendTolerance = 16

    /// The largest channel difference between two colours.
    static func levels(_ a: RGB8, _ b: RGB8) -> Int {
        max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
    }

    /// Channel difference within which a pixel beyond the ring counts as the fill.
    static let fillTolerance = 12

    /// How much of `pixel` is text: its position between background and text, 0…1.
    static func coverage(of pixel: RGB8, text: RGB8, background: RGB8) -> Double {
        let d = SIMD3(Double(text.r) - Double(background.r), Double(text.g) - Double(background.g),
                      Double(text.b) - Double(background.b))
        let p = SIMD3(Double(pixel.r) - Double(background.r), Double(pixel.g) - Double(background.g),
                      Double(pixel.b) - Double(background.b))
        let length = (d * d).sum()
        guard length > 0 else { return 0 }
        return min(1, max(0, (p * d).sum() / length))
    }

    /// `background·(1−a) + text·a` in encoded sRGB, rounded.
    static func blend(_ background: RGB8, _ text: RGB8, _ a: Double) -> RGB8 {
        @inline(__always) func mix(_ b: UInt8, _ t: UInt8) -> UInt8 {
            UInt8(min(255, max(0, (Double(b) * (1 - a) + Double(t) * a).rounded())))
        }
        return RGB8(r: mix(background.r, text.r), g: mix(background.g, text.g), b: mix(background.b, text.b))
    }
}
