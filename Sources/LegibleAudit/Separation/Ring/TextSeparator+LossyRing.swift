extension TextSeparator {
    /// Smooths the ring colours of a lossy image: each becomes the per-channel median of the ring
    /// colours in its 3×3 neighbourhood.
    ///
    /// JPEG quantises each 8×8 block as a whole, so the background of a block that holds glyph
    /// edges rings around its true colour, towards the text as often as away from it. The 2nd
    /// percentile of the ring picks those excursions; the median of the neighbours sits nearer
    /// the colour the background had before compression.
    /// `passes` > 1 smooths the smoothed colours again (`settleFlatLossyRing`). The kernel is
    /// `RingMedian`.
    static func smoothLossyRing(_ colours: inout [UInt32], ring: [Int], width w: Int, height h: Int, passes: Int = 1) {
        RingMedian.smooth(&colours, ring: ring, width: w, height: h, passes: passes)
    }

    /// Puts back, after `smoothLossyRing`, the ring colours that no ringing explains: a colour
    /// (`before`, in ring order) that is no blend of the `text` colour into its median, give or
    /// take what compression moves it (`ringingExplains`), is photo detail (a star beside a
    /// caption, a pale stone) and is measured as it is. A 3×3 median wipes out any detail smaller
    /// than five pixels, whatever its colour. Over a flat background, whose medians were given
    /// its chroma (`flatChroma`), a colour is judged with that chroma too: by its luma alone;
    /// over a photo (`overPhoto`), a colour whose chroma no blend explains (`ChromaBlend`) stays.
    ///
    /// A colour within the noise floor of its median is a blend of anything: it is passed over
    /// before the line is drawn (over a flat background, by a luma close enough that the
    /// converted colour would be).
    static func keepDetailPastRinging(_ colours: inout [UInt32], before: [UInt32], text: UInt32, flatChroma: UInt32? = nil,
                                      overPhoto: Bool = false) {
        let flat = flatChroma.map { YCbCr($0.unpackedRGB) }
        // The noise is passed over eight colours at a time (`RingingNoise`).
        let noise = RingingNoise(byLuma: flat != nil, lumaLevels: Int32(noiseLumaLevels), floor: SeparationTuning.Ring.ringingFloor)
        var kept: [(Int, UInt32)] = []
        colours.withUnsafeBufferPointer { c in
            before.withUnsafeBufferPointer { b in
                noise.forEach(c, before: b) { k in
                    let median = c[k], raw = b[k]
                    let own = flat.map { YCbCr(y: YCbCr(raw.unpackedRGB).y, cb: $0.cb, cr: $0.cr).rgb.packed } ?? raw
                    if !ringingExplains(own, text: text, background: median)
                        || (overPhoto && !ChromaBlend.explains(own, text: text, background: median)) { kept.append((k, own)) }
                }
            }
        }
        for (k, own) in kept { colours[k] = own }
    }

    /// Two colours of one chroma whose luma differ by at most this (`RingingNoise.lumaLevel`, within 3 levels
    /// of the exact luma's difference) lie within `SeparationTuning.Ring.ringingFloor` of each
    /// other: each channel differs by the luma's difference, and a level of rounding, 3 × 13.8²
    /// ≤ 24².
    private static let noiseLumaLevels = 9

    /// Whether `colour` is a blend of `text` into `background` as a JPEG stores it: off their
    /// segment, or past either end of it, by at most `SeparationTuning.Ring.ringingShare` of the
    /// segment's length (or the noise floor `ringingFloor`). Compression moves a pixel next to an
    /// edge by a fraction of the edge's step, the background towards the text or the glyph past
    /// its colour; photo detail lies anywhere.
    static func ringingExplains(_ colour: UInt32, text: UInt32, background: UInt32) -> Bool {
        let share = SeparationTuning.Ring.ringingShare
        let line = BlendLine(from: background, to: text)
        let place = line.place(colour)
        let slack = max(share * share * line.span, Double(SeparationTuning.Ring.ringingFloor))
        guard place.offSquared <= slack else { return false }
        let past = place.share > 1 ? place.share - 1 : max(0, -place.share)
        return past * past * line.span <= slack
    }
}
