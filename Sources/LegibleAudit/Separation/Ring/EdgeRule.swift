/// Which ring pixels next to the glyphs are their anti-aliased edge — a blend of text and
/// background that stands for the background just past it — in stage 6 (`RingScan`). Every other
/// ring pixel is background and is measured as it is.
enum EdgeRule: Sendable, Equatable {
    /// Lossless pixels: a glyph's anti-aliasing covers only the pixels beside its strokes (its
    /// 8-neighbourhood), and a blend lies on the segment from the local background (the first
    /// pixel past that neighbourhood) to the text colour. A pixel beside the glyphs off that
    /// segment or beyond the text colour, and anything further out, is photo detail at the
    /// glyph's edge (a star, a crack, a blade of grass): background, measured.
    case besideGlyphs
    /// JPEG: compression smears the edge two or three pixels out and rings beside it, so every
    /// pixel beside the glyphs, and a blend up to √`SeparationTuning.Ring.edge` out, stands for
    /// the first pixel outward that is no blend.
    case pastBlends

    /// Whether mask pixels that blend the text colour into no background beside them are photo
    /// detail and go (`TextSeparator.dropDetailInMask`): in a lossless image anti-aliasing makes
    /// only such blends; a JPEG's ringing and chroma bleed make many others.
    var judgesMaskDetail: Bool { self == .besideGlyphs }

    /// How far from the glyphs (squared) a ring pixel may be an edge pixel.
    var reach: Int32 {
        switch self {
        case .besideGlyphs: SeparationTuning.Ring.alwaysEdge
        case .pastBlends: SeparationTuning.Ring.edge
        }
    }
}
