import LegiblePixels

/// A colour that may be the text's, with the evidence for it.
private struct Candidate {
    var colour: UInt32
    var tolerance: Int32
    var score: Double
    /// The share of its pixels within two or so levels of the colour: one exact colour is text-like.
    var purity: Double
    /// The colours two pixels outward from the candidate's outline.
    var outward: [UInt32]

    /// The fraction of `samples` within `other`'s tolerance of its colour.
    func share(of samples: [UInt32], near other: Candidate) -> Double {
        let limit = other.tolerance * other.tolerance
        let hits = samples.reduce(0) { $0 + (colourDistanceSquared($1, other.colour) <= limit ? 1 : 0) }
        return Double(hits) / Double(max(1, samples.count))
    }
}

/// Separates text from background inside one box.
///
/// Text in a screenshot is drawn in one colour; its background may be anything. So the text
/// colour is sought among the sharp peaks of the box's colour histogram, scored by what text
/// looks like and background does not: it stays off the box's edge, it is a minority of the
/// pixels, and its outline is a sharp step to a different colour (a gradient band that happens
/// to have the same colour has soft edges; a flat background owns the box's frame).
/// Anti-aliased pixels next to the glyphs are blends and belong to neither side.
struct TextSeparator: Sendable {
    /// A manifest hint for the text colour.
    var hint: RGB8?
    /// Ring radius in pixels (SPEC §2.3).
    var ringRadius: Int
    /// Non-text regions (icons, borders, controls) may be solid shapes, not strokes.
    var solidShapes = false

    func separate(_ box: BoxPixels) -> Result<Separation, SeparationFailure> {
        let w = box.width, h = box.height, n = box.count
        guard w >= 3 && h >= 3 else { return .failure(.boxTooSmall) }
        return box.rgb.withUnsafeBufferPointer { pixels in
            let frame = frameIndices(width: w, height: h)
            let frameColour = medianColour(pixels, indices: frame)
            let spread = maxDistanceSquared(pixels, from: frameColour)
            guard spread >= 10 * 10 else { return .failure(.uniform) }

            var candidates = histogramPeaks(pixels)
            if let hint {
                // Trust the hint when the box really holds pixels of about that colour.
                if let near = candidates.min(by: { colourDistanceSquared($0, hint.packed) < colourDistanceSquared($1, hint.packed) }),
                   colourDistanceSquared(near, hint.packed) <= 40 * 40 {
                    candidates = [near]
                } else {
                    candidates.insert(hint.packed, at: 0)
                }
            }
            var scored: [Candidate] = []
            for colour in candidates {
                let candidate = evaluate(colour, pixels: pixels, width: w, height: h, frameColour: frameColour, frame: frame)
                if debugSeparation { print("candidate", colour.unpackedRGB, candidate.map { "\($0.score) tol \($0.tolerance)" } ?? "rejected") }
                if let candidate { scored.append(candidate) }
            }
            scored.sort { $0.score > $1.score }
            guard var chosen = scored.first else { return .failure(.indistinguishable) }
            // A fill inside an outline: both look like text, but the outline hugs the fill on
            // every side while the fill meets the outline only on the outline's inner side.
            // WCAG counts the text colour against what surrounds it, so take the fill.
            if scored.count > 1, scored[1].purity >= 0.5, scored[1].score >= 0.25 * chosen.score {
                let runnerUp = scored[1]
                let fillInside = runnerUp.share(of: runnerUp.outward, near: chosen)
                let outlineOutside = chosen.share(of: chosen.outward, near: runnerUp)
                if fillInside >= 0.75 && outlineOutside <= 0.6 { chosen = runnerUp }
            }

            var mask = [Bool](repeating: false, count: n)
            // The text mask reaches a little further than the scoring did: pixels about 40%
            // covered by a glyph are text too, so thin strokes are not mistaken for background.
            let reach = chosen.tolerance * 4 / 3
            let limit = reach * reach
            var count = mask.withUnsafeMutableBufferPointer { Self.markNear(chosen.colour, limit: limit, pixels: pixels, into: $0) }
            if !solidShapes { count -= Self.removeThickAreas(from: &mask, width: w, height: h) }
            guard count >= 3 else { return .failure(.indistinguishable) }
            var textColour = coreColour(pixels, mask: mask, candidate: chosen.colour, background: frameColour)
            if let hint, colourDistanceSquared(textColour.packed, hint.packed) <= limit { textColour = hint }

            // Far enough for the ring and for stepping a few pixels past the anti-aliased edge.
            let distances = DistanceField(mask: mask, width: w, height: h, limit: max(ringRadius, 6))
            let outer = Int32(ringRadius * ringRadius)
            var ring: [Int] = []
            var ringColours: [UInt32] = []
            ring.reserveCapacity(n - count)
            ringColours.reserveCapacity(n - count)
            distances.squared.withUnsafeBufferPointer { d in
                var walk = EdgeWalk(pixels: pixels, distances: d, width: w, height: h, text: textColour.packed)
                for i in 0..<n where !mask[i] && d[i] <= outer {
                    // The anti-aliased edge (the glyphs' 8-neighbourhood, and blends a little
                    // further out) shows text mixed into the background: measure the background
                    // just beyond it instead, as a reader's eye separates the two.
                    if d[i] <= 2 || (d[i] <= 8 && walk.isBlend(i)) {
                        guard let behind = walk.backgroundBeyond(i) else { continue }
                        ring.append(i)
                        ringColours.append(behind)
                    } else {
                        ring.append(i)
                        ringColours.append(pixels[i])
                    }
                }
            }
            guard !ring.isEmpty else { return .failure(.noRing) }
            return .success(Separation(textColour: textColour, textMask: mask, ring: ring, ringColours: ringColours,
                                       textPixelCount: count))
        }
    }

    /// Sets `mask[i]` to whether pixel `i` is within √`limit` of `colour`; returns how many are.
    /// Eight pixels at a time in Float lanes (exact: squared distances stay under 2²⁴).
    static func markNear(_ colour: UInt32, limit: Int32, pixels: UnsafeBufferPointer<UInt32>,
                         into mask: UnsafeMutableBufferPointer<Bool>) -> Int {
        let n = pixels.count
        guard n > 0, let source = pixels.baseAddress, let target = mask.baseAddress else { return 0 }
        let cr = SIMD8<Float>(repeating: Float((colour >> 16) & 255))
        let cg = SIMD8<Float>(repeating: Float((colour >> 8) & 255))
        let cb = SIMD8<Float>(repeating: Float(colour & 255))
        let bound = SIMD8<Float>(repeating: Float(limit))
        let channel = SIMD8<UInt32>(repeating: 255)
        var counts = SIMD8<Int32>.zero
        var i = 0
        while i &+ 8 <= n {
            let p = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt32>.self)
            let dr = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: (p &>> 16) & channel)) - cr
            let dg = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: (p &>> 8) & channel)) - cg
            let db = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: p & channel)) - cb
            let near = SIMD8<Int32>.zero.replacing(with: 1, where: dr * dr + dg * dg + db * db .<= bound)
            counts &+= near
            // Bool is one byte, 0 or 1.
            UnsafeMutableRawPointer(target + i).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: near), as: SIMD8<UInt8>.self)
            i &+= 8
        }
        var count = Int(counts.wrappedSum())
        while i < n {
            let near = colourDistanceSquared(source[i], colour) <= limit
            target[i] = near
            count &+= near ? 1 : 0
            i &+= 1
        }
        return count
    }

    /// Removes the parts of the mask too thick to be strokes: background that happens to have
    /// the text's colour (a gradient or photo passing through it). Glyphs drawn over such a
    /// patch vanish into it, and that patch is then background, measured as the low contrast it is.
    /// Returns how many pixels were removed.
    static func removeThickAreas(from mask: inout [Bool], width w: Int, height h: Int) -> Int {
        let inside = DistanceField(mask: mask.map { !$0 }, width: w, height: h, limit: Int((0.2 * Double(h)).rounded(.up)) + 1,
                                   settles: true).squared
        // Strokes of one text run share a width: the typical half-width is the median depth of
        // the mask's ridge (pixels at least as deep as their neighbours). Joints and dots reach
        // about 1.4 times that; background patches of the text's colour go deeper. Stems of even
        // black-weight glyphs stay under 0.4 of the box height, whatever the ridge says.
        let typical = Self.typicalHalfStroke(inside, mask: mask, width: w, height: h)
        let halfStroke = max(2, min(0.2 * Double(h), 2.2 * typical))
        let limit = Int32((halfStroke * halfStroke).rounded(.down))
        var cores = [Bool](repeating: false, count: mask.count)
        var anyCore = false
        for i in 0..<mask.count where mask[i] && inside[i] > limit {
            cores[i] = true
            anyCore = true
        }
        // Usually the strokes are all thin: nothing to look for.
        guard anyCore else { return 0 }
        // A glyph joint can be briefly thicker than a stem; a background patch is thick over
        // an area. Keep only cores with some extent.
        let minimumCore = max(8, Int(halfStroke * halfStroke / 2))
        guard Self.dropSmallComponents(of: &cores, width: w, height: h, minimum: minimumCore) else { return 0 }
        let reach = DistanceField(mask: cores, width: w, height: h, limit: Int((halfStroke + 1.5).rounded(.up)))
        var removed = 0
        // A little past the half-stroke, so the rim of the patch goes with it.
        let rim = Int32(((halfStroke + 1.5) * (halfStroke + 1.5)).rounded(.down))
        for i in 0..<mask.count where mask[i] && reach.squared[i] <= rim {
            mask[i] = false
            removed += 1
        }
        return removed
    }

    /// The median depth of the mask's ridge pixels: half the typical stroke width.
    static func typicalHalfStroke(_ depth: [Int32], mask: [Bool], width w: Int, height h: Int) -> Double {
        var ridge: [Int32] = []
        for y in 0..<h {
            for x in 0..<w where mask[y * w + x] {
                let i = y * w + x, d = depth[i]
                if x > 0 && depth[i - 1] > d { continue }
                if x + 1 < w && depth[i + 1] > d { continue }
                if y > 0 && depth[i - w] > d { continue }
                if y + 1 < h && depth[i + w] > d { continue }
                ridge.append(d)
            }
        }
        guard !ridge.isEmpty else { return 0 }
        return Double(quickSelect(&ridge, (ridge.count - 1) / 2)).squareRoot()
    }

    /// Clears 8-connected components smaller than `minimum` pixels; true when any remain.
    static func dropSmallComponents(of mask: inout [Bool], width w: Int, height h: Int, minimum: Int) -> Bool {
        var seen = [Bool](repeating: false, count: mask.count)
        var stack: [Int] = [], component: [Int] = []
        var anyLeft = false
        for start in 0..<mask.count where mask[start] && !seen[start] {
            stack = [start]
            component.removeAll(keepingCapacity: true)
            seen[start] = true
            while let i = stack.popLast() {
                component.append(i)
                let x = i % w, y = i / w
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, nx < w, ny >= 0, ny < h else { continue }
                        let j = ny * w + nx
                        if mask[j] && !seen[j] {
                            seen[j] = true
                            stack.append(j)
                        }
                    }
                }
            }
            if component.count < minimum {
                for i in component { mask[i] = false }
            } else {
                anyLeft = true
            }
        }
        return anyLeft
    }

    /// Scores a candidate text colour; nil when it cannot be the text.
    private func evaluate(_ colour: UInt32, pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int,
                          frameColour: UInt32, frame: [Int]) -> Candidate? {
        let n = w * h
        let contrast = Double(colourDistanceSquared(colour, frameColour)).squareRoot()
        guard contrast >= 8 else { return nil }
        // Half-way to the background: pixels mostly covered by the glyph count as the colour.
        let tolerance = Int32(max(5, (0.45 * contrast).rounded()))
        let limit = tolerance * tolerance
        // Large boxes are scored on every other row and column: the shares and the edge
        // statistics below hold up, and scoring is most of the separation's cost.
        let stride = n > 16000 ? 2 : 1
        @inline(__always) func inMask(_ j: Int) -> Bool { colourDistanceSquared(pixels[j], colour) <= limit }
        var sampled = 0, area = 0, exact = 0
        var outward: [UInt32] = []
        outward.reserveCapacity(n / (stride * stride * 4))
        var y = 0
        while y < h {
            var x = 0
            while x < w {
                let i = y &* w &+ x
                sampled &+= 1
                let d = colourDistanceSquared(pixels[i], colour)
                if d <= limit {
                    area &+= 1
                    if d <= 12 { exact &+= 1 }
                    // Edge sharpness: two pixels outward from the outline, past any anti-aliasing,
                    // how far is the colour from the candidate? Text: about the full contrast.
                    // Gradient bands: little.
                    if x + 2 < w && !inMask(i + 1) { outward.append(pixels[i + 2]) }
                    if x >= 2 && !inMask(i - 1) { outward.append(pixels[i - 2]) }
                    if y + 2 < h && !inMask(i + w) { outward.append(pixels[i + 2 * w]) }
                    if y >= 2 && !inMask(i - w) { outward.append(pixels[i - 2 * w]) }
                }
                x &+= stride
            }
            y &+= stride
        }
        var onFrame = 0
        for i in frame where inMask(i) { onFrame += 1 }
        let frameShare = Double(onFrame) / Double(frame.count)
        let share = Double(area) / Double(sampled)
        if debugSeparation { print("  area", share, "frameShare", frameShare, "contrast", contrast) }
        // Glyphs cover a few per cent of even a loose box; a handful of pixels is noise.
        guard area * stride * stride >= max(6, n / 60), share <= 0.75, frameShare <= 0.5 else { return nil }

        guard !outward.isEmpty else { return nil }
        var steps = outward.map { colourDistanceSquared($0, colour) }
        let sharpness = Double(quickMedian(&steps)).squareRoot()
        guard sharpness >= 2 * Double(tolerance) else { return nil }
        // Text is drawn in one colour, so its cores repeat it almost exactly; a gradient band
        // or a photo patch spreads over many colours.
        let purity = Double(exact) / Double(area)
        let offFrame = max(0, 1 - 1.5 * frameShare)
        let score = sharpness * share.squareRoot() * offFrame * offFrame * (0.2 + purity)
        return Candidate(colour: colour, tolerance: tolerance, score: score, purity: purity, outward: outward)
    }

    /// The glyph-core colour: the median of the 10% of the text pixels furthest from the
    /// background, so thin strokes whose centres never reach the full colour still read right.
    private func coreColour(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], candidate: UInt32, background: UInt32) -> RGB8 {
        let c = candidate.unpackedRGB, b = background.unpackedRGB
        let axis = (Int32(c.r) - Int32(b.r), Int32(c.g) - Int32(b.g), Int32(c.b) - Int32(b.b))
        @inline(__always) func projection(_ p: UInt32) -> Int32 {
            let q = p.unpackedRGB
            return (Int32(q.r) - Int32(b.r)) &* axis.0 &+ (Int32(q.g) - Int32(b.g)) &* axis.1 &+ (Int32(q.b) - Int32(b.b)) &* axis.2
        }
        // Projections fit 32 bits (at most 3 · 255²); written straight into one buffer.
        let projections = [Int32](unsafeUninitializedCapacity: pixels.count) { out, written in
            var k = 0
            mask.withUnsafeBufferPointer { m in
                for i in 0..<pixels.count where m[i] {
                    out[k] = projection(pixels[i])
                    k &+= 1
                }
            }
            written = k
        }
        guard !projections.isEmpty else { return c }
        var ranked = projections
        let threshold = quickSelect(&ranked, projections.count * 9 / 10)
        // The per-channel median of the core pixels, gathered in the same order as above.
        var histogram = [Int32](repeating: 0, count: 3 * 256)
        var coreCount = 0
        histogram.withUnsafeMutableBufferPointer { hist in
            mask.withUnsafeBufferPointer { m in
                var k = 0
                for i in 0..<pixels.count where m[i] {
                    if projections[k] >= threshold {
                        let p = pixels[i]
                        hist[Int((p >> 16) & 255)] &+= 1
                        hist[256 &+ Int((p >> 8) & 255)] &+= 1
                        hist[512 &+ Int(p & 255)] &+= 1
                        coreCount &+= 1
                    }
                    k &+= 1
                }
            }
        }
        let half = Int32((coreCount + 1) / 2)
        var out: UInt32 = 0
        for channel in 0..<3 {
            var seen: Int32 = 0
            for v in 0..<256 {
                seen &+= histogram[channel &* 256 &+ v]
                if seen >= half {
                    out = out << 8 | UInt32(v)
                    break
                }
            }
        }
        return out.unpackedRGB
    }

    /// Candidate colours: the bins of a 4-bit-per-channel histogram that hold more pixels than
    /// any neighbouring bin, most populous first, each represented by its most frequent exact
    /// colour (glyph cores repeat one colour exactly; a bin mean would mix in anti-aliasing).
    private func histogramPeaks(_ pixels: UnsafeBufferPointer<UInt32>, limit: Int = 8) -> [UInt32] {
        var counts = [Int32](repeating: 0, count: 4096)
        counts.withUnsafeMutableBufferPointer { c in
            for p in pixels { c[Self.bin(p)] &+= 1 }
        }
        var peaks: [(Int32, Int)] = []
        for bin in 0..<4096 where counts[bin] > 0 {
            let r = bin >> 8, g = (bin >> 4) & 15, b = bin & 15
            var isPeak = true
            search: for dr in -1...1 where r + dr >= 0 && r + dr < 16 {
                for dg in -1...1 where g + dg >= 0 && g + dg < 16 {
                    for db in -1...1 where b + db >= 0 && b + db < 16 {
                        let other = (r + dr) << 8 | (g + dg) << 4 | (b + db)
                        // Ties go to the lower bin so a plateau yields one peak.
                        if counts[other] > counts[bin] || (counts[other] == counts[bin] && other < bin) {
                            isPeak = false
                            break search
                        }
                    }
                }
            }
            if isPeak { peaks.append((counts[bin], bin)) }
        }
        peaks.sort { $0.0 > $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        let chosen = peaks.prefix(limit).map(\.1)
        // The most frequent exact colour of each chosen bin (ties: the lowest): within a bin a
        // colour is its low four bits per channel, so each chosen bin counts 4096 of them,
        // and the leader is tracked as the counts grow instead of sorting the members.
        var slot = [Int8](repeating: -1, count: 4096)
        for (index, bin) in chosen.enumerated() { slot[bin] = Int8(index) }
        var exact = [Int32](repeating: 0, count: chosen.count << 12)
        var best = [UInt32](repeating: 0, count: chosen.count)
        var bestCount = [Int32](repeating: 0, count: chosen.count)
        slot.withUnsafeBufferPointer { slots in
            exact.withUnsafeMutableBufferPointer { counts in
                best.withUnsafeMutableBufferPointer { best in
                    bestCount.withUnsafeMutableBufferPointer { bestCount in
                        // Counted per run of one colour: flat backgrounds repeat a colour for
                        // hundreds of pixels, and bumping one counter in memory each time waits
                        // on the previous store. The leader is checked at the end of each run;
                        // every colour's final count is checked at its last run, so the most
                        // frequent (the lowest of ties) still wins.
                        var current: UInt32 = 0, run: Int32 = 0
                        @inline(__always) func flush() {
                            let s = Int(slots[Self.bin(current)])
                            guard s >= 0 else { return }
                            let k = s << 12 | Int(((current >> 8) & 0xF00) | ((current >> 4) & 0x0F0) | (current & 0x00F))
                            counts[k] &+= run
                            let c = counts[k]
                            if c > bestCount[s] || (c == bestCount[s] && current < best[s]) { bestCount[s] = c; best[s] = current }
                        }
                        for p in pixels {
                            if p == current && run > 0 { run &+= 1; continue }
                            if run > 0 { flush() }
                            current = p
                            run = 1
                        }
                        if run > 0 { flush() }
                    }
                }
            }
        }
        return best
    }

    @inline(__always)
    private static func bin(_ p: UInt32) -> Int {
        let red: UInt32 = (p >> 12) & 0xF00, green: UInt32 = (p >> 8) & 0x0F0, blue: UInt32 = (p >> 4) & 0x00F
        return Int(red | green | blue)
    }

    private func frameIndices(width w: Int, height h: Int) -> [Int] {
        var out: [Int] = []
        for x in 0..<w { out.append(x); out.append((h - 1) * w + x) }
        for y in 1..<(h - 1) { out.append(y * w); out.append(y * w + w - 1) }
        return out
    }

    private func maxDistanceSquared(_ pixels: UnsafeBufferPointer<UInt32>, from colour: UInt32) -> Int32 {
        var best: Int32 = 0
        for p in pixels { best = max(best, colourDistanceSquared(p, colour)) }
        return best
    }
}

/// The per-channel median of some pixels.
func medianColour(_ pixels: UnsafeBufferPointer<UInt32>, indices: [Int]) -> UInt32 {
    guard !indices.isEmpty else { return 0 }
    var histograms = [[Int]](repeating: [Int](repeating: 0, count: 256), count: 3)
    for i in indices {
        let p = pixels[i]
        histograms[0][Int((p >> 16) & 255)] += 1
        histograms[1][Int((p >> 8) & 255)] += 1
        histograms[2][Int(p & 255)] += 1
    }
    let half = (indices.count + 1) / 2
    var out: UInt32 = 0
    for channel in 0..<3 {
        var seen = 0
        for v in 0..<256 {
            seen += histograms[channel][v]
            if seen >= half {
                out = out << 8 | UInt32(v)
                break
            }
        }
    }
    return out
}

/// The median (lower middle element) of a non-empty array, reordering it.
func quickMedian(_ values: inout [Int32]) -> Int32 {
    let k = (values.count - 1) / 2
    return quickSelect(&values, k)
}

/// The k-th smallest element (0-based) in linear expected time, reordering the array.
func quickSelect<T: Comparable>(_ values: inout [T], _ k: Int) -> T {
    precondition(k >= 0 && k < values.count)
    var lo = 0, hi = values.count - 1
    values.withUnsafeMutableBufferPointer { v in
        while lo < hi {
            // Median of three keeps sorted and constant input linear.
            let mid = lo + (hi - lo) / 2
            if v[mid] < v[lo] { v.swapAt(mid, lo) }
            if v[hi] < v[lo] { v.swapAt(hi, lo) }
            if v[hi] < v[mid] { v.swapAt(hi, mid) }
            let pivot = v[mid]
            var i = lo, j = hi
            while i <= j {
                while v[i] < pivot { i += 1 }
                while pivot < v[j] { j -= 1 }
                if i <= j {
                    v.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j { hi = j } else if k >= i { lo = i } else { return }
        }
    }
    return values[k]
}

import Foundation
let debugSeparation = ProcessInfo.processInfo.environment["LEGIBLE_DEBUG"] != nil
