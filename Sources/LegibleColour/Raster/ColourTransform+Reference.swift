import LegiblePixels

extension ColourTransform {
    /// The float64 linear-light result before clipping (the unclipped vectors of
    /// Docs/Colour.md#test-vectors); nil for inversions, which do not work in linear light.
    public func linearOutput(_ c: RGB8) -> SIMD3<Double>? {
        let lin = SRGB.linear(c)
        switch operation {
        case .identity: return lin
        case .linear(let m): return m.apply(lin)
        case .brettel(let b): return b.apply(lin)
        case .classicInvert, .smartInvert: return nil
        }
    }

    /// The float64 reference pipeline (Docs/Colour.md#reference-pipeline): decode, multiply, clip,
    /// encode, round.
    public func reference(_ c: RGB8) -> RGB8 {
        switch operation {
        case .classicInvert: return Inversion.classic(c)
        case .smartInvert: return Inversion.smart(c)
        default: return SRGB.encode(linearOutput(c)!)
        }
    }
}
