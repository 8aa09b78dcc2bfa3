import LegiblePixels

/// Joins glyph components into lines and decides which groups look like text.
enum TextLineGrouping {
    /// A group of components at one level, before it is scaled to full size.
    struct Group {
        var members: [GlyphComponent]

        var minX: Int { members.map(\.minX).min()! }
        var minY: Int { members.map(\.minY).min()! }
        var maxX: Int { members.map(\.maxX).max()! }
        var maxY: Int { members.map(\.maxY).max()! }

        func detectedLine(level: Int, darkText: Bool) -> DetectedLine {
            let s = 1 << level
            let bottoms = members.map(\.maxY).sorted(), tops = members.map(\.minY).sorted()
            let baseline = bottoms[bottoms.count / 2], medianTop = tops[tops.count / 2]
            let capTop = tops[0]
            let tall = Double(baseline - capTop) >= 1.2 * Double(max(1, baseline - medianTop))
            func median(_ values: [UInt8]) -> UInt8 { values.sorted()[values.count / 2] }
            let ink = RGB8(r: median(members.map(\.inkColour.r)), g: median(members.map(\.inkColour.g)),
                           b: median(members.map(\.inkColour.b)))
            return DetectedLine(ink: PixelRect(x: minX * s, y: minY * s, width: (maxX - minX) * s, height: (maxY - minY) * s),
                                baseline: baseline * s, capTop: capTop * s, hasTallGlyphs: tall, glyphs: members.count,
                                darkText: darkText, level: level, inkColour: ink,
                                threshold: Int(median(members.map(\.threshold))))
        }
    }

    /// Lines among the components whose tallest glyph is within `heights` (level pixels).
    static func lines(_ components: [GlyphComponent], heights: ClosedRange<Int>, coarse: Bool,
                      options: TextDetectorOptions) -> [Group] {
        let tallest = tallestComponent(heights)
        let candidates = components.filter { $0.height >= 2 && $0.height <= tallest }
            .sorted { $0.minX < $1.minX }
        var parent = Array(candidates.indices)
        func find(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        let reach = Double(tallest) * options.joinGap
        for i in candidates.indices {
            let a = candidates[i]
            var j = i + 1
            while j < candidates.count, Double(candidates[j].minX) <= Double(a.maxX) + reach {
                if joins(a, candidates[j], options) {
                    let ra = find(i), rb = find(j)
                    if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
                }
                j += 1
            }
        }
        var groups: [Int: [GlyphComponent]] = [:]
        for i in candidates.indices { groups[find(i), default: []].append(candidates[i]) }
        return groups.values.map { Group(members: inBand($0)) }.filter { looksLikeText($0, heights: heights, coarse: coarse, options: options) }
    }

    /// The tallest component that can be part of a line whose tallest glyph is within `heights`
    /// (joined accents and descenders reach a little beyond).
    static func tallestComponent(_ heights: ClosedRange<Int>) -> Int {
        Int(Double(heights.upperBound) * 1.3)
    }

    /// The members that lie in the line's band: chained joins can take in a blob that reaches
    /// far above the capitals or below the descenders; a line of text has neither.
    static func inBand(_ members: [GlyphComponent]) -> [GlyphComponent] {
        guard members.count >= 3 else { return members }
        let heights = members.map(\.height).sorted(), bottoms = members.map(\.maxY).sorted()
        let h = Double(heights[heights.count / 2]), baseline = Double(bottoms[bottoms.count / 2])
        let kept = members.filter {
            Double($0.minY) >= baseline - 1.9 * h && Double($0.maxY) <= baseline + 0.7 * h
        }
        return kept.isEmpty ? members : kept
    }

    static func joins(_ a: GlyphComponent, _ b: GlyphComponent, _ options: TextDetectorOptions) -> Bool {
        let ha = Double(a.height), hb = Double(b.height)
        guard max(ha, hb) <= options.joinHeightRatio * min(ha, hb) else { return false }
        let overlap = Double(min(a.maxY, b.maxY) - max(a.minY, b.minY))
        guard overlap >= options.joinOverlap * min(ha, hb) else { return false }
        let gap = Double(max(b.minX - a.maxX, a.minX - b.maxX))
        guard gap <= options.joinGap * max(ha, hb) else { return false }
        // The glyphs of a line share one colour; texture beside them rarely has it.
        let difference = max(abs(Int(a.inkColour.r) - Int(b.inkColour.r)), abs(Int(a.inkColour.g) - Int(b.inkColour.g)),
                             abs(Int(a.inkColour.b) - Int(b.inkColour.b)))
        return Double(difference) <= max(options.joinColourFloor, options.joinColourShare * Double(min(a.peak, b.peak)))
    }

    static func looksLikeText(_ group: Group, heights: ClosedRange<Int>, coarse: Bool, options: TextDetectorOptions) -> Bool {
        let height = group.maxY - group.minY, width = group.maxX - group.minX
        let tallest = group.members.map(\.height).max()!
        guard heights.contains(tallest) else { return false }
        // A line is at least as wide as tall, but for a lone digit or letter on an even
        // background (a badge's count, a step number).
        let flat = group.members.allSatisfy { Int($0.threshold) <= options.minimumResponse }
        let lone = group.members.count == 1 && flat && Double(width) >= options.loneGlyphAspect * Double(height)
        guard width >= height || lone else { return false }
        // Halving keeps the letters of text large enough for a coarse level apart; one blob
        // there is more often two lines blurred together.
        if coarse, group.members.count < 2 { return false }
        // Over a flat background nothing but marks responds; over texture, demand what text has.
        let thresholds = group.members.map(\.threshold).sorted()
        if Int(thresholds[thresholds.count / 2]) <= options.minimumResponse {
            return group.members.count < 3 || alignedOnABaseline(group.members)
        }
        // Texture makes short runs of blobs by chance; a word of three glyphs rarely happens,
        // and text meant to be read over texture stands well out of it.
        if group.members.count == 2, width >= height { return aWordOfTwo(group.members, options: options) }
        guard group.members.count >= 3, width >= 2 * height else { return false }
        let peaks = group.members.map(\.peak).sorted()
        guard Double(peaks[peaks.count / 2]) >= 1.5 * Double(thresholds[thresholds.count / 2]) else { return false }
        if group.members.count == 1 {
            let only = group.members[0]
            return Double(only.width) >= 1.5 * Double(only.height) && only.fill >= 0.15 && only.fill <= 0.85
        }
        return alignedOnABaseline(group.members) && inOneColour(group.members)
    }

    /// Two glyphs over mild texture — JPEG's blocks around a word on an even fill or a smooth
    /// photo raise the threshold a few times over the floor; busy photos raise it more — are a
    /// word when both stand far out of it (as a short word must at full size), are of one
    /// height and close together: "Up", "On", "$5". Their baseline cannot be told from two
    /// glyphs (a capital beside a descender), and the checks at full size follow.
    static func aWordOfTwo(_ pair: [GlyphComponent], options: TextDetectorOptions) -> Bool {
        let a = pair[0], b = pair[1]
        let threshold = Double(max(a.threshold, b.threshold))
        guard threshold <= options.wordOfTwoTexture * Double(options.minimumResponse),
              Double(min(a.peak, b.peak)) >= options.surroundFactors[1] * threshold else { return false }
        let low = Double(min(a.height, b.height)), high = Double(max(a.height, b.height))
        let gap = Double(max(b.minX - a.maxX, a.minX - b.maxX))
        return high <= options.wordOfTwoHeightRatio * low && gap <= options.wordOfTwoGap * low
    }

    /// Most glyphs stand on the baseline (descenders are a minority); texture lies anywhere.
    static func alignedOnABaseline(_ members: [GlyphComponent]) -> Bool {
        let bottoms = members.map(\.maxY).sorted(), heights = members.map(\.height).sorted()
        let baseline = bottoms[bottoms.count / 2]
        let tolerance = max(1.0, 0.2 * Double(heights[heights.count / 2]))
        let aligned = members.filter { abs(Double($0.maxY - baseline)) <= tolerance }.count
        return 2 * aligned >= members.count + (members.count == 2 ? 2 : 0)
    }

    /// Text is drawn in one colour: most glyphs' ink colours lie near their median.
    static func inOneColour(_ members: [GlyphComponent]) -> Bool {
        func median(_ values: [UInt8]) -> Int { Int(values.sorted()[values.count / 2]) }
        let r = median(members.map(\.inkColour.r)), g = median(members.map(\.inkColour.g)), b = median(members.map(\.inkColour.b))
        let peak = Double(median(members.map(\.peak)))
        let tolerance = max(12.0, 0.35 * peak)
        let near = members.filter {
            Double(max(abs(Int($0.inkColour.r) - r), abs(Int($0.inkColour.g) - g), abs(Int($0.inkColour.b) - b))) <= tolerance
        }.count
        return 10 * near >= 6 * members.count
    }

    /// One line per place. Where lines overlap, the one whose ink stands out more from its
    /// surroundings stays (gaps between glyphs and JPEG halos have the background's colour);
    /// between lines that stand out alike, the finer level's stays (a coarse level can blur two
    /// close lines into one) unless the coarse line is much taller and as wide (the finer level
    /// found pieces of large glyphs).
    static func merged(_ lines: [DetectedLine], options: TextDetectorOptions) -> [DetectedLine] {
        var kept: [DetectedLine] = []
        for line in lines.sorted(by: { ($0.level, -$0.ink.area) < ($1.level, -$1.ink.area) }) {
            let rivals = kept.indices.filter { k in
                let shared = intersection(kept[k].ink, line.ink)
                return Double(shared) >= 0.25 * Double(min(kept[k].ink.area, line.ink.area))
            }
            if rivals.isEmpty {
                kept.append(line)
                continue
            }
            let best = rivals.map { kept[$0].contrast }.max()!
            let tallest = rivals.map { kept[$0].ink.height }.max()!
            // Pieces of large glyphs are narrower than the line they belong to; a finer line
            // wider than the coarse one is the line itself, and the coarse one took in more.
            let widest = rivals.map { kept[$0].ink.width }.max()!
            let sameLevel = rivals.allSatisfy { kept[$0].level == line.level }
            let standsOut = Double(line.contrast) >= 1.5 * Double(best)
            let alike = Double(line.contrast) >= 0.75 * Double(best)
            let replaces = standsOut
                || (alike && sameLevel && rivals.count == 1 && betterFit(line.ink, than: kept[rivals[0]].ink, options: options))
                || (alike && !sameLevel && extends(line.ink, rivals.map { kept[$0].ink }, options: options))
                || (alike && !sameLevel && Double(line.ink.height) >= options.mergeMuchTaller * Double(tallest)
                    && line.ink.width >= widest && !stacked(rivals.map { kept[$0] })
                    && !overAWord(line.ink, rivals.map { kept[$0] }, options: options))
            if replaces {
                for k in rivals.sorted(by: >) { kept.remove(at: k) }
                kept.append(line)
            }
        }
        return kept
    }

    /// Of two boxes found for one line: the clearly wider one (the other misses glyphs), else the
    /// shorter one (the other took in JPEG ringing or a neighbour's strokes).
    static func betterFit(_ a: PixelRect, than b: PixelRect, options: TextDetectorOptions) -> Bool {
        if Double(a.width) >= options.mergeClearlyWider * Double(b.width) { return true }
        if Double(b.width) >= options.mergeClearlyWider * Double(a.width) { return false }
        return a.height < b.height
    }

    /// Whether `box` holds most of every rival and is clearly wider than the widest of them
    /// without being much taller: the same line found whole at another level, where the rivals
    /// are pieces of it (a coarser line much taller than its rivals is left to `merged`'s other
    /// rules: it may have taken in something beside the line).
    static func extends(_ box: PixelRect, _ rivals: [PixelRect], options: TextDetectorOptions) -> Bool {
        let widest = rivals.map(\.width).max()!, tallest = rivals.map(\.height).max()!
        return Double(box.width) >= options.mergeClearlyWider * Double(widest)
            && Double(box.height) < options.mergeMuchTaller * Double(tallest)
            && rivals.allSatisfy { Double(intersection(box, $0)) >= options.mergeHeldShare * Double($0.area) }
    }

    /// Whether two of the lines are words one above the other: a coarse line over them is two
    /// lines blurred together, not a large line the finer level saw in pieces.
    static func stacked(_ lines: [DetectedLine]) -> Bool {
        let words = lines.filter { $0.glyphs >= 3 && $0.ink.width >= 2 * $0.ink.height }
        for a in words {
            for b in words where b.ink.y >= a.ink.maxY { return true }
        }
        return false
    }

    /// Whether the coarse box is far taller than a word found at a finer level: large glyphs
    /// seen in pieces are strokes and bowls up to their own height, a word is the line itself,
    /// and a box several times its height took in something above or below it (a helmet's
    /// highlight beside "Sale ends soon").
    static func overAWord(_ box: PixelRect, _ lines: [DetectedLine], options: TextDetectorOptions) -> Bool {
        lines.contains { $0.glyphs >= 3 && $0.ink.width >= 2 * $0.ink.height
            && Double(box.height) >= options.mergeOverAWord * Double($0.ink.height) }
    }

    static func sharesHalf(_ a: PixelRect, _ b: PixelRect) -> Bool {
        Double(intersection(a, b)) >= 0.5 * Double(min(a.area, b.area))
    }

    static func intersection(_ a: PixelRect, _ b: PixelRect) -> Int {
        let w = min(a.maxX, b.maxX) - max(a.x, b.x), h = min(a.maxY, b.maxY) - max(a.y, b.y)
        return w > 0 && h > 0 ? w * h : 0
    }
}
