import LegiblePixels

private typealias Tuning = SeparationTuning.TextColour

extension TextSeparator {
    /// The text colour of strokes thinner than a pixel, from the ink they carry.
    ///
    /// A hairline never covers a whole pixel, so no pixel shows its colour; but anti-aliasing
    /// keeps the ink: across a stem of width `stemWidth` (< 1 px) the pixels' departures from the
    /// background add up to `stemWidth` × (text − background), whatever the stem's sub-pixel
    /// position. At each crossing of a stroke (a mask pixel brightest along its row or column
    /// towards the text, with background two pixels either side) the departures of the three
    /// pixels across it are summed along the background→`core` axis; a low percentile of them against
    /// `stemWidth` × the core's departure says how far beyond `core` the text colour lies:
    /// the `permille`th of them. Nil when fewer than eight crossings are seen.
    static func hairlineColour(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], width w: Int, height h: Int,
                               core: RGB8, background: UInt32, stemWidth: Double, permille: Int = Tuning.hairlinePermille) -> RGB8? {
        guard stemWidth > Tuning.hairlineMinimumStem, w >= 5 || h >= 5 else { return nil }
        let b = background.unpackedRGB
        let axis = (Float(core.r) - Float(b.r), Float(core.g) - Float(b.g), Float(core.b) - Float(b.b))
        let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
        // Too little contrast to tell ink from noise.
        guard length >= Tuning.hairlineMinimumContrast else { return nil }
        let unit = (axis.0 / length, axis.1 / length, axis.2 / length)
        // Each pixel's position along the axis, in levels from black: differences of two are
        // departures along the axis.
        var along = [Float](repeating: 0, count: pixels.count)
        along.withUnsafeMutableBufferPointer { a in
            for i in 0..<pixels.count {
                let p = pixels[i]
                a[i] = Float((p >> 16) & 255) * unit.0 + Float((p >> 8) & 255) * unit.1 + Float(p & 255) * unit.2
            }
        }
        let coreAlong = Float(core.r) * unit.0 + Float(core.g) * unit.1 + Float(core.b) * unit.2
        var ratios: [Float] = []
        along.withUnsafeBufferPointer { a in
            mask.withUnsafeBufferPointer { m in
                // One crossing: pixel i, its neighbours at ±step across the stroke, background at ±2·step.
                func cross(_ i: Int, _ step: Int) {
                    let before = i &- 2 &* step, after = i &+ 2 &* step
                    // A hairline covers two pixels at most: three in the mask are a wider stroke.
                    guard !m[before] && !m[after] && !(m[i &- step] && m[i &+ step]) else { return }
                    let centre = a[i]
                    // The peak of the crossing (ties go to the first pixel, so it counts once).
                    guard centre > a[i &- step] && centre >= a[i &+ step] else { return }
                    let left = a[before], right = a[after]
                    let local = (left + right) / 2
                    let span = coreAlong - local
                    // Background that changes across the stroke (a photo, a gradient's edge) or
                    // sits nearly on the text colour tells nothing.
                    guard span >= Tuning.hairlineMinimumContrast, abs(left - right) <= span / Tuning.hairlineSidesDivisor else { return }
                    let ink = a[i &- step] + centre + a[i &+ step] - 3 * local
                    ratios.append(ink / (Float(stemWidth) * span))
                }
                for y in 0..<h {
                    let row = y &* w
                    for x in 0..<w where m[row &+ x] {
                        if x >= 2 && x &+ 2 < w { cross(row &+ x, 1) }
                        if y >= 2 && y &+ 2 < h { cross(row &+ x, w) }
                    }
                }
            }
        }
        guard ratios.count >= Tuning.hairlineMinimumCrossings else { return nil }
        // Lossless, the 40th percentile rather than the median: slanted and curved strokes cross a
        // row or column over more than their width and lean the ratios high. JPEG smooths each
        // crossing's ink beyond the three pixels summed and leans them low: there the 60th.
        let low = quickSelect(&ratios, ratios.count * permille / 1000)
        // Hairlines only fall short of their colour (a stroke thinner than estimated is no reason
        // to move back towards the background), and a factor beyond 3 is no longer a measurement.
        let s = Double(min(Tuning.hairlineMaximumFactor, max(1, low)))
        func channel(_ c: UInt8, _ bg: UInt8) -> UInt8 {
            UInt8(min(255, max(0, (Double(bg) + (Double(c) - Double(bg)) * s).rounded())))
        }
        return RGB8(r: channel(core.r, b.r), g: channel(core.g, b.g), b: channel(core.b, b.b))
    }
}
