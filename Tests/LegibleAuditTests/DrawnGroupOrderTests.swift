import LegiblePixels
import Testing
@testable import LegibleAudit

/// The drawn colour chosen among groups that hold as many pixels (`TextSeparator.drawnGroup`)
/// does not depend on the order a dictionary lists its keys in, which changes with the process's
/// hash seed and the dictionary's capacity: the same screen gives the same figures in every run.
struct DrawnGroupOrderTests {
    static let lower = RGB8(grey: 0x75), higher = RGB8(grey: 0x76)

    /// Three glyph-like blocks of different shapes on white, their pixels alternately of two
    /// colours one level apart: each colour's group, within the exactness of the other, gathers
    /// every part and as many pixels.
    static func box() -> (BoxPixels, parts: [[Int]]) {
        let blocks = [(x: 2, y: 2, w: 2, h: 3), (x: 8, y: 2, w: 3, h: 4), (x: 15, y: 3, w: 4, h: 2)]
        let width = 24, height = 8
        var raster = Raster(width: width, height: height, fill: RGB8(grey: 0xFF).withAlpha())
        var parts: [[Int]] = []
        for b in blocks {
            var part: [Int] = []
            for y in b.y..<(b.y + b.h) {
                for x in b.x..<(b.x + b.w) {
                    raster[x, y] = ((x + y) % 2 == 0 ? lower : higher).withAlpha()
                    part.append(y * width + x)
                }
            }
            parts.append(part)
        }
        return (BoxPixels(raster: raster, rect: PixelRect(x: 0, y: 0, width: width, height: height), margin: 0), parts)
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13, 21, 34, 55, 89])
    func sameColourWhateverTheKeyOrder(capacity: Int) throws {
        let (box, parts) = Self.box()
        let chosen = box.withView { view -> UInt32? in
            // The window is the blocks' bounds (margin 0): parts in its own indices.
            let (w, window) = (box.rect.width, box.window)
            let windowParts = parts.map { $0.map { (($0 / w) - window.y) * view.width + ($0 % w) - window.x } }
            for reversed in [false, true] {
                var groups = [UInt32: [[Int]]](minimumCapacity: capacity)
                let entries = [(Self.lower.packed, [windowParts[0], windowParts[2]]), (Self.higher.packed, [windowParts[1]])]
                for (key, value) in reversed ? entries.reversed() : entries { groups[key] = value }
                let found = TextSeparator.drawnGroup(groups, partCores: 2, exactness: 12, in: view)
                guard found?.0 == Self.lower.packed else { return found?.0 }
            }
            return Self.lower.packed
        }
        #expect(try #require(chosen) == Self.lower.packed)
    }
}
