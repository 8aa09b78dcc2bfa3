import LegibleColour
import LegiblePixels
import Testing

/// `APCA.TextContrast.absoluteBounds` against exact Lc: every luminance of a range, on the side
/// of the text the range lies, has its |Lc| within the bounds, and the bounds are tight.
@Suite("APCA bounds from tabulated powers")
struct APCABoundsTests {
    @Test("Exact |Lc| of random colours lies within the bounds of ranges around them")
    func containsExact() {
        var random = SplitMix64(state: 7)
        for textGrey in [0, 1, 9, 40, 119, 128, 200, 254, 255] {
            let textY = APCA.screenLuminance(RGB8(grey: UInt8(textGrey)))
            let text = APCA.TextContrast(textY: textY)
            for _ in 0..<400 {
                // Two colours' luminances, near each other half the time (one grid cell or less).
                func colour() -> RGB8 {
                    let v = random.next()
                    return RGB8(r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8), b: UInt8(truncatingIfNeeded: v >> 16))
                }
                let a = colour()
                let near = random.next() % 2 == 0
                let b = near ? RGB8(r: a.r, g: a.g &+ (a.g < 255 ? 1 : 0), b: a.b) : colour()
                let ys = [APCA.screenLuminance(a), APCA.screenLuminance(b)]
                // The range on one side of the text only, as the ranking asks.
                for above in [false, true] {
                    let side = ys.filter { above ? $0 > textY : $0 <= textY }
                    guard let low = side.min(), let high = side.max() else { continue }
                    let bounds = text.absoluteBounds(lowY: low, highY: high, above: above)
                    for y in side {
                        let lc = abs(text.lightnessContrast(backgroundY: y))
                        #expect(bounds.low <= lc && lc <= bounds.high, "text \(textGrey) y \(y) in \(low)…\(high)")
                    }
                    // Tight: a few hundredths of Lc wider than the exact ends, away from the
                    // jump at the low clip (|Lc| 0, then 7.3 on), which a grid cell can straddle.
                    let exactLow = side.map { abs(text.lightnessContrast(backgroundY: $0)) }.min()!
                    let exactHigh = side.map { abs(text.lightnessContrast(backgroundY: $0)) }.max()!
                    if exactLow > 8 {
                        #expect(exactLow - bounds.low < 0.5 && bounds.high - exactHigh < 0.5, "\(exactLow)…\(exactHigh) in \(bounds)")
                    }
                }
            }
        }
    }

    @Test("Black and white backgrounds: the ends of the table")
    func ends() {
        for textGrey in [0, 128, 255] {
            let text = APCA.TextContrast(textY: APCA.screenLuminance(RGB8(grey: UInt8(textGrey))))
            for grey in [0, 255] {
                let y = APCA.screenLuminance(RGB8(grey: UInt8(grey)))
                let textY = APCA.screenLuminance(RGB8(grey: UInt8(textGrey)))
                let bounds = text.absoluteBounds(lowY: y, highY: y, above: y > textY)
                let lc = abs(text.lightnessContrast(backgroundY: y))
                #expect(bounds.low <= lc && lc <= bounds.high)
            }
        }
    }
}
