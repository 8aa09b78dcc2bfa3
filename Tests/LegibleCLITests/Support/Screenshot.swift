import Foundation
import LegibleImageIO
import LegiblePixels

/// Synthetic screenshots with known colours: lines of glyph-like strokes on a flat background,
/// written as PNG through LegibleImageIO's encoder, plus the manifest that describes them.
struct Screenshot {
    /// One line of "text": a row of letter-like strokes inside the box (10, y, 200, 30).
    struct Line {
        var id: String
        var y: Int
        var colour: RGB8
        var text: String

        init(_ id: String, y: Int, colour: RGB8, text: String? = nil) {
            self.id = id
            self.y = y
            self.colour = colour
            self.text = text ?? "Label \(id)"
        }
    }

    var width = 240
    var height = 120
    var background = RGB8(grey: 255)
    var lines: [Line]

    static let black = RGB8(grey: 0)
    /// #BBBBBB on white is about 1.9:1: fails every WCAG threshold.
    static let paleGrey = RGB8(grey: 0xBB)

    /// A screenshot with one line per colour, 40 px apart.
    init(_ colours: [(String, RGB8)], background: RGB8 = RGB8(grey: 255)) {
        self.background = background
        self.lines = colours.enumerated().map { index, entry in Line(entry.0, y: 10 + 40 * index, colour: entry.1) }
        self.height = max(60, 20 + 40 * colours.count)
    }

    /// The raster: strokes 3 px wide and 20 px tall with cross bars, about a third of each box.
    var raster: Raster {
        var raster = Raster(width: width, height: height, fill: background.withAlpha())
        for line in lines {
            for letter in 0..<12 {
                let x0 = 16 + letter * 15
                for y in (line.y + 5)..<(line.y + 25) {
                    for x in x0..<(x0 + 3) { raster[x, y] = line.colour.withAlpha() }
                }
                let barY = letter % 2 == 0 ? line.y + 5 : line.y + 22
                for y in barY..<(barY + 3) {
                    for x in x0..<(x0 + 10) { raster[x, y] = line.colour.withAlpha() }
                }
            }
        }
        return raster
    }

    func pngData() throws -> Data {
        Data(try PNGEncoder.encode(raster, alpha: false))
    }

    /// The manifest JSON for this screenshot, with the image path as written in the manifest.
    func manifest(image: String) -> String {
        let regions = lines.map { line in
            #"{ "id": "\#(line.id)", "x": 10, "y": \#(line.y), "width": 200, "height": 30, "text": "\#(line.text)" }"#
        }
        return """
        {
          "image": "\(image)",
          "regions": [
            \(regions.joined(separator: ",\n    "))
          ]
        }
        """
    }

    /// Writes `<name>.png` and `<name>.json` into a folder (optionally a subfolder) and returns
    /// the manifest path relative to the folder.
    @discardableResult
    func write(named name: String, in folder: TemporaryFolder, subfolder: String? = nil) throws -> String {
        let prefix = subfolder.map { $0 + "/" } ?? ""
        try folder.write(prefix + name + ".png", try pngData())
        try folder.write(prefix + name + ".json", manifest(image: name + ".png"))
        return prefix + name + ".json"
    }
}
