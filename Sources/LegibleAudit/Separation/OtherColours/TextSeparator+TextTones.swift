import LegiblePixels

private typealias Tuning = SeparationTuning.TextTones

extension TextSeparator {
    /// The first text's weakest tone, when its colour changes across the box (gradient text,
    /// `background-clip: text`: black fading to a pale grey along a heading): text in every tone it
    /// takes, of which the one nearest the background governs. Nil when the text holds one colour.
    ///
    /// The ink off the page, other colours' glyphs aside, is cut into bands of columns as wide as
    /// the ink is tall (a few letters each), and each band's tone is the strongest colour it
    /// repeats exactly (`bandTone`): drawn in one colour, some pixel of every few letters is wholly
    /// covered and shows it; a gradient's stems repeat the tone of their column. Where the tones
    /// fade along the line (`weakestBand`), the weakest band, unlike every colour found, is
    /// measured as text of its own, against the ring of its own glyphs. Only where the first
    /// text's ring is flat: a photo's or a gradient's tones behind the glyphs are no colour of
    /// theirs: the caller asks it only then.
    func weakestTone(ring first: Ring, others: [OtherText], in view: BoxView) -> OtherText? {
        let w = view.width, h = view.height, frame = view.frameColour
        // The ink off the page, the first mask's or not: a gradient's strong end may lie beyond the
        // reach of a candidate taken at its weak end, and the weak end beyond one at its strong end.
        let contrast = Int32(SeparationTuning.Candidates.minimumContrast * SeparationTuning.Candidates.minimumContrast)
        let glyphs = Self.inkOffPage(view.pixels, activeRows: view.activeRows, frame: frame, contrast: contrast,
                                     apartFrom: others.map(\.mask.pixels))
        guard let box = MaskBounds.boundingBox(of: glyphs, width: w, height: h, padding: 0) else { return nil }
        let ink = (minX: box.x, maxX: box.maxX - 1, minY: box.y, maxY: box.maxY - 1)
        let band = max(Tuning.minimumBand, ink.maxY - ink.minY + 1)
        let bands = (ink.maxX - ink.minX) / band + 1
        guard bands >= Tuning.minimumBands else { return nil }
        let members = Self.bandMembers(glyphs, width: w, ink: ink, band: band, bands: bands)
        // A band holding another colour's edge, a blend of it into the page, shows no tone of this text.
        let found = others.map(\.text.colour.packed)
        // A band holding a fraction of a band's ink (a line's last letter, a full stop) shows less
        // than its tone: it is not judged.
        let least = Tuning.leastInkShare * Double(members.map(\.count).sorted()[members.count / 2])
        // Each band's strongest tone, repeated or wholly covered (`coveredTone`), shows whether the
        // text fades; the band measured shows its tone as its repeated colour when that is weaker.
        let repeated = members.map { Double($0.count) >= least ? Self.bandTone($0, in: view) : nil }
        let tones = members.indices.map { k -> UInt32? in
            guard Double(members[k].count) >= least,
                  let tone = Self.stronger(repeated[k], Self.coveredTone(members[k], in: view), than: frame) else { return nil }
            return found.contains { Self.isBlend(tone, of: $0, into: frame) } ? nil : tone
        }
        guard let (k, strongest) = Self.weakestBand(tones, frame: frame) else { return nil }
        let weakest = strongest == tones[k] ? Self.weaker(repeated[k], strongest, than: frame) : strongest
        let distinct = SeparationTuning.OtherColours.distinctBy * SeparationTuning.OtherColours.distinctBy
        guard others.allSatisfy({ colourDistanceSquared($0.text.colour.packed, weakest) > distinct }) else { return nil }
        var pixels = [Bool](repeating: false, count: glyphs.count)
        for i in members[k] { pixels[i] = true }
        let part = TextMask(pixels: pixels, count: members[k].count, cores: nil, bounds: nil)
        let text = TextColour(colour: weakest.unpackedRGB)
        guard let own = ring(around: part, text: text, in: view) else { return nil }
        return OtherText(candidate: Self.candidate(of: weakest, frame: frame), mask: part, text: text, ring: own, reach: pixels,
                         fill: nil)
    }

    /// The band of the weakest tone and that tone, when the tones fade along the text: the
    /// text's thirds, each at its strongest band, weaken from one end to the other, each step
    /// unlike the last (`OtherColours.distinctBy`), or one of them short of that and the ends
    /// unlike by `TextTones.minimumFade` (at 1x a gradient's middle third may show little more
    /// than one end's tone; a thin font's letters vary by less). Drawn in one
    /// colour, every third of a line holds some wholly covered pixel and shows that colour, however
    /// thin a few of its letters; a hairline that reaches its colour nowhere shows as much in each.
    /// The tone is the weakest band's of the weakest third: at 1× a band of thin letters may show
    /// less than its tone, which errs towards failing; past that third's strongest band, the line
    /// through the middle and weak thirds' tones stands in for a band far short of it (`faded`).
    static func weakestBand(_ tones: [UInt32?], frame: UInt32) -> (band: Int, tone: UInt32)? {
        let n = tones.count
        guard n >= 3 else { return nil }
        let strength = { (k: Int) in tones[k].map { colourDistanceSquared($0, frame) } ?? -1 }
        let thirds = [0..<(n / 3), (n / 3)..<(2 * n / 3), (2 * n / 3)..<n]
        let tops = thirds.map { third in third.filter { tones[$0] != nil }.max { strength($0) < strength($1) } }
        guard let first = tops[0], let middle = tops[1], let last = tops[2],
              let a = tones[first], let b = tones[middle], let c = tones[last] else { return nil }
        let distinct = SeparationTuning.OtherColours.distinctBy * SeparationTuning.OtherColours.distinctBy
        let (s0, s1, s2) = (strength(first), strength(middle), strength(last))
        let steps = colourDistanceSquared(a, b) > distinct && colourDistanceSquared(b, c) > distinct
        guard (s0 > s1 && s1 > s2) || (s0 < s1 && s1 < s2),
              steps || colourDistanceSquared(a, c) > Tuning.minimumFade * Tuning.minimumFade else { return nil }
        guard let k = thirds[s0 > s2 ? 2 : 0].filter({ tones[$0] != nil }).min(by: { strength($0) < strength($1) }),
              let weakest = tones[k] else { return nil }
        let (end, toward) = s0 > s2 ? (last, middle) : (first, middle)
        // A band of thin letters (a lone "s" at 1x) may show far less than the gradient's tone there.
        let along = faded(tones[end] ?? weakest, from: tones[toward] ?? weakest, by: Double(k - end) / Double(end - toward))
        // Only past the end band: a weak band between the middle and the end is measured as it shows.
        let past = s0 > s2 ? k > end : k < end
        let short = past && colourDistanceSquared(along, frame) > strength(k) && colourDistanceSquared(along, weakest) > distinct
        return (k, short ? along : weakest)
    }

    /// The tone a linear gradient takes `share` of the way from `tone` on past it, away from
    /// `stronger`: where the line of the middle and weak thirds' strongest bands reaches. A band
    /// of thin letters at the weak end shows less than its tone; when it falls short of that
    /// line by more than a step (`OtherColours.distinctBy`: the bands' own spread about it), the
    /// line's tone is measured instead.
    static func faded(_ tone: UInt32, from stronger: UInt32, by share: Double) -> UInt32 {
        let channel = { (shift: UInt32) -> UInt32 in
            let t = Double((tone >> shift) & 0xFF), s = Double((stronger >> shift) & 0xFF)
            return UInt32(min(255, max(0, (t + (t - s) * share).rounded()))) << shift
        }
        return channel(16) | channel(8) | channel(0)
    }

    /// The strongest colour (farthest from the frame's) that at least `TextTones.minimumRepeats`
    /// of `pixels` (window indices) hold exactly; nil when none repeats.
    static func bandTone(_ pixels: [Int], in view: BoxView) -> UInt32? {
        bandTone(pixels, colours: view.pixels, frame: view.frameColour)
    }

    /// `bandTone` of `pixels` (indices into `colours`) against the `frame`'s colour. Drawn text's
    /// colour is the band's farthest from the page and repeats: when one colour alone lies
    /// farthest and repeats, it is the tone, found in one pass; only else are the colours counted
    /// (`countedBandTone`, what the tests compare with).
    static func bandTone(_ pixels: [Int], colours: UnsafeBufferPointer<UInt32>, frame: UInt32) -> UInt32? {
        var farthest: Int32 = -1, tone: UInt32 = 0, repeats = 0, tied = false
        for i in pixels {
            let colour = colours[i] & 0xFF_FFFF, d = colourDistanceSquared(colour, frame)
            if d > farthest {
                (farthest, tone, repeats, tied) = (d, colour, 1, false)
            } else if d == farthest {
                if colour == tone { repeats &+= 1 } else { tied = true }
            }
        }
        return !tied && repeats >= Tuning.minimumRepeats ? tone : countedBandTone(pixels, colours: colours, frame: frame)
    }

    /// The strongest colour that `TextTones.minimumRepeats` of `pixels` hold exactly, from every
    /// colour's count: ties in distance go to the colour seen first.
    static func countedBandTone(_ pixels: [Int], colours: UnsafeBufferPointer<UInt32>, frame: UInt32) -> UInt32? {
        let counted = ColourCounts(pixels.map { colours[$0] & 0xFF_FFFF })
        return zip(counted.colours, counted.counts).filter { $0.1 >= Tuning.minimumRepeats }
            .max { colourDistanceSquared($0.0, frame) < colourDistanceSquared($1.0, frame) }?.0
    }

    /// The pixels of `activeRows` at least √`contrast` from the `frame`'s colour, but the set
    /// pixels of the `others` masks, marked eight at a time (`NearMask.markFar`); a loop per pixel
    /// is the plain version (`TextTonesKernelTests`).
    static func inkOffPage(_ pixels: UnsafeBufferPointer<UInt32>, activeRows: Range<Int>, frame: UInt32, contrast: Int32,
                           apartFrom others: [[Bool]]) -> [Bool] {
        var glyphs = [Bool](repeating: false, count: pixels.count)
        glyphs.withUnsafeMutableBufferPointer { mask in
            _ = NearMask.markFar(frame, limit: contrast - 1, pixels: UnsafeBufferPointer(rebasing: pixels[activeRows]),
                                 into: UnsafeMutableBufferPointer(rebasing: mask[activeRows]))
            guard let target = mask.baseAddress else { return }
            for other in others {
                precondition(other.count >= mask.count, "masks of one window")
                // Bool is one byte, 0 or 1.
                other.withUnsafeBytes { MaskBytes.andNot(target, $0.baseAddress!, into: target, count: mask.count) }
            }
        }
        return glyphs
    }

    /// The window indices of `glyphs`' set pixels in each band of `band` columns from the ink's
    /// left edge, each band's in scan order: each band's rows over the ink's extent written into
    /// room for all its pixels, no division nor growth a pixel.
    static func bandMembers(_ glyphs: [Bool], width w: Int, ink: (minX: Int, maxX: Int, minY: Int, maxY: Int),
                            band: Int, bands: Int) -> [[Int]] {
        glyphs.withUnsafeBufferPointer { mask in
            (0..<bands).map { k in
                let start = ink.minX + k * band, end = min(ink.maxX + 1, start + band)
                return [Int](unsafeUninitializedCapacity: max(0, end - start) * (ink.maxY - ink.minY + 1)) { pixels, written in
                    written = 0
                    for y in ink.minY...ink.maxY {
                        for i in (y * w + start)..<(y * w + end) where mask[i] {
                            pixels[written] = i
                            written += 1
                        }
                    }
                }
            }
        }
    }

    /// The columns and rows holding set pixels of `mask`; nil when none is set.
    static func inkExtent(_ mask: [Bool], width w: Int, height h: Int) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for i in 0..<min(mask.count, w * h) where mask[i] {
            let y = i / w, x = i - y * w
            (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
        }
        return minX <= maxX ? (minX, maxX, minY, maxY) : nil
    }
}
