import LegiblePixels

/// The background tones a box's frame shows: its one colour on a flat fill, or, when the frame
/// is a gradient, the line between its darkest and lightest tones (a linear gradient runs
/// through the colours between its ends, and a glyph inside the box stands on one of them).
/// A photo's frame lies along no line, and keeps its one colour.
struct FrameTones {
    /// The frame's colour (`BoxPixels.frameColour`).
    let frame: UInt32
    /// The gradient's darkest and lightest tones; nil on a flat fill or a photo.
    var ends: (dark: UInt32, light: UInt32)? { gradient.map { ($0.dark, $0.light) } }
    /// The gradient's ends and the line between them, drawn once: `holds` asks of many pixels.
    private let gradient: (dark: UInt32, light: UInt32, line: BlendLine)?
    private let text: UInt32, exactness: Int32, step: Int32

    /// The tones of `view`'s frame around glyphs of `text`; pixels within √`exactness` of them
    /// are the frame's. A gradient's tone counts only `step` or more away from `text`: a band of
    /// a gradient through the text colour fades into tones near it. Frame colours near `text` (a
    /// glyph cut by the box) or blending it into the frame's colour are no background tone.
    init(of view: BoxView, text: UInt32, exactness: Int32, step: Int32) {
        (frame, self.text, self.exactness, self.step) = (view.frameColour, text, exactness, step)
        guard !view.onFlatFill else {
            gradient = nil
            return
        }
        // A gradient is told by the pixels as drawn (rounding only), whatever the profile allows.
        let drawn = SeparationTuning.Candidates.exactWithin
        guard Self.changesSmoothly(view, within: drawn) else {
            gradient = nil
            return
        }
        let tones = view.frameColours.filter {
            colourDistanceSquared($0, text) >= step * step && !EdgeWalk.mixes($0, text: text, background: view.frameColour)
        }
        gradient = Self.gradientEnds(of: tones, exactness: drawn).map { ($0.dark, $0.light, BlendLine(from: $0.dark, to: $0.light)) }
    }

    /// Whether nearly all (`gradientFrameShare`) of the frame's pixels inside the window are
    /// within √`within` of the next one along the frame: a gradient's tones step by a level or
    /// two, a photo's (grey ones too, whose tones all lie on one line) jump.
    static func changesSmoothly(_ view: BoxView, within: Int32) -> Bool {
        let frame = view.box.frameInWindow, w = view.width
        let onFrame = Set(frame)
        var pairs = 0, smooth = 0
        for i in frame {
            // The next pixel along a frame row, and along a frame column.
            for j in [i + 1, i + w] where j % w != 0 || j == i + w {
                guard onFrame.contains(j) else { continue }
                pairs += 1
                if colourDistanceSquared(view.pixels[i], view.pixels[j]) <= within { smooth += 1 }
            }
        }
        return pairs > 0 && Double(smooth) >= SeparationTuning.Corrections.gradientFrameShare * Double(pairs)
    }

    /// The darkest and lightest of `tones` when nearly all of them (`gradientFrameShare`) lie
    /// on the line between those two.
    static func gradientEnds(of tones: [UInt32], exactness: Int32) -> (dark: UInt32, light: UInt32)? {
        func level(_ c: UInt32) -> Int { let p = c.unpackedRGB; return Int(p.r) + Int(p.g) + Int(p.b) }
        guard let dark = tones.min(by: { level($0) < level($1) }), let light = tones.max(by: { level($0) < level($1) }),
              dark != light else { return nil }
        let line = BlendLine(from: dark, to: light)
        let on = tones.reduce(0) { $0 + (Self.lies($1, on: line, within: exactness) ? 1 : 0) }
        return Double(on) >= SeparationTuning.Corrections.gradientFrameShare * Double(tones.count) ? (dark, light) : nil
    }

    /// Whether `colour` is one of the frame's tones.
    func holds(_ colour: UInt32) -> Bool {
        if colourDistanceSquared(colour, frame) <= exactness { return true }
        guard let gradient, colourDistanceSquared(colour, text) >= step * step else { return false }
        return Self.lies(colour, on: gradient.line, within: exactness)
    }

    /// Whether `pixel` is a glyph's edge spread past its anti-aliasing, as JPEG spreads it: a
    /// blend of `text` into the frame's tones (`mixes`) nearer the frame than the text.
    func spreadsEdge(_ pixel: UInt32) -> Bool {
        colourDistanceSquared(pixel, frame) < colourDistanceSquared(pixel, text) && mixes(pixel)
    }

    /// Whether `pixel` blends `text` into one of the frame's tones (an anti-aliased edge).
    func mixes(_ pixel: UInt32) -> Bool {
        if EdgeWalk.mixes(pixel, text: text, background: frame) { return true }
        guard let ends else { return false }
        return EdgeWalk.mixes(pixel, text: text, background: ends.dark) || EdgeWalk.mixes(pixel, text: text, background: ends.light)
    }

    /// Whether `colour` lies between the line's ends, off it by at most √`within`.
    private static func lies(_ colour: UInt32, on line: BlendLine, within: Int32) -> Bool {
        let (share, off) = line.place(colour)
        let slack = line.span > 0 ? Double(within).squareRoot() / line.span.squareRoot() : 0
        return share >= -slack && share <= 1 + slack && off <= Double(within)
    }
}
