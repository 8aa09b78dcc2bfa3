import LegiblePixels

private typealias Tuning = SeparationTuning.TextColour

extension TextSeparator {
    /// In a lossy image, the text colour with its chroma recovered from the chroma the glyphs
    /// spread around them.
    ///
    /// JPEG keeps luma at full resolution but chroma at half, quantised over 16×16 blocks: small
    /// coloured text keeps its lightness and loses its hue to the background around it, which
    /// takes the hue on. Averaging and quantising the block means both keep the chroma's sum,
    /// though. Near the glyphs (within `reach` px of the mask) each pixel's coverage is known from
    /// its luma, α = (Y − Y_bg) / (Y_text − Y_bg), and its chroma departure from the background's
    /// is α × (text chroma − background chroma): summed over the pixels, the text chroma is the
    /// background's plus Σ departure / Σ α. Nil when text and background differ too little in luma
    /// to tell coverage, or the background is not flat (`frame`: the box's frame pixels in the
    /// window, of `frameCount` in all).
    static func lossyChroma(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], width w: Int, height h: Int,
                            text: RGB8, background: UInt32, frame: [Int], frameCount: Int, reach: Int = Tuning.chromaReach) -> RGB8? {
        let t = YCbCr(text), b = YCbCr(background.unpackedRGB)
        let dy = t.y - b.y
        // Below ~24 levels of luma, noise swamps the coverage.
        guard abs(dy) >= Tuning.chromaMinimumLumaContrast else { return nil }
        // No glyphs, no pixels near them: nothing to sum.
        guard let spread = spread(pixels, nearGlyphs: mask, width: w, height: h, reach: reach, background: background) else {
            return nil
        }
        let alpha = spread.luma / dy, cb = spread.cb, cr = spread.cr
        // The sums hold only over a flat background: beyond the glyphs' edges the luma must stay
        // within ~10% of the contrast of the background's (JPEG noise: 2-4%; photos: 25% and more).
        guard spread.away > 0, spread.meanDeviation <= Tuning.chromaFlatLuma * abs(dy) else { return nil }
        // Fewer than a handful of pixels' worth of text says nothing.
        guard alpha >= Tuning.chromaMinimumCoverage else { return nil }
        // … and in chroma: the box's frame (outside the window it is the frame colour exactly)
        // keeps within 8 levels of the background's on average, as JPEG noise does even on saturated
        // colours and a photo does not (10 and more).
        // A frame is runs of one colour: each run's deviation is worked out once, and added
        // pixel by pixel as before (the same sum, bit for bit).
        var frameDeviation = 0.0
        var last = frame.first.map { pixels[$0] } ?? 0, deviation = chromaDeviation(last, from: b)
        for i in frame {
            let colour = pixels[i]
            if colour != last { (last, deviation) = (colour, chromaDeviation(colour, from: b)) }
            frameDeviation += deviation
        }
        guard frameDeviation <= Tuning.chromaFlatFrame * Double(max(1, frameCount)) else { return nil }
        return YCbCr(y: t.y, cb: b.cb + cb / alpha, cr: b.cr + cr / alpha).rgb
    }

    /// How far `colour`'s chroma lies from `background`'s: the sum of both planes' differences.
    @inline(__always)
    static func chromaDeviation(_ colour: UInt32, from background: YCbCr) -> Double {
        let p = YCbCr(colour.unpackedRGB)
        return abs(p.cb - background.cb) + abs(p.cr - background.cr)
    }

    /// `lossyChroma`'s sums over the pixels within `reach` of the glyphs, and the deviation of
    /// those beyond `SeparationTuning.TextColour.chromaEdge`; nil when the mask is empty.
    ///
    /// Summed in integers (`ChromaSpread`): coverage, chroma and luma are linear in the channels.
    /// Only the mask's bounds grown by the reach can hold such pixels, so the masks are grown
    /// and the pixels summed there: in a JPEG the window (whatever differs from the frame's
    /// colour) holds noise far from the text, and the sums are the same.
    static func spread(_ pixels: UnsafeBufferPointer<UInt32>, nearGlyphs mask: [Bool], width w: Int, height h: Int,
                       reach: Int, background: UInt32) -> ChromaSpread? {
        let edge = Tuning.chromaEdge
        guard let area = MaskBounds.boundingBox(of: mask, width: w, height: h, padding: max(reach, edge)) else { return nil }
        let crop = MaskCrop(area, maskWidth: w)
        let glyphs = crop.copy(of: mask)
        let close = MaskBytes.dilated(glyphs, width: area.width, height: area.height, by: edge)
        // A square grown by `edge`, then by the rest, is the square grown by `reach`: the
        // shorter growth from the mask grown already.
        let near = MaskBytes.dilated(reach >= edge ? close : glyphs, width: area.width, height: area.height,
                                     by: reach >= edge ? reach - edge : reach)
        let cropped = [UInt32](unsafeUninitializedCapacity: area.width &* area.height) { out, count in
            for row in 0..<area.height {
                let from = crop.origin &+ row &* w
                UnsafeMutableRawPointer(out.baseAddress! + row &* area.width)
                    .copyMemory(from: pixels.baseAddress! + from, byteCount: area.width &* 4)
            }
            count = area.width &* area.height
        }
        return cropped.withUnsafeBufferPointer { ChromaSpread.sums($0, near: near, close: close, background: background) }
    }

    /// The ring of a lossy image over a flat background (see `lossyChroma`), after its first
    /// smoothing: two more 3×3 median passes, then the background's chroma.
    ///
    /// The background is one colour, so everything the ring shows besides it is JPEG noise, and
    /// the 2nd percentile picks its excursions towards the text (±15 levels at quality 75; one
    /// median leaves about half of it). Repeated medians keep edges and flatten noise further.
    static func settleFlatLossyRing(_ colours: inout [UInt32], ring: [Int], width w: Int, height h: Int,
                                    background: UInt32) {
        smoothLossyRing(&colours, ring: ring, width: w, height: h, passes: SeparationTuning.Ring.flatBackgroundPasses)
        setChroma(&colours, of: background)
    }

    /// Gives each colour the chroma of `background`, keeping its luma: in a lossy image the
    /// background around coloured glyphs takes on their hue (see `lossyChroma`), while its luma
    /// stays where it was.
    static func setChroma(_ colours: inout [UInt32], of background: UInt32) {
        let b = YCbCr(background.unpackedRGB)
        // Three medians leave runs of one colour along the ring, and the runs repeat a few
        // hundred colours: each run looks its colour up in a small table of colours converted.
        let slots = 256
        var known = [UInt32](repeating: .max, count: slots), settledAs = [UInt32](repeating: 0, count: slots)
        known.withUnsafeMutableBufferPointer { known in
            settledAs.withUnsafeMutableBufferPointer { settledAs in
                colours.withUnsafeMutableBufferPointer { c in
                    var last: UInt32 = .max, settled: UInt32 = 0
                    for k in 0..<c.count {
                        let colour = c[k]
                        if colour != last {
                            last = colour
                            let slot = Int(truncatingIfNeeded: (colour &* 0x9E37_79B1) >> 24)
                            if known[slot] != colour {
                                known[slot] = colour
                                let y = YCbCr(colour.unpackedRGB).y
                                settledAs[slot] = YCbCr(y: y, cb: b.cb, cr: b.cr).rgb.packed
                            }
                            settled = settledAs[slot]
                        }
                        c[k] = settled
                    }
                }
            }
        }
    }
}
