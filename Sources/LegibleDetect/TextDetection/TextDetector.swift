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
        detection(in: raster, options: options).lines
    }

    /// The lines of text, top to bottom, and the solid icon-like shapes that stand alone.
    public static func detection(in raster: Raster, options: TextDetectorOptions = TextDetectorOptions()) -> Detection {
        detection(in: DetectPlane.channels(of: raster), options: options)
    }

    /// What the red, green and blue planes of an image hold (a caller that is done with the
    /// raster releases it first: at full size the planes are all the detector needs).
    static func detection(in planes: [DetectPlane], options: TextDetectorOptions) -> Detection {
        let found = candidates(in: planes, options: options)
        let merged = TextLineGrouping.merged(found.lines, options: options)
        let kept = PieceJoin.spanned(LineEvidence.kept(PieceJoin.joined(merged, in: planes, options: options),
                                                       in: planes, options: options), options: options)
        let lines = LineContinuation.extended(kept, in: planes, options: options)
            .sorted { ($0.ink.y, $0.ink.x) < ($1.ink.y, $1.ink.x) }
        let shapes = SolidShapes.kept(found.shapes, besides: lines, options: options)
            .sorted { ($0.ink.y, $0.ink.x) < ($1.ink.y, $1.ink.x) }
        return Detection(lines: lines, shapes: shapes)
    }

    /// Every line found at any pyramid level, in any channel and polarity, that stands out from
    /// its surroundings (the same text is usually found several times), and every solid shape.
    static func candidates(in full: [DetectPlane], options: TextDetectorOptions) -> Detection {
        var planes = full
        var found = Detection(lines: [], shapes: [])
        for level in 0..<options.levels {
            if level > 0 { planes = planes.map { $0.halved() } }
            guard planes[0].width > 4 * options.radius, planes[0].height > 4 * options.radius else { break }
            // One channel and one polarity at a time: in each, the strokes of a line are all
            // brighter or all darker than their background. Mixing channels would mix polarities
            // (green on red is darker in red, brighter in green) and fill the gaps between glyphs.
            for plane in planes {
                for dark in [true, false] {
                    let search = planeSearch(plane, dark: dark, level: level, colours: planes, options: options)
                    // A candidate that could not be reported must not displace one that could.
                    found.lines += LineEvidence.kept(search.groups.compactMap { group in
                        measured(group.detectedLine(level: level, darkText: dark), in: full, options: options)
                    }, in: full, options: options)
                    found.shapes += search.shapes.compactMap {
                        SolidShapes.measured($0, level: level, dark: dark, in: full, options: options)
                    }
                }
            }
        }
        return found
    }

    /// What one plane and polarity at one level holds: the groups of glyph components that
    /// look like lines, and the components that may be solid shapes.
    struct PlaneSearch {
        var groups: [TextLineGrouping.Group]
        var shapes: [GlyphComponent]
    }

    static func planeSearch(_ plane: DetectPlane, dark: Bool, level: Int, colours planes: [DetectPlane],
                            options: TextDetectorOptions) -> PlaneSearch {
        let response = dark ? Morphology.blackTopHat(plane, radius: options.radius)
                            : Morphology.topHat(plane, radius: options.radius)
        let noise = NoiseFloor(response: response, tile: options.tile)
        let floor = { (x: Int, y: Int) in Int(noise.threshold(x: x, y: y, options: options)) }
        let labelled = GlyphComponent.labelled(response: response, threshold: floor)
        let range = level == 0 ? options.heightRangeAtFullSize : options.heightRangeCoarser
        let cores = StrokeCores.refined(labelled, response: response, threshold: floor, options: options)
        func coloured(_ found: [GlyphComponent]) -> [GlyphComponent] {
            found.map { component in
                var component = component
                let x = component.peakX, y = component.peakY
                component.inkColour = RGB8(r: planes[0][x, y], g: planes[1][x, y], b: planes[2][x, y])
                component.threshold = noise.threshold(x: x, y: y, options: options)
                return component
            }
        }
        let components = coloured(labelled.components)
        let groups = TextLineGrouping.lines(components, heights: range, coarse: level > 0, options: options)
            + (cores.map { TextLineGrouping.lines(coloured($0), heights: range, coarse: level > 0, options: options) } ?? [])
        return PlaneSearch(groups: groups, shapes: SolidShapes.candidates(components, options: options))
    }

    /// The line with its surroundings and strokes measured at full size, or nil when it does
    /// not look like text there: its ink must stand out from the background around it, and its
    /// strokes must be thin for its height (photo detail that passes for glyphs is mostly blobs
    /// and bands as thick as they are tall). Its box is first trimmed to its ink: over texture,
    /// found at a coarser level (a box of whole level pixels, with the halo halving blurs around
    /// the glyphs), or on a flat fill where a JPEG rings around the glyphs.
    static func measured(_ candidate: DetectedLine, in full: [DetectPlane], options: TextDetectorOptions) -> DetectedLine? {
        var line = surrounded(candidate, in: full)
        guard standsOut(line, options: options) else { return nil }
        let flat = line.threshold <= options.minimumResponse && line.level == 0
        line = surrounded(InkTrim.trimmed(line, in: full, options: options, onAFlatFill: flat), in: full)
        line.strokeWidth = StrokeWeight.strokeWidth(of: line, in: full)
        guard line.strokeWidth <= options.thickestStroke * Double(line.ink.height) else { return nil }
        line.fontWeight = StrokeWeight.fontWeight(of: line, options: options)
        return line
    }

    /// The line with the colour and spread of the background just around it, and its contrast.
    static func surrounded(_ line: DetectedLine, in full: [DetectPlane]) -> DetectedLine {
        var line = line
        let surround = LineSurround(around: line.ink, in: full)
        line.background = surround.colour
        line.backgroundSpread = surround.spread
        line.contrast = LineSurround.difference(line.inkColour, surround.colour)
        return line
    }

    /// Text differs from the background around it by well more than the noise its glyphs had to
    /// beat; texture and photo detail mostly have the colour of what surrounds them. A short
    /// word, which texture imitates more easily, must stand out further — but for two glyphs on
    /// a flat fill.
    static func standsOut(_ line: DetectedLine, options: TextDetectorOptions) -> Bool {
        let factors = options.surroundFactors
        var factor = factors[min(line.glyphs, factors.count) - 1]
        // On a flat fill no texture imitates a word: two glyphs there need what three need.
        if line.glyphs == 2, onAFlatFill(line, options: options) { factor = min(factor, factors[2]) }
        guard Double(line.contrast) >= factor * Double(noiseToBeat(line, options: options)) else { return false }
        // One or two glyphs over a background that varies more than they differ from it are
        // more often a fleck of a photo than a word.
        return line.glyphs > options.shortWord || Double(line.backgroundSpread) <= options.shortWordSpread * Double(line.contrast)
    }

    /// Whether nothing around the line responds (its threshold is the floor) and the frame just
    /// outside it hardly varies: rendered fills, not photos or JPEG blocks.
    static func onAFlatFill(_ line: DetectedLine, options: TextDetectorOptions) -> Bool {
        line.threshold <= options.minimumResponse && line.backgroundSpread <= options.flatFillSpread
    }

    /// The noise a line's ink must stand out from: the threshold its glyphs had to reach — or,
    /// for a line of several glyphs, how much the background just around it varies, when that
    /// is less. The threshold comes from the tiles around the line (48 px and more): over JPEG
    /// blocks and busy photos it can be several times what the line's own frame holds, and a
    /// word whose ink lies well beyond everything its frame holds is not texture.
    static func noiseToBeat(_ line: DetectedLine, options: TextDetectorOptions) -> Int {
        guard line.glyphs > options.shortWord else { return line.threshold }
        return min(line.threshold, max(options.minimumResponse, line.backgroundSpread))
    }
}
