import LegiblePixels

/// How a suggested change recolours one background colour: the same arithmetic for the ring's
/// keys while searching and for the pixels of the re-rendered crop.
enum Recolouring {
    /// `colour` seen through an overlay of `overlay` at `opacity`, composited per channel in
    /// encoded sRGB (`c·(1−a) + overlay·a`, rounded half up), as UIKit and browsers blend.
    @inline(__always)
    static func scrim(_ colour: RGB8, overlay: RGB8, opacity: Double) -> RGB8 {
        let keep = 1 - opacity
        @inline(__always) func mix(_ c: UInt8, _ o: UInt8) -> UInt8 {
            UInt8(min(255, (Double(c) * keep + Double(o) * opacity + 0.5).rounded(.down)))
        }
        return RGB8(r: mix(colour.r, overlay.r), g: mix(colour.g, overlay.g), b: mix(colour.b, overlay.b))
    }

    /// `colour` moved by the difference between `to` and `from`, channel by channel, clamped:
    /// a flat fill changed to another keeps its texture (JPEG noise, a faint gradient).
    @inline(__always)
    static func shift(_ colour: RGB8, from: RGB8, to: RGB8) -> RGB8 {
        @inline(__always) func move(_ c: UInt8, _ f: UInt8, _ t: UInt8) -> UInt8 {
            UInt8(min(255, max(0, Int(c) + Int(t) - Int(f))))
        }
        return RGB8(r: move(colour.r, from.r, to.r), g: move(colour.g, from.g, to.g), b: move(colour.b, from.b, to.b))
    }

    /// The background colour under a change (the text colour's change leaves it alone).
    static func background(_ colour: RGB8, under change: Suggestion.Change, base: RGB8) -> RGB8 {
        switch change {
        case .textColour: colour
        case .backgroundColour(let fill): shift(colour, from: base, to: fill)
        case .scrim(let overlay, let opacity): scrim(colour, overlay: overlay, opacity: opacity)
        }
    }

    /// Ring keys (`0xRRGGBB`, media flag above) with their colours recoloured, flags kept.
    static func keys(_ keys: [UInt32], under change: Suggestion.Change, base: RGB8) -> [UInt32] {
        keys.map { key in
            background(key.unpackedRGB, under: change, base: base).packed | (key & ~0xFF_FFFF)
        }
    }
}
