/// The detector's tuning constants, named once. Defaults were tuned on the detection corpus's
/// tuning set (`Scripts/make-detection-corpus`) and checked on its held-out set.
public struct TextDetectorOptions: Sendable, Equatable {
    /// Half the morphology window: marks up to 2r px wide (at their pyramid level) respond.
    public var radius: Int = 4
    /// Pyramid levels (0 = full size); each halves the image.
    public var levels: Int = 4
    /// Smallest response (8-bit levels, in the channel where it is largest) that can be text.
    /// 1.1:1 grey on #121212 differs by about 7 levels.
    public var minimumResponse: Int = 4
    /// Responses must also exceed this many times the local noise (the median response of the
    /// surrounding tiles): photos and JPEG blocks respond everywhere, text stands out of them.
    public var noiseFactor: Double = 3
    /// Components whose peak response reaches this many times their threshold are also cut at
    /// half their peak (`StrokeCores`): strokes keep, texture and speckle touching them drop…
    public var coreContrast: Double = 4
    /// …unless the cut only shaves at most this many pixels off each side (the anti-aliased rim).
    public var coreRim: Int = 1
    /// Tiles (level pixels) over which the noise is taken.
    public var tile: Int = 16
    /// Glyph heights (level pixels) that a line's tallest glyph may have at level 0, and at
    /// every coarser level (below that, the finer level finds the line).
    public var heightRangeAtFullSize: ClosedRange<Int> = 5...26
    public var heightRangeCoarser: ClosedRange<Int> = 13...26
    /// Components join a line when their gap is at most this many times the taller one's height.
    public var joinGap: Double = 1.0
    /// …and when their vertical extents overlap by this share of the shorter one.
    public var joinOverlap: Double = 0.5
    /// …and when their heights differ by at most this factor.
    public var joinHeightRatio: Double = 2.6
    /// …and when their ink colours differ (largest channel difference) by at most the larger of
    /// `joinColourFloor` levels and `joinColourShare` × the weaker one's response.
    public var joinColourFloor: Double = 16
    public var joinColourShare: Double = 0.4
    /// Pieces of one line found apart (over a photo) join when their heights differ by at most
    /// this factor, their baselines by this share of the taller, and their gap is at most this
    /// many times the taller one's height (and their ink colours as for components).
    public var pieceHeightRatio: Double = 1.5
    public var pieceBaseline: Double = 0.2
    public var pieceGap: Double = 1.0
    /// Where candidates for one place meet (`TextLineGrouping.merged`), a line found at a coarser
    /// level that is at least `mergeMuchTaller` × as tall as its rivals, and as wide, took in
    /// large glyphs the finer level saw in pieces (or two lines blurred together); one that is
    /// `mergeClearlyWider` × as wide as the widest rival, not much taller, and holds
    /// `mergeHeldShare` of each is the same line found whole.
    public var mergeMuchTaller: Double = 1.6
    /// …but not when it is this many times as tall as a word (three glyphs or more, twice as wide
    /// as tall) among them: then it took in something above or below the word.
    public var mergeOverAWord: Double = 2.5
    public var mergeClearlyWider: Double = 1.1
    public var mergeHeldShare: Double = 0.5
    /// A line's ink must differ from the background just outside it (largest channel
    /// difference) by this many times the response its glyphs had to reach, by its number of
    /// glyphs (1, 2, 3, 4 or more): texture imitates a short word more easily than a long one.
    public var surroundFactors: [Double] = [6, 6, 3, 2]
    /// A frame that varies by at most this many levels, around a line whose threshold is the
    /// floor, is a flat fill: there two glyphs need only the factor of three (`surroundFactors`).
    public var flatFillSpread: Int = 2
    /// A lone glyph on an even background may be this narrow for its height (a digit is about
    /// 0.6 as wide as tall); lines of more are at least as wide as tall.
    public var loneGlyphAspect: Double = 0.5
    /// Two glyphs over texture are a word (`TextLineGrouping.aWordOfTwo`) where the threshold is
    /// at most `wordOfTwoTexture` × the floor (JPEG's blocks, a smooth photo), both peak at the
    /// two-glyph factor of `surroundFactors` × it, their heights differ by at most
    /// `wordOfTwoHeightRatio` and their gap is at most `wordOfTwoGap` × the shorter one's height.
    public var wordOfTwoTexture: Double = 3
    public var wordOfTwoHeightRatio: Double = 1.5
    public var wordOfTwoGap: Double = 0.5
    /// A line of at most `shortWord` glyphs must differ from the background around it by at
    /// least `1 / shortWordSpread` of how much that background varies.
    public var shortWord: Int = 2
    public var shortWordSpread: Double = 1.0
    /// A line of more than `shortWord` glyphs, as reported, must differ from the background
    /// around it by at least this share of how much that background varies (`LineEvidence`).
    public var lineSpreadShare: Double = 0.2
    /// One or two glyphs, as reported, must hold at least `inkReachLength` × their height of
    /// pixels that lie `inkReach` of the way from the background to the ink colour or beyond:
    /// strokes have a core of the ink's colour, a highlight or a soft fleck peaks in a pixel.
    public var inkReach: Double = 0.6
    public var inkReachLength: Int = 2
    /// …and the rim of their ink must drop at least this share of their contrast to the next
    /// pixel (the median over the rim, `InkEdges`): rendered edges are a pixel or two wide, a
    /// soft light on a photo fades over several (a Gaussian of radius 2.7 px drops 0.22).
    public var sharpEdgeDrop: Double = 0.22
    /// Every line, as reported, must hold such pixels over at least this share of its height
    /// (stems span the x-height; a rule is a row or two in a box that ringing made taller).
    public var inkRowSpan: Double = 0.25
    /// A line continues beside its box (`LineContinuation`) when at least this share of the
    /// columns of a window beside it hold pixels within `continuationColour` × its contrast of
    /// its ink colour.
    public var continuationColumns: Double = 0.25
    public var continuationColour: Double = 0.35
    /// A line grows sideways over at most this many such windows a side.
    public var continuationSteps: Int = 8
    /// Solid shapes (`SolidShapes`): a component of this many level pixels a side (where the
    /// window sees all of it), at most `shapeAspect` times as wide as tall or as tall as wide,
    /// filling at least `shapeFill` of its box over an even background; at full size at least
    /// `shapeSmallestSide` px tall, as square, as full of its colour, with at least
    /// `shapeSharpShare` of its box `inkReach` of the way to its colour, and no line within
    /// `shapeIsolation` × its height on its rows; the background around it may vary by at most
    /// `shapeEvenBackground` × its contrast (a gradient behind an icon varies, a photo more).
    public var shapeSideAtLevel: ClosedRange<Int> = 4...8
    public var shapeAspect: Double = 1.34
    public var shapeFill: Double = 0.45
    public var shapeSmallestSide: Int = 10
    public var shapeSharpShare: Double = 0.4
    public var shapeIsolation: Double = 1.0
    public var shapeEvenBackground: Double = 0.5
    /// …measured on a frame this many px outside the box the shape was found in (a level pixel
    /// beyond it): icons sit in crowded layouts, and a frame a quarter of a large box out
    /// crosses the next icon.
    public var shapeFramePad: Int = 2
    /// A line's strokes are at most this share of its ink height wide (bold text reaches about
    /// 0.17, filled blobs of photo detail 0.2 and far more).
    public var thickestStroke: Double = 0.2
    /// Over texture, the rows at the edges of a line's box that hold fewer pixels of the ink's
    /// colour than this share of its width are trimmed, and the columns that hold fewer than
    /// this share of its height.
    public var trimRowShare: Double = 0.02
    public var trimColumnShare: Double = 0.1
    /// On a flat fill, a pixel counts as ink for the trim from this share of the way from the
    /// background to the ink colour: a JPEG's ringing around the glyphs is a few levels deep,
    /// their anti-aliased rim deeper.
    public var flatFillTrimReach: Double = 0.15
    /// Each line's box grows by this share of its ink height on every side (at least 2 px), so
    /// the measurement has background around the glyphs.
    public var padding: Double = 0.25
    /// A line is bold when its stroke width is at least this share of its estimated em
    /// (regular strokes are about 0.07 of the em, bold ones about 0.12).
    public var boldStrokeShare: Double = 0.09
    /// …and only where the background around it varies by at most this share of the line's
    /// contrast with it.
    public var boldEvenBackground: Double = 0.25

    public init() {}
}
