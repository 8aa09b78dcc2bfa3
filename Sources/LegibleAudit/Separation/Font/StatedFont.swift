/// What a manifest says about a region's font, in image pixels: separation checks it against
/// the glyphs (`TextSeparator.checkedFont`) before any correction relies on it.
struct StatedFont: Sendable, Equatable {
    /// `fontSize` × `scale`: one em in image pixels.
    var emPixels: Double
    /// The stem width the stated weight has at that size (`Region.stemWidth`).
    var stemWidth: Double?
    /// How tall the text's ink stands, in ems: from its characters when they are known, else the
    /// range every line of Latin text falls in (`SeparationTuning.Font`).
    var inkEms: ClosedRange<Double>
    /// How many glyphs the region's text holds (its characters but spaces), when it is known.
    var glyphs: Int? = nil

    /// The ink height, in ems, of a line of `text`: from the x-height or the capitals' height down
    /// to the baseline or the descenders. Text that is unknown or holds letters beyond Latin gets
    /// the widest range; other symbols beyond ASCII (· – ’ …) stay within it and say nothing.
    static func inkEms(of text: String?) -> ClosedRange<Double> {
        typealias Tuning = SeparationTuning.Font
        let widest = Tuning.xHeightEms...(Tuning.capHeightEms + Tuning.descenderEms)
        guard let text else { return widest }
        let marks = text.unicodeScalars.filter { !$0.properties.isWhitespace && ($0.isASCII || $0.properties.isAlphabetic) }
        // Letters beyond Latin (and its accents, up to U+024F) have other proportions.
        guard !marks.isEmpty, marks.allSatisfy({ $0.value < 0x250 }) else { return widest }
        // Accented letters reach above the x-height, whatever the letter.
        let tall = marks.contains { !$0.isASCII || !"acemnorsuvwxzgpqy.,:;-_~=+*^'\"`".unicodeScalars.contains($0) }
        let low = marks.contains { "gjpqyQ,;()[]{}|@$".unicodeScalars.contains($0) }
        let top = tall ? Tuning.capHeightEms : Tuning.xHeightEms
        let ink = top + (low ? Tuning.descenderEms : 0)
        return ink...ink
    }
}

extension Region {
    /// The font this region states, in image pixels at `scale`; nil without a font size or for
    /// non-text regions.
    func statedFont(scale: Double) -> StatedFont? {
        guard kind == .text, let size = fontSize, size > 0, scale > 0, (size * scale).isFinite else { return nil }
        return StatedFont(emPixels: size * scale, stemWidth: stemWidth(scale: scale), inkEms: StatedFont.inkEms(of: text),
                          glyphs: text.map { $0.filter { !$0.isWhitespace }.count })
    }
}
