private typealias Tuning = SeparationTuning.ChosenColour

extension TextSeparator {
    /// Whether the text mask of a JPEG is a blob of the photo, not the line of text the manifest
    /// states: the text holds `Tuning.lineGlyphs` glyphs or more in a line's box (`Tuning.lineAspect`
    /// times as wide as tall: an icon font's glyph, named by a word, has a square one), and the
    /// mask spans fewer columns than the narrowest such glyphs would (`Tuning.narrowestGlyphEms`
    /// each, of the stated em or the box's height when less: a size stated too large asks no
    /// more). Text runs along its line; a star or a bright patch beside a faint label is as wide
    /// as it is tall. Purity tells drawn from photographed in a lossless image (`onlyPhotoSpecks`);
    /// in a JPEG noise spreads every colour, and only the shape tells: a galaxy's pink core read as
    /// the colour of grey words lost on a dark sky makes them pass at 8:1.
    static func blobBesideItsLine(_ mask: TextMask, font: StatedFont, in view: BoxView) -> Bool {
        let box = view.box.rect
        guard let glyphs = font.glyphs, glyphs >= Tuning.lineGlyphs,
              Double(box.width) >= Tuning.lineAspect * Double(box.height) else { return false }
        let extent = mask.shrunk ? MaskBounds.boundingBox(of: mask.pixels, width: view.width, height: view.height, padding: 0)
            : mask.bounds
        guard let extent else { return false }
        let em = min(font.emPixels, Double(box.height))
        return Double(extent.width) < Double(glyphs) * Tuning.narrowestGlyphEms * em
    }
}
