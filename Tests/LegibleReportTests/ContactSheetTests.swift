import LegibleColour
import LegiblePixels
import Testing
@testable import LegibleReport

@Suite struct ContactSheetTests {
    static let thumbnailColour = RGBA8(r: 0xFF, g: 0, b: 0)

    /// Two tiles with narrow thumbnails under the longest caption a variant can have.
    static func sheet(thumbnailWidth: Int) -> Raster {
        let thumbnail = Raster(width: thumbnailWidth, height: 40, fill: thumbnailColour)
        let tiles = [Variant.deuteranomaly, .tritanomaly].map {
            ContactSheet.Tile(variant: $0, thumbnail: thumbnail, counts: "FAIL 44  PASS 22  ???? 11")
        }
        return ContactSheet.render(title: "home", tiles: tiles)
    }

    /// Columns of `row` holding `colour`, left to right.
    static func columns(of colour: RGBA8, in raster: Raster, row: Int) -> [Int] {
        (0..<raster.width).filter { raster[$0, row] == colour }
    }

    @Test(arguments: [60, 240, 360])
    func captionsEndBeforeTheNextColumn(thumbnailWidth: Int) throws {
        let sheet = Self.sheet(thumbnailWidth: thumbnailWidth)
        let thumbnailRow = sheet.height - 17
        let red = Self.columns(of: Self.thumbnailColour, in: sheet, row: thumbnailRow)
        // The second thumbnail starts where the first one's red run breaks.
        let secondStart = try #require(zip(red, red.dropFirst()).first { $1 > $0 + 1 }?.1)
        let captionRows = 16..<(sheet.height - 16 - 40)
        let inkBeforeSecond = captionRows.flatMap { row in
            Self.columns(of: ContactSheet.ink, in: sheet, row: row).filter { $0 < secondStart }
        }
        let rightmost = try #require(inkBeforeSecond.max())
        #expect(rightmost < secondStart - 8, "first caption ends at \(rightmost), second column starts at \(secondStart)")
    }
}
