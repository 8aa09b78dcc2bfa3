import LegiblePixels

/// How a suggested change recolours one background colour: the same arithmetic for the ring's
/// keys while searching and for the pixels of the re-rendered crop. Every change maps each
/// channel on its own.
enum Recolouring {
    /// Channel `c` seen through an overlay channel `o` at `opacity`, composited in encoded
    /// sRGB (`c·(1−a) + o·a`, rounded half up), as UIKit and browsers blend.
    @inline(__always)
    static func mix(_ c: UInt8, _ o: UInt8, opacity: Double) -> UInt8 {
        UInt8(min(255, (Double(c) * (1 - opacity) + Double(o) * opacity + 0.5).rounded(.down)))
    }

    /// Channel `c` moved by the difference between `to` and `from`, clamped: a flat fill
    /// changed to another keeps its texture (JPEG noise, a faint gradient).
    @inline(__always)
    static func move(_ c: UInt8, _ from: UInt8, _ to: UInt8) -> UInt8 {
        UInt8(min(255, max(0, Int(c) + Int(to) - Int(from))))
    }

    /// `colour` seen through an overlay of `overlay` at `opacity`.
    @inline(__always)
    static func scrim(_ colour: RGB8, overlay: RGB8, opacity: Double) -> RGB8 {
        RGB8(r: mix(colour.r, overlay.r, opacity: opacity), g: mix(colour.g, overlay.g, opacity: opacity),
             b: mix(colour.b, overlay.b, opacity: opacity))
    }

    /// `colour` moved by the difference between `to` and `from`, channel by channel.
    @inline(__always)
    static func shift(_ colour: RGB8, from: RGB8, to: RGB8) -> RGB8 {
        RGB8(r: move(colour.r, from.r, to.r), g: move(colour.g, from.g, to.g), b: move(colour.b, from.b, to.b))
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
        keys.map { key in background(key.unpackedRGB, under: change, base: base).packed | (key & ~0xFF_FFFF) }
    }

    /// Ring keys recoloured through a channel map (`channelMap`), flags kept.
    static func keys(_ keys: [UInt32], map: [UInt8]) -> [UInt32] {
        map.withUnsafeBufferPointer { map in
            keys.map { key in
                let r = UInt32(map[Int((key >> 16) & 0xFF)]), g = UInt32(map[256 &+ Int((key >> 8) & 0xFF)])
                let b = UInt32(map[512 &+ Int(key & 0xFF)])
                return r << 16 | g << 8 | b | (key & ~0xFF_FFFF)
            }
        }
    }

    /// What a change makes of each channel's code values: entry `channel · 256 + v` (red,
    /// green, blue), the same arithmetic as `background(_:under:base:)`.
    static func channelMap(under change: Suggestion.Change, base: RGB8) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: 768) { map, done in
            for ch in 0..<3 {
                let row = ch &* 256
                switch change {
                case .textColour:
                    for v in 0..<256 { map[row &+ v] = UInt8(v) }
                case .backgroundColour(let fill):
                    let (from, to) = (channel(base, ch), channel(fill, ch))
                    for v in 0..<256 { map[row &+ v] = move(UInt8(v), from, to) }
                case .scrim(let overlay, let opacity):
                    let o = channel(overlay, ch)
                    if ch > 0 && o == channel(overlay, ch &- 1) {
                        // A grey overlay maps every channel alike.
                        for v in 0..<256 { map[row &+ v] = map[row &- 256 &+ v] }
                    } else {
                        for v in 0..<256 { map[row &+ v] = mix(UInt8(v), o, opacity: opacity) }
                    }
                }
            }
            done = 768
        }
    }

    /// Channel 0 (red), 1 (green) or 2 (blue) of `colour`.
    @inline(__always)
    static func channel(_ colour: RGB8, _ channel: Int) -> UInt8 {
        channel == 0 ? colour.r : channel == 1 ? colour.g : colour.b
    }

    /// `ChannelTerms.table` through a channel map: entry `channel · 256 + v` holds the
    /// luminance terms of code value v after the change, so a recoloured key's luminances are
    /// read from its own channels without recolouring it.
    static func channelTerms(map: [UInt8]) -> [SIMD2<Double>] {
        let terms = ChannelTerms.table
        return [SIMD2<Double>](unsafeUninitializedCapacity: 768) { table, done in
            for i in 0..<768 { table[i] = terms[(i & ~0xFF) | Int(map[i])] }
            done = 768
        }
    }
}
