@testable import LegibleAudit
import Testing

/// The mask pixels off the cores, eight at a time, against the plain filter
/// (`OffCores.reference`): stretches shorter and longer than eight, masks sparse and full,
/// pixels at, near and far from the text colour (a channel off by the tolerance's edge).
struct OffCoresTests {
    @Test(arguments: 0..<40)
    func offCoresAsThePlainFilter(seed: Int) {
        var random = SeededRandom(state: UInt64(seed) * 4093 + 17)
        let n = random.next(seed < 10 ? 12 : 90)
        let text: UInt32 = 0x30_60_90, exactness: Int32 = 12
        let mask = (0..<n).map { _ in random.next(4) < 1 + seed % 4 }
        // 3² + 2² = 13 and 3² + 1² = 10: just past and just within √12.
        let near: [UInt32] = [text, text &+ 0x03_02_00, text &+ 0x03_01_00, text &+ 0x00_00_01, UInt32(random.next(1 << 24))]
        let pixels = (0..<n).map { _ in near[random.next(near.count)] }
        var visited: [Int] = []
        mask.withUnsafeBytes { m in
            pixels.withUnsafeBufferPointer { p in
                guard let bytes = m.baseAddress, let source = p.baseAddress else { return }
                OffCores.forEach(mask: bytes, pixels: source, count: n, text: text, exactness: exactness) { visited.append($0) }
            }
        }
        #expect(visited == OffCores.reference(mask: mask, pixels: pixels, text: text, exactness: exactness))
    }
}
