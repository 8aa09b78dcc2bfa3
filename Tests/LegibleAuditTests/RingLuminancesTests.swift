import LegibleColour
import LegiblePixels
import Testing
@testable import LegibleAudit

/// `ChannelTerms.luminances` (tabulated weighted channel terms, summed in vector lanes) against
/// `WCAG.luminance` and `APCA.screenLuminance`, bit for bit.
struct RingLuminancesTests {
    @Test func matchesScalarLuminances() {
        var state: UInt64 = 7
        var colours: [UInt32] = (0..<256).map { UInt32($0) * 0x01_0101 }
        for _ in 0..<50000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            colours.append(UInt32(truncatingIfNeeded: state >> 33) & 0xFF_FFFF)
        }
        ChannelTerms.with { terms in
            for p in colours {
                let both = terms.luminances(p)
                let c = p.unpackedRGB
                #expect(both[0].bitPattern == WCAG.luminance(c).bitPattern)
                #expect(both[1].bitPattern == APCA.screenLuminance(c).bitPattern)
            }
        }
    }
}
