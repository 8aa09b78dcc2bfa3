import LegiblePixels
/// A reproducible stream of pseudo-random numbers for tests: a 64-bit linear congruential
/// generator whose high bits are used, so a seed gives the same inputs on every machine.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    init(state: UInt64) {
        self.state = state
    }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        Int((next() >> 33) % UInt64(bound))
    }

    /// A mask of 1 to `widest` × 1 to `tallest` pixels in runs of 1 to `longest`, set and clear
    /// in turn (the first either): rows of glyph strokes, or of long bars when the runs are long.
    mutating func runMask(widest: Int, tallest: Int, longest: Int) -> (pixels: [Bool], width: Int, height: Int) {
        let w = 1 + next(widest), h = 1 + next(tallest)
        var flags: [Bool] = []
        var set = next(2) == 0
        while flags.count < w * h {
            flags += Array(repeating: set, count: min(1 + next(longest), w * h - flags.count))
            set.toggle()
        }
        return (flags, w, h)
    }

    /// A rectangle of at least one pixel anywhere inside a `w`×`h` grid.
    mutating func rect(inside w: Int, _ h: Int) -> PixelRect {
        let x = next(w), y = next(h)
        return PixelRect(x: x, y: y, width: 1 + next(w - x), height: 1 + next(h - y))
    }
}
