extension ColourTransform {
    /// Transforms packed colours (`0xRRGGBB`; bits above the low 24 ignored) into `out`, packed
    /// the same way: what `apply(_:)` gives each colour, without unpacking to RGBA bytes.
    /// Linear-light transforms start from `linear`, the same colours decoded once
    /// (`LinearColours(packed: keys)`), shared by every such transform; the others ignore it.
    ///
    /// - Parameter out: room for `keys.count` rounded up to a multiple of eight: whole lanes
    ///   are written, past the end too.
    public func apply(toPacked keys: UnsafeBufferPointer<UInt32>, linear: LinearColours?,
                      into out: UnsafeMutablePointer<UInt32>) {
        let n = keys.count
        switch kernel {
        case .identity:
            for i in 0..<n { out[i] = keys[i] & 0xFF_FFFF }
        case .classicInvert:
            for i in 0..<n { out[i] = ~keys[i] & 0xFF_FFFF }
        case .smartInvert:
            Inversion.smartRunPacked(keys, into: out)
        case .linear(let k):
            let colours = linear ?? LinearColours(packed: keys)
            precondition(colours.count == n, "linear colours of other keys")
            k.runPacked(colours, into: out)
        }
    }
}
