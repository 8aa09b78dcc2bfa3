import LegibleColour
import LegiblePixels

/// A separated region ready to be measured under every variant: its ring's distinct colours,
/// where those pixels lie, and what the region must reach.
///
/// The audit measures it once with the colours separation found. Fix suggestions measure it
/// again with the text colour, or the ring's colours, changed (`measure(text:keys:)` with
/// recoloured keys) — through the same statistics, so a suggestion passes exactly when the
/// audit would pass those pixels.
struct MeasuredRing {
    /// The ring's distinct colours with their pixels; keys inside media carry `RingColours.mediaFlag`.
    let ring: RingColours
    /// Per ring position, its index in the box's window (`Separation.ring`).
    let positions: [Int]
    /// The window the positions index, in image pixels (`BoxPixels.window`).
    let window: PixelRect
    /// The manifest marks the region as media (`"media": true`): Smart Invert leaves it whole,
    /// text and ring. Any other label's own colours invert, over media too.
    let keptWhole: Bool
    let requirement: Requirement
    let options: AuditOptions
    /// Every variant measured or gated, the original first (`RegionMeasurer.transforms`).
    let transforms: [(Variant, ColourTransform)]
    /// Whether some ring pixel lies inside a media region (its key then carries the flag).
    let flagged: Bool
    /// Filled when a variant first needs it, then shared by every measurement of this ring
    /// (`RingColours.PairTable`: its entries are checked before they are believed).
    let pairs = RingColours.PairTable()

    /// The ring around the glyphs of one text colour (`Separation.parts`).
    init(part: Separation.TextPart, pixels: BoxPixels, mediaRects: [PixelRect], keptWhole: Bool,
         requirement: Requirement, options: AuditOptions, transforms: [(Variant, ColourTransform)]) {
        let inMedia = mediaRects.isEmpty ? nil : part.ring.map { i in
            let p = pixels.point(i)
            return mediaRects.contains { $0.contains(x: p.x, y: p.y) }
        }
        // The original variant measures the keys as they are: checked in debug builds (tests).
        assert(part.ringColours.allSatisfy { $0 >> 24 == 0 }, "ring colours carry a flag")
        ring = RingColours(part.ringColours, inMedia: inMedia)
        flagged = inMedia != nil
        positions = part.ring
        window = pixels.window
        self.keptWhole = keptWhole
        self.requirement = requirement
        self.options = options
        self.transforms = transforms
    }

    /// A ring of one colour at one pixel: a text/background pair checked outside any screenshot.
    init(background: RGB8, requirement: Requirement, options: AuditOptions, transforms: [(Variant, ColourTransform)]) {
        ring = RingColours([background.packed], inMedia: nil)
        positions = [0]
        window = PixelRect(x: 0, y: 0, width: 1, height: 1)
        keptWhole = false
        flagged = false
        self.requirement = requirement
        self.options = options
        self.transforms = transforms
    }

    /// The figures of every variant the audit measures, for `text` over ring colours `keys`
    /// (`ring.keys`, or the same keys recoloured, their media flags kept).
    /// `gated` holds the figures of every gated variant, for the suggestion search.
    func measure(text: RGB8, keys: [UInt32]) -> Figures {
        var gatedFailure = false
        var gated: [VariantMeasurement] = []
        // `transforms` starts with the original, which is always kept.
        var measured: [VariantMeasurement] = []
        measured.reserveCapacity(transforms.count)
        var seen = SeenRings(keys: keys, flagged: flagged, keptWhole: keptWhole)
        for (variant, transform) in transforms {
            let measurement = self.measure(text: text, variant: variant, transform: transform,
                                           seenRing: seen.keys(as: variant, by: transform))
            if variant == .original || options.variants.contains(variant) { measured.append(measurement) }
            if options.gate.contains(variant) {
                gated.append(measurement)
                if !measurement.pass { gatedFailure = true }
            }
        }
        return (measured[0], Array(measured.dropFirst()), gated, !gatedFailure)
    }

    /// One variant's figures for `text` over `seenRing`, the ring's keys as the variant sees
    /// them (`SeenRings`); `figures` says which are needed (`RingStatistics.Figures`).
    func measure(text: RGB8, variant: Variant, transform: ColourTransform, seenRing: [UInt32],
                 figures: RingStatistics.Figures = .all) -> VariantMeasurement {
        let seenText = self.seenText(text, variant: variant, transform: transform)
        // Monochromacy sees a photo's thousands of colours as a few hundred greys: each is measured once.
        let grouped = transform.isLinearLight ? ring.grouped(bySeen: seenRing, pairs: pairs) : nil
        let stats = RingStatistics(text: seenText, seen: grouped?.seen ?? seenRing, ring: grouped?.ring ?? ring,
                                   percentile: options.percentile, figures: figures)
        let wcag = WCAGFigures(ratio: stats.wcagWorst, median: stats.wcagMedian, required: requirement.wcag)
        let apca = APCAFigures(lc: stats.apcaWorst, median: stats.apcaMedian, required: requirement.apca)
        let pass = requirement.passes(wcag: stats.wcagWorst, apca: stats.apcaWorst, metric: options.metric)
        return VariantMeasurement(variant: variant, foreground: seenText, background: seenRing[stats.worstColour].unpackedRGB,
                                  wcag: wcag, apca: apca, worstPoint: point(atRingIndex: stats.worstRingIndex), pass: pass)
    }

    /// One text colour's figures under every variant measured (`original`, `others`) and
    /// gated (`gated`), and its gated verdict.
    typealias Figures = (original: VariantMeasurement, others: [VariantMeasurement], gated: [VariantMeasurement], pass: Bool)

    /// The text colour as `variant` sees it: Smart Invert leaves a region kept whole alone.
    @inline(__always)
    func seenText(_ text: RGB8, variant: Variant, transform: ColourTransform) -> RGB8 {
        SeenRings.unchanged(variant, keptWhole: keptWhole) ? text : transform.apply(text)
    }

    /// The image pixel of a ring position.
    func point(atRingIndex index: Int) -> PixelPoint {
        let i = positions[index]
        return PixelPoint(x: window.x + i % window.width, y: window.y + i / window.width)
    }
}

/// One set of ring keys as each variant sees them, transformed on first use; linear-light
/// variants share the keys decoded once.
struct SeenRings {
    let keys: [UInt32]
    /// Whether keys may carry `RingColours.mediaFlag`.
    let flagged: Bool
    /// Smart Invert leaves the region whole (`MeasuredRing.keptWhole`).
    let keptWhole: Bool
    /// Decoded to linear light once, for every linear-light variant (a ring of one colour
    /// decodes it in passing).
    private var linear: LinearColours?

    init(keys: [UInt32], flagged: Bool, keptWhole: Bool) {
        self.keys = keys
        self.flagged = flagged
        self.keptWhole = keptWhole
    }

    /// Whether `variant` sees the region as it is: the original, and Smart Invert over a region
    /// that is media.
    static func unchanged(_ variant: Variant, keptWhole: Bool) -> Bool {
        variant == .original || (variant == .smartInvert && keptWhole)
    }

    /// The keys as `variant` sees them: the original (and Smart Invert over a region kept whole)
    /// sees them as they are, their media flags cleared; Smart Invert leaves the flagged ones alone.
    mutating func keys(as variant: Variant, by transform: ColourTransform) -> [UInt32] {
        if Self.unchanged(variant, keptWhole: keptWhole) {
            return flagged ? keys.map { $0 & 0xFF_FFFF } : keys
        }
        if transform.isLinearLight && linear == nil && keys.count > 1 {
            linear = keys.withUnsafeBufferPointer { LinearColours(packed: $0) }
        }
        return RegionMeasurer.transformed(keys, by: transform, keepingMedia: variant == .smartInvert, linear: linear)
    }
}
