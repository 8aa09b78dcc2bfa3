import LegibleColour
import LegiblePixels

/// Measures one region of an opaque sRGB raster under every requested variant.
struct RegionMeasurer: Sendable {
    var options: AuditOptions
    /// Transforms for each variant, built once per audit.
    var transforms: [(Variant, ColourTransform)]
    /// Smart Invert leaves these image rectangles (photos, video) alone.
    var mediaRects: [PixelRect]
    /// How the raster's file stored its pixels (lossless, or JPEG), which separation allows for.
    var profile: SeparationProfile

    /// - Parameter lossy: the raster came from a lossy file (JPEG).
    init(options: AuditOptions, mediaRects: [PixelRect], lossy: Bool = false) {
        self.options = options
        self.mediaRects = mediaRects
        profile = .forPixels(lossy: lossy)
        var variants = [Variant.original]
        for v in options.variants + options.gate where !variants.contains(v) { variants.append(v) }
        transforms = variants.map { ($0, ColourTransform($0, severity: options.severity)) }
    }

    /// Measures `region` on a raster whose pixels under it are opaque (composited).
    func measure(_ region: Region, scale: Double, in raster: Raster) -> RegionResult {
        raster.withView { measure(region, scale: scale, in: $0, onlyIfOpaque: false)! }
    }

    /// The same on a view of opaque pixels: only the rows of the region's box are read, so a
    /// region can be measured as soon as the decoder has finished them.
    func measure(_ region: Region, scale: Double, in view: RasterView) -> RegionResult {
        measure(region, scale: scale, in: view, onlyIfOpaque: false)!
    }

    /// Measures `region`, or returns nil when a pixel under its box is not fully opaque: the
    /// raster must then be composited over the screen's backdrop first. Finding out costs
    /// nothing extra: the box's pixels are all read to copy them anyway.
    func measureIfOpaque(_ region: Region, scale: Double, in raster: Raster) -> RegionResult? {
        raster.withView { measure(region, scale: scale, in: $0, onlyIfOpaque: true) }
    }

    private func measure(_ region: Region, scale: Double, in raster: RasterView, onlyIfOpaque: Bool) -> RegionResult? {
        let level = options.level ?? region.level
        var requirement = Requirement(region: region, level: level)
        var warnings: [RegionWarning] = region.note.map { [.detection($0)] } ?? []
        let box = region.pixelBox(scale: scale).intersection(raster.bounds)
        func result(_ outcome: RegionOutcome, plan: InversionPlan? = nil) -> RegionResult {
            RegionResult(id: region.id, text: region.text, kind: region.kind, source: region.source, box: box,
                         fontSize: region.fontSize, fontWeight: region.fontWeight, level: level,
                         largeText: requirement.largeText, outcome: outcome, warnings: warnings, media: region.media,
                         inversion: plan ?? (region.media ? .keepBox(box) : nil))
        }

        // A ring wider than the box reaches nothing more; the clamp also keeps odd divisors from
        // overflowing the distance arithmetic.
        let reach = min(Double(max(box.width, box.height)), (Double(box.height) / options.ringDivisor).rounded())
        let radius = max(2, reach.isFinite ? Int(reach) : max(box.width, box.height))
        // As far as the ring's distance field reaches, and the edge walk's steps past it and
        // their neighbours.
        let margin = TextSeparator.fieldReach(ringRadius: radius) + SeparationTuning.Ring.windowMargin
        let overMedia = region.media || mediaRects.contains { !$0.intersection(box).isEmpty }
        let separator = TextSeparator(hint: region.foreground, ringRadius: radius, solidShapes: region.kind == .nonText,
                                      profile: profile, stemWidth: region.stemWidth(scale: scale),
                                      statedFont: region.statedFont(scale: scale), overMedia: overMedia)
        var inBox = BoxPixels(view: raster, rect: box, margin: margin)
        // Whether glyphs on the box's top or bottom row are cut or end there (an exact box).
        inBox.rowsPast = RowsPastTheBox(around: box, in: raster)
        if onlyIfOpaque && !inBox.opaque { return nil }
        // A box whose cut glyphs own its frame is read again past it (`BeyondTheBox`).
        let (pixels, separated) = BeyondTheBox.separate(inBox, of: raster, windowMargin: margin, by: separator)
        if onlyIfOpaque && !pixels.opaque { return nil }
        let separation: Separation
        switch separated {
        case .failure(let failure):
            return result(.indeterminate(reason: IndeterminateReason(failure)))
        case .success(let found):
            // Over media, a band of the text's colour crossing the box is background (`CrossingBands`).
            separation = overMedia && pixels.rect == box
                ? CrossingBands.applied(to: found, pixels: pixels, raster: raster, ringRadius: radius) : found
        }
        if let check = separation.fontCheck, check.contradicted, let size = region.fontSize {
            warnings.append(.glyphSizeContradicted(fontSize: size, scale: scale, factor: check.factor))
            requirement = Self.requirement(region, level: level, glyphsOver: check.factor)
        }

        // Every text colour is measured against the ring around its own glyphs; the worst governs.
        let parts = separation.parts.map { part in
            (part, MeasuredRing(part: part, pixels: pixels, mediaRects: mediaRects, keptWhole: region.media,
                                requirement: requirement, options: options, transforms: transforms))
        }
        let figures = parts.map { part, ring in ring.measure(text: part.textColour, keys: ring.ring.keys) }
        var measurement = RegionMeasurement(figures: figures)
        // Read short of its colour, a mark that fails may only be fainter than drawn: no verdict.
        if separation.readShortOfColour && !measurement.pass { return result(.indeterminate(reason: .indistinguishable)) }
        measurement.textPixels = parts.reduce(0) { $0 + $1.0.textPixelCount }
        measurement.ringPixels = parts.reduce(0) { $0 + $1.0.ring.count }
        // Suggestions change the colour that fails (the worst of those that do).
        if !measurement.pass && options.suggestions,
           let k = figures.indices.filter({ !figures[$0].pass }).min(by: { figures[$0].original.wcag.ratio < figures[$1].original.wcag.ratio }) {
            let (part, ring) = parts[k]
            let search = SuggestionSearch(ring: ring, text: part.textColour, measured: figures[k].gated)
            measurement.suggestions = search.suggestions { background in
                RegionLayers(box: box, window: pixels.window, textMask: part.textMask, ring: part.ring,
                             ringKeys: part.ringColours, textColour: part.textColour, background: background)
            }
            // A size the glyphs contradict is no basis for a larger one.
            if TextSizeSearch.applies(to: region, metric: options.metric), separation.fontCheck?.contradicted != true {
                TextSizeSearch(region: region, level: level, metric: options.metric)
                    .add(to: &measurement.suggestions, measured: figures.flatMap(\.gated))
            }
        }
        return result(.measured(measurement), plan: inversionPlan(region, box: box, separation: separation, pixels: pixels))
    }

    /// What `region` must reach when its glyphs are `factor` times the size its font predicts:
    /// glyphs smaller than stated are held to the size they show (large text must look large);
    /// larger ones to the size stated (more likely the scale is wrong than the size).
    static func requirement(_ region: Region, level: ConformanceLevel, glyphsOver factor: Double) -> Requirement {
        var shown = region
        if factor < 1, let size = region.fontSize { shown.fontSize = size * factor }
        return Requirement(region: shown, level: level)
    }

    /// Distinct ring colours (`RingColours.keys`) as seen under a variant; with `keepingMedia`,
    /// those flagged as inside media stay as they are. Linear-light transforms start from
    /// `linear` (the keys decoded) when given.
    static func transformed(_ keys: [UInt32], by transform: ColourTransform, keepingMedia: Bool,
                            linear: LinearColours? = nil) -> [UInt32] {
        let m = keys.count
        guard m > 0 else { return [] }
        if m == 1 {
            // One colour, as behind most labels: the scalar face (the same codes), and the keys
            // themselves when they are seen as they are (white under every simulation).
            let key = keys[0]
            let seen = keepingMedia && key & RingColours.mediaFlag != 0
                ? key & 0xFF_FFFF : transform.apply(key.unpackedRGB).packed
            return seen == key ? keys : [seen]
        }
        var seen = PackedColours.transformed(keys, by: transform, linear: linear)
        if keepingMedia {
            for i in 0..<m where keys[i] & RingColours.mediaFlag != 0 { seen[i] = keys[i] & 0xFF_FFFF }
        }
        return seen
    }
}

extension RegionMeasurement {
    /// The measurement of a box whose text colours measured `figures` (one each, the first
    /// colour first): under every variant the worst colour governs, a failing one before a
    /// passing one; the box passes when every colour does. Pixel counts are left to the caller.
    init(figures: [MeasuredRing.Figures]) {
        func worst(_ each: [VariantMeasurement]) -> VariantMeasurement {
            each.dropFirst().reduce(each[0]) { a, b in
                a.pass != b.pass ? (a.pass ? b : a) : (b.wcag.ratio < a.wcag.ratio ? b : a)
            }
        }
        let first = figures[0]
        self.init(original: worst(figures.map(\.original)),
                  otherVariants: first.others.indices.map { v in worst(figures.map { $0.others[v] }) },
                  pass: figures.allSatisfy(\.pass), colours: figures.count > 1 ? figures.map(\.original) : [])
    }
}
