import LegibleColour

extension RingStatistics {
    /// Per channel and code value, its weighted term of WCAG's relative luminance and of APCA's
    /// screen luminance, side by side: `[0..<256]` red, `[256..<512]` green, `[512..<768]` blue.
    /// Summed red + green, then + blue, in the lanes of one vector, they give both luminances
    /// bit for bit as `WCAG.luminance` and `APCA.screenLuminance` compute them (same products,
    /// same order of additions), with three loads instead of six and no multiplies.
    static let channelTerms: [SIMD2<Double>] = (0..<768).map { i in
        // A colour with one channel lit is exactly that channel's term: code value 0 adds
        // `weight * 0 = +0`.
        let v = UInt8(truncatingIfNeeded: i), channel = i >> 8
        let (r, g, b): (UInt8, UInt8, UInt8) = channel == 0 ? (v, 0, 0) : channel == 1 ? (0, v, 0) : (0, 0, v)
        return SIMD2(WCAG.luminance(r: r, g: g, b: b), APCA.screenLuminance(r: r, g: g, b: b))
    }

    /// WCAG relative luminance (lane 0) and APCA screen luminance (lane 1) of a packed
    /// `0xRRGGBB` colour, from `channelTerms`.
    @inline(__always)
    static func luminances(_ p: UInt32, terms: UnsafePointer<SIMD2<Double>>) -> SIMD2<Double> {
        let r = Int(truncatingIfNeeded: (p >> 16) & 0xFF), g = Int(truncatingIfNeeded: (p >> 8) & 0xFF)
        let b = Int(truncatingIfNeeded: p & 0xFF)
        return (terms[r] + terms[256 &+ g]) + terms[512 &+ b]
    }
}
