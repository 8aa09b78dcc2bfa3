/// Every threshold separation decides by, named once: what it does and what it rests on.
///
/// Colour distances are Euclidean over 8-bit R, G, B code values (`colourDistanceSquared`),
/// "squared" where compared squared; shares are fractions of a count; lengths are pixels.
/// Grouped by the stage of `TextSeparator.separate` that reads them. A threshold that two rules
/// must agree on (a pruning bound and the rule it anticipates) is one name here that both read.
///
/// What each rests on is said in a line: the physics of anti-aliasing and JPEG, or the corpus
/// family (`Tests/LegibleAuditTests/Fixtures/Corpus`) and tests that hold the rule; the corpus
/// (`CorpusTests`) fails beyond its bounds when a value here moves far.
enum SeparationTuning {
    /// The box as a whole, before and after the stages.
    enum Box {
        /// A box narrower or shorter than this holds no text (`SeparationFailure.boxTooSmall`):
        /// a glyph needs a pixel of background on either side of a stroke.
        static let minimumSide = 3
        /// A box whose pixels all lie within this of the frame's colour is uniform: JPEG noise and
        /// a frame's texture stay within it (`RobustnessTests`, the corpus's no-text boxes).
        static let uniformWithin: Int32 = 10
        /// Fewer text pixels than this are noise, not text (`SeparationFailure.indistinguishable`).
        static let minimumTextPixels = 3
    }

    /// After separation: a band of the text's colour crossing the box (`CrossingBands`).
    enum CrossingBands {
        /// A run of text pixels on the frame going on this far past it (px) is no glyph: a box
        /// cuts glyphs by a few pixels at most (`BeyondTheBox.margins`' widest).
        static let reach = 6
        /// Colours within this (8-bit code values) are one band's.
        static let sameColour: Int32 = 24
        /// A band crossing the box covers at least this share of its centre line with text pixels.
        static let leastCovered = 0.8
    }

    /// Before stage 1: reading past a box that cuts its glyphs (`BeyondTheBox`).
    enum BeyondTheBox {
        /// How far past the box (px) the surroundings are read, the first margin first: glyphs
        /// cut by a box 2 px too tight still reach its frame grown by 2, not by 3; the second
        /// reads boxes cut deeper.
        static let margins = [3, 6]
        /// Colours within this (8-bit code values) are one: what was found as text is the colour
        /// around the box; and a box frame more than twice this from it is another colour.
        static let sameColour: Int32 = 24
        /// Frame pixels of the text's colour left out of the text, the glyph going on past the
        /// frame, as many as this share of the box's height: a stem or a bar the box cut along
        /// its length, not a speck or a patch of a photo beside it.
        static let leastLostShare = 1.0 / 3
    }

    /// Stage 5, first: the stated font against the glyphs' measured size (`FontCheck`).
    enum Font {
        /// Glyphs more than this many times taller or shorter than `fontSize` × `scale` predicts
        /// contradict the manifest: faces differ by a fifth at most in how tall their ink stands
        /// per em, a wrong scale or a size in the wrong unit by 2× and more.
        static let contradiction = 1.5
        /// Capitals and ascenders stand this many ems above the baseline (0.66–0.78 in common
        /// sans and serif faces) …
        static let capHeightEms = 0.72
        /// … lower-case letters without ascenders this many (0.45–0.55) …
        static let xHeightEms = 0.52
        /// … and descenders reach this many ems below it (0.19–0.25).
        static let descenderEms = 0.21
        /// The ink's height leaves out this share of the mask's pixels at the top and at the
        /// bottom: a stray pixel of noise is not a taller glyph.
        static let inkTrimShare = 0.01
        /// Fewer text pixels than this say nothing about the glyphs' size.
        static let minimumInk = 12
    }

    /// Stage 1: the candidate colours and their scores.
    enum Candidates {
        /// How many histogram peaks are scored, most populous first: text, its outline or shadow,
        /// the background and a few photo or gradient tones.
        static let peaks = 8
        /// A manifest hint within this of a peak is that peak, the only candidate; farther, it
        /// is scored first among the peaks.
        static let hintWithin: Int32 = 40
        /// A colour closer than this to the frame's colour is the background's noise, not text.
        static let minimumContrast = 8.0
        /// A candidate's tolerance is this share of its contrast to the frame, half-way to the
        /// background: pixels mostly covered by a glyph count as the colour.
        static let toleranceShare = 0.45
        /// … and at least this, so that noise on a low-contrast glyph still counts.
        static let minimumTolerance = 5.0
        /// Background owns the frame: a colour holding more than this share of it is not text.
        static let maximumFrameShare = 0.5
        /// The score's frame factor is 1 − this × the frame share (squared in the score): text
        /// seldom touches the frame; a tight box's cut glyphs do a little.
        static let frameSharePenalty = 1.5
        /// A colour this far from the frame's is fully distinct; nearer, its score shrinks in
        /// proportion (text differs from its background by definition).
        static let distinctContrast = 48.0
        /// Glyphs cover a few per cent of even a loose box: a colour near fewer pixels than
        /// max(this, box area × `minimumAreaShare`) is noise.
        static let minimumAreaPixels = 6
        /// See `minimumAreaPixels`; the share as a divisor of the box's area.
        static let minimumAreaDivisor = 60
        /// A colour near more than this share of the scored pixels is background.
        static let maximumAreaShare = 0.75
        /// The median step two pixels out of the colour's outline must be this many times its
        /// tolerance: past small text's anti-aliasing, and clear of large text's blur (a gradient
        /// band of the same colour has soft edges).
        static let sharpnessOverTolerance = 1.6
        /// The score's purity factor is this + purity: a colour repeated exactly (text) outscores
        /// a spread one, which still scores.
        static let purityFloor = 0.2
        /// Boxes larger than this (pixels) are scored on every other row and column: the shares
        /// and the edge statistics hold up, and scoring is most of separation's cost.
        static let sparseScoringArea = 16000
        /// A pixel within √this (squared) of a colour is exactly that colour, for purity and the
        /// lossless profile's cores: rounding and dithering stay within 2 levels or so.
        static let exactWithin: Int32 = 12
    }

    /// Stage 2: the rules that prefer another candidate to the best-scored one
    /// (`ColourChoiceRule`). `scoredCandidates` prunes candidates by the same bounds.
    enum ChosenColour {
        /// A rival must score at least this share of the chosen candidate's score to replace it:
        /// both layers of one text score alike; a stray colour scores far less.
        static let rivalScoreShare = 0.25
        /// … and own the frame no more than the chosen one, by this share: a flat shape's edge
        /// along the frame is background (strokes cut by a tight box are not).
        static let rivalFrameMargin = 0.1
        /// A fill inside an outline: at least this share of the fill's outward samples lie near
        /// the outline (it hugs the fill on every side, `LayerTests`) …
        static let fillInsideShare = 0.75
        /// … and at most this share of the outline's near the fill (only its inner side meets it).
        static let outlineOutsideShare = 0.6
        /// Text over a hard shadow: neither holds more than this share of the other's outward
        /// samples (they meet along one side, where nested layers hold three in four).
        static let shadowMeetingShare = 0.35
        /// … and the text, drawn whole on top, is the purer by this (the shadow is partly
        /// covered and often softened).
        static let shadowPurityMargin = 0.2
        /// A best candidate this pure or less spreads over many colours: a photo's highlight
        /// (`DrawnColourTests`, corpus `photo`).
        static let photographedPurity = 0.1
        /// A candidate this pure or more repeats one exact colour in three pixels of four: drawn,
        /// and preferred to a photographed one. Over a busy photo the photo's own pixels within
        /// the text's tolerance dilute it (black text over a night scene: 0.77).
        static let drawnPurity = 0.75
        /// A photographed colour (purity at most `photographedPurity`) is text only when its mask
        /// covers at least this share of the box once the corrections are done: glyphs fill a
        /// tenth of their box or more (strokes across its height, a glyph to an em), while the
        /// highlights of a photo behind text the histogram cannot tell from it (black on a
        /// dark sky) are a few specks (`SeparationFailure.indistinguishable`).
        static let photographedLeastInk = 0.06
        /// A glyph spans at least this share of its box's rows: a lowercase letter's x-height is
        /// half the em, a box seldom more than one and a half ems tall; a star, a few pixels.
        static let glyphShareOfLine = 1.0 / 3
        /// A line of text this many glyphs long or more runs along its box
        /// (`TextSeparator.blobBesideItsLine`): a value's digit or two in a wide cell need not.
        static let lineGlyphs = 3
        /// … a box at least this many times as wide as tall: a line's. An icon font's glyph is
        /// named by a word (a ligature) and its box is about square.
        static let lineAspect = 2.0
        /// … and spans at least this many ems (of the stated size, or the box's height when less)
        /// per glyph: an "i" or an "l" with its spacing; a line's glyphs average twice that.
        static let narrowestGlyphEms = 0.25
    }

    /// Stage 2 in a JPEG: a night scene's points of light chosen as the text (`TextSeparator.alongTheLine`).
    enum AlongTheLine {
        /// A frame this dark or darker (luma, 0–255) is a night scene's: a quarter of the way to white.
        static let darkFrameLuma = 64.0
        /// A rival scoring at least this share of the chosen candidate's: a star scores as sharp as
        /// a glyph, and the two stay within a quarter; another word's colour scores further off.
        static let rivalScore = 0.75
        /// … whose cores span at least this many times the columns of the chosen one's: a line
        /// repeats its colour glyph after glyph, a few stars do not.
        static let widerSpan = 1.3
        /// … and are at least this many times as many: the glyphs' cores outnumber a few stars'.
        static let morePixels = 1.5
    }

    /// A candidate whose purity (the share of its pixels at its exact colour) is at least this
    /// has glyph cores of one colour: the mask marks them, far pixels may go, the text colour is
    /// their top 3%, hairlines need no correction, and a layered runner-up must be this pure.
    static let pureCores = 0.5

    /// Stage 3: the text mask.
    enum TextMask {
        /// The mask reaches this many thirds of the candidate's tolerance: pixels about 40%
        /// covered by a glyph are text too, so thin strokes are not mistaken for background.
        static let reachThirds: Int32 = 4
    }

    /// Stage 4: the corrections of the mask (`MaskCorrection`).
    enum Corrections {
        /// A part of the text colour that `thickAreas` took is a solid glyph when at least this
        /// share of the pixels two steps outside it are the frame's tones: icons stand on flat
        /// fills and gradients, gradient bands and photo patches do not (`restoreSolidGlyphs`,
        /// the `icons` family) …
        static let solidSurroundShare = 0.6
        /// … and at most this share of its bounding box holds another colour (a chip's text).
        static let solidForeignShare = 0.1
        /// A frame that is no flat fill is a gradient when at least this share of its pixels
        /// step smoothly to the next along it, and of its colours lie on the line between its
        /// darkest and lightest (`FrameTones`); a photo's do not.
        static let gradientFrameShare = 0.9
        /// A run of exact text-colour pixels along a row at least this many times the box's
        /// height is a decoration line, not a glyph's stroke: a dash or an `m` is about an em,
        /// a box's height more (`glyphsShowCores`, the `decoration` family) …
        static let decorationRunOverBoxHeight = 1.0
        /// … and at least this many pixels.
        static let decorationMinimumRun = 8
        /// Stems of even black-weight glyphs stay under twice this share of the box height:
        /// half-strokes deeper than this share are background, whatever the ridge says.
        static let maximumHalfStrokeShare = 0.2
        /// Joints and dots reach about 1.4 times the typical half-stroke (the ridge's median
        /// depth); deeper than this many times it is a patch of the text's colour
        /// (`ThickAreaTests`, corpus `gradient`, `photo`).
        static let halfStrokesOverRidge = 2.2
        /// The manifest's font says how wide the stems are: depths within this share of the stem
        /// width are strokes, even where the ridge is short (big glyphs cut by a tight box).
        static let statedStemShare = 0.7
        /// No half-stroke is taken for less than this (px): thin text has no patches to find.
        static let minimumHalfStroke = 2.0
        /// A core deeper than strokes must hold max(this, half-stroke² / 2) pixels to be a patch:
        /// a glyph joint is briefly thicker than a stem, a patch is thick over an area.
        static let minimumPatchCore = 8
        /// A patch goes with a rim this much wider than the half-stroke (px).
        static let patchRim = 1.5
        /// Removed glyphs come back against the mean of the removed pixels within
        /// max(this, ring radius) px (`PatchTests`).
        static let patchSurroundRadius = 5
        /// A patch nearer than this to the text colour hides its glyphs: nothing to give back.
        static let minimumPatchContrast = 24.0
        /// A removed pixel at least this share of the way from the patch to the text colour is
        /// text again: its coverage by a glyph is one half or more, as the truth counts text.
        static let recoveredCoverage = 0.5
        /// Mask pixels farther than this (px, in x or y) from every exact core are far from the
        /// cores: anti-aliasing blends the text colour into the background only along outlines.
        static let coreReach = 2
        /// … in groups of at least this many (a stray pixel or two is noise or glyph detail),
        /// unless the group is a drawn stroke joining the glyphs: at most this thick (px, twice
        /// its pixels over those on its outline; a line one or two pixels wide reads 2) …
        static let minimumFarGroup = 8
        static let farStrokeThickness = 2.0
        /// … with at least this share of its pixels beside one of exactly their colour along it.
        static let farStrokeRepeats = 0.5
        /// On a flat page, a part that lies on the text's blends into it is a glyph short of its
        /// colour when at least this many of its pixels are covered at least this share: strokes at
        /// sub-pixel positions reach 85–95% at 1× (`isShortOfColour`, corpus `gaps`, `multicolour`).
        static let shortOfColourPixels = 2
        static let shortOfColourCoverage = 0.85
        /// In a JPEG, the cores are taken to repeat one colour when this share of the mask lies
        /// within √`SeparationProfile.exactness` of the text colour (corpus `jpeg`).
        static let jpegCoreShare = 0.3
        /// In a JPEG, the cores spread over a dozen levels: a pixel within √(this) (squared) of
        /// the text colour is a core.
        static let jpegExactWithin: Int32 = 12 * 12
        /// Stems at least this wide (px, from the stated font) are wholly covered inside: their
        /// exact colour is never more than one anti-aliased pixel from the outline.
        static let wideStroke = 3.0
        /// … and the glyphs show it: at least this share of the mask holds the exact text colour
        /// (a stroke 3 px wide with a pixel of blend on either side holds three fifths).
        static let wideStrokeExactShare = 0.5
    }

    /// Stage 5: the text colour.
    enum TextColour {
        /// The share of the mask's on-axis pixels, in thousandths from the background's end,
        /// below the glyph cores (`coreColour`): their top 3% when the cores repeat one colour …
        static let pureCoreFraction = 970
        /// … else the top 0.2% (hairlines never reach their colour; joints come closest) …
        static let impureCoreFraction = 998
        /// … and in a JPEG the top 10%, whose median sits on the cores past the overshoot.
        static let jpegCoreFraction = 900
        /// A mask pixel off the background→text axis by more than this share of the contrast
        /// is a photo or shadow colour, not a blend of the two.
        static let offAxisDivisor: Int64 = 5
        /// Glyph interiors (mask pixels whose eight neighbours are text) give a JPEG's text
        /// colour when at least this many are found (thin strokes have none).
        static let minimumInterior = 6
        /// JPEG's hue: luma contrast under this leaves coverage to the noise (levels).
        static let chromaMinimumLumaContrast = 24.0
        /// JPEG's hue: pixels within this (px) of the mask carry the chroma the glyphs spread.
        static let chromaReach = 6
        /// JPEG's hue: beyond this (px) from the glyphs is the background around them …
        static let chromaEdge = 2
        /// … whose luma must stay within this share of the contrast of the background's on
        /// average: the background is flat (JPEG noise: 2–4%; photos: 25% and more).
        static let chromaFlatLuma = 0.1
        /// JPEG's hue: fewer than this many pixels' worth of coverage says nothing.
        static let chromaMinimumCoverage = 8.0
        /// JPEG's hue: the frame's chroma must stay within this of the background's on average
        /// (JPEG noise even on saturated colours; a photo: 10 and more) (`LossyChromaTests`).
        static let chromaFlatFrame = 8.0
        /// Hairlines: lossless stems under this width (px) never cover a whole pixel …
        static let hairlineStem = 0.85
        /// … and in a JPEG, whose smoothing keeps stems up to a pixel wide from their colour.
        static let jpegHairlineStem = 1.0
        /// Hairlines: the crossing's ink, in thousandths from the lowest, that stands for the
        /// stroke: slanted and curved strokes cross a row over more than their width and lean
        /// the ratios high (`HairlineTests`) …
        static let hairlinePermille = 400
        /// … while JPEG smooths each crossing's ink past the three pixels summed and leans them low.
        static let jpegHairlinePermille = 600
        /// Hairlines: stems estimated thinner than this (px) are no estimate.
        static let hairlineMinimumStem = 0.1
        /// Hairlines: background→core contrast under this (levels) tells ink from noise not.
        static let hairlineMinimumContrast: Float = 16
        /// Hairlines: the background either side of a crossing may differ by at most this
        /// divisor's share of the contrast (a photo or a gradient's edge changes across it).
        static let hairlineSidesDivisor: Float = 4
        /// Hairlines: fewer crossings than this say nothing.
        static let hairlineMinimumCrossings = 8
        /// Hairlines: the colour is extrapolated from the core away from the background by at
        /// most this factor: beyond it, it is no longer a measurement.
        static let hairlineMaximumFactor: Float = 3
        /// The evidence bound (`ColourEvidence`): a crossing whose ink lies outside its peak pixel
        /// by at most this share lies within one pixel (τ: room for rounding and noise) …
        static let evidenceOutsideShare = 0.2
        /// Rasterisers' filters spread a stroke's ink into the next pixel: by their crossings,
        /// strokes look up to 1.5× wider than they are (the hairline faces of the corpus, FreeType's
        /// default filter). The width read is taken this many times over, so that the bound never
        /// falls short of a true hairline's colour.
        static let evidenceSpreadAllowance = 0.65
        /// … and the text may lie as far beyond its cores as this high percentile of the
        /// crossings' ink (thousandths) over the strokes' width allows: generous, as a bound must be.
        static let evidenceInkPermille = 750
        /// Pixels beyond the text colour within this many pixels of each other are one ink, a
        /// word's letters (`edgesOfStrongerInk`).
        static let strongerInkGap = 2
    }

    /// A box of a few small marks on a flat background, measured as they stand (`loneMarks`).
    enum LoneMarks {
        /// At most this many pixels off the background's colour: a full stop or a comma at 1×
        /// covers 4 to 14 with its blends (12–18 px type); four times the least a histogram peak
        /// needs (`Candidates.minimumAreaPixels`) is something the stages would have found, or
        /// a photo's or a gradient's tones.
        static let mostPixels = 24
        /// A part at the box's side reaching less than this share of the strongest mark's
        /// distance from the background is a neighbour's anti-aliased edge: the box's own mark
        /// holds the marks' colour (a 1x full stop's strongest pixel at least half of it).
        static let sideShare = 0.5
    }

    /// The line above's ink reaching into a box (`inkOfLineAbove`).
    /// Decoration lines drawn in a colour of their own (`TextSeparator.foreignDecorations`).
    enum ForeignDecorations {
        /// A line is at least this many times as wide as it is tall (a wavy line at 2× stands
        /// about 7 px tall along a word).
        static let lengthOverHeight = 6.0
        /// It is no taller than this share of the text's height (the wave of a spelling mark),
        /// or than `leastHeight` pixels (an underline at 1×).
        static let heightShare = 0.4
        static let leastHeight = 3.0
        /// At least this share of its width lies over the text's columns: it decorates them.
        static let overlapShare = 0.5
        /// It starts below this share of the text's height from its top: an underline or a
        /// strike-through, never an overline of the line above (`LineAbove`).
        static let topShare = 1.0 / 3.0
        /// Its parts cover this share of its width (a dotted line's dots about a third), the
        /// gaps between them no wider than `leastGap` pixels or `gapOverHeight` times the
        /// tallest a line may be, unless glyphs fill them (a strike-through crossing a stroke).
        static let coverShare = 0.3
        static let leastGap = 3
        static let gapOverHeight = 1.0
        /// At least this share of its pixels hold its most frequent colour (a wavy line's
        /// anti-aliased curve at 2× about half).
        static let coreShare = 0.3
        /// Its colour stands at least this far from the frame's, in 8-bit levels (a 25%-opaque
        /// underline about 70 from white or a dark page).
        static let leastStep: Int32 = 32
        /// A colour whose mask lies this much on such lines is a decoration, not text.
        static let onlyShare = 0.8
    }

    enum LineAbove {
        /// The share of the box's height, from its top, that the line above's underline and
        /// descenders reach in a paragraph set with line-height 1 (about a quarter: the font's
        /// descent over its ascent plus descent); the box's own glyphs reach below it, and its
        /// own underline lies near its bottom.
        static let topShare = 1.0 / 3.0
    }

    /// Ink no text colour found explains (`TextSeparator.unexplainedInk`).
    enum UnexplainedInk {
        /// The share of the background (the ring's colours, the frame's) that ink lies beyond
        /// toward the text, by `Candidates.minimumContrast`.
        static let reachShare = 0.9
        /// The ink's colour is the median of this share of its pixels, the strongest.
        static let coreShare = 1.0 / 3.0
        /// The ink's colour lies this many times as far toward the text as ink begins
        /// (`InkLevels.standsOut`).
        static let standOut = 3.0
        /// A page is a smooth gradient when the box's top and bottom rows step by no more than
        /// this (luma levels) from pixel to pixel (`SmoothPage`): a blur's or a gradient's do,
        /// a photo's texture does not.
        static let smoothStep = 8
        /// … in all but this share of the columns (a descender or an underline reaching them).
        static let stepShare = 0.1
        /// Within this many columns of such a step the page is not known, and nothing there is ink.
        static let roughColumns = 8
    }

    /// Glyphs of another drawn colour inside the first text's mask (`TextSeparator.drawnWithinFirst`).
    enum DrawnWithin {
        /// Parts (glyphs) of different shapes whose strongest pixels agree: one glyph's blend is
        /// chance, a word's is drawn.
        static let minimumParts = 3
        /// Pixels of that colour in each of those parts, across more than one column: a glyph
        /// drawn in it repeats it, an edge shows its strongest blend once.
        static let partCores = 2
        /// Pixels of that exact colour: as many as `OtherColours.minimumPixels` asks of a colour's text.
        static let minimumCores = 12
        /// The spread, in pixels beyond the first, those pixels must exceed across and down: a stem
        /// at partial coverage repeats one blend along a column or two.
        static let stemWidth = 2
        /// Blends of another colour's glyphs lie within this many pixels of them (lossless: the
        /// pixels beside a stroke, and one more past a mask that stops short of its lightest).
        static let blendReach = 2
        /// `inksLess` tells a paler colour from thin strokes of the first colour only when the
        /// paler one's contrast falls short of the first's by more than this share: its margin is
        /// half of it, and crossings of one colour's strokes differ by up to a tenth between glyph
        /// shapes and phases at 1×.
        static let leastContrastGap = 0.2
    }

    /// The tones of text whose colour changes across the box (`weakestTone`).
    enum TextTones {
        /// Bands of columns are as wide as the ink is tall, and at least this many pixels.
        static let minimumBand = 8
        /// A text of fewer bands is not cut: each third of it holds two bands at least, so that a
        /// band of thin letters does not decide a third's tone.
        static let minimumBands = 6
        /// A band's tone is a colour at least this many of its pixels hold exactly.
        static let minimumRepeats = 2
        /// A band holding less than this share of the median band's ink is not judged.
        static let leastInkShare = 0.5
        /// Thirds whose tones step by less than `OtherColours.distinctBy` once still fade when
        /// the ends lie farther apart than this (levels, Euclidean): three such steps. ExtraLight
        /// letters in one colour show tones up to about two steps apart, never reaching theirs.
        static let minimumFade: Int32 = 72
        /// A pixel between two of its row within this (levels, Euclidean) is wholly covered in
        /// gradient text (`coveredTone`): a gradient steps a few levels a pixel, an edge far more.
        static let coveredStep: Int32 = 8
    }

    /// Stage 7: the box's other text colours (`otherTextColours`, the `multicolour` family).
    enum OtherColours {
        /// At most this many text colours in one box, the first included.
        static let maximumColours = 3
        /// Colours nearer than this (levels, Euclidean) are one text colour.
        static let distinctBy: Int32 = 24
        /// Another colour's text has at least this many pixels apart from the text found.
        static let minimumPixels = 12
        /// Pixels of other ink a part must enclose to be an outline (a chip's border), no glyph:
        /// as many as `minimumPixels` asks of a colour's text.
        static let enclosedInk = 12
        /// An outline's pixels lie within this many of its bounds' edges: a one-pixel border at
        /// 2x and its blends.
        static let outlineWidth = 3
        /// … all but this share of them: a glyph beside the border may touch it with its edge.
        static let outlineInnerShare = 0.1
        /// At most this many exact colours the box repeats are tried as text of another colour
        /// besides the candidates (`repeatedColours`).
        static let repeatedColours = 4
        /// Pixels within this many (in x and y) of the text found hug it: its outline, shadow
        /// or anti-aliasing, not text of another colour.
        static let apartBy = 2
        /// … and this many when it lies on a blend of a found colour into the background (the
        /// thin strokes of small text are all edge: grey beside black must be a word apart).
        static let blendApartBy = 4
        /// At least this share of another colour's mask lies apart from the text found.
        static let apartShare = 0.3
        /// At least this share of what lies apart is within √`SeparationProfile.exactness` of
        /// the colour: drawn text repeats its colour in its cores, anti-aliasing spreads.
        static let coreShare = 0.05
        /// A colour within this (levels, Euclidean) of the line between a glyph colour and the
        /// background is a blend of the two: anti-aliasing, not text of its own (`isBlend`).
        static let blendWithin = 12.0
        /// Another colour's text stands on a flat background: at least this share of its ring
        /// in one colour (a link on a page, code on a chip; not a photo's tones).
        static let flatRingShare = 0.6
        /// … counting a text-shadow's pixels as the page they darken, when the page's colour
        /// itself holds at least this share of the ring (`isShadowedPage`).
        static let shadowedPageShare = 0.1
        /// At most this share of another colour's ring is within its tolerance of it: the
        /// background past text's anti-aliased edge is unlike the text (`standsOnBackground`).
        static let ringLikeShare = 0.02
        /// A part of another colour is a stronger shape's anti-aliased fringe when this share of
        /// its pixels touch one lying this many times as far from the frame's colour as it,
        /// the same way (`isFringe`).
        static let fringeShare = 0.5
        static let fringeBeyond = 1.25
        /// Another colour is tried only when the box holds this many pixels of it that touch
        /// nothing stronger (`hasCores`).
        static let minimumCores = 2
        /// A part holding text found already between its pixels along rows, this share of its
        /// own pixels or more (and `minimumPixels`), is a chip or card behind that text
        /// (`holdsText`).
        static let holdsShare = 0.1
    }

    /// Stage 7 on lossy pixels (`lossyOtherTextColours`).
    enum LossyOtherColours {
        /// Colours nearer than this (levels, Euclidean) are one text colour: JPEG reads a
        /// glyph's colour a few levels off, more than a lossless image's rounding.
        static let distinctBy: Int32 = 32
        /// Ink is this far (levels, Euclidean) from the page or farther: JPEG's ringing beside a
        /// glyph stays nearer.
        static let inkContrast = 32.0
        /// A part's colour is the median of this share of its pixels, the farthest from the page.
        static let coreShare = 0.25
        /// Another colour's text holds at least this share of the box's ink.
        static let inkShare = 0.1
        /// … or is this many separate parts or more (a breadcrumb's two "/" between its links)
        /// of `OtherColours.minimumPixels` each on average (a star field's specks are smaller).
        static let partsAlone = 2
        /// A group nearer the page than another is that group's thin strokes when this share of
        /// its pixels or more lies within `OtherColours.apartBy` of the other's.
        static let hugShare = 0.5
        /// A group within this (levels) of the line from a stronger group's colour to the page,
        /// and less than `thinReadShare` of the way from that colour, is that text's thinner
        /// glyphs (read 10–27% of the way lighter in the corpus; text of its own lies half-way).
        static let blendWithin = 16.0
        static let thinReadShare = 1.0 / 3.0
        /// The first text's mask holding this share of two groups' pixels or more holds both:
        /// its colour is a mix of theirs.
        static let mixedShare = 1.0 / 3.0
    }

    /// Stage 2: a solid block of one colour with glyphs inside is their background, not text
    /// (`TextSeparator.fillHoles`: code chips, badges, a highlighter's mark; corpus `multicolour`).
    enum Fills {
        /// A block, and the words inside it (the glyphs' mask too), hold at least this many pixels.
        static let minimumPixels = 12
        /// With its holes, a block covers this share of its bounding rectangle (a rounded
        /// rectangle does; a glyph's outline and counters about half).
        static let blockShare = 0.9
        /// Its own pixels are this share of the block: more fill than words.
        static let ownShare = 0.5
        /// A colour is a fill when blocks hold this share of its exact pixels.
        static let maskShare = 0.5
    }

    /// Chips as tall as the box's line (`TextSeparator.lineChips`).
    enum LineChips {
        /// A chip's fill reaches this many of the box's top rows and bottom rows (its edge may
        /// fall between two pixel rows).
        static let edgeRows = 2
        /// Its colour runs this many pixels along one of each: more than a glyph's stroke touching them.
        static let edgePixels = 6
        /// The page is looked for this many pixels beside a chip: past its anti-aliased edge.
        static let besideBy = 2
        /// At most this many colours are looked at (a box over a gradient repeats many along its edges).
        static let colours = 3
    }

    /// The shape of a text mask (`GlyphStrokes`): strokes of near-constant width, glyphs in a row.
    enum GlyphStrokes {
        /// No part of a text mask is deeper than this many typical strokes: joints and the
        /// crossings of strokes come to about 1.5, a flat shape or a photo's patch to far more.
        static let deepestOverStroke = 2.0
        /// Glyphs in a row: at least this many parts side by side (three letters of a word).
        static let glyphsInRow = 3
        /// Specks thinner than the strokes are told only when strokes reach this depth (px,
        /// about 3 px wide): thinner text has parts as thin as any speck.
        static let leastHalfStroke = 2.0
    }

    /// Stage 5's last step: photo detail in the text mask (`TextSeparator.dropDetailInMask`).
    enum EdgeDetail {
        /// A mask pixel with background this many pixels away or nearer (in x and y) must blend
        /// the text colour into some of it: anti-aliasing reaches a pixel past the outline, and
        /// the mask a pixel further (pixels 40% covered are text).
        static let backgroundReach = 2
        /// A colour that this many such pixels repeat exactly is drawn (another text colour's
        /// glyphs, an icon), not photo detail: a photo seldom repeats one colour so often.
        static let drawnRepeats = 12
        /// A group of mask pixels smaller than this that never holds the text colour is photo
        /// detail, when other groups hold it: specks of a photo (`corelessSpecks`); a glyph's part
        /// that never reaches its colour is a thin stroke, longer than this.
        static let speckBelow = 7
        /// A JPEG's background found flat whose mask held this many pixels of specks apart from
        /// the strokes is a star field (`TextSeparator.withSpecks`): a flat page's noise leaves a
        /// few at most.
        static let speckledPixels = 8
        /// A part of the mask that never holds the text colour is photo detail, whatever its size,
        /// beside strokes whose ridge is at least this deep (px): more than one pixel, strokes
        /// wider than the two pixels a stroke too thin to reach its colour spans (`corelessParts`).
        static let corelessPartsHalfStroke = 2.0.squareRoot()
        /// Mask pixels off the text colour that fill a square this many pixels a side are a patch
        /// of the photo (`colourPatches`): anti-aliasing is one pixel deep along an outline, and a
        /// stroke too thin to reach its colour at most two pixels across.
        static let patchSide = 3
        /// A mask pixel off the text colour that this share of the text colour, blended into any
        /// background beside it, does not reach is background (`HalfCover`): as the corpus's truth
        /// counts text, a pixel at least half covered by the glyphs.
        static let leastCover = 0.5
    }

    /// Stage 5: mask pixels beyond the text colour (`TextSeparator.dropPastTextColour`).
    enum BeyondText {
        /// A pixel this many levels past the text colour, along the axis from the background, is
        /// beyond it: a lossless glyph's blends never pass its colour, and 12 is the exact cores'
        /// own spread (`Candidates.exactWithin`).
        static let leastLevels = 12
        /// Text and background nearer than this (levels) give no axis to be beyond along.
        static let leastAxis = 32
    }

    /// Stage 6: the ring and the background each of its pixels stands for.
    enum Ring {
        /// In a JPEG, pixels within √this (squared) of the glyphs are the anti-aliased edge, or
        /// may be: compression smears edges two or three pixels out (`EdgeRule.pastBlends`).
        static let edge: Int32 = 8
        /// Pixels within √this (squared) of the glyphs, their 8-neighbourhood, are the edge if
        /// any is: all that anti-aliasing covers in a lossless image (`EdgeRule.besideGlyphs`),
        /// always edge in a JPEG.
        static let alwaysEdge: Int32 = 2
        /// The walk past the edge takes at most this many steps outward.
        static let walkSteps = 3
        /// The distance field reaches at least this far (px) beyond the text, however small the
        /// ring: the walk steps up to `walkSteps` past the edge (√8) and looks at neighbours.
        static let minimumFieldReach = 6
        /// The box's window keeps this many pixels beyond the field's reach: the walk's last
        /// steps and their neighbours.
        static let windowMargin = 4
        /// A pixel this far inside the box's frame (px) cannot reach its two outermost rows and
        /// columns in `walkSteps` steps.
        static let frameInset = 5
        /// A frame pixel within √this (squared) of the glyphs may be a cut glyph's edge.
        static let cutGlyphEdge: Int32 = 4
        /// A colour mixes text and background when it lies at least this share of the way
        /// from the background to the text …
        static let blendLeast = 0.1
        /// … at most this share (a little overshoot from sharpening) …
        static let blendMost = 1.05
        /// … and off the line between them by at most √this of the contrast (a quarter).
        static let blendOffLine = 0.0625
        /// A glyph core the text mask left out lies at most this share of the way from the
        /// background to the text colour's estimate: strokes thinner than a pixel leave the
        /// estimate short of their darkest pixel by a sixth of the contrast, seldom more
        /// (`EdgeWalk.isLostCore`).
        static let lostCoreMost = 1.5
        /// … and runs along the glyph: a pixel beside it, next to it, lies at least this share of
        /// the way (a lone star or speck does not).
        static let lostCoreRun = 0.9
        /// Over a photo, a pixel past the edge less than this share of the way to the text colour
        /// is no text by the truth's count (half covered) and may be a stroke too faint for the
        /// mask (`EdgeWalk.pastFaintStroke`) …
        static let faintStrokeMost = 0.5
        /// … when the stems are narrower than this (px): only then can a stem straddling two
        /// columns leave both under half covered (a regular face at 1× up to 11 pt), each holding
        /// more than the stem's width less a half (`EdgeWalk.faintStrokeLeast`).
        static let faintStrokeStem = 1.0
        /// Text and background closer than √this (squared) blend into nothing telling.
        static let blendMinimumSpan = 64.0
        /// Over a flat JPEG background, the ring's colours take this many median passes after
        /// the first (JPEG's ±15 levels at quality 75; one median leaves about half).
        static let flatBackgroundPasses = 2
        /// JPEG moves a pixel next to an edge by at most this share of the edge's step (the
        /// corpus's JPEG copies at quality 70–90: 99.99 % of pixels stay within a quarter of
        /// their 8×8 block's range, all within half): a colour further off the segment from
        /// the background to the text, or past its ends, is photo detail (`ringingExplains`).
        static let ringingShare = 0.35
        /// … and by this much (squared) anywhere: compression noise of a flat background.
        static let ringingFloor: Int32 = 24 * 24
    }
}
