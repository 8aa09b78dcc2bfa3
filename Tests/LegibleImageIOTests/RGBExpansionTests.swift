@testable import LegibleImageIO
import Testing

@Suite("RGB rows expanded to RGBA")
struct RGBExpansionTests {
    /// Row widths around the pass's steps of four and its last pixel, and a screenshot's.
    @Test("the C passes equal the plain version",
          arguments: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 16, 17, 1289, 1290], [false, true])
    func passEqualsReference(width: Int, wordsOnly: Bool) {
        // Bytes of every value, in an order unlike their positions (a multiplicative step).
        let rgb = (0..<width * 3).map { UInt8(truncatingIfNeeded: $0 &* 157 &+ 11) }
        let expanded = RGBExpansion.expand(rgb, wordsOnly: wordsOnly)
        #expect(expanded == RGBExpansion.reference(rgb))
        #expect(expanded.count == width * 4)
    }

    @Test("the plain version keeps the channels and makes every pixel opaque")
    func referenceByHand() {
        #expect(RGBExpansion.reference([1, 2, 3, 250, 251, 252]) == [1, 2, 3, 255, 250, 251, 252, 255])
    }
}
