@testable import LegibleAudit
import LegiblePixels
import Testing

/// The mask's pixels off the text colour found once a box (`OffCoreMasks`), against each
/// pixel's distance one at a time (`OffCoreMasks.reference`): windows narrower and wider than
/// eight, masks sparse and full within their bounds, pixels at, near and far from the text colour
/// (a channel off by either bound's edge), with and without the second bound.
struct OffCoreMasksTests {
    @Test(arguments: 0..<40)
    func offCoreMasksAsEachPixelsDistance(seed: Int) {
        var random = SeededRandom(state: UInt64(seed) * 7919 + 5)
        let w = 1 + random.next(seed < 10 ? 9 : 40), h = 1 + random.next(12)
        let top = random.next(h), left = random.next(w)
        let bounds = PixelRect(x: left, y: top, width: 1 + random.next(w - left), height: 1 + random.next(h - top))
        let text: UInt32 = 0x50_80_20, exactness: Int32 = 12
        // 3² + 2² = 13 and 3² + 1² = 10: just past and just within √12; 6² + 1² = 37 and 6² = 36
        // about the second bound, 36.
        let near: [UInt32] = [text, text &+ 0x03_02_00, text &+ 0x03_01_00, text &+ 0x06_01_00, text &+ 0x00_06_00,
                              UInt32(random.next(1 << 24))]
        let mask = (0..<(w * h)).map { i in bounds.contains(x: i % w, y: i / w) && random.next(4) < 1 + seed % 4 }
        let pixels = (0..<(w * h)).map { _ in near[random.next(near.count)] }
        for farther in [nil, Int32(36), Int32(4)] {
            let found = pixels.withUnsafeBufferPointer {
                OffCoreMasks(mask: mask, pixels: $0, width: w, bounds: bounds, text: text, exactness: exactness, farther: farther)
            }
            let expected = OffCoreMasks.reference(mask: mask, pixels: pixels, text: text, exactness: exactness, farther: farther)
            #expect(found.off == expected.off && found.far == expected.far && found.cored == expected.cored,
                    "farther \(String(describing: farther))")
        }
    }
}
