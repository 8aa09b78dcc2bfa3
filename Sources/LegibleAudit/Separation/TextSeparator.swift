import LegiblePixels

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
            var best: (colour: UInt32, tolerance: Int32, score: Double)?
            var isFrame = [Bool](repeating: false, count: n)
            for i in frame { isFrame[i] = true }
            for candidate in candidates {
                guard let score = evaluate(candidate, pixels: pixels, width: w, height: h,
                                           frameColour: frameColour, isFrame: isFrame, frameCount: frame.count)
                else { continue }
                if best == nil || score.score > best!.score {
                    best = (candidate, score.tolerance, score.score)
                }
            }
            guard let chosen = best else { return .failure(.indistinguishable) }

            var mask = [Bool](repeating: false, count: n)
            var count = 0
            let limit = chosen.tolerance * chosen.tolerance
            for i in 0..<n where colourDistanceSquared(pixels[i], chosen.colour) <= limit {
                mask[i] = true
                count += 1
            }
            var textColour = coreColour(pixels, mask: mask, candidate: chosen.colour, background: frameColour)
            if let hint, colourDistanceSquared(textColour.packed, hint.packed) <= limit { textColour = hint }

            let distances = DistanceField(mask: mask, width: w, height: h)
            let outer = Float(ringRadius * ringRadius)
            var ring: [Int] = []
            ring.reserveCapacity(n - count)
            distances.squared.withUnsafeBufferPointer { d in
                // d² ≤ 2 is the 8-neighbourhood of the glyphs: the anti-aliased edge.
                for i in 0..<n where !mask[i] && d[i] > 2 && d[i] <= outer { ring.append(i) }
            }
            guard !ring.isEmpty else { return .failure(.noRing) }
            return .success(Separation(textColour: textColour, textMask: mask, ring: ring, textPixelCount: count))
        }
    }

    /// Scores a candidate text colour; nil when it cannot be the text.
    private func evaluate(_ colour: UInt32, pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int,
                          frameColour: UInt32, isFrame: [Bool], frameCount: Int) -> (score: Double, tolerance: Int32)? {
        let n = w * h
        let contrast = Double(colourDistanceSquared(colour, frameColour)).squareRoot()
        guard contrast >= 8 else { return nil }
        let tolerance = Int32(min(60, max(5, (0.4 * contrast).rounded())))
        let limit = tolerance * tolerance
        var mask = [Bool](repeating: false, count: n)
        var area = 0, onFrame = 0
        for i in 0..<n where colourDistanceSquared(pixels[i], colour) <= limit {
            mask[i] = true
            area += 1
            if isFrame[i] { onFrame += 1 }
        }
        let frameShare = Double(onFrame) / Double(frameCount)
        guard area >= max(3, n / 500), Double(area) <= 0.75 * Double(n), frameShare <= 0.5 else { return nil }

        // Edge sharpness: two pixels outward from the outline, past any anti-aliasing, how far is
        // the colour from the candidate? Text: about the full contrast. Gradient bands: little.
        var steps: [Int32] = []
        steps.reserveCapacity(area)
        for y in 0..<h {
            for x in 0..<w where mask[y * w + x] {
                let i = y * w + x
                if x + 2 < w && !mask[i + 1] { steps.append(colourDistanceSquared(pixels[i + 2], colour)) }
                if x >= 2 && !mask[i - 1] { steps.append(colourDistanceSquared(pixels[i - 2], colour)) }
                if y + 2 < h && !mask[i + w] { steps.append(colourDistanceSquared(pixels[i + 2 * w], colour)) }
                if y >= 2 && !mask[i - w] { steps.append(colourDistanceSquared(pixels[i - 2 * w], colour)) }
            }
        }
        guard !steps.isEmpty else { return nil }
        let sharpness = Double(quickMedian(&steps)).squareRoot()
        guard sharpness >= 2 * Double(tolerance) else { return nil }
        let score = sharpness * (Double(area) / Double(n)).squareRoot() * (1 - frameShare) * (1 - frameShare)
        return (score, tolerance)
    }

    /// The glyph-core colour: the median of the half of the text pixels furthest from the
    /// background, so thin strokes whose centres never reach the full colour still read right.
    private func coreColour(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], candidate: UInt32, background: UInt32) -> RGB8 {
        let c = candidate.unpackedRGB, b = background.unpackedRGB
        let axis = (Int(c.r) - Int(b.r), Int(c.g) - Int(b.g), Int(c.b) - Int(b.b))
        var projections: [(Int, Int)] = []
        for i in 0..<pixels.count where mask[i] {
            let p = pixels[i].unpackedRGB
            let s = (Int(p.r) - Int(b.r)) * axis.0 + (Int(p.g) - Int(b.g)) * axis.1 + (Int(p.b) - Int(b.b)) * axis.2
            projections.append((s, i))
        }
        guard !projections.isEmpty else { return c }
        projections.sort { $0.0 < $1.0 }
        let core = projections[(projections.count / 2)...].map { $0.1 }
        return medianColour(pixels, indices: core).unpackedRGB
    }

    /// Candidate colours: local maxima of a 4-bit-per-channel histogram smoothed over
    /// neighbouring bins, strongest first, each represented by the mean of its bin.
    private func histogramPeaks(_ pixels: UnsafeBufferPointer<UInt32>, limit: Int = 8) -> [UInt32] {
        var counts = [Int32](repeating: 0, count: 4096)
        var sums = [SIMD4<Int32>](repeating: .zero, count: 4096)
        for p in pixels {
            let red: UInt32 = (p >> 12) & 0xF00, green: UInt32 = (p >> 8) & 0x0F0, blue: UInt32 = (p >> 4) & 0x00F
            let bin = Int(red | green | blue)
            counts[bin] &+= 1
            sums[bin] &+= SIMD4<Int32>(Int32((p >> 16) & 255), Int32((p >> 8) & 255), Int32(p & 255), 0)
        }
        var smoothed = [Int32](repeating: 0, count: 4096)
        var occupied: [Int] = []
        for bin in 0..<4096 where counts[bin] > 0 {
            occupied.append(bin)
            let r = bin >> 8, g = (bin >> 4) & 15, b = bin & 15
            var total: Int32 = 0
            for dr in -1...1 where r + dr >= 0 && r + dr < 16 {
                for dg in -1...1 where g + dg >= 0 && g + dg < 16 {
                    for db in -1...1 where b + db >= 0 && b + db < 16 {
                        total &+= counts[(r + dr) << 8 | (g + dg) << 4 | (b + db)]
                    }
                }
            }
            smoothed[bin] = total
        }
        var peaks: [(Int32, Int)] = []
        for bin in occupied {
            let r = bin >> 8, g = (bin >> 4) & 15, b = bin & 15
            var isPeak = true
            search: for dr in -1...1 where r + dr >= 0 && r + dr < 16 {
                for dg in -1...1 where g + dg >= 0 && g + dg < 16 {
                    for db in -1...1 where b + db >= 0 && b + db < 16 {
                        let other = (r + dr) << 8 | (g + dg) << 4 | (b + db)
                        // Ties go to the lower bin so a plateau yields one peak.
                        if smoothed[other] > smoothed[bin] || (smoothed[other] == smoothed[bin] && other < bin && counts[other] > 0) {
                            isPeak = false
                            break search
                        }
                    }
                }
            }
            if isPeak { peaks.append((smoothed[bin], bin)) }
        }
        peaks.sort { $0.0 > $1.0 }
        return peaks.prefix(limit).map { peak in
            let s = sums[peak.1], c = counts[peak.1]
            return UInt32(s[0] / c) << 16 | UInt32(s[1] / c) << 8 | UInt32(s[2] / c)
        }
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
