import LegiblePixels

private typealias Tuning = SeparationTuning.Candidates
private typealias Choice = SeparationTuning.ChosenColour

/// A colour that may be the text's, with the evidence for it.
struct Candidate: Sendable {
    var colour: UInt32
    var tolerance: Int32
    var score: Double
    /// The share of its pixels within two or so levels of the colour: one exact colour is text-like.
    var purity: Double
    /// The share of the box's frame in its colour: background owns the frame, text seldom does.
    var frameShare: Double
    /// The colours two pixels outward from the candidate's outline.
    var outward: [UInt32]
    /// The colour the manifest's hint names, the box holding pixels of about it (`candidates(in:)`):
    /// a handful of its pixels are text, however large the box and however impure they are.
    var hinted = false

    /// The fraction of `samples` within `other`'s tolerance of its colour.
    func share(of samples: [UInt32], near other: Candidate) -> Double {
        let limit = other.tolerance * other.tolerance
        let hits = samples.reduce(0) { $0 + (colourDistanceSquared($1, other.colour) <= limit ? 1 : 0) }
        return Double(hits) / Double(max(1, samples.count))
    }
}

extension TextSeparator {
    /// Stage 1: the candidate text colours of the box, scored, best first (`scoredCandidates`):
    /// the peaks of its histogram (`candidateColours`) and the manifest's hint. The hint is
    /// trusted when the box really holds pixels of about that colour: the nearest peak within
    /// `SeparationTuning.Candidates.hintWithin` is then the only candidate, and a handful of its
    /// pixels are text however large the box (separator dots beside a link of another colour);
    /// else the hint is scored first among the peaks.
    func candidates(in view: BoxView) -> [Candidate] {
        var histogram: [Int32] = []
        var sampled: [UInt32]?
        var candidates = candidateColours(view.pixels, box: view.box, histogram: &histogram, sampled: &sampled)
        var trusted = false
        if let hint {
            if let near = candidates.min(by: { colourDistanceSquared($0, hint.packed) < colourDistanceSquared($1, hint.packed) }),
               colourDistanceSquared(near, hint.packed) <= Tuning.hintWithin * Tuning.hintWithin {
                candidates = [near]
                trusted = true
            } else {
                candidates.insert(hint.packed, at: 0)
            }
        }
        var shared = CandidateScan.Shared(histogram: histogram, sampled: sampled)
        var scored = scoredCandidates(candidates, pixels: view.pixels, box: view.box, shared: &shared, trustedHint: trusted)
        for k in scored.indices { scored[k].hinted = trusted }
        return scored
    }

    /// How far a pixel may lie from a candidate colour `contrast` away from the frame's and still
    /// count as it: half-way to the background, so pixels mostly covered by a glyph count.
    static func tolerance(ofContrast contrast: Double) -> Int32 {
        Int32(max(Tuning.minimumTolerance, (Tuning.toleranceShare * contrast).rounded()))
    }

    /// A candidate colour counted (`counted`) but not yet scored: its steps outward wait.
    struct Counted {
        var colour: UInt32
        var tolerance: Int32
        var frameShare: Double, offFrame: Double, distinct: Double
        /// Sampled pixels within the tolerance, the exact ones, and the sampled pixels.
        var area: Int, exact: Int, sampled: Int
        var scan: CandidateScan

        /// The most it can score: its share and purity as counted, as sharp as `sharpest`.
        func ceiling(sharpest: Double) -> Double {
            TextSeparator.score(sharpness: sharpest, share: Double(area) / Double(sampled), offFrame: offFrame,
                                purity: Double(exact) / Double(area), distinct: distinct)
        }
    }

    /// The first half of scoring a candidate text colour: its tolerance, frame share and area,
    /// counted; nil when these show it cannot be the text. `scored` finishes it.
    ///
    /// The box's pixels outside its window are the frame colour, which no candidate's
    /// tolerance reaches: they count towards the box's size and nothing else.
    ///
    /// - Parameters:
    ///   - shared: what every candidate of the box reads (its frame pixels, its sampling grid);
    ///     made by the first candidate that needs it, and kept for the others.
    ///   - trustedHint: the colour is the one the manifest states and the box holds: its area
    ///     need not grow with the box's.
    func counted(_ colour: UInt32, pixels: UnsafeBufferPointer<UInt32>, box: BoxPixels,
                 shared: inout CandidateScan.Shared, trustedHint: Bool = false) -> Counted? {
        let w = box.width, h = box.height
        let n = box.rect.area
        let contrast = Double(colourDistanceSquared(colour, box.frameColour)).squareRoot()
        guard contrast >= Tuning.minimumContrast else { return nil }
        let tolerance = Self.tolerance(ofContrast: contrast)
        let limit = tolerance * tolerance
        let (stride, firstX, firstY) = Self.scoringGrid(box)
        // Background owns the frame: a colour holding half of it is not the text, and the frame
        // is cheap to look at before the whole window.
        if shared.frame == nil { shared.frame = box.frameInWindow.map { pixels[$0] } }
        let onFrame = shared.frame.map { CandidateScan.countNear(colour, limit: limit, in: $0) } ?? 0
        let frameShare = Double(onFrame) / Double(box.frameCount)
        guard frameShare <= Tuning.maximumFrameShare else { return nil }
        let offFrame = max(0, 1 - Tuning.frameSharePenalty * frameShare)
        // A colour close to what the box's frame mostly shows is the background's, whatever its
        // shape: text differs from its background by definition.
        let distinct = min(1, contrast / Tuning.distinctContrast)
        // Too few of the scored pixels can come near enough, by the histogram of them: the
        // area test below would fail, and the scan is skipped. The colour's own bin (usually a
        // peak) mostly settles it; the sums by bin are made for the first colour it does not.
        let minimumArea = trustedHint ? Tuning.minimumAreaPixels : Self.minimumArea(ofBox: n)
        let needed = (minimumArea + stride * stride - 1) / (stride * stride)
        if Int(shared.histogram[ColourHistogram.bin(colour)]) < needed {
            if shared.binSums == nil { shared.binSums = CandidateScan.BinSums(shared.histogram) }
            if let sums = shared.binSums, !sums.mayHold(needed, near: colour, limit: limit) { return nil }
        }
        let sampled = ((box.rect.width + stride - 1) / stride) * ((box.rect.height + stride - 1) / stride)
        if stride == 2 && shared.grid == nil {
            shared.grid = shared.sampled.map { CandidateScan.Grid(sampled: $0, width: w, height: h, firstX: firstX, firstY: firstY) }
                ?? CandidateScan.Grid(pixels, width: w, height: h, firstX: firstX, firstY: firstY)
        }
        // Rows of the frame's colour hold nothing near it (its contrast exceeds the tolerance).
        let scan = CandidateScan(counting: colour, limit: limit, pixels: pixels, width: w, height: h, stride: stride,
                                 firstX: firstX, firstY: firstY, grid: shared.grid, rows: box.active.map { $0.y..<$0.maxY })
        let area = scan.area
        // Glyphs cover a few per cent of even a loose box; a handful of pixels is noise.
        guard area * stride * stride >= minimumArea, Double(area) / Double(sampled) <= Tuning.maximumAreaShare else {
            return nil
        }
        return Counted(colour: colour, tolerance: tolerance, frameShare: frameShare, offFrame: offFrame, distinct: distinct,
                       area: area, exact: scan.exact, sampled: sampled, scan: scan)
    }

    /// Scores a counted candidate colour from its steps outward, taken now; nil when it cannot
    /// be the text.
    func scored(_ counted: Counted) -> Candidate? {
        var scan = counted.scan
        scan.takeSteps()
        let outward = scan.outward
        guard !outward.isEmpty else { return nil }
        let colour = counted.colour, area = counted.area
        let sharpness = Double(medianDistanceSquared(outward, from: colour)).squareRoot()
        // Two pixels out is past the anti-aliasing of small text; large text blurs a little
        // further, so the step must be clearly larger than the tolerance, not twice it.
        guard sharpness >= Tuning.sharpnessOverTolerance * Double(counted.tolerance) else { return nil }
        let share = Double(area) / Double(counted.sampled)
        // Text is drawn in one colour, so its cores repeat it almost exactly; a gradient band
        // or a photo patch spreads over many colours.
        let purity = Double(counted.exact) / Double(area)
        let score = Self.score(sharpness: sharpness, share: share, offFrame: counted.offFrame, purity: purity,
                               distinct: counted.distinct)
        return Candidate(colour: colour, tolerance: counted.tolerance, score: score, purity: purity,
                         frameShare: counted.frameShare, outward: outward)
    }

    /// Scores candidate colours, best first (ties in their order); those that cannot be the
    /// text are left out, and so are those that cannot score a quarter of the best
    /// (`SeparationTuning.ChosenColour.rivalScoreShare`): `separate` never takes them
    /// (`runnerUpIsText` and `drawnRatherThanPhotographed` want that share of the best, and a
    /// runner-up after one would score less). Nor are those that cannot reach the second best so
    /// far, but for pure colours (`drawnPurity`: `drawnRatherThanPhotographed` may take one over
    /// an impure best) that no pure colour found outscores, and for colours with pure cores when
    /// the profile looks for other text colours (stage 7 reads them all): `scored[0]`,
    /// `scored[1]` and the pure colour `separate` may take stay those of scoring every candidate.
    ///
    /// All are counted first; the steps outward, most of the work, are taken from the most
    /// promising first, so that the best found early spares the others theirs: a colour whose
    /// ceiling (as sharp as the farthest scored pixel, which every step lands on) is under a
    /// quarter of the best so far is dropped unscored.
    ///
    /// - Parameters:
    ///   - shared: what the box's candidates share (`counted`), its histogram given.
    ///   - trustedHint: the colours are the manifest's trusted hint (`counted`).
    func scoredCandidates(_ colours: [UInt32], pixels: UnsafeBufferPointer<UInt32>, box: BoxPixels,
                          shared: inout CandidateScan.Shared, trustedHint: Bool = false) -> [Candidate] {
        var counts: [(index: Int, counted: Counted)] = []
        for (index, colour) in colours.enumerated() {
            if let counted = counted(colour, pixels: pixels, box: box, shared: &shared, trustedHint: trustedHint) {
                counts.append((index, counted))
            }
        }
        guard counts.count > 1 else { return counts.compactMap { scored($0.counted) } }
        let ranges = CandidateScan.ChannelRanges(shared.histogram)
        /// As sharp as the farthest scored pixel from `colour`: every step lands on one.
        func sharpest(_ colour: UInt32) -> Double { Double(ranges.farthest(from: colour)).squareRoot() }
        var order = counts.map { entry in
            let ceiling = entry.counted.ceiling(sharpest: sharpest(entry.counted.colour))
            return (index: entry.index, counted: entry.counted, ceiling: ceiling)
        }
        order.sort { $0.ceiling > $1.ceiling || ($0.ceiling == $1.ceiling && $0.index < $1.index) }
        // The best two scores so far, and the pure candidates found (`drawnRatherThanPhotographed`).
        var best = 0.0, second = 0.0
        var pure: [(score: Double, frameShare: Double)] = []
        var found: [(index: Int, candidate: Candidate)] = []
        for (index, counted, ceiling) in order {
            // Ceilings fall from here on.
            guard best == 0 || ceiling >= Choice.rivalScoreShare * best else { break }
            // Under the second best it can be neither `scored[0]` nor `scored[1]`; `separate`
            // reads the others only for a pure colour under an impure best, and a pure one found
            // already, scoring more and as little on the frame, would be taken first.
            if ceiling < second {
                let purity = Double(counted.exact) / Double(counted.area)
                // Stage 7 reads every drawn colour (`otherTextColours`): text of another colour.
                let otherText = profile.findsOtherTextColours && purity >= SeparationTuning.pureCores
                guard purity >= Choice.drawnPurity || otherText else { continue }
                if !otherText && pure.contains(where: { $0.score > ceiling && $0.frameShare <= counted.frameShare }) { continue }
            }
            if let candidate = scored(counted) {
                found.append((index, candidate))
                if candidate.score > best {
                    second = best
                    best = candidate.score
                } else if candidate.score > second {
                    second = candidate.score
                }
                if candidate.purity >= Choice.drawnPurity { pure.append((candidate.score, candidate.frameShare)) }
            }
        }
        found.sort { a, b in
            a.candidate.score > b.candidate.score || (a.candidate.score == b.candidate.score && a.index < b.index)
        }
        return found.map(\.candidate)
    }

    /// The fewest pixels (of a box of `area` pixels) a colour must be near to be text:
    /// `Tuning.minimumAreaPixels`, or `Tuning.minimumAreaDivisor`th of the box.
    @inline(__always)
    static func minimumArea(ofBox area: Int) -> Int { max(Tuning.minimumAreaPixels, area / Tuning.minimumAreaDivisor) }

    /// A candidate's score from its evidence. It grows with each (all ≥ 0), rounding included:
    /// larger evidence bounds the score from above.
    @inline(__always)
    static func score(sharpness: Double, share: Double, offFrame: Double, purity: Double, distinct: Double) -> Double {
        sharpness * share.squareRoot() * offFrame * offFrame * (Tuning.purityFloor + purity) * distinct
    }

    /// The pixels a box's candidates are scored on: large boxes on every other row and column
    /// of the box (the shares and the edge statistics hold up, and scoring is most of the
    /// separation's cost), others on every pixel. The grid starts at the box's corner, wherever
    /// the window starts; `firstX`, `firstY` is its first pixel in the window.
    static func scoringGrid(_ box: BoxPixels) -> (stride: Int, firstX: Int, firstY: Int) {
        let stride = box.rect.area > Tuning.sparseScoringArea ? 2 : 1
        let offset = box.windowOffset
        return (stride, (stride - offset.x % stride) % stride, (stride - offset.y % stride) % stride)
    }

    /// Candidate colours for a box: `ColourHistogram.peaks` of the pixels it is scored on. On a
    /// stride-2 grid a quarter of the pixels holds the same peaks, and glyph cores still repeat
    /// the text's exact colour; the box's pixels outside the window count on the same grid.
    ///
    /// - Parameters:
    ///   - histogram: set to the histogram of those pixels, for `BinSums`.
    ///   - sampled: set to the pixels of the stride-2 grid when the box is scored on one.
    func candidateColours(_ pixels: UnsafeBufferPointer<UInt32>, box: BoxPixels, histogram: inout [Int32],
                          sampled: inout [UInt32]?) -> [UInt32] {
        let (stride, firstX, firstY) = Self.scoringGrid(box)
        histogram = [Int32](repeating: 0, count: 4096)
        guard stride == 2 else {
            return ColourHistogram.peaks(pixels, fill: box.frameColour, fillCount: box.outsideCount, limit: Tuning.peaks,
                                         counts: &histogram)
        }
        let grid = CandidateScan.Grid.everyOther(pixels, width: box.width, height: box.height, firstX: firstX, firstY: firstY)
        sampled = grid
        let inBox = ((box.rect.width + 1) >> 1) * ((box.rect.height + 1) >> 1)
        return grid.withUnsafeBufferPointer {
            ColourHistogram.peaks($0, fill: box.frameColour, fillCount: inBox - grid.count, limit: Tuning.peaks, counts: &histogram)
        }
    }
}
