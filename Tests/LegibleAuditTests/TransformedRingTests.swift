import LegibleColour
import LegiblePixels
import Testing
@testable import LegibleAudit

/// `RegionMeasurer.transformed` (keys transformed packed, from shared linear colours or not) against the scalar face
/// of each variant's transform, key by key, media keys kept under Smart Invert.
struct TransformedRingTests {
    @Test(arguments: Variant.allCases)
    func matchesScalarTransform(variant: Variant) {
        // Odd counts leave a remainder after the eight-pixel lanes.
        for count in [0, 1, 7, 8, 9, 1003] {
            let colours = RingStatisticsTests.ring(count: count, palette: max(1, count), seed: UInt64(count) &+ 41)
            let keys = colours.enumerated().map { i, c in i % 5 == 0 ? c | RingColours.mediaFlag : c }
            let transform = ColourTransform(variant)
            for keepingMedia in [false, true] {
                let linear = keys.withUnsafeBufferPointer { LinearColours(packed: $0) }
                let seen = RegionMeasurer.transformed(keys, by: transform, keepingMedia: keepingMedia)
                let shared = RegionMeasurer.transformed(keys, by: transform, keepingMedia: keepingMedia, linear: linear)
                let expected = keys.map { key -> UInt32 in
                    if keepingMedia && key & RingColours.mediaFlag != 0 { return key & 0xFF_FFFF }
                    let c = transform.apply(RGB8(r: UInt8(key >> 16 & 255), g: UInt8(key >> 8 & 255), b: UInt8(key & 255)))
                    return UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
                }
                #expect(seen == expected, "\(variant), \(count) keys, keepingMedia \(keepingMedia)")
                #expect(shared == expected, "\(variant), \(count) keys, keepingMedia \(keepingMedia), shared linear")
            }
        }
    }

    /// A ring of one colour goes through the scalar face: the same colour as the packed
    /// kernels give, white and black among them (seen as they are by every simulation).
    @Test(arguments: Variant.allCases)
    func oneKeyMatchesKernels(variant: Variant) {
        let transform = ColourTransform(variant)
        let colours: [UInt32] = [0xFF_FFFF, 0, 0x12_3456, 0xFE_0A80, 0x80_8080] + RingStatisticsTests.ring(count: 40, palette: 40, seed: 5)
        for colour in colours {
            for key in [colour, colour | RingColours.mediaFlag] {
                for keepingMedia in [false, true] {
                    // The kernels, with a second key to keep them off the one-colour path.
                    let expected = RegionMeasurer.transformed([key, 0x01_0203], by: transform, keepingMedia: keepingMedia)[0]
                    #expect(RegionMeasurer.transformed([key], by: transform, keepingMedia: keepingMedia) == [expected],
                            "\(variant), key \(String(key, radix: 16)), keepingMedia \(keepingMedia)")
                }
            }
        }
    }
}
