import LegiblePixels

private typealias Tuning = SeparationTuning.AlongTheLine

extension TextSeparator {
    /// In a JPEG over a night scene, a rival candidate whose colour runs along the box's line
    /// preferred to a best-scored one that stays in a few places: points of light (stars, lit
    /// windows) brighter than the grey or coloured words beside them. Compression spreads every
    /// colour, so purity tells nothing there, and a bright star scores as sharp as a glyph; but a
    /// line of text repeats its colour glyph after glyph across the box, while the stars behind it
    /// are a few blobs.
    ///
    /// Only over a dark frame (luma at most `SeparationTuning.AlongTheLine.darkFrameLuma`), with
    /// the chosen colour lighter than it and the rival between the two (a light in the dark beside
    /// fainter words; on a page, the colours beside the text are its blends or other words), and
    /// only when no part of the chosen colour spans a third of the line (`spansLine`): stars are
    /// points, white words beside grey ones on a dark page are glyphs. A
    /// rival scoring at least `rivalScore` of the chosen one's is preferred when its pixels near
    /// its colour (`reach`) span `widerSpan` times the columns of the chosen one's and are
    /// `morePixels` times as many; the widest such rival wins. A trusted hint (`Candidate.hinted`)
    /// stays. `scored` is sorted best first, `chosen` its first or what a rule before replaced it
    /// with; nil when it stays.
    static func alongTheLine(_ chosen: Candidate, among scored: [Candidate], in view: BoxView) -> Candidate? {
        let frame = view.frameColour
        guard !chosen.hinted, YCbCr(frame.unpackedRGB).y <= Tuning.darkFrameLuma else { return nil }
        let line = BlendLine(from: frame, to: chosen.colour)
        guard YCbCr(chosen.colour.unpackedRGB).y > YCbCr(frame.unpackedRGB).y else { return nil }
        let rivals = scored.filter {
            let share = line.place($0.colour).share
            return $0.colour != chosen.colour && $0.score >= Tuning.rivalScore * chosen.score && share > 0 && share < 1
        }
        guard !rivals.isEmpty else { return nil }
        let own = reach(of: chosen, in: view)
        var widest: (candidate: Candidate, pixels: Int, columns: Int)?
        for rival in rivals {
            let (pixels, columns) = reach(of: rival, in: view)
            if columns > (widest?.columns ?? 0) { widest = (rival, pixels, columns) }
        }
        guard let widest, Double(widest.columns) >= Tuning.widerSpan * Double(own.columns),
              Double(widest.pixels) >= Tuning.morePixels * Double(own.pixels) else { return nil }
        // Points of light: no part of the chosen colour spans a third of the line as a glyph does
        // (white words beside grey ones on a dark page do).
        let cores = nearPixels(of: chosen, in: view)
        return spansLine(cores, width: view.width, height: view.height, boxHeight: view.box.rect.height) ? nil : widest.candidate
    }

    /// The window's pixels inside the box within half `candidate`'s tolerance of its colour.
    static func nearPixels(of candidate: Candidate, in view: BoxView) -> [Bool] {
        let box = view.box.rect.intersection(view.box.window), window = view.box.window
        var near = [Bool](repeating: false, count: view.width * view.height)
        guard box.width > 0 && box.height > 0 else { return near }
        let half = candidate.tolerance / 2, limit = half * half
        for y in box.y..<box.maxY {
            let row = (y &- window.y) &* window.width &- window.x
            for x in box.x..<box.maxX where colourDistanceSquared(view.pixels[row &+ x], candidate.colour) <= limit {
                near[row &+ x] = true
            }
        }
        return near
    }

    /// The pixels of the box (not its window's margin) within half `candidate`'s tolerance of its
    /// colour, and how many of the box's columns hold one: its cores, not the blends at its edge.
    static func reach(of candidate: Candidate, in view: BoxView) -> (pixels: Int, columns: Int) {
        let box = view.box.rect.intersection(view.box.window), window = view.box.window
        guard box.width > 0 && box.height > 0 else { return (0, 0) }
        let half = candidate.tolerance / 2, limit = half * half
        var held = [Bool](repeating: false, count: box.width)
        var pixels = 0
        for y in box.y..<box.maxY {
            let row = (y &- window.y) &* window.width &- window.x
            for x in box.x..<box.maxX where colourDistanceSquared(view.pixels[row &+ x], candidate.colour) <= limit {
                pixels &+= 1
                held[x &- box.x] = true
            }
        }
        return (pixels, held.reduce(0) { $0 + ($1 ? 1 : 0) })
    }
}
