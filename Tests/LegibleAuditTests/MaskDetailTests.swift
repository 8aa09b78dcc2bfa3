@testable import LegibleAudit
import LegiblePixels
import Testing

/// Photo detail inside the text mask (`TextSeparator.dropDetailInMask`, kernel `MaskDetail`): a
/// mask pixel beside background must blend the text colour into some of it.
@Suite("Photo detail in the text mask")
struct MaskDetailTests {
    static let text = RGB8(grey: 0x95), sky = RGB8(r: 0x12, g: 0x12, b: 0x16)

    /// A 20×16 night sky with a stem of the text colour (x 8...10, y 3...12), a blend column on
    /// its left (x 7), and `pixel` put at (11, 7), right of the stem.
    static func field(_ pixel: RGB8) -> (pixels: [UInt32], mask: [Bool]) {
        let w = 20, h = 16
        var pixels = [UInt32](repeating: sky.packed, count: w * h), mask = [Bool](repeating: false, count: w * h)
        for y in 3...12 {
            for x in 8...10 { pixels[y * w + x] = text.packed; mask[y * w + x] = true }
            // Half covered: half-way from the sky to the text.
            pixels[y * w + 7] = RGB8(r: 0x54, g: 0x54, b: 0x56).packed
            mask[y * w + 7] = true
        }
        pixels[7 * w + 11] = pixel.packed
        mask[7 * w + 11] = true
        return (pixels, mask)
    }

    enum Beside: String, CaseIterable, CustomTestStringConvertible {
        /// A star brighter than the text, and pink: beyond it and off the segment.
        case star
        /// A pale blue glow as bright as the text: off the segment.
        case glow
        /// A blend of the text into the sky, 60% of the way: anti-aliasing.
        case blend
        /// The text colour itself.
        case core
        var testDescription: String { rawValue }
        var colour: RGB8 {
            switch self {
            case .star: RGB8(r: 0xD2, g: 0xAA, b: 0xCA)
            case .glow: RGB8(r: 0x6E, g: 0x96, b: 0xC8)
            case .blend: RGB8(r: 0x62, g: 0x62, b: 0x65)
            case .core: MaskDetailTests.text
            }
        }
        var isDetail: Bool { self == .star || self == .glow }
    }

    @Test("A pixel beside a stem", arguments: Beside.allCases)
    func pixelBesideAStem(_ beside: Beside) {
        let (pixels, mask) = Self.field(beside.colour)
        let found = pixels.withUnsafeBufferPointer {
            MaskDetail.find(mask: mask, pixels: $0, width: 20, height: 16, rows: 0..<16, columns: 0..<20, text: Self.text.packed,
                            exactness: SeparationTuning.Candidates.exactWithin, reach: SeparationTuning.EdgeDetail.backgroundReach)
        }
        #expect(found == (beside.isDetail ? [7 * 20 + 11] : []))
    }

    @Test("Inside a stroke, with no background within reach, a pixel stays")
    func insideAStroke() {
        var (pixels, mask) = Self.field(Self.text)
        // A stroke 7 wide: its middle column is 3 from the sky.
        for y in 3...12 { for x in 11...14 { pixels[y * 20 + x] = Self.text.packed; mask[y * 20 + x] = true } }
        pixels[7 * 20 + 11] = Beside.star.colour.packed
        let found = pixels.withUnsafeBufferPointer {
            MaskDetail.find(mask: mask, pixels: $0, width: 20, height: 16, rows: 0..<16, columns: 0..<20, text: Self.text.packed,
                            exactness: 12, reach: 2)
        }
        #expect(found.isEmpty)
    }

    /// The kernel against its plain version, over noise: glyph-like blocks of the text colour
    /// and its blends over a field of random colours.
    @Test("The kernel finds what the plain version finds", arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func kernelMatchesReference(_ seed: UInt64) {
        var random = SeededRandom(state: seed)
        let w = 17 + Int(random.next(30)), h = 9 + Int(random.next(20))
        let text = RGB8(r: UInt8(random.next(256)), g: UInt8(random.next(256)), b: UInt8(random.next(256)))
        var pixels = (0..<(w * h)).map { _ in UInt32(random.next(1 << 24)) }
        var mask = [Bool](repeating: false, count: w * h)
        for i in pixels.indices where random.next(3) == 0 {
            mask[i] = true
            switch random.next(3) {
            case 0: pixels[i] = text.packed
            case 1:
                // A blend of the text into the colour there.
                let b = pixels[i].unpackedRGB, a = Double(random.next(100)) / 100
                func mix(_ t: UInt8, _ q: UInt8) -> UInt8 { UInt8((a * Double(t) + (1 - a) * Double(q)).rounded()) }
                pixels[i] = RGB8(r: mix(text.r, b.r), g: mix(text.g, b.g), b: mix(text.b, b.b)).packed
            default: break
            }
        }
        let reference = MaskDetail.reference(mask: mask, pixels: pixels, width: w, height: h, text: text.packed, exactness: 12, reach: 2)
        let found = pixels.withUnsafeBufferPointer {
            MaskDetail.find(mask: mask, pixels: $0, width: w, height: h, rows: 0..<h, columns: 0..<w, text: text.packed,
                            exactness: 12, reach: 2)
        }
        #expect(found == reference)
        #expect(!found.isEmpty && found.count < mask.filter { $0 }.count, "the noise holds both detail and blends")
        // The same from the pixels off the cores found once a box.
        let fromOff = pixels.withUnsafeBufferPointer {
            let off = OffCoreMasks(mask: mask, pixels: $0, width: w, bounds: PixelRect(x: 0, y: 0, width: w, height: h),
                                   text: text.packed, exactness: 12, farther: nil).off
            return MaskDetail.find(mask: mask, off: off, pixels: $0, width: w, height: h, rows: 0..<h, columns: 0..<w,
                                   text: text.packed, exactness: 12, reach: 2)
        }
        #expect(fromOff == reference)
    }

    /// The kernel's test in integers against `EdgeWalk.liesBetween`, over random colours and
    /// blends of them.
    @Test("Whether a pixel lies between: integers as the plain test", arguments: [UInt64(7), 8, 9])
    func liesBetweenInIntegers(_ seed: UInt64) {
        var random = SeededRandom(state: seed)
        var agreed = 0, between = 0
        for _ in 0..<4000 {
            let text = UInt32(random.next(1 << 24)), background = UInt32(random.next(1 << 24))
            var pixel = UInt32(random.next(1 << 24))
            if random.next(2) == 0 {
                // A blend, nudged by a level or two.
                let t = text.unpackedRGB, q = background.unpackedRGB, a = Double(random.next(120)) / 100
                func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
                    UInt8(max(0, min(255, (a * Double(x) + (1 - a) * Double(y)).rounded() + Double(random.next(5) - 2))))
                }
                pixel = RGB8(r: mix(t.r, q.r), g: mix(t.g, q.g), b: mix(t.b, q.b)).packed
            }
            let plain = EdgeWalk.liesBetween(pixel, text: text, background: background)
            if MaskDetail.liesBetween(pixel, text: text, background: background) == plain { agreed += 1 }
            if plain { between += 1 }
        }
        #expect(agreed == 4000)
        #expect(between > 1000, "blends are tried")
    }
}
