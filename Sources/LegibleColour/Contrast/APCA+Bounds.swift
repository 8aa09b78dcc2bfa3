extension APCA {
    /// Grid step of `boundPowers`: a power of two, so a luminance's cell is found exactly.
    @usableFromInline static let boundGridScale = 8192.0

    /// The background's powers (`normBG`, `revBG`) of the soft-clamped luminance at every grid
    /// point `i / 8192` of `0…1.1`, interleaved: `2i` normal, `2i + 1` reverse. Lc is monotone in
    /// luminance on either side of the text, so the grid points enclosing a luminance range bound
    /// its Lc without a `pow` of its own.
    @usableFromInline static let boundPowers: [Double] = {
        let cells = Int((1.1 * boundGridScale).rounded(.down)) + 2
        var powers = [Double](repeating: 0, count: 2 * cells)
        for i in 0..<cells {
            let bg = softClamp(Double(i) / boundGridScale)
            powers[2 * i] = libmPow(bg, normBG)
            powers[2 * i + 1] = libmPow(bg, revBG)
        }
        return powers
    }()

    /// Calls `body` with `boundPowers`, for `absoluteBounds(lowY:highY:above:powers:)` in a loop.
    @inlinable
    public static func withBoundPowers<R>(_ body: (UnsafePointer<Double>) -> R) -> R {
        boundPowers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

extension APCA.TextContrast {
    /// Bounds of |Lc| over every background whose screen luminance lies in `lowY…highY`, all on
    /// one side of the text (`above`: lighter than it), from the tabulated powers of the grid
    /// points around the range: at most a few hundredths of Lc wider than the exact values at
    /// the ends, and widened by a hair against last-bit wobbles of `pow`. Inlinable: rankings
    /// call it per bucket.
    @inlinable
    public func absoluteBounds(lowY: Double, highY: Double, above: Bool) -> (low: Double, high: Double) {
        APCA.boundPowers.withUnsafeBufferPointer { absoluteBounds(lowY: lowY, highY: highY, above: above, powers: $0.baseAddress!) }
    }

    /// `absoluteBounds(lowY:highY:above:)` on `APCA.boundPowers` as the caller fetched it once
    /// (`withUnsafeBufferPointer`): rankings bound every bucket in a loop, and the table is a
    /// lazily made global whose every access checks that it is made.
    @inlinable @inline(__always)
    public func absoluteBounds(lowY: Double, highY: Double, above: Bool, powers: UnsafePointer<Double>) -> (low: Double, high: Double) {
        guard valid, lowY >= 0, highY <= 1.1, lowY <= highY else { return (0, 0) }
        let lowCell = Int(lowY * APCA.boundGridScale), highCell = Int(highY * APCA.boundGridScale) &+ 1
        if above {
            // |Lc| grows with the background's power: the cell below the range's darkest
            // end, and the one above its lightest.
            return (normal(powers[2 &* lowCell]) * (1 - 1e-12), normal(powers[2 &* highCell]) * (1 + 1e-12))
        }
        return (reverse(powers[2 &* highCell &+ 1]) * (1 - 1e-12), reverse(powers[2 &* lowCell &+ 1]) * (1 + 1e-12))
    }

    /// |Lc| of a lighter background from its power `normBG`, as `lightnessContrast` computes it.
    @inlinable @inline(__always)
    func normal(_ power: Double) -> Double {
        let sapc = (power - textNormal) * APCA.scaleBoW
        return (sapc < APCA.loClip ? 0 : sapc - APCA.loBoWoffset) * 100
    }

    /// |Lc| of a darker background from its power `revBG`, as `lightnessContrast` computes it.
    @inlinable @inline(__always)
    func reverse(_ power: Double) -> Double {
        let sapc = (power - textReverse) * APCA.scaleWoB
        return abs((sapc > -APCA.loClip ? 0 : sapc + APCA.loWoBoffset) * 100)
    }
}
