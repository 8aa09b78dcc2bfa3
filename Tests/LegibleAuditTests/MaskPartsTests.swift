@testable import LegibleAudit
import LegiblePixels
import Testing

/// Parts found from runs (`MaskParts`) against the walk pixel by pixel (`MaskComponents.forEach`):
/// the same pixels in the same order of parts, with their counts and bounding boxes, on masks
/// of short and long runs, rows narrower and wider than a word, and a band of rows.
struct MaskPartsTests {
    /// Shapes (`#` set) and how many parts they hold: diagonal steps join, a clear column parts.
    @Test(arguments: [
        (["#..#", ".##.", "#..#"], 1),
        (["#.#", "...", "#.#"], 4),
        (["##..##", "..##..", "##..##"], 1),
        (["#.", ".#", "#.", ".."], 1),
        ([".#.#.", "#.#.#"], 1),
        ([".....", "....."], 0),
    ])
    func diagonalStepsJoin(rows: [String], parts: Int) {
        let mask = rows.flatMap { $0.map { $0 == "#" } }
        var found = 0
        let all = PixelRect(x: 0, y: 0, width: rows[0].count, height: rows.count)
        MaskParts.forEach(in: mask, width: all.width, within: all) { _ in found += 1 }
        #expect(found == parts)
    }

    @Test(arguments: 0..<80)
    func partsAsThePixelWalk(seed: Int) {
        var random = SeededRandom(state: UInt64(seed) * 7919 + 3)
        // Long runs join rows into big parts.
        let (mask, w, h) = random.runMask(widest: seed < 30 ? 40 : 140, tallest: 24, longest: seed % 3 == 0 ? 4 : 40)
        let rect = random.rect(inside: w, h)
        // Every other seed, parts of the pixels set in a second mask too.
        let other: [Bool]? = seed % 2 == 0 ? nil : (0..<(w * h)).map { _ in random.next(4) != 0 }
        // The walk sees only the rectangle's pixels.
        let inside = mask.indices.map { mask[$0] && (other?[$0] ?? true) && rect.contains(x: $0 % w, y: $0 / w) }
        var walked: [[Int]] = []
        MaskComponents.forEach(in: inside, width: w, height: h) { walked.append($0.sorted()) }
        var found: [[Int]] = [], described: [Bool] = []
        MaskParts.forEach(in: mask, and: other, width: w, within: rect) { part in
            var pixels: [Int] = []
            part.forEachPixel(width: w) { pixels.append($0) }
            found.append(pixels.sorted())
            let xs = pixels.map { $0 % w }, ys = pixels.map { $0 / w }
            // Outside along rows: the bounding box's pixels left of a row's first or right of its last.
            let outside = (part.minY...part.maxY).reduce(0) { sum, row in
                let inRow = xs.indices.filter { ys[$0] == row }.map { xs[$0] }
                return sum + inRow.min()! - part.minX + part.maxX - inRow.max()!
            }
            described.append(part.count == pixels.count && part.minX == xs.min() && part.maxX == xs.max()
                             && part.minY == ys.min() && part.maxY == ys.max() && part.outsideAlongRows == outside)
        }
        #expect(found == walked, "\(w)×\(h), \(rect)")
        #expect(described.allSatisfy { $0 }, "counts, bounds and outside, \(w)×\(h)")
    }
}
