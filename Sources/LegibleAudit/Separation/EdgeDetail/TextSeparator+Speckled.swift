extension TextSeparator {
    /// `text` read again after the photo detail left a JPEG's mask (`dropLossyDetailInMask`),
    /// with what that detail says of the background: a background found flat on average
    /// (`BackgroundFinding.flat`) whose mask held at least
    /// `SeparationTuning.EdgeDetail.speckledPixels` pixels of specks apart from the strokes is a
    /// star field, not a flat page (`BackgroundFinding.starField`). A flat page's noise and ringing leave
    /// a stray pixel of the text's colour now and then; a sky of stars paler than a caption
    /// leaves dozens. Its ring is measured as it is: the medians that flatten a page's noise
    /// would wipe out the stars, smaller than their window, and the caption would pass against
    /// the dark sky between them.
    static func withSpecks(_ text: TextColour, foundFlat: Bool, specks: Int) -> TextColour {
        guard foundFlat && specks >= SeparationTuning.EdgeDetail.speckledPixels else { return text }
        var speckled = text
        speckled.background = .starField
        return speckled
    }
}
