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
}
