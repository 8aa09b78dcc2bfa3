import LegibleColour
import Testing

/// `requiredLc` bisects the font lookup; a plain scan of every 0.5 step must agree.
struct RequiredLcSearchTests {
    @Test(arguments: [100, 200, 300, 400, 500, 600, 700, 800, 900])
    func bisectionEqualsScan(weight: Int) {
        for quarter in 0...480 {
            let size = Double(quarter) / 4
            let scanned = (0...220).lazy.map { 15 + Double($0) * APCA.requiredLcStep }
                .first { lc in APCA.minimumFontSize(lc: lc, fontWeight: weight).map { $0 <= size } ?? false }
            #expect(APCA.requiredLc(fontSize: size, fontWeight: weight) == scanned, "\(size) px at \(weight)")
        }
    }
}
