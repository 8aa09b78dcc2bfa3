import LegiblePixels

extension TextSeparator {
    /// Whether `part` (window indices, one 8-connected glyph) is a thin slanted stroke drawn in
    /// `colour` at partial coverage everywhere: at least twice as tall as it is wide, and every
    /// pixel of it `colour` or a blend of it into the frame's (`isBlend`). A breadcrumb's "/" at
    /// 1× never covers a pixel wholly and may show its strongest blend in one pixel only, yet it
    /// is a glyph of its own colour; a glyph of two colours (a slash touching a link's underline)
    /// holds pixels on no one blend line, and a dot or a speck is as wide as it is tall.
    static func isPartialStroke(_ part: [Int], of colour: UInt32, in view: BoxView) -> Bool {
        guard part.count >= SeparationTuning.OtherColours.minimumPixels else { return false }
        let extent = Self.extent(of: part, width: view.width)
        guard extent.maxY - extent.minY + 1 >= 2 * (extent.maxX - extent.minX + 1) else { return false }
        let frame = view.frameColour
        return part.allSatisfy {
            let pixel = view.pixels[$0] & 0xFF_FFFF
            return pixel == colour || isBlend(pixel, of: colour, into: frame)
        }
    }
}
