import LegiblePixels
import Testing
@testable import LegibleAudit

/// Glyphs that never cover a pixel wholly at 1×, or whose covered pixels repeat no colour: a
/// breadcrumb's thin "/" shows its strongest blend in one pixel only (`isPartialStroke`, so
/// `strongestColours` still offers its colour), and gradient text draws each column of a bar in
/// its own tone (`coveredTone`, so a band's tone is that bar's, not a weaker blend that repeats).
struct PartialCoverageGlyphTests {
    static let white = RGB8(grey: 0xFF), grey = RGB8(grey: 0x8C), blue = RGB8(r: 0x09, g: 0x69, b: 0xDA)
    static let width = 40, height = 18

    /// A raster of `width`×`height` on white, `paint` giving each pixel's colour and coverage
    /// (from 4×4 samples) over it, blended in gamma-encoded space as browsers do.
    static func box(_ paint: (Double, Double) -> RGB8?) -> BoxPixels {
        var raster = Raster(width: width, height: height, fill: white.withAlpha())
        for y in 0..<height {
            for x in 0..<width {
                var hits = 0, colour = white
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        guard let c = paint(Double(x) + (Double(sx) + 0.5) / 4, Double(y) + (Double(sy) + 0.5) / 4)
                        else { continue }
                        (hits, colour) = (hits + 1, c)
                    }
                }
                raster[x, y] = SyntheticScreen.blend(colour, over: white, alpha: Double(hits) / 16).withAlpha()
            }
        }
        return BoxPixels(raster: raster, rect: PixelRect(x: 0, y: 0, width: width, height: height), margin: 0)
    }

    /// Whether (px, py) lies within `half` of the segment from (x0, y0) to (x1, y1).
    static func nearSegment(_ px: Double, _ py: Double, from a: (Double, Double), to b: (Double, Double), half: Double) -> Bool {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1)
        let t = max(0, min(1, ((px - a.0) * dx + (py - a.1) * dy) / (dx * dx + dy * dy)))
        let (ex, ey) = (a.0 + t * dx - px, a.1 + t * dy - py)
        return ex * ex + ey * ey <= half * half
    }

    /// A "/" 0.9 px across from (19.45, 14.8) up to (23.6, 3.2), in grey, whose strongest pixel
    /// is 15/16 covered and the only one so; a solid block of blue
    /// (a link's word) left of it, and `touching` a blue underline reaching the slash's foot.
    static func slash(touching: Bool = false) -> BoxPixels {
        box { x, y in
            if nearSegment(x, y, from: (19.45, 14.8), to: (23.6, 3.2), half: 0.45) { return grey }
            if x >= 3 && x < 12 && y >= 4 && y < 13 { return blue }
            if touching && x >= 3 && x < 19.8 && y >= 14.2 && y < 15.2 { return blue }
            return nil
        }
    }

    /// The 8-connected parts of the pixels unlike white, each with its strongest colour.
    static func parts(in view: BoxView) -> [(part: [Int], strongest: UInt32)] {
        let ink = (0..<view.pixels.count).map { view.pixels[$0] & 0xFF_FFFF != 0xFF_FFFF }
        var found: [(part: [Int], strongest: UInt32)] = []
        MaskComponents.forEach(in: ink, width: view.width, height: view.height) { part in
            let strongest = part.map { view.pixels[$0] & 0xFF_FFFF }.max { colourDistanceSquared($0, 0xFF_FFFF) < colourDistanceSquared($1, 0xFF_FFFF) }!
            found.append((part, strongest))
        }
        return found
    }

    @Test("A thin slash at partial coverage is a stroke of its colour, and a colour of the box")
    func slashAlone() throws {
        let result = Self.slash().withView { view -> (stroke: Bool, cores: Int, strongest: UInt32, offered: [UInt32])? in
            guard let slash = Self.parts(in: view).first(where: { $0.strongest & 0xFF != 0xDA && $0.part.count > 4 }) else { return nil }
            let cores = slash.part.filter { colourDistanceSquared(view.pixels[$0] & 0xFF_FFFF, slash.strongest) <= SeparationTuning.Candidates.exactWithin }.count
            let first = TextSeparator.candidate(of: 0x0969DA, frame: view.frameColour)
            let offered = TextSeparator.strongestColours(besides: first, exactness: SeparationTuning.Candidates.exactWithin, in: view)
            return (TextSeparator.isPartialStroke(slash.part, of: slash.strongest, in: view), cores, slash.strongest,
                    offered.map { $0.colour & 0xFF_FFFF })
        }
        let found = try #require(result ?? nil)
        // The case at hand: its strongest blend shows once, too few to repeat.
        #expect(found.cores < SeparationTuning.OtherColours.minimumCores)
        #expect(found.stroke)
        #expect(found.offered.contains(found.strongest))
    }

    @Test("A slash touching a link's underline holds two colours: no stroke of one")
    func slashTouchingUnderline() throws {
        let stroke = Self.slash(touching: true).withView { view -> Bool in
            let part = Self.parts(in: view).max { $0.part.count < $1.part.count }!
            return TextSeparator.isPartialStroke(part.part, of: part.strongest, in: view)
        }
        #expect(stroke == false)
    }

    @Test("A dot at partial coverage is as wide as it is tall: no stroke")
    func dot() throws {
        let stroke = Self.box { x, y in (x - 20.3) * (x - 20.3) + (y - 9.4) * (y - 9.4) <= 2.2 ? Self.grey : nil }
            .withView { view -> Bool in
                let part = Self.parts(in: view)[0]
                return TextSeparator.isPartialStroke(part.part, of: part.strongest, in: view)
            }
        #expect(stroke == false)
    }

    /// The tone of gradient text at column `x`: #202020 at x = 2 to #A0A0A0 at x = 38.
    static func tone(_ x: Double) -> RGB8 {
        RGB8(grey: UInt8((32 + (x - 2) / 36 * 128).rounded()))
    }

    @Test("A gradient bar's covered pixels repeat no colour: the band's tone is the strongest of them")
    func gradientBar() throws {
        // A bar 1.5 px tall from x = 2 to 38: its middle row wholly covered, the rows above and
        // below at partial coverage (which repeat down each column's two blends).
        let result = Self.box { x, y in x >= 2 && x < 38 && y >= 8.6 && y < 10.2 ? Self.tone(x.rounded(.down) + 0.5) : nil }
            .withView { view -> (covered: UInt32?, band: UInt32?) in
                let pixels = (0..<view.pixels.count).filter { view.pixels[$0] & 0xFF_FFFF != 0xFF_FFFF && $0 % view.width < 14 }
                return (TextSeparator.coveredTone(pixels, in: view),
                        TextSeparator.stronger(TextSeparator.bandTone(pixels, in: view), TextSeparator.coveredTone(pixels, in: view),
                                               than: view.frameColour))
            }
        let found = try #require(result)
        // Column 3 (its left neighbour, column 2, is covered too; column 2's is the page).
        let expected = Self.tone(3.5).packed & 0xFF_FFFF
        #expect(found.covered == expected)
        #expect(found.band == expected)
    }

    @Test("A stem at half coverage between the page's pixels is no covered pixel")
    func halfCoveredStem() throws {
        let covered = Self.box { x, y in x >= 20 && x < 20.5 && y >= 3 && y < 15 ? Self.grey : nil }
            .withView { view -> UInt32? in
                let pixels = (0..<view.pixels.count).filter { view.pixels[$0] & 0xFF_FFFF != 0xFF_FFFF }
                return TextSeparator.coveredTone(pixels, in: view)
            }
        #expect(covered == .some(nil))
    }
}
