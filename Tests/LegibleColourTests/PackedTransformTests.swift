import LegibleColour
import LegiblePixels
import Testing

/// `apply(toPacked:linear:into:)` against the scalar face, colour by colour: with the linear
/// colours given, decoded inside, and with junk above the low 24 bits of a key.
struct PackedTransformTests {
    @Test(arguments: NamedTransform.all)
    func packedEqualsScalar(_ t: NamedTransform) {
        // Odd counts leave a part-filled last lane.
        for count in [0, 1, 7, 8, 9, Samples.all.count] {
            let colours = Array(Samples.all.suffix(count))
            let keys = colours.enumerated().map { i, c in
                UInt32(i % 3) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
            }
            let expected = colours.map { c -> UInt32 in
                let s = t.transform.apply(c)
                return UInt32(s.r) << 16 | UInt32(s.g) << 8 | UInt32(s.b)
            }
            for shared in [false, true] {
                let seen = keys.withUnsafeBufferPointer { keys in
                    let linear = shared ? LinearColours(packed: keys) : nil
                    return [UInt32](unsafeUninitializedCapacity: (count + 7) & ~7) { out, done in
                        t.transform.apply(toPacked: keys, linear: linear, into: out.baseAddress!)
                        done = count
                    }
                }
                #expect(seen == expected, "\(t.name), \(count) colours, shared \(shared)")
            }
        }
    }
}
