@testable import LegibleImageIO
import Testing

@Suite("RGB rows expanded to RGBA")
struct RGBExpansionTests {
    /// Row widths around the pass's steps of four and its last pixel, and a screenshot's.
    @Test("the C pass equals the plain version", arguments: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17, 1290])
    func passEqualsReference(width: Int) {
        // Bytes of every value, in an order unlike their positions (a multiplicative step).
        let rgb = (0..<width * 3).map { UInt8(truncatingIfNeeded: $0 &* 157 &+ 11) }
        let expanded = RGBExpansion.expand(rgb)
        #expect(expanded == RGBExpansion.reference(rgb))
        #expect(expanded.count == width * 4)
    }

    @Test("the plain version keeps the channels and makes every pixel opaque")
    func referenceByHand() {
        #expect(RGBExpansion.reference([1, 2, 3, 250, 251, 252]) == [1, 2, 3, 255, 250, 251, 252, 255])
    }
}
