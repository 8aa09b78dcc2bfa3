@testable import LegibleDetect
import LegiblePixels
import Testing

/// Joining the pieces a line over a photo is found in, and only those.
@Suite("Piece join")
struct PieceJoinTests {
    static let ground = RGB8(r: 40, g: 40, b: 48)
    static let ink = RGB8(grey: 250)

    /// White bars of a 14 px line (rows 20–33, columns 10–49 and 62–109) on dark grey.
    static func planes() -> [DetectPlane] {
        var raster = Raster(width: 140, height: 60, fill: RGBA8(r: ground.r, g: ground.g, b: ground.b, a: 255))
        for y in 20..<34 {
            for x in 10..<110 where (x < 50 || x >= 62) && x % 5 < 2 { raster[x, y] = RGBA8(r: 250, g: 250, b: 250, a: 255) }
        }
        return DetectPlane.channels(of: raster)
    }

    static func piece(_ x: Int, _ width: Int, y: Int = 20, height: Int = 14, colour: RGB8 = ink, dark: Bool = false) -> DetectedLine {
        var line = DetectedLine(ink: PixelRect(x: x, y: y, width: width, height: height), baseline: y + height, capTop: y,
                                hasTallGlyphs: false, glyphs: 8, darkText: dark, level: 0, inkColour: colour, threshold: 4)
        line.contrast = 210
        return line
    }

    /// The joined line is measured again, its box trimmed to the bars (the last ends at column 106).
    @Test func twoPiecesOfOneLineBecomeOne() {
        let joined = PieceJoin.joined([Self.piece(62, 48), Self.piece(10, 40)], in: Self.planes(), options: TextDetectorOptions())
        #expect(joined.map(\.ink) == [PixelRect(x: 10, y: 20, width: 97, height: 14)])
        #expect(joined.first?.glyphs == 16)
    }

    @Test(arguments: [
        ("another colour", 40, piece(62, 48, colour: RGB8(r: 250, g: 60, b: 60))),
        ("the other polarity", 40, piece(62, 48, dark: true)),
        ("another baseline", 40, piece(62, 48, y: 30)),
        ("twice the height", 40, piece(62, 48, y: 6, height: 28)),
        ("a gap wider than the line is tall", 24, piece(62, 48)),
    ])
    func piecesThatDifferStayApart(_ why: String, leftWidth: Int, _ right: DetectedLine) {
        let joined = PieceJoin.joined([Self.piece(10, leftWidth), right], in: Self.planes(), options: TextDetectorOptions())
        #expect(joined.count == 2, "\(why)")
    }

    /// Grey ink over a photo that darkens behind the second word: lighter than the photo behind
    /// one piece, darker behind the other, in one ink colour.
    @Test func piecesOfOneInkInEitherPolarityAreSpanned() {
        var darker = Self.piece(62, 48, dark: true)
        darker.contrast = 90
        let spanned = PieceJoin.spanned([darker, Self.piece(10, 40)], options: TextDetectorOptions())
        #expect(spanned.map(\.ink) == [PixelRect(x: 10, y: 20, width: 100, height: 14)])
        // Each piece stood out from its own background; the line is as strong as the weaker.
        #expect(spanned.first?.contrast == 90)
        #expect(spanned.first?.glyphs == 16)
    }

    @Test(arguments: [
        ("another colour", 40, piece(62, 48, colour: RGB8(r: 250, g: 60, b: 60), dark: true)),
        ("another baseline", 40, piece(62, 48, y: 30, dark: true)),
        ("twice the height", 40, piece(62, 48, y: 6, height: 28, dark: true)),
        ("a gap wider than the line is tall", 24, piece(62, 48, dark: true)),
    ])
    func piecesThatDifferAreNotSpanned(_ why: String, leftWidth: Int, _ right: DetectedLine) {
        let spanned = PieceJoin.spanned([Self.piece(10, leftWidth), right], options: TextDetectorOptions())
        #expect(spanned.count == 2, "\(why)")
    }
}
