import LegiblePixels

/// The last checks on a line, made on the line as it will be reported (trimmed, joined): what
/// passed the earlier checks on a candidate's first box can be a fleck of a photo once the box
/// fits its ink. A line stays when
/// - its ink still stands out from the background around it (`TextDetector.standsOut`);
/// - a line of several glyphs differs from that background by more than a share of how much
///   the background varies (a smooth patch of a photo broken into "glyphs" differs from its
///   surroundings by a tenth of their variation, a word over the same photo by a third or more);
/// - one or two glyphs hold strokes: at least `inkReachLength` × their height of pixels reach
///   most of the way from the background to the ink colour. Rendered strokes have a core of
///   the ink's colour along their length; a highlight, a blurred light or a soft fleck peaks in
///   a pixel or two and fades, so its "ink colour" is one pixel's — and their edges are sharp
///   (`InkEdges`): a soft light large enough to hold such pixels fades over several; nor may
///   they touch the image's edge, which cuts lights and highlights of photos, not text;
/// - its ink has height: the rows holding pixels `inkReach` of the way to the ink colour span at
///   least `inkRowSpan` of the line's height. Glyphs' stems run from the baseline to the
///   x-height or above; a rule or a divider is a row or two of ink in a box that JPEG's ringing
///   or the window made taller.
enum LineEvidence {
    /// The lines that still look like text.
    static func kept(_ lines: [DetectedLine], in planes: [DetectPlane], options: TextDetectorOptions) -> [DetectedLine] {
        lines.filter { holdsText($0, in: planes, options: options) }
    }

    static func holdsText(_ line: DetectedLine, in planes: [DetectPlane], options: TextDetectorOptions) -> Bool {
        guard TextDetector.standsOut(line, options: options) else { return false }
        let reach = reaching(in: line.ink, ink: line.inkColour, ground: line.background, planes: planes, options: options)
        guard Double(reach.rowSpan) >= options.inkRowSpan * Double(line.ink.height) else { return false }
        if line.glyphs > options.shortWord {
            return Double(line.contrast) >= options.lineSpreadShare * Double(line.backgroundSpread)
        }
        guard reach.pixels >= min(line.ink.area, options.inkReachLength * line.ink.height),
              !cutByTheImageEdge(line.ink, in: planes) else { return false }
        return InkEdges.medianDrop(in: line.ink, ink: line.inkColour, ground: line.background, planes: planes,
                                   options: options) >= options.sharpEdgeDrop
    }

    /// Whether the box reaches the image's outermost row or column. A mark the edge cuts is seen
    /// in part, with background on one side only: one or two glyphs there are more often a light
    /// or a highlight of a photo running off the screen than text, which keeps a margin.
    static func cutByTheImageEdge(_ box: PixelRect, in planes: [DetectPlane]) -> Bool {
        box.x <= 0 || box.y <= 0 || box.maxX >= planes[0].width || box.maxY >= planes[0].height
    }

    /// The pixels of a box that reach the ink colour: how many, and how many rows lie from the
    /// first that holds one to the last.
    struct Reach {
        var pixels = 0
        var firstRow = Int.max, lastRow = Int.min
        var rowSpan: Int { lastRow >= firstRow ? lastRow - firstRow + 1 : 0 }
    }

    /// The pixels of `box` that lie at least `inkReach` of the way from `ground` to `ink`, in
    /// the channel where the two differ most.
    static func reachingPixels(in box: PixelRect, ink inkColour: RGB8, ground groundColour: RGB8, planes: [DetectPlane],
                               options: TextDetectorOptions) -> Int {
        reaching(in: box, ink: inkColour, ground: groundColour, planes: planes, options: options).pixels
    }

    static func reaching(in box: PixelRect, ink inkColour: RGB8, ground groundColour: RGB8, planes: [DetectPlane],
                         options: TextDetectorOptions) -> Reach {
        let channel = InkChannel(ink: inkColour, ground: groundColour)
        let plane = planes[channel.index], box = box.intersection(PixelRect(x: 0, y: 0, width: plane.width, height: plane.height))
        guard channel.gap > 0, box.width > 0, box.height > 0 else { return Reach() }
        let needed = options.inkReach * Double(channel.gap)
        var reach = Reach()
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX where Double(channel.sign * (Int(plane[x, y]) - channel.ground)) >= needed {
                reach.pixels += 1
                reach.firstRow = min(reach.firstRow, y)
                reach.lastRow = max(reach.lastRow, y)
            }
        }
        return reach
    }

    /// The channel in which an ink colour differs most from its ground: which, the ground's
    /// level there, the sign of the ink's difference and its size.
    struct InkChannel {
        var index: Int
        var ground: Int
        var sign: Int
        var gap: Int

        init(ink inkColour: RGB8, ground groundColour: RGB8) {
            let ink = [Int(inkColour.r), Int(inkColour.g), Int(inkColour.b)]
            let ground = [Int(groundColour.r), Int(groundColour.g), Int(groundColour.b)]
            let gaps = (0..<3).map { abs(ink[$0] - ground[$0]) }
            index = gaps.firstIndex(of: gaps.max()!)!
            self.ground = ground[index]
            sign = ink[index] > ground[index] ? 1 : -1
            gap = gaps[index]
        }
    }
}
