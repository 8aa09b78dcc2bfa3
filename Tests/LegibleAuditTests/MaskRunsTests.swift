@testable import LegibleAudit
import LegiblePixels
import Testing

/// Runs along rows found 32 bytes at a time against the plain count (`MaskRuns.reference`):
/// rows shorter and longer than a word, runs inside one word, across words and into the tail,
/// bounds anywhere in the window, the run's length from 1 to beyond a word.
struct MaskRunsTests {
    /// One row: a run of 20 across the first word's end is found at 20 and not at 21; one of 12
    /// inside a word is found at 12.
    @Test func runsAcrossAndInsideWords() {
        var row = [Bool](repeating: false, count: 100)
        for x in 24..<44 { row[x] = true }
        for x in 70..<82 { row[x] = true }
        let bounds = PixelRect(x: 0, y: 0, width: 100, height: 1)
        #expect(MaskRuns.holdsRun(row, width: 100, bounds: bounds, least: 20))
        #expect(!MaskRuns.holdsRun(row, width: 100, bounds: bounds, least: 21))
        let inside = PixelRect(x: 64, y: 0, width: 36, height: 1)
        #expect(MaskRuns.holdsRun(row, width: 100, bounds: inside, least: 12))
        #expect(!MaskRuns.holdsRun(row, width: 100, bounds: inside, least: 13))
    }

    @Test(arguments: 0..<60)
    func holdsRunAsThePlainCount(seed: Int) {
        var random = SeededRandom(state: UInt64(seed) * 977 + 13)
        let (mask, w, h) = random.runMask(widest: seed < 20 ? 40 : 150, tallest: 6, longest: seed % 3 == 0 ? 6 : 45)
        let bounds = random.rect(inside: w, h)
        for least in [1, 2, 7, 8, 9, 16, 31, 32, 33, 40, 70] {
            #expect(MaskRuns.holdsRun(mask, width: w, bounds: bounds, least: least)
                    == MaskRuns.reference(mask, width: w, bounds: bounds, least: least), "\(w)×\(h) \(bounds), run \(least)")
        }
    }
}
