import LegiblePixels

extension TextSeparator {
    /// The plain version the tests compare `ink(besides:notBlendsOf:in:)` with: each pixel of
    /// the active rows tested on its own.
    static func inkReference(besides mask: [Bool], notBlendsOf text: UInt32? = nil, in view: BoxView) -> [Bool] {
        let frame = view.frameColour, w = view.width, h = view.height
        let contrast = Int32(SeparationTuning.Candidates.minimumContrast * SeparationTuning.Candidates.minimumContrast)
        var ink = [Bool](repeating: false, count: mask.count)
        for i in view.activeRows where !mask[i] && colourDistanceSquared(view.pixels[i], frame) >= contrast {
            guard let text, isBlend(view.pixels[i], of: text, into: frame) else {
                ink[i] = true
                continue
            }
            let y = i / w, x = i - y * w
            ink[i] = !(max(y - 1, 0)...min(y + 1, h - 1)).contains { row in
                (max(x - 1, 0)...min(x + 1, w - 1)).contains { mask[row &* w &+ $0] }
            }
        }
        return ink
    }
}

extension TextSeparator {
    /// The plain version the tests compare `thinPixels` with: every part of the mask walked pixel
    /// by pixel, its extent judged.
    static func thinPixelsReference(of mask: TextMask, beside text: PixelRect, in view: BoxView) -> Int {
        let tallest = max(SeparationTuning.ForeignDecorations.leastHeight,
                          SeparationTuning.ForeignDecorations.heightShare * Double(text.height))
        var pixels = 0
        MaskComponents.reference(in: mask.pixels, width: view.width, height: view.height) { part in
            let reach = extent(of: part, width: view.width)
            if isThinBelowTop(minY: reach.minY, maxY: reach.maxY, of: text, tallest: tallest) { pixels += part.count }
        }
        return pixels
    }
}
