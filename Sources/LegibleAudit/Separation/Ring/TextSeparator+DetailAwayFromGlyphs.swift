import CKernels
import LegiblePixels

extension TextSeparator {
    /// `ring` with the colours that no blend and no ringing explain put back, away from the glyphs
    /// (after `smoothLossyRing`, over a photo).
    ///
    /// Anti-aliasing blends only the pixels the glyphs touch: a ring pixel with no text among its
    /// eight neighbours is no blend, and JPEG moves it towards the text by ringing alone, at most
    /// `SeparationTuning.Ring.ringingShare` of the step from the background (`ringingExplains`).
    /// A pixel further towards the text than that from its smoothed colour, by more than the noise
    /// floor (`SeparationTuning.Ring.ringingFloor`), is the photo's detail — a star or a bright
    /// patch a pixel or two from a white caption — which the 3×3 median wiped out and
    /// `keepDetailPastRinging` took for a blend; it is measured as it is. `ring` holds window
    /// indices of `pixels` (`width` × `height`), `mask` the text.
    ///
    /// The colour test runs first over the whole ring (`legible_past_ringing`, eight positions a
    /// step where `avx2`); the neighbours are looked at only where it passes.
    /// `detailAwayFromGlyphsReference` is the plain version the tests compare it with.
    static func ring(_ ring: Ring, detailAwayFromGlyphs mask: [Bool], text: UInt32, pixels: UnsafeBufferPointer<UInt32>,
                     width w: Int, height h: Int, avx2: Bool = ProcessorKernels.avx2) -> Ring {
        let n = ring.pixels.count
        guard n > 0, n == ring.colours.count else { return ring }
        // Every flag is written by the pass.
        var past = 0
        let flags = [UInt8](unsafeUninitializedCapacity: n) { flags, written in
            ring.pixels.withUnsafeBufferPointer { positions in
                ring.colours.withUnsafeBufferPointer { smoothed in
                    past = legible_past_ringing(pixels.baseAddress, positions.baseAddress, smoothed.baseAddress, n, text,
                                                SeparationTuning.Ring.ringingShare, Double(SeparationTuning.Ring.ringingFloor),
                                                flags.baseAddress, avx2 ? 1 : 0)
                }
            }
            written = n
        }
        guard past > 0 else { return ring }
        var kept = ring
        mask.withUnsafeBufferPointer { m in
            flags.withUnsafeBytes { f in
                var k = 0
                while k < n {
                    // Eight positions that fail the colour test at a time: nearly all of them.
                    if k &+ 8 <= n && f.loadUnaligned(fromByteOffset: k, as: UInt64.self) == 0 {
                        k &+= 8
                        continue
                    }
                    if f[k] != 0 {
                        let i = ring.pixels[k], y = i / w
                        if !touchesText(m, x: i &- y &* w, y: y, width: w, height: h) { kept.colours[k] = pixels[i] }
                    }
                    k &+= 1
                }
            }
        }
        return kept
    }

    /// The plain version of `ring(_:detailAwayFromGlyphs:…)`: each ring pixel's colour test in
    /// integers and doubles, then its neighbours.
    static func detailAwayFromGlyphsReference(_ ring: Ring, mask: [Bool], text: UInt32, pixels: UnsafeBufferPointer<UInt32>,
                                              width w: Int, height h: Int) -> Ring {
        let share = SeparationTuning.Ring.ringingShare
        let floor = Double(SeparationTuning.Ring.ringingFloor)
        let t = (Int(text >> 16 & 0xFF), Int(text >> 8 & 0xFF), Int(text & 0xFF))
        var kept = ring
        mask.withUnsafeBufferPointer { m in
            for k in ring.pixels.indices {
                let i = ring.pixels[k], own = pixels[i], smoothed = ring.colours[k]
                // The colour test first (most pixels fail it), in integers; the neighbours only then.
                guard own != smoothed else { continue }
                let b = (Int(smoothed >> 16 & 0xFF), Int(smoothed >> 8 & 0xFF), Int(smoothed & 0xFF))
                let step = (t.0 &- b.0, t.1 &- b.1, t.2 &- b.2)
                let span = step.0 &* step.0 &+ step.1 &* step.1 &+ step.2 &* step.2
                let reach = (Int(own >> 16 & 0xFF) &- b.0) &* step.0 &+ (Int(own >> 8 & 0xFF) &- b.1) &* step.1
                    &+ (Int(own & 0xFF) &- b.2) &* step.2
                // share = reach / span past ringing's share; share² × span = reach² / span past the floor.
                guard span > 0, Double(reach) > share * Double(span),
                      Double(reach) * Double(reach) > floor * Double(span) else { continue }
                let y = i / w
                if !touchesText(m, x: i &- y &* w, y: y, width: w, height: h) { kept.colours[k] = own }
            }
        }
        return kept
    }

    /// Whether a pixel of `mask` lies among the eight neighbours of (`x`, `y`).
    @inline(__always)
    private static func touchesText(_ mask: UnsafeBufferPointer<Bool>, x: Int, y: Int, width w: Int, height h: Int) -> Bool {
        let left = max(0, x &- 1), right = min(w &- 1, x &+ 1)
        for row in max(0, y &- 1)...min(h &- 1, y &+ 1) {
            let base = row &* w
            for column in left...right where mask[base &+ column] { return true }
        }
        return false
    }
}
