/// One correction of the colours the ring's pixels stand for (stage 6 of
/// `TextSeparator.separate`). The profile lists them in the order they run
/// (`SeparationProfile.ringCorrections`).
enum RingCorrection: Sendable, Equatable {
    /// Each colour becomes the per-channel median of the ring colours around it: JPEG rings
    /// around its true colour next to glyph edges (`smoothLossyRing`).
    case medianSmoothing
    /// Over a background found flat (`TextColour.flatBackground`), everything the ring shows
    /// besides it is noise: two more medians, and the background's chroma
    /// (`settleFlatLossyRing`).
    case flatBackgroundSettling
}

/// The ring (stage 6): the background pixels within the ring radius of the text, in window
/// order, and the background colour each one stands for (packed `0xRRGGBB`).
struct Ring: Sendable, Equatable {
    var pixels: [Int]
    var colours: [UInt32]
}

extension TextSeparator {
    /// Runs `correction` on `ring`, found around text of colour `text`.
    func apply(_ correction: RingCorrection, to ring: inout Ring, text: TextColour, in view: BoxView) {
        switch correction {
        case .medianSmoothing:
            Self.smoothLossyRing(&ring.colours, ring: ring.pixels, width: view.width, height: view.height)
        case .flatBackgroundSettling:
            guard text.flatBackground else { return }
            Self.settleFlatLossyRing(&ring.colours, ring: ring.pixels, width: view.width, height: view.height,
                                     background: view.box.frameColour)
        }
    }
}
