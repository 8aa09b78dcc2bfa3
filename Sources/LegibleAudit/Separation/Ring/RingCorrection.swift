/// One correction of the colours the ring's pixels stand for (stage 6 of
/// `TextSeparator.separate`). The profile lists them in the order they run
/// (`SeparationProfile.ringCorrections`).
enum RingCorrection: Sendable, Equatable {
    /// Each colour becomes the per-channel median of the ring colours around it: JPEG rings
    /// around its true colour next to glyph edges (`smoothLossyRing`); a colour that is no
    /// blend of the text into the median, give or take the ringing, is the photo's detail and
    /// stays (`keepDetailPastRinging`).
    case medianSmoothing
    /// Over a background found flat (`BackgroundFinding.flat`), everything the ring shows
    /// besides it is noise: two more medians, and the background's chroma
    /// (`settleFlatLossyRing`).
    case flatBackgroundSettling
}

/// The ring (stage 6): the background pixels within the ring radius of the text, in window
/// order, and the background colour each one stands for (packed `0xRRGGBB`).
struct Ring: Sendable, Equatable {
    var pixels: [Int]
    var colours: [UInt32]

    /// The pixels (window index, colour) that `keep` accepts, in ring order.
    func filter(_ keep: (_ pixel: Int, _ colour: UInt32) -> Bool) -> Ring {
        var kept = Ring(pixels: [], colours: [])
        kept.pixels.reserveCapacity(pixels.count)
        kept.colours.reserveCapacity(pixels.count)
        for k in pixels.indices where keep(pixels[k], colours[k]) {
            kept.pixels.append(pixels[k])
            kept.colours.append(colours[k])
        }
        return kept
    }
}

extension TextSeparator {
    /// Runs `corrections` on `ring` in order. A median smoothing followed by a flat
    /// background's settling makes the medians of both in one smoothing: the same passes, over
    /// one buffer. Over a star field (`BackgroundFinding.starField`) none runs: its stars are smaller
    /// than a median's window, and no ringing is told from them.
    func apply(_ corrections: [RingCorrection], to ring: inout Ring, text: TextColour, in view: BoxView) {
        guard text.background != .starField else { return }
        var k = 0
        while k < corrections.count {
            if corrections[k] == .medianSmoothing && text.flatBackground && k + 1 < corrections.count
                && corrections[k + 1] == .flatBackgroundSettling {
                let before = ring.colours
                Self.smoothLossyRing(&ring.colours, ring: ring.pixels, width: view.width, height: view.height,
                                     passes: 1 + SeparationTuning.Ring.flatBackgroundPasses)
                Self.setChroma(&ring.colours, of: view.box.frameColour)
                // A background found flat on average may still hold a few stars; its chroma is noise.
                Self.keepDetailPastRinging(&ring.colours, before: before, text: text.colour.packed,
                                           flatChroma: view.box.frameColour)
                k += 2
            } else {
                apply(corrections[k], to: &ring, text: text, in: view)
                k += 1
            }
        }
    }

    /// Runs `correction` on `ring`, found around text of colour `text`.
    func apply(_ correction: RingCorrection, to ring: inout Ring, text: TextColour, in view: BoxView) {
        switch correction {
        case .medianSmoothing:
            let before = ring.colours
            Self.smoothLossyRing(&ring.colours, ring: ring.pixels, width: view.width, height: view.height)
            Self.keepDetailPastRinging(&ring.colours, before: before, text: text.colour.packed, overPhoto: text.overPhoto(in: view))
        case .flatBackgroundSettling:
            guard text.flatBackground else { return }
            Self.settleFlatLossyRing(&ring.colours, ring: ring.pixels, width: view.width, height: view.height,
                                     background: view.box.frameColour)
        }
    }
}
