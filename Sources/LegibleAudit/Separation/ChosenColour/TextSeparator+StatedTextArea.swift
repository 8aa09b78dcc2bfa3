extension TextSeparator {
    /// The area, in pixels, the stated text can take in the box: the box's, or less when the box is
    /// wider than the text could be, one em a glyph (no Latin glyph advances further): a digit
    /// alone in a wide cell covers a few hundredths of the box but a good share of its own place.
    /// The box's area when the font or the glyphs are not stated.
    static func textArea(in view: BoxView, font: StatedFont?) -> Double {
        let box = view.box.rect
        guard let font, let glyphs = font.glyphs, glyphs > 0 else { return Double(box.area) }
        let width = min(Double(box.width), Double(glyphs) * font.emPixels)
        return width * Double(box.height)
    }
}
