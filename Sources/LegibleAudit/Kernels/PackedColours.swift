import LegibleColour

/// A ring's distinct colours (packed `0xRRGGBB` keys) through a `ColourTransform`'s packed
/// kernel, which writes whole lanes of eight: the room past the keys is made here.
enum PackedColours {
    /// `transform` applied to every key (`ColourTransform.apply(toPacked:linear:into:)`), one
    /// result per key.
    static func transformed(_ keys: [UInt32], by transform: ColourTransform, linear: LinearColours?) -> [UInt32] {
        let m = keys.count
        guard m > 0 else { return [] }
        return [UInt32](unsafeUninitializedCapacity: (m &+ 7) & ~7) { out, done in
            keys.withUnsafeBufferPointer { keys in
                transform.apply(toPacked: keys, linear: linear, into: out.baseAddress!)
            }
            done = m
        }
    }
}
