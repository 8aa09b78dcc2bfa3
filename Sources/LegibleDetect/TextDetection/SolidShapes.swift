import LegiblePixels

/// Icons that are not strokes — a filled disc, a square, a solid pictogram — are too thick for
/// the line stages (their strokes are as wide as they are tall), yet a reader must see them
/// against their background (WCAG's 3:1 for graphics). The top-hat sees a solid shape at the
/// pyramid level where it is narrower than the window: there it is one component that fills
/// most of its box, about as wide as tall, over an even background. At full size the shape
/// must stand out from its surround like a lone glyph, fill most of its box with pixels of
/// its colour (a ring, a check mark or a letter does not), have sharp edges (a soft light on a
/// photo fades over several pixels), and stand alone:
/// a shape beside a line of text is left to the line.
enum SolidShapes {
    /// The components of one plane and polarity at one level that may be solid shapes.
    static func candidates(_ components: [GlyphComponent], options: TextDetectorOptions) -> [GlyphComponent] {
        components.filter { c in
            let side = options.shapeSideAtLevel
            guard side.contains(c.width), side.contains(c.height) else { return false }
            let aspect = Double(c.width) / Double(c.height)
            return aspect >= 1 / options.shapeAspect && aspect <= options.shapeAspect
                && c.fill >= options.shapeFill && Int(c.threshold) <= options.minimumResponse
        }
    }

    /// The component at full size, or nil when it is not a solid shape there.
    static func measured(_ component: GlyphComponent, level: Int, dark: Bool, in full: [DetectPlane],
                         options: TextDetectorOptions) -> DetectedShape? {
        let s = 1 << level
        let bounds = PixelRect(x: 0, y: 0, width: full[0].width, height: full[0].height)
        let found = PixelRect(x: (component.minX - 1) * s, y: (component.minY - 1) * s,
                              width: (component.width + 2) * s, height: (component.height + 2) * s).intersection(bounds)
        let surround = LineSurround(around: found, in: full, pad: options.shapeFramePad)
        let contrast = LineSurround.difference(component.inkColour, surround.colour)
        guard Double(contrast) >= options.surroundFactors[0] * Double(options.minimumResponse),
              Double(surround.spread) <= options.shapeEvenBackground * Double(contrast) else { return nil }
        let shape = DetectedShape(ink: found, inkColour: component.inkColour, background: surround.colour,
                                  contrast: contrast, darkShape: dark, level: level)
        guard let ink = inkBox(of: shape, in: full), ink.box.height >= options.shapeSmallestSide else { return nil }
        let aspect = Double(ink.box.width) / Double(ink.box.height)
        guard aspect >= 1 / options.shapeAspect, aspect <= options.shapeAspect,
              Double(ink.count) >= options.shapeFill * Double(ink.box.area) else { return nil }
        let sharp = LineEvidence.reachingPixels(in: ink.box, ink: shape.inkColour, ground: shape.background,
                                                planes: full, options: options)
        guard Double(sharp) >= options.shapeSharpShare * Double(ink.box.area),
              InkEdges.medianDrop(in: ink.box, ink: shape.inkColour, ground: shape.background, planes: full,
                                  options: options) >= options.sharpEdgeDrop else { return nil }
        return DetectedShape(ink: ink.box, inkColour: shape.inkColour, background: shape.background,
                             contrast: contrast, darkShape: dark, level: level)
    }

    /// The bounds and number of the pixels nearer the shape's colour than its background's.
    static func inkBox(of shape: DetectedShape, in planes: [DetectPlane]) -> (box: PixelRect, count: Int)? {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min, count = 0
        for y in shape.ink.y..<shape.ink.maxY {
            for x in shape.ink.x..<shape.ink.maxX {
                let pixel = RGB8(r: planes[0][x, y], g: planes[1][x, y], b: planes[2][x, y])
                guard LineSurround.difference(pixel, shape.inkColour) < LineSurround.difference(pixel, shape.background) else { continue }
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
                count += 1
            }
        }
        return count > 0 ? (PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), count) : nil
    }

    /// One shape per place (the one that stands out most), and only those that stand alone:
    /// none overlapping a line, none with a line beside it on its rows within
    /// `shapeIsolation` × its height.
    static func kept(_ shapes: [DetectedShape], besides lines: [DetectedLine], options: TextDetectorOptions) -> [DetectedShape] {
        var kept: [DetectedShape] = []
        for shape in shapes.sorted(by: { ($0.contrast, $0.ink.area) > ($1.contrast, $1.ink.area) }) {
            guard !kept.contains(where: { TextLineGrouping.intersection($0.ink, shape.ink) > 0 }) else { continue }
            let reach = Int(options.shapeIsolation * Double(shape.ink.height))
            let near = PixelRect(x: shape.ink.x - reach, y: shape.ink.y, width: shape.ink.width + 2 * reach,
                                 height: shape.ink.height)
            guard !lines.contains(where: { TextLineGrouping.intersection($0.ink, near) > 0 }) else { continue }
            kept.append(shape)
        }
        return kept
    }
}
