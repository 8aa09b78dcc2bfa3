import LegiblePixels

private typealias Tuning = SeparationTuning.TextColour

/// One crossing of a thin stroke along a row or column: a mask pixel brightest towards the text
/// across the stroke, with background two pixels either side; departures are along the
/// background→core axis, in levels.
struct StrokeCrossing: Sendable, Equatable {
    /// The three pixels' departures from the local background, summed: the stroke's ink, its
    /// width × its contrast whatever its sub-pixel position.
    var ink: Float
    /// The core's departure from the local background.
    var span: Float
    /// The second-largest of the three departures: near nothing when the stroke lies within one
    /// pixel.
    var second: Float
}

extension TextSeparator {
    /// The crossings of strokes at most two pixels wide in `mask` (see `StrokeCrossing`): where a
    /// background changes across the stroke (a photo, a gradient's edge) or sits nearly on the
    /// text colour, the crossing tells nothing and is left out.
    static func strokeCrossings(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], width w: Int, height h: Int,
                                core: RGB8, background: UInt32) -> [StrokeCrossing] {
        guard w >= 5 || h >= 5 else { return [] }
        let b = background.unpackedRGB
        let axis = (Float(core.r) - Float(b.r), Float(core.g) - Float(b.g), Float(core.b) - Float(b.b))
        let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
        // Too little contrast to tell ink from noise.
        guard length >= Tuning.hairlineMinimumContrast else { return [] }
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
        var crossings: [StrokeCrossing] = []
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
                    guard span >= Tuning.hairlineMinimumContrast, abs(left - right) <= span / Tuning.hairlineSidesDivisor else { return }
                    let sides = (a[i &- step] - local, a[i &+ step] - local)
                    crossings.append(StrokeCrossing(ink: sides.0 + (centre - local) + sides.1, span: span,
                                                    second: max(sides.0, sides.1)))
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
        return crossings
    }
}
