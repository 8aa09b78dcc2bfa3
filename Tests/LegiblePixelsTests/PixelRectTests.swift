import LegiblePixels
import Testing

struct PixelRectTests {
    /// Growing a rectangle adds the margin on every side and never leaves the limit.
    @Test(arguments: [
        (PixelRect(x: 5, y: 4, width: 10, height: 4), PixelRect(x: 4, y: 3, width: 12, height: 6)),
        (PixelRect(x: 5, y: 6, width: 10, height: 4), PixelRect(x: 4, y: 5, width: 12, height: 5)),
        (PixelRect(x: 0, y: 0, width: 3, height: 3), PixelRect(x: 0, y: 0, width: 4, height: 4)),
        (PixelRect(x: 17, y: 8, width: 3, height: 2), PixelRect(x: 16, y: 7, width: 4, height: 3)),
        (PixelRect(x: 0, y: 0, width: 20, height: 10), PixelRect(x: 0, y: 0, width: 20, height: 10)),
    ])
    func grownByOneWithinTheWindow(rect: PixelRect, expected: PixelRect) {
        #expect(rect.grown(by: 1, within: PixelRect(x: 0, y: 0, width: 20, height: 10)) == expected)
    }
}
