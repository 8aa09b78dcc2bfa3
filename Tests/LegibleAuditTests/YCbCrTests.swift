import LegiblePixels
import Testing
@testable import LegibleAudit

/// `YCbCr.channel` (rounding without `round`) against its plain version, at the values where
/// rounding half away from zero and truncating `v + 0.5` could part.
struct YCbCrTests {
    /// Every half-integer from −2.5 to 257.5, each with its neighbours one ulp either side.
    static let halves: [Double] = (-5...515).flatMap { k -> [Double] in
        let v = Double(k) / 2
        return [v.nextDown, v, v.nextUp]
    }

    @Test(arguments: [
        (0.5).nextDown, 0.5, (0.5).nextUp, 0.49999999999999994, (1.5).nextDown, 254.5, (255.5).nextDown, 255.5,
        (255.5).nextUp, 256, 256.5, 1e9, 1e300, -1e300, .infinity, -.infinity, .nan, 0, -0.0, 0.25, -0.5, 127.49999999999999,
    ] as [Double])
    func edges(_ v: Double) {
        #expect(YCbCr.channel(v) == YCbCr.clampedReference(v), "\(v)")
    }

    @Test func halvesAndTheirNeighbours() {
        for v in Self.halves { #expect(YCbCr.channel(v) == YCbCr.clampedReference(v), "\(v)") }
    }

    /// Random colours' luma with the chroma of a few backgrounds, as the lossy ring's chroma
    /// setting converts them back.
    @Test(arguments: [0x00_0000, 0xFF_FFFF, 0x1E_90FF, 0xF4_A460] as [UInt32])
    func coloursWithAChroma(background: UInt32) {
        let b = YCbCr(background.unpackedRGB)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(background)
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let colour = UInt32(truncatingIfNeeded: state >> 40)
            let y = YCbCr(colour.unpackedRGB).y
            let r = y + 1.402 * (b.cr - 128), g = y - 0.344136 * (b.cb - 128) - 0.714136 * (b.cr - 128)
            let blue = y + 1.772 * (b.cb - 128)
            for v in [r, g, blue] { #expect(YCbCr.channel(v) == YCbCr.clampedReference(v)) }
        }
    }
}
