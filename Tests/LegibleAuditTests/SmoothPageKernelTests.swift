import LegibleColour
import LegiblePixels
import Testing
@testable import LegibleAudit

/// The pass that tells whether ink over a smooth page is worth storing its departures for:
/// `ColumnLumaBound` (eight lanes a step, each column its own bound) against its plain version,
/// and `SmoothPage.anyDeparture` against the stored `departures` it stands in for.
struct SmoothPageKernelTests {
    @Test(arguments: [(width: 1, seed: UInt64(81)), (width: 7, seed: 82), (width: 8, seed: 83), (width: 29, seed: 84),
                      (width: 64, seed: 85)])
    func columnBoundsMatchEachPixelsTest(width: Int, seed: UInt64) {
        var random = SeededRandom(state: seed)
        let count = width * 13
        // Greys and colours, with stray high bytes that no test reads.
        let pixels = (0..<count).map { _ -> UInt32 in
            let stray: UInt32 = random.next(2) == 0 ? 0 : 0xFF00_0000
            return stray | (random.next(3) == 0 ? UInt32(random.next(256)) * 0x01_01_01 : UInt32(random.next(1 << 24)))
        }
        pixels.withUnsafeBufferPointer { p in
            for direction: Int32 in [1, -1] {
                // Bounds around mid-grey, some columns shut (`Int32.max`).
                let bounds = (0..<width).map { _ -> Int32 in
                    random.next(5) == 0 ? .max : direction * Int32(random.next(2_550_001))
                }
                let kernel = ColumnLumaBound(bounds: bounds, direction: direction)
                let skipped = (0..<count).map { _ in random.next(4) == 0 }
                for range in [0..<count, (width / 2)..<(count - width / 3), 3 * width..<(5 * width)] {
                    var found: [Int] = []
                    kernel.forEach(in: p, range, skipping: skipped) { found.append($0); return true }
                    let plain = kernel.reference(in: p, range, skipping: skipped)
                    #expect(found == plain, "direction \(direction), range \(range)")
                    var first: [Int] = []
                    kernel.forEach(in: p, range, skipping: skipped) { first.append($0); return first.count < 3 }
                    #expect(first == Array(plain.prefix(3)))
                }
            }
        }
    }

    /// Over a smooth vertical and horizontal gradient with grey words and specks, the pass finds
    /// a departing pixel exactly when the stored departures hold one, for thresholds around the
    /// words' and specks' departures, either direction, with and without the words kept apart.
    @Test(arguments: [(seed: UInt64(91), words: UInt32(0xC8C8C8)), (92, 0x303030), (93, 0xE09040)])
    func anyDepartureMatchesTheStoredDepartures(seed: UInt64, words: UInt32) throws {
        var random = SeededRandom(state: seed)
        var raster = SyntheticScreen(width: 160, height: 40) { x, y in
            RGB8(r: UInt8(60 + x / 2), g: UInt8(70 + y), b: UInt8(120 - x / 4))
        }.render(text: "HELLO", colour: words.unpackedRGB, x: 20, y: 8, cell: 3.2)
        for _ in 0..<12 {
            // Off the box's top and bottom rows, which model the page.
            let (x, y) = (random.next(160), 6 + random.next(28))
            raster[x, y] = RGB8(grey: UInt8(random.next(256))).withAlpha()
        }
        let box = BoxPixels(raster: raster, rect: PixelRect(x: 4, y: 2, width: 150, height: 36), margin: 2)
        let checked = box.withView { view -> Int in
            guard let page = SmoothPage(view) else { return 0 }
            let w = view.width
            let glyphs = (0..<(w * view.height)).map { colourDistanceSquared(view.pixels[$0], words) < 400 }
            var cases = 0
            for direction in [1, -1] {
                let departures = page.departures(of: view, direction: direction)
                #expect(departures == departures.indices.map { i in
                    page.departure(of: view.pixels[i], x: i % w, y: i / w, direction: direction)
                })
                let none = [Bool](repeating: false, count: glyphs.count)
                for (apart, skipped) in [(none, none), (MaskBytes.dilated(glyphs, width: w, height: view.height, by: 2), glyphs)] {
                    let held = view.activeRows.filter { !page.rough[$0 % w] && !apart[$0] }.map { departures[$0] }.sorted()
                    for least in [0, 80_000, 400_000, 1_200_000] + held.suffix(3) + held.suffix(3).map({ $0 + 1 }) {
                        let expected = held.contains { $0 >= least }
                        #expect(page.anyDeparture(in: view, direction: direction, atLeast: least, apart: { apart[$0] }, glyphs: skipped) == expected,
                                "direction \(direction), least \(least)")
                        cases += 1
                    }
                }
            }
            return cases
        }
        #expect(try #require(checked) > 0, "the page is smooth")
    }
}
