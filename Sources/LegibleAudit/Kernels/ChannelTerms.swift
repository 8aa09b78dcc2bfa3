import LegibleColour

/// Per channel and code value, its weighted term of WCAG's relative luminance and of APCA's
/// screen luminance, side by side: `[0..<256]` red, `[256..<512]` green, `[512..<768]` blue.
/// Summed red + green, then + blue, in the lanes of one vector, they give both luminances
/// bit for bit as `WCAG.luminance` and `APCA.screenLuminance` compute them (same products,
/// same order of additions), with three loads instead of six and no multiplies. Lent by `with`
/// for its body only.
struct ChannelTerms {
    static let table: [SIMD2<Double>] = (0..<768).map { i in
        // A colour with one channel lit is exactly that channel's term: code value 0 adds
        // `weight * 0 = +0`.
        let v = UInt8(truncatingIfNeeded: i), channel = i >> 8
        let (r, g, b): (UInt8, UInt8, UInt8) = channel == 0 ? (v, 0, 0) : channel == 1 ? (0, v, 0) : (0, 0, v)
        return SIMD2(WCAG.luminance(r: r, g: g, b: b), APCA.screenLuminance(r: r, g: g, b: b))
    }

    private let terms: UnsafePointer<SIMD2<Double>>

    /// Runs `body` with the table.
    @inline(__always)
    static func with<Result>(_ body: (ChannelTerms) -> Result) -> Result {
        with(table, body)
    }

    /// Runs `body` with `table`, a table of the same layout (768 entries), such as one of
    /// recoloured channels.
    @inline(__always)
    static func with<Result>(_ table: [SIMD2<Double>], _ body: (ChannelTerms) -> Result) -> Result {
        precondition(table.count == 768, "a channel-terms table has 3 × 256 entries")
        return table.withUnsafeBufferPointer { table in body(ChannelTerms(terms: table.baseAddress!)) }
    }

    /// WCAG relative luminance (lane 0) and APCA screen luminance (lane 1) of a packed
    /// `0xRRGGBB` colour.
    @inline(__always)
    func luminances(_ p: UInt32) -> SIMD2<Double> {
        let r = Int(truncatingIfNeeded: (p >> 16) & 0xFF), g = Int(truncatingIfNeeded: (p >> 8) & 0xFF)
        let b = Int(truncatingIfNeeded: p & 0xFF)
        return (terms[r] + terms[256 &+ g]) + terms[512 &+ b]
    }

    /// One colour's contrast ratio with the text (luminance `textOffset - 0.05`) as a Float bit
    /// pattern, and its screen luminance.
    @inline(__always)
    func measure(_ colour: UInt32, textOffset: Double) -> (ratio: UInt32, y: Double) {
        let both = luminances(colour)
        // `contrastRatio` without its branch: the lighter of the two over the darker, written
        // as the `maxsd`/`minsd` they compile to (equal operands are equal).
        let l = both[0] + 0.05
        let lighter = l > textOffset ? l : textOffset, darker = l < textOffset ? l : textOffset
        return (Float(lighter / darker).bitPattern, both[1])
    }
}
