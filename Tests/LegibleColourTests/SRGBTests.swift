@testable import LegibleColour
import LegiblePixels
import Testing

@Suite("sRGB transfer")
struct SRGBTests {
    /// Docs/Colour.md#srgb-transfer: relative luminance of grey levels (a grey's L is its linear
    /// value).
    @Test(arguments: [
        (0, 0.0), (1, 0.00030353), (10, 0.00303527), (11, 0.00334654), (17, 0.00560539),
        (34, 0.01599629), (51, 0.03310477), (68, 0.05780543), (85, 0.09084171), (102, 0.13286832),
        (118, 0.18116424), (119, 0.18447499), (128, 0.21586050), (136, 0.24620133), (153, 0.31854678),
        (170, 0.40197778), (187, 0.49693300), (204, 0.60382734), (221, 0.72305513), (238, 0.85499261),
        (255, 1.0),
    ] as [(Int, Double)])
    func greyLinearValues(v: Int, expected: Double) {
        #expect(abs(SRGB.linear(UInt8(v)) - expected) < 5e-9)
    }

    @Test func everyCodeValueRoundTrips() {
        for v in 0...255 {
            #expect(SRGB.encode(SRGB.linear(UInt8(v))) == UInt8(v))
            #expect(SRGB.encode(SRGB.linearFloatTable[v]) == UInt8(v))
        }
    }

    @Test func encodeClampsAndRoundsHalfUp() {
        #expect(SRGB.encode(-0.5) == 0)
        #expect(SRGB.encode(1.7) == 255)
        #expect(SRGB.encode(Double.nan) == 0)
        // 12.92 × l × 255 = 0.5 exactly at the first threshold: half rounds up.
        #expect(SRGB.encode(0.5 / 255 / 12.92 * (1 + 1e-15)) == 1)
        #expect(SRGB.encode(0.5 / 255 / 12.92 * (1 - 1e-12)) == 0)
        #expect(SRGB.encode(Float(-3)) == 0)
        #expect(SRGB.encode(Float(3)) == 255)
        #expect(SRGB.encode(Float.nan) == 0)
        #expect(SRGB.encode(-Float.infinity) == 0)
        #expect(SRGB.encode(Float.infinity) == 255)
    }

    /// The Float encode (thresholds + buckets) equals the float64 encode of the same value,
    /// on a dense sweep of `0…1` and on the Floats around every code boundary.
    @Test func floatEncodeMatchesDoubleEncode() {
        var mismatches = 0
        let steps = 1 << 21
        for i in 0...steps {
            let x = Float(i) / Float(steps)
            if SRGB.encode(x) != SRGB.encode(Double(x)) { mismatches += 1 }
        }
        for k in 1...255 {
            // The exact float64 crossing point, then every Float within 64 ulps of it.
            let boundary = Float(SRGB.decode((Double(k) - 0.5) / 255))
            var x = boundary
            for _ in 0..<64 { x = x.nextDown }
            for _ in 0..<128 {
                if SRGB.encode(x) != SRGB.encode(Double(x)) { mismatches += 1 }
                x = x.nextUp
            }
        }
        #expect(mismatches == 0)
    }

    /// Each encode bucket holds at most one code boundary, so one comparison suffices.
    @Test func bucketsHoldAtMostOneThreshold() {
        let buckets = SRGB.encodeBuckets
        #expect(buckets.count == SRGB.bucketIndex(1) + 1)
        for i in 0..<(buckets.count - 1) {
            let lo = Float(bitPattern: SRGB.encodeFloor.bitPattern + (UInt32(i) << SRGB.bucketShift))
            let hi = Float(bitPattern: SRGB.encodeFloor.bitPattern + (UInt32(i + 1) << SRGB.bucketShift))
            let inside = SRGB.thresholds[1...].filter { $0 > lo && $0 < hi }.count
            #expect(inside <= 1)
        }
        #expect(SRGB.thresholds[1] > SRGB.encodeFloor)
    }
}
