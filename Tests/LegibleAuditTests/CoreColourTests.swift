import Testing
import LegiblePixels
@testable import LegibleAudit

/// The glyph-core colour (counted selection of the threshold) against the straightforward
/// definition: the on-axis members' projections sorted, the threshold read at its rank, and
/// each channel's lower median of the members at or above it.
struct CoreColourTests {
    /// The definition, spelled out with a sort.
    static func reference(_ pixels: [UInt32], mask: [Bool], candidate: UInt32, background: UInt32, fraction: Int) -> RGB8 {
        let c = candidate.unpackedRGB, b = background.unpackedRGB
        let axis = (Int64(c.r) - Int64(b.r), Int64(c.g) - Int64(b.g), Int64(c.b) - Int64(b.b))
        let span = axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2
        var onAxis: [(along: Int64, pixel: UInt32)] = []
        for i in pixels.indices where mask[i] {
            let q = pixels[i].unpackedRGB
            let d = (Int64(q.r) - Int64(b.r), Int64(q.g) - Int64(b.g), Int64(q.b) - Int64(b.b))
            let along = d.0 * axis.0 + d.1 * axis.1 + d.2 * axis.2
            let length = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
            if length * span - along * along <= span * span / 25 { onAxis.append((along, pixels[i])) }
        }
        guard !onAxis.isEmpty else { return c }
        let sorted = onAxis.map(\.along).sorted()
        let threshold = sorted[min(sorted.count - 1, sorted.count * fraction / 1000)]
        let cores = onAxis.filter { $0.along >= threshold }.map { $0.pixel.unpackedRGB }
        func median(_ values: [UInt8]) -> UInt8 { values.sorted()[(values.count + 1) / 2 - 1] }
        return RGB8(r: median(cores.map(\.r)), g: median(cores.map(\.g)), b: median(cores.map(\.b)))
    }

    /// Random boxes of blends between background and text (a few levels: ties), exact text and
    /// background pixels, overshoots past the text colour and stray colours off the axis.
    @Test(arguments: [1, 15, 16, 17, 100, 4099])
    func matchesTheSortedDefinition(count: Int) {
        var random = SeededRandom(state: UInt64(count) * 7 + 3)
        for round in 0..<12 {
            let background = UInt32(random.next(1 << 24)), candidate = UInt32(random.next(1 << 24))
            let b = background.unpackedRGB, c = candidate.unpackedRGB
            let levels = 1 + random.next(8)
            let pixels: [UInt32] = (0..<count).map { _ in
                switch random.next(10) {
                case 0...3: return candidate
                case 4: return background
                case 5: return UInt32(random.next(1 << 24))
                default:
                    // A blend, or a little beyond the text colour.
                    let t = Double(random.next(levels + 2)) / Double(levels)
                    func mix(_ x: UInt8, _ y: UInt8) -> UInt32 {
                        UInt32(max(0, min(255, (Double(y) + t * (Double(x) - Double(y))).rounded())))
                    }
                    return mix(c.r, b.r) << 16 | mix(c.g, b.g) << 8 | mix(c.b, b.b)
                }
            }
            let density = 1 + random.next(4)
            let mask = (0..<count).map { _ in random.next(density) == 0 || round == 0 }
            for (purity, lossy, fraction) in [(0.9, false, 970), (0.2, false, 998), (0.9, true, 900)] {
                let separator = TextSeparator(hint: nil, ringRadius: 4, profile: .forPixels(lossy: lossy))
                let actual = pixels.withUnsafeBufferPointer {
                    separator.coreColour($0, mask: mask, candidate: candidate, background: background, purity: purity)
                }
                let expected = Self.reference(pixels, mask: mask, candidate: candidate, background: background, fraction: fraction)
                #expect(actual == expected, "\(count) pixels, round \(round), fraction \(fraction)")
                // Told where the mask lies and how many pixels it has, as `separate` tells it.
                if let first = mask.firstIndex(of: true), let last = mask.lastIndex(of: true) {
                    let told = pixels.withUnsafeBufferPointer {
                        separator.coreColour($0, mask: mask, candidate: candidate, background: background, purity: purity,
                                             indices: first..<(last + 1), maskCount: mask.filter { $0 }.count)
                    }
                    #expect(told == expected, "\(count) pixels, round \(round), fraction \(fraction), told the mask's extent")
                }
            }
        }
    }

    /// Black text on white and the reverse: projections at both ends of their range.
    @Test func extremeAxes() {
        var random = SeededRandom(state: 42)
        for (text, ground) in [(UInt32(0), UInt32(0xFFFFFF)), (0xFFFFFF, 0), (0xFF0000, 0x00FFFF)] {
            let pixels: [UInt32] = (0..<500).map { _ in
                let v = UInt32(random.next(256))
                return [text, ground, v << 16 | v << 8 | v][random.next(3)]
            }
            let mask = (0..<500).map { _ in random.next(3) != 0 }
            let actual = pixels.withUnsafeBufferPointer {
                TextSeparator(hint: nil, ringRadius: 4).coreColour($0, mask: mask, candidate: text, background: ground, purity: 0.2)
            }
            #expect(actual == Self.reference(pixels, mask: mask, candidate: text, background: ground, fraction: 998))
        }
    }

    /// Colours handed over with counts give the medians of the colours repeated that often.
    @Test func countedMediansMatchRepeatedOnes() {
        var random = SeededRandom(state: 5)
        for _ in 0..<50 {
            let colours = (0..<(1 + random.next(6))).map { _ in (UInt32(random.next(1 << 24)), random.next(40)) }
            let counted = channelMedians(counted: { add in for (colour, times) in colours { add(colour, times) } })
            let repeated = channelMedians { add in
                for (colour, times) in colours { for _ in 0..<times { add(colour) } }
            }
            #expect(counted == repeated)
        }
    }
}
