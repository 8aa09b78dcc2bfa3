import LegiblePixels
import Testing

@Suite("Raster and rectangles")
struct RasterTests {
    @Test func fillAndSubscript() {
        var raster = Raster(width: 3, height: 2, fill: RGBA8(r: 1, g: 2, b: 3, a: 4))
        #expect(raster.bytes.count == 24)
        #expect(raster[2, 1] == RGBA8(r: 1, g: 2, b: 3, a: 4))
        raster[1, 0] = RGBA8(r: 9, g: 8, b: 7)
        #expect(raster.bytes[4..<8] == [9, 8, 7, 255])
        #expect(raster.hasTransparency)
    }

    @Test func paddedRowsAreAddressedByStride() {
        // Two pixels per row, 12 bytes per row: the last 4 bytes of each row are padding.
        var bytes = [UInt8](repeating: 0, count: 24)
        bytes[12..<16] = [10, 20, 30, 255]
        let raster = Raster(width: 2, height: 2, bytesPerRow: 12, bytes: bytes)
        #expect(raster[0, 1] == RGBA8(r: 10, g: 20, b: 30))
        let crop = raster.cropped(to: PixelRect(x: 0, y: 1, width: 5, height: 5))
        #expect(crop.width == 2 && crop.height == 1 && crop.bytesPerRow == 8)
        #expect(crop[0, 0] == RGBA8(r: 10, g: 20, b: 30))
    }

    @Test("Intersections", arguments: [
        (PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 5, y: 5, width: 10, height: 10), PixelRect(x: 5, y: 5, width: 5, height: 5)),
        (PixelRect(x: 0, y: 0, width: 4, height: 4), PixelRect(x: 4, y: 0, width: 4, height: 4), PixelRect(x: 4, y: 0, width: 0, height: 0)),
        (PixelRect(x: 2, y: 3, width: 4, height: 5), PixelRect(x: 0, y: 0, width: 100, height: 100), PixelRect(x: 2, y: 3, width: 4, height: 5)),
    ])
    func intersection(a: PixelRect, b: PixelRect, expected: PixelRect) {
        #expect(a.intersection(b) == expected)
        #expect(b.intersection(a) == expected)
    }

    @Test func containment() {
        let r = PixelRect(x: 1, y: 1, width: 3, height: 3)
        #expect(r.contains(x: 1, y: 1) && r.contains(x: 3, y: 3))
        #expect(!r.contains(x: 4, y: 1) && !r.contains(x: 0, y: 2))
        #expect(r.contains(PixelRect(x: 2, y: 2, width: 2, height: 2)))
        #expect(!r.contains(PixelRect(x: 2, y: 2, width: 3, height: 2)))
    }
}
