import Testing
@testable import LegibleAudit

/// `FrameReach` (rows by comparison, columns by a fixed-point reciprocal) against its plain
/// version (division): random parts of windows of several widths, frames inside the window, on
/// its edge and beyond it, boxes too small to have an inside, and single pixels on each side.
struct FrameReachTests {
    @Test(arguments: [(width: 1, height: 9, seed: UInt64(61)), (width: 7, height: 5, seed: 62), (width: 97, height: 41, seed: 63),
                      (width: 1000, height: 140, seed: 64), (width: 4099, height: 3, seed: 65)])
    func matchesTheDivision(width w: Int, height h: Int, seed: UInt64) {
        var random = SeededRandom(state: seed)
        for _ in 0..<200 {
            let (reach, top, bottom, left, right) = Self.randomFrame(width: w, height: h, random: &random)
            // Parts of 1 to 80 pixels, in no order, sometimes around the frame's inside alone.
            let rows = max(0, top + 1)..<max(max(0, top + 1), min(h, bottom))
            let columns = max(0, left + 1)..<max(max(0, left + 1), min(w, right))
            let inside = !rows.isEmpty && !columns.isEmpty && random.next(2) == 0
            let part = (0..<(1 + random.next(80))).map { _ in
                inside ? (rows.lowerBound + random.next(rows.count)) * w + columns.lowerBound + random.next(columns.count)
                    : random.next(w * h)
            }
            #expect(reach.touches(part) == FrameReach.reference(part, width: w, top: top, bottom: bottom, left: left, right: right),
                    "frame \(top)...\(bottom) × \(left)...\(right)")
        }
    }

    /// A part's bounding box reaches the frame exactly when one of its pixels does.
    @Test(arguments: [(width: 7, height: 5, seed: UInt64(81)), (width: 97, height: 41, seed: 82), (width: 1000, height: 14, seed: 83)])
    func boundingBoxReachesAsItsPixels(width w: Int, height h: Int, seed: UInt64) {
        var random = SeededRandom(state: seed)
        for _ in 0..<300 {
            let reach = Self.randomFrame(width: w, height: h, random: &random).reach
            let part = (0..<(1 + random.next(20))).map { _ in random.next(w * h) }
            let xs = part.map { $0 % w }, ys = part.map { $0 / w }
            #expect(reach.touches(minX: xs.min()!, maxX: xs.max()!, minY: ys.min()!, maxY: ys.max()!) == reach.touches(part))
        }
    }

    /// A frame whose rows and columns run from two beyond the window to two past it.
    static func randomFrame(width w: Int, height h: Int, random: inout SeededRandom)
        -> (reach: FrameReach, top: Int, bottom: Int, left: Int, right: Int) {
        let top = random.next(h + 4) - 2, bottom = top + random.next(h + 2)
        let left = random.next(w + 4) - 2, right = left + random.next(w + 2)
        return (FrameReach(width: w, height: h, top: top, bottom: bottom, left: left, right: right), top, bottom, left, right)
    }

    /// Every single pixel of a window against a frame one pixel in: the border touches, the rest
    /// does not; the last pixel of each row too (a column the reciprocal must not round up).
    @Test(arguments: [(width: 3, height: 3), (width: 255, height: 9), (width: 641, height: 257)])
    func everyPixel(width w: Int, height h: Int) {
        let reach = FrameReach(width: w, height: h, top: 0, bottom: h - 1, left: 0, right: w - 1)
        let wrong = (0..<(w * h)).filter { i in
            let (y, x) = (i / w, i % w)
            return reach.touches([i]) != (y == 0 || y == h - 1 || x == 0 || x == w - 1)
        }
        #expect(wrong.isEmpty, "pixels \(wrong.prefix(5)) of \(w)×\(h)")
        #expect(!reach.touches([]))
    }
}
