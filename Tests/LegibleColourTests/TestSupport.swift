import LegibleColour
import LegiblePixels

/// `#RRGGBB` / `#RGB` to a colour; test tables are written in hex as Docs/Colour.md prints them.
func hex(_ s: String) -> RGB8 {
    guard let c = RGB8(parsing: s) else { fatalError("bad colour literal \(s)") }
    return c
}

/// SplitMix64: a tiny deterministic PRNG so random samples are the same on every run.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum Samples {
    /// All 256 greys.
    static let greys: [RGB8] = (0...255).map { RGB8(grey: UInt8($0)) }

    /// The 216-colour web palette (6 levels per channel).
    static let webPalette: [RGB8] = {
        let levels: [UInt8] = [0, 51, 102, 153, 204, 255]
        return levels.flatMap { r in levels.flatMap { g in levels.map { b in RGB8(r: r, g: g, b: b) } } }
    }()

    /// 100,000 seeded random colours.
    static let random: [RGB8] = {
        var rng = SplitMix64(state: 0x1E61_B1E0)
        return (0..<100_000).map { _ in
            let v = rng.next()
            return RGB8(r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8),
                        b: UInt8(truncatingIfNeeded: v >> 16))
        }
    }()

    /// Greys, web palette and random colours together.
    static let all: [RGB8] = greys + webPalette + random
}

/// A raster holding `colours` as its pixels (in rows of `width`, the last row padded with
/// copies of the first colour), with varying alpha so tests can see alpha is left alone,
/// and padded rows so tests see `bytesPerRow` is honoured.
func raster(of colours: [RGB8], width: Int = 253, padding: Int = 12) -> Raster {
    let height = (colours.count + width - 1) / width
    let bytesPerRow = width * 4 + padding
    var bytes = [UInt8](repeating: 0xA5, count: bytesPerRow * height)
    for i in 0..<(width * height) {
        let c = colours[i < colours.count ? i : 0]
        let o = (i / width) * bytesPerRow + (i % width) * 4
        bytes[o] = c.r
        bytes[o + 1] = c.g
        bytes[o + 2] = c.b
        bytes[o + 3] = UInt8(truncatingIfNeeded: i &* 37)
    }
    return Raster(width: width, height: height, bytesPerRow: bytesPerRow, bytes: bytes)
}

/// Pixels where the raster face of `transform` differs from its scalar face (expected: none),
/// and whether alpha and row padding survived.
func simdScalarMismatches(_ transform: ColourTransform, _ colours: [RGB8]) -> (colours: [RGB8], bytesIntact: Bool) {
    let before = raster(of: colours)
    var after = before
    transform.apply(to: &after)
    var bad: [RGB8] = []
    var intact = true
    for y in 0..<before.height {
        for x in 0..<before.width {
            let i = y * before.width + x
            let p = after[x, y], q = before[x, y]
            if p.a != q.a { intact = false }
            if i < colours.count, p.rgb != transform.apply(colours[i]) { bad.append(colours[i]) }
        }
        for pad in (before.width * 4)..<before.bytesPerRow
        where after.bytes[y * before.bytesPerRow + pad] != 0xA5 {
            intact = false
        }
    }
    return (bad, intact)
}
