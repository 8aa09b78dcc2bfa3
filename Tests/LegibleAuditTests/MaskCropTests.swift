import LegiblePixels
import Testing
@testable import LegibleAudit

/// The mask crop's row operations against their meaning, on crops touching every side of the
/// mask and crops one pixel wide or tall.
struct MaskCropTests {
    static let width = 23, height = 17
    static let rects = [PixelRect(x: 0, y: 0, width: 23, height: 17), PixelRect(x: 3, y: 2, width: 10, height: 9),
                        PixelRect(x: 22, y: 0, width: 1, height: 17), PixelRect(x: 5, y: 16, width: 18, height: 1),
                        PixelRect(x: 7, y: 4, width: 1, height: 1)]

    static func mask(seed: UInt64, oneIn: Int) -> [Bool] {
        var random = SeededRandom(state: seed)
        return (0..<(width * height)).map { _ in random.next(oneIn) == 0 }
    }

    static func cut(_ mask: [Bool], _ r: PixelRect) -> [Bool] {
        (r.y..<r.maxY).flatMap { y in mask[(y * width + r.x)..<(y * width + r.maxX)] }
    }

    @Test(arguments: rects)
    func copyWriteAndClearMatchTheirMeaning(rect: PixelRect) {
        let crop = MaskCrop(rect, maskWidth: Self.width)
        let mask = Self.mask(seed: UInt64(rect.x * 100 + rect.y), oneIn: 2)
        #expect(crop.copy(of: mask) == Self.cut(mask, rect))
        // Written back inverted: the crop changes, nothing else does.
        var written = mask
        crop.write(Self.cut(mask, rect).map { !$0 }, into: &written)
        for i in mask.indices {
            let inside = rect.contains(x: i % Self.width, y: i / Self.width)
            #expect(written[i] == (inside ? !mask[i] : mask[i]))
        }
        // Cleared where a second mask is set: the indices are the pixels set in both.
        let part = Self.cut(Self.mask(seed: 7, oneIn: 3), rect)
        var cleared = mask
        let indices = crop.clear(part, from: &cleared)
        #expect(indices.count == part.filter { $0 }.count)
        #expect(Self.cut(cleared, rect) == zip(Self.cut(mask, rect), part).map { $0 && !$1 })
    }

    /// The crop's field is the reference field of the cut mask, and clearing within a rim clears
    /// exactly the set pixels that close to it.
    @Test(arguments: rects)
    func fieldAndRimMatchTheReference(rect: PixelRect) {
        let crop = MaskCrop(rect, maskWidth: Self.width)
        let cores = Self.mask(seed: UInt64(rect.width), oneIn: 9), mask = Self.mask(seed: 3, oneIn: 2)
        let field = crop.field(of: cores, limit: 4)
        #expect(field == DistanceField.reference(mask: Self.cut(cores, rect), width: rect.width, height: rect.height, limit: 4))
        var cleared = mask
        let removed = crop.clear(in: &cleared, within: 5, of: field)
        let expected = zip(Self.cut(mask, rect), field).map { $0 && $1 > 5 }
        #expect(Self.cut(cleared, rect) == expected)
        #expect(removed == Self.cut(mask, rect).filter { $0 }.count - expected.filter { $0 }.count)
    }

    /// Cores grown along rows, and the mask pixels no grown row within reach covers.
    @Test(arguments: rects)
    func coresAlongRowsAndUnreached(rect: PixelRect) {
        let crop = MaskCrop(rect, maskWidth: Self.width), reach = 2
        let mask = Self.mask(seed: 11, oneIn: 2), cores = Self.mask(seed: 12, oneIn: 6)
        let grown = [UInt32](repeating: 0, count: Self.width * Self.height).withUnsafeBufferPointer {
            crop.coresAlongRows(of: mask, cores: cores, near: 0, limit: 0, pixels: $0, reach: reach)
        }
        let w = rect.width, h = rect.height, cutMask = Self.cut(mask, rect), cutCores = Self.cut(cores, rect)
        let expectedGrown = (0..<(w * h)).map { i in
            let x = i % w, y = i / w
            return (max(0, x - reach)...min(w - 1, x + reach)).contains { cutMask[y * w + $0] && cutCores[y * w + $0] }
        }
        #expect(grown == expectedGrown)
        let far = crop.unreached(in: mask, by: grown, reach: reach)
        let expectedFar = (0..<(w * h)).map { i in
            let x = i % w, y = i / w
            return cutMask[i] && !(max(0, y - reach)...min(h - 1, y + reach)).contains { expectedGrown[$0 * w + x] }
        }
        #expect(far.pixels == expectedFar)
        #expect(far.count == expectedFar.filter { $0 }.count)
    }
}
