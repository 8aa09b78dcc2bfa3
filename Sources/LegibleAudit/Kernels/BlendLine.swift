/// The line from a background colour to a glyph colour, in 8-bit levels: anti-aliasing draws a
/// glyph's edge on it, so where a colour lies against it says whether it can be a blend of the
/// two. Shared by the ring's edge walk (`EdgeWalk.shareOfTheWay`) and stage 7's tests of other
/// colours (`TextSeparator.isBlend`, `blendDistanceSquared`, `touchesStronger`).
struct BlendLine {
    private let background: (Double, Double, Double)
    private let step: (Double, Double, Double)
    /// The squared length of the line: how unlike the glyph colour is the background.
    let span: Double

    @inline(__always)
    init(from background: UInt32, to glyph: UInt32) {
        let q = background.unpackedRGB, t = glyph.unpackedRGB
        self.background = (Double(q.r), Double(q.g), Double(q.b))
        step = (Double(t.r) - Double(q.r), Double(t.g) - Double(q.g), Double(t.b) - Double(q.b))
        span = step.0 * step.0 + step.1 * step.1 + step.2 * step.2
    }

    /// `colour` less the background, as levels.
    @inline(__always)
    private func offset(_ colour: UInt32) -> (Double, Double, Double) {
        let p = colour.unpackedRGB
        return (Double(p.r) - background.0, Double(p.g) - background.1, Double(p.b) - background.2)
    }

    /// `colour`'s offset from the background along the line, times `span`: `span` at the glyph
    /// colour, 0 across the line at the background.
    @inline(__always)
    func reach(_ colour: UInt32) -> Double {
        let o = offset(colour)
        return o.0 * step.0 + o.1 * step.1 + o.2 * step.2
    }

    /// Where `colour` projects onto the line (`share`: 0 at the background, 1 at the glyph
    /// colour, beyond either end as it lies; 0 when the line has no length) and its squared
    /// distance from that projection (`offSquared`).
    @inline(__always)
    func place(_ colour: UInt32) -> (share: Double, offSquared: Double) {
        let o = offset(colour)
        let share = span > 0 ? (o.0 * step.0 + o.1 * step.1 + o.2 * step.2) / span : 0
        let off = (o.0 - share * step.0, o.1 - share * step.1, o.2 - share * step.2)
        return (share, off.0 * off.0 + off.1 * off.1 + off.2 * off.2)
    }
}
