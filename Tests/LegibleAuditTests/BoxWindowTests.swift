import Foundation
import LegibleColour
import LegiblePixels
import Testing
@testable import LegibleAudit

/// Separation visits only the window of a box that differs from its flat frame colour (plus a
/// margin), counting the rest. That must change nothing: every figure equals the one from the
/// whole box, and regions measured on several threads equal those measured on one.
struct BoxWindowTests {
    /// Short text at the left of a wide label frame, over a flat fill or not.
    static func raster(background: @escaping (Int, Int) -> RGB8) -> Raster {
        let painter = SyntheticScreen(width: 400, height: 60, background: background)
        return painter.render(text: "HELLO", colour: RGB8(grey: 0x55), x: 14, y: 16, cell: 3.6)
    }

    static let label = PixelRect(x: 6, y: 8, width: 300, height: 44)

    @Test func flatFrameGivesATightWindow() {
        let raster = Self.raster { _, _ in RGB8(grey: 250) }
        let box = BoxPixels(raster: raster, rect: Self.label, margin: 10)
        #expect(box.frameColour == 0xFAFAFA)
        #expect(box.window.width < Self.label.width / 2)
        #expect(box.frameCount == 2 * (300 + 44) - 4)
        // Every box pixel outside the window has the frame colour.
        for y in Self.label.y..<(Self.label.y + Self.label.height) {
            for x in Self.label.x..<(Self.label.x + Self.label.width) where !box.window.contains(x: x, y: y) {
                let p = raster[x, y]
                #expect(RGB8(r: p.r, g: p.g, b: p.b).packed == box.frameColour)
            }
        }
    }

    /// The active rectangle is the bounding box of the window pixels that differ from the frame
    /// colour, found here pixel by pixel; nil for a uniform box.
    @Test func activeBoundsThePixelsOfAnotherColour() {
        for textured in [false, true] {
            let raster = Self.raster { x, y in textured ? RGB8(grey: UInt8(180 + (x * 7 + y) % 60)) : RGB8(grey: 250) }
            for rect in [Self.label, PixelRect(x: 6, y: 20, width: 300, height: 30), PixelRect(x: 200, y: 8, width: 100, height: 44),
                         PixelRect(x: 6, y: 8, width: 40, height: 3)] {
                let box = BoxPixels(raster: raster, rect: rect, margin: 4)
                var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
                for y in 0..<box.height {
                    for x in 0..<box.width where box.rgb[y * box.width + x] != box.frameColour {
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
                let expected = maxY < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
                #expect(box.active == expected, "\(rect), textured \(textured)")
            }
        }
    }

    /// A frame of one colour is recognised as such (its median without histograms), and one
    /// pixel of another colour anywhere on it, or none of that colour, is noticed, down to
    /// boxes one pixel wide or tall; against the frame's pixels compared here one by one.
    @Test func flatFramesAreFoundPixelByPixel() {
        let raster = Self.raster { x, y in x == 150 && y == 8 ? RGB8(grey: 251) : RGB8(grey: 250) }
        let rects = [Self.label, PixelRect(x: 6, y: 9, width: 300, height: 43), PixelRect(x: 150, y: 2, width: 1, height: 1),
                     PixelRect(x: 150, y: 2, width: 1, height: 20), PixelRect(x: 140, y: 8, width: 11, height: 1),
                     PixelRect(x: 151, y: 0, width: 30, height: 9), PixelRect(x: 100, y: 0, width: 51, height: 9),
                     PixelRect(x: 10, y: 18, width: 40, height: 12)]
        for rect in rects {
            var colours = Set<UInt32>()
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width)
                where x == rect.x || y == rect.y || x == rect.x + rect.width - 1 || y == rect.y + rect.height - 1 {
                    let p = raster[x, y]
                    colours.insert(RGB8(r: p.r, g: p.g, b: p.b).packed)
                }
            }
            let expected = colours.count == 1 ? colours.first : nil
            #expect(raster.withView { RasterWindow.flatColour(of: rect, in: $0) } == expected, "\(rect)")
            if let expected { #expect(BoxPixels(raster: raster, rect: rect, margin: 3).frameColour == expected, "\(rect)") }
        }
    }

    /// A frame counts each of its pixels once, down to boxes one pixel wide or tall, against
    /// a count of the pixels on the rectangle's edge made here.
    @Test(arguments: [(1, 1), (1, 5), (5, 1), (2, 2), (3, 3), (300, 44)])
    func frameCountsEachEdgePixelOnce(width: Int, height: Int) {
        var edge = 0
        for y in 0..<height {
            for x in 0..<width where x == 0 || y == 0 || x == width - 1 || y == height - 1 { edge += 1 }
        }
        #expect(BoxPixels.frameCount(of: PixelRect(x: 7, y: 3, width: width, height: height)) == edge)
    }

    /// The frame pixels inside the window, as window indices in row order, against every box
    /// pixel tested on its own: windows inside the box, holding all of it, or cutting some of
    /// its sides (the text runs off them), down to boxes one pixel wide or tall.
    @Test(arguments: [(6, 8, 300, 44), (20, 8, 300, 44), (6, 8, 26, 44), (6, 20, 300, 30), (6, 8, 300, 20), (30, 25, 20, 8), (6, 8, 1, 1), (6, 8, 1, 5),
                      (6, 8, 5, 1), (6, 8, 2, 2), (6, 8, 40, 3), (25, 20, 1, 9), (15, 25, 30, 1)])
    func frameIndicesListTheFrameInTheWindow(x: Int, y: Int, width: Int, height: Int) {
        for textured in [false, true] {
            let raster = Self.raster { x, y in textured ? RGB8(grey: UInt8(180 + (x * 7 + y) % 60)) : RGB8(grey: 250) }
            let rect = PixelRect(x: x, y: y, width: width, height: height)
            let box = BoxPixels(raster: raster, rect: rect, margin: 3)
            var expected: [Int] = []
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width) where box.window.contains(x: x, y: y) {
                    guard x == rect.x || y == rect.y || x == rect.x + rect.width - 1 || y == rect.y + rect.height - 1 else { continue }
                    expected.append((y - box.window.y) * box.window.width + (x - box.window.x))
                }
            }
            #expect(box.frameInWindow == expected, "\(rect), textured \(textured), window \(box.window)")
        }
    }

    /// The window search and the copy read every box pixel between them: one translucent pixel
    /// anywhere in the box (in the window, beside it, between a row's glyphs) is noticed, one
    /// just outside the box is not. Every row and every column is tried, on a diagonal lattice
    /// (every pixel would take seconds in a debug build), and the whole border around the box.
    @Test func everyBoxPixelIsCheckedForOpacity() {
        var raster = Self.raster { _, _ in RGB8(grey: 250) }
        #expect(BoxPixels(raster: raster, rect: Self.label, margin: 10).opaque)
        let r = Self.label
        var missed: [PixelPoint] = []
        for y in (r.y - 1)...(r.y + r.height) {
            for x in (r.x - 1)...(r.x + r.width) {
                let inside = r.contains(x: x, y: y)
                guard !inside || (3 &* x &+ y) % 11 == 0 else { continue }
                let kept = raster[x, y]
                raster[x, y] = RGBA8(r: kept.r, g: kept.g, b: kept.b, a: 254)
                if BoxPixels(raster: raster, rect: r, margin: 10).opaque == inside { missed.append(PixelPoint(x: x, y: y)) }
                raster[x, y] = kept
            }
        }
        #expect(missed.count == 0, "translucent pixels misjudged, first at \(missed.prefix(5))")
    }

    @Test func texturedFrameKeepsTheWholeBox() {
        let raster = Self.raster { x, y in RGB8(grey: UInt8(200 + (x * 7 + y * 3) % 50)) }
        let box = BoxPixels(raster: raster, rect: Self.label, margin: 10)
        #expect(box.window == Self.label)
    }

    /// A margin as large as the box makes the window the whole box: the reference.
    @Test(arguments: [false, true])
    func windowedSeparationEqualsWholeBox(textured: Bool) {
        let raster = Self.raster { x, y in textured && x > 200 ? RGB8(grey: UInt8(180 + x % 60)) : RGB8(grey: 250) }
        let separator = TextSeparator(hint: nil, ringRadius: 7)
        let windowed = BoxPixels(raster: raster, rect: Self.label, margin: 11)
        let whole = BoxPixels(raster: raster, rect: Self.label, margin: 1000)
        #expect(whole.window == Self.label)
        #expect(textured || windowed.window.area < whole.window.area)
        guard case .success(let a) = separator.separate(windowed), case .success(let b) = separator.separate(whole) else {
            Issue.record("no text found: \(separator.separate(windowed)), \(separator.separate(whole))")
            return
        }
        #expect(a.textColour == b.textColour)
        #expect(a.textPixelCount == b.textPixelCount)
        // Compared as one Bool each: a failure would otherwise print thousands of points.
        let sameRing = a.ring.map(windowed.point) == b.ring.map(whole.point)
        let sameColours = a.ringColours == b.ringColours
        #expect(sameRing)
        #expect(sameColours)
    }

    /// The photo family of the corpus: many regions, measured on one thread and on three.
    @Test func parallelRegionsEqualSerial() throws {
        let corpus = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let manifest = corpus.appendingPathComponent("Corpus/photo/photo-00.json")
        let serial = Auditor(options: AuditOptions(regionJobs: 1)).audit(manifestAt: manifest.path)
        let parallel = Auditor(options: AuditOptions(regionJobs: 3)).audit(manifestAt: manifest.path)
        #expect(serial.first?.regions.count ?? 0 > 3)
        #expect(serial.map(\.regions) == parallel.map(\.regions))
    }

    /// The audit carries the screen's media regions in image pixels, for pictures of Smart Invert.
    @Test func auditCarriesMediaRegions() throws {
        let corpus = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let audit = Auditor(options: AuditOptions(variants: [.original]))
            .audit(manifestAt: corpus.appendingPathComponent("Corpus/photo/photo-01.json").path)
        #expect(audit.first?.decoded?.mediaRegions == [PixelRect(x: 0, y: 0, width: 280, height: 170)])
    }
}
