import LegiblePixels

private typealias Tuning = SeparationTuning.OtherColours

extension TextSeparator {
    /// What stage 7 knows before it makes any other colour's mask: the pixels the first text
    /// holds, so that most boxes, which hold text of one colour, cost a few SIMD passes over
    /// their active rows and no other candidate's mask (`mayHoldOtherText`, `keepsApart`).
    ///
    /// Another colour's text keeps at least `minimumPixels` of its mask's pixels, one of them of
    /// its exact colour, apart from the text found: none within `apartBy` (in x and y) of a
    /// pixel of the first mask that has the first colour exactly. Such a pixel stays the first
    /// text's (`held`) unless it lies on the new colour's own blends as near as on the first's,
    /// which only a colour the first lies on the blends of allows (`firstOnBlends`): those are
    /// tried without the shortcut.
    struct FirstTextHold {
        /// Per pixel of the active rows: within `apartBy` of one of the first text's exact pixels.
        var held: [Bool]
        /// The window index of the first active pixel.
        var offset: Int
    }

    /// The pixels the first text (`mask`, of `first`'s colour) holds in the box's active rows.
    func firstTextHold(of mask: TextMask, first: Candidate, in view: BoxView) -> FirstTextHold {
        let rows = view.activeRows, w = view.width, n = rows.count
        guard n > 0, w > 0, mask.pixels.count >= rows.upperBound else { return FirstTextHold(held: [], offset: rows.lowerBound) }
        var exact = [Bool](repeating: false, count: n)
        if let cores = mask.cores, cores.count >= rows.upperBound {
            // The mask's pass marked the exact pixels already.
            cores.withUnsafeBytes { c in exact.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: c[rows])) } }
        } else {
            exact.withUnsafeMutableBufferPointer { _ = NearMask.mark(first.colour, limit: profile.exactness, pixels: view.activePixels, into: $0) }
        }
        mask.pixels.withUnsafeBytes { m in
            exact.withUnsafeMutableBytes { MaskBytes.formAnd($0.baseAddress!, m.baseAddress! + rows.lowerBound, count: n) }
        }
        return FirstTextHold(held: MaskBytes.dilated(exact, width: w, height: n / w, by: Tuning.apartBy), offset: rows.lowerBound)
    }

    /// Whether the box holds `minimumPixels` pixels apart from the first text that are no
    /// background of the frame's colour (within √`exactness`; candidates differ from it by
    /// `minimumContrast`, the pixels of their masks by more), or a candidate on whose blends the
    /// first colour lies. Colours only `repeatedColours` brings are not checked for that: a
    /// drawn colour stronger than the first is a histogram peak of its own.
    func mayHoldOtherText(_ hold: FirstTextHold, first: Candidate, among candidates: [Candidate], in view: BoxView) -> Bool {
        let n = hold.held.count
        guard n > 0 else { return false }
        if candidates.contains(where: { Self.distinct(first, $0) && firstOnBlends(first, of: $0, in: view) }) { return true }
        var background = [Bool](repeating: false, count: n)
        background.withUnsafeMutableBufferPointer {
            _ = NearMask.mark(view.frameColour, limit: profile.exactness, pixels: view.activePixels, into: $0)
        }
        // Covered: the background, and what the first text holds besides it.
        var heldOnly = [Bool](repeating: false, count: n)
        let covered = background.withUnsafeBytes { b in
            heldOnly.withUnsafeMutableBytes { only in
                hold.held.withUnsafeBytes { MaskBytes.andNot($0.baseAddress!, b.baseAddress!, into: only.baseAddress!, count: n) }
                return MaskBytes.count(b.baseAddress!, count: n) + MaskBytes.count(only.baseAddress!, count: n)
            }
        }
        return n - covered >= Tuning.minimumPixels
    }

    /// Whether `candidate`'s text mask keeps `minimumPixels` pixels, one of them its exact
    /// colour, outside what the first text holds, and one of them beside a sharp step
    /// (`stepsApart`); always when the first colour lies on its blends.
    func keepsApart(_ candidate: Candidate, first: Candidate, hold: FirstTextHold, in view: BoxView) -> Bool {
        let n = hold.held.count
        guard n > 0, !firstOnBlends(first, of: candidate, in: view) else { return true }
        let reach = candidate.tolerance * SeparationTuning.TextMask.reachThirds / 3
        var near = [Bool](repeating: false, count: n), exact = [Bool](repeating: false, count: n)
        near.withUnsafeMutableBufferPointer { m in
            exact.withUnsafeMutableBufferPointer {
                _ = NearMask.mark(candidate.colour, limit: reach * reach, pixels: view.activePixels, into: m, closer: $0,
                                  within: profile.exactness)
            }
        }
        return hold.held.withUnsafeBytes { held in
            func apart(_ marked: inout [Bool]) -> Int {
                marked.withUnsafeMutableBytes {
                    MaskBytes.andNot($0.baseAddress!, held.baseAddress!, into: $0.baseAddress!, count: n)
                    return MaskBytes.count($0.baseAddress!, count: n)
                }
            }
            return apart(&exact) >= 1 && apart(&near) >= Tuning.minimumPixels
        } && Self.stepsApart(near, candidate: candidate, hold: hold, in: view)
    }

    /// Whether a pixel of `marked` (per pixel of the active rows: `candidate`'s mask apart from
    /// the first text) has, two pixels out in x or y, one the first text does not hold that
    /// differs from `candidate` by a sharp step (`sharpnessOverTolerance` times its tolerance, as
    /// text's background must: `standsOnBackground`). Text stands on a background unlike it past
    /// its anti-aliased edge; the tones of a gradient, bands that are candidates too, step to
    /// their next tones, and trying them (their masks, corrections and rings) costs more than
    /// all else stage 7 does.
    static func stepsApart(_ marked: [Bool], candidate: Candidate, hold: FirstTextHold, in view: BoxView) -> Bool {
        let step = SeparationTuning.Candidates.sharpnessOverTolerance * Double(candidate.tolerance)
        return SharpSteps.anyTwoOut(marked: marked, held: hold.held, offset: hold.offset, pixels: view.pixels, width: view.width,
                                    height: view.height, from: candidate.colour, limit: Int32((step * step).rounded(.up)))
    }

    /// Whether `first`'s colour lies on the blends of `candidate`'s into the frame's, as near as
    /// two pixels within √`exactness` of it could (`nearer` may then leave its exact pixels to
    /// `candidate`).
    func firstOnBlends(_ first: Candidate, of candidate: Candidate, in view: BoxView) -> Bool {
        Self.blendDistanceSquared(first.colour, of: candidate.colour, into: view.frameColour) <= Double(4 * profile.exactness)
    }
}
