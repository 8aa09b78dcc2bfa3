import LegiblePixels

extension TextSeparator {
    /// The glyph-core colour: the per-channel median of the text pixels furthest from the
    /// background along the background→candidate axis.
    ///
    /// Only pixels close to that axis count: glyph pixels are blends of text and background and
    /// lie on it, while a photo or shadow colour that slipped into the mask lies off it. When the
    /// candidate's cores repeat one exact colour (`purity`), the top 3% are those cores. Otherwise,
    /// in a lossless image, the strokes are hairlines that never reach their colour and the
    /// joints and overlaps come closest: the top 0.2% are taken. Lossy compression rings around
    /// sharp edges and overshoots the text colour in a minority of the pixels, so there the top
    /// 10% are taken, whose median sits on the glyph cores.
    func coreColour(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], candidate: UInt32, background: UInt32,
                    purity: Double) -> RGB8 {
        let c = candidate.unpackedRGB, b = background.unpackedRGB
        let axis = (Int32(c.r) - Int32(b.r), Int32(c.g) - Int32(b.g), Int32(c.b) - Int32(b.b))
        let span = Int64(axis.0 &* axis.0 &+ axis.1 &* axis.1 &+ axis.2 &* axis.2)
        // Off the axis by more than a fifth of the contrast: across² > (0.2 · √span)² with
        // across² = (|d|² · span − along²) / span, compared multiplied out.
        let offLimit = span &* span / 25
        // Projections fit 32 bits (at most 3 · 255²); off-axis pixels are marked Int32.min.
        let members = mask.withUnsafeBytes { MaskBytes.setIndices($0) }
        // The on-axis members' projections, packed at the front of `ranked` (for the selection,
        // which reorders them), and per member its projection or Int32.min when off the axis.
        var onAxis = 0
        var ranked: [Int32] = []
        let projections = [Int32](unsafeUninitializedCapacity: members.count) { out, written in
            ranked = [Int32](unsafeUninitializedCapacity: members.count) { ranked, rankedCount in
                members.withUnsafeBufferPointer { members in
                    for k in 0..<members.count {
                        let q = pixels[Int(members[k])]
                        let dr = Int32(truncatingIfNeeded: (q >> 16) & 255) &- Int32(b.r)
                        let dg = Int32(truncatingIfNeeded: (q >> 8) & 255) &- Int32(b.g)
                        let db = Int32(truncatingIfNeeded: q & 255) &- Int32(b.b)
                        let along = dr &* axis.0 &+ dg &* axis.1 &+ db &* axis.2
                        let length = Int64(dr &* dr &+ dg &* dg &+ db &* db)
                        if length &* span &- Int64(along) &* Int64(along) <= offLimit {
                            out[k] = along
                            ranked[onAxis] = along
                            onAxis &+= 1
                        } else {
                            out[k] = .min
                        }
                    }
                }
                rankedCount = onAxis
            }
            written = members.count
        }
        guard onAxis > 0 else { return c }
        let fraction = lossy ? 900 : (purity >= 0.5 ? 970 : 998)
        let threshold = quickSelect(&ranked, min(ranked.count - 1, ranked.count * fraction / 1000))
        // The per-channel median of the core pixels.
        let out = members.withUnsafeBufferPointer { members in
            projections.withUnsafeBufferPointer { projections in
                channelMedians { add in
                    for k in 0..<members.count where projections[k] >= threshold { add(pixels[Int(members[k])]) }
                }
            }
        }
        return out.unpackedRGB
    }

    /// In a lossy image, the per-channel median of the glyph interiors: mask pixels whose eight
    /// neighbours are all in the mask. Nil when fewer than six pixels are (thin strokes).
    ///
    /// JPEG keeps colour at half resolution, so on the outline the text's chroma bleeds into the
    /// background's and the extremes along the background→text axis overshoot or fall short of
    /// the text colour; inside the strokes, away from the outline, neither happens.
    static func interiorColour(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], width w: Int, height h: Int) -> RGB8? {
        guard w >= 3 && h >= 3 else { return nil }
        var interior: [Int] = []
        mask.withUnsafeBufferPointer { m in
            for y in 1..<(h &- 1) {
                for x in 1..<(w &- 1) {
                    let i = y &* w &+ x
                    guard m[i] && m[i &- 1] && m[i &+ 1] else { continue }
                    let above = i &- w, below = i &+ w
                    if m[above &- 1] && m[above] && m[above &+ 1] && m[below &- 1] && m[below] && m[below &+ 1] {
                        interior.append(i)
                    }
                }
            }
        }
        guard interior.count >= 6 else { return nil }
        return medianColour(pixels, indices: interior).unpackedRGB
    }
}
