/// A glyph's component takes in whatever touches it and reaches the noise threshold: over
/// photos the texture beside the letters, over a noisy "flat" area the faint speckle around
/// them. Letters then merge with blobs into shapes too tall or too wide for glyphs. A stroke
/// narrower than the window responds at nearly its full contrast along its whole length, what
/// merely touches it far less: cutting a strong component at half its own peak keeps the
/// strokes and drops the rest. This is contrast normalisation per component — a faint line and
/// a strong one are each cut at their own level.
enum StrokeCores {
    /// The components with every strong one (peak at least `coreContrast` × its threshold)
    /// replaced by the pieces it falls into when cut at half its peak — unless the cut only
    /// shaves its anti-aliased rim; nil when no component changes.
    static func refined(_ labelled: GlyphComponent.Labelled, response: DetectPlane,
                        threshold: (Int, Int) -> Int, options: TextDetectorOptions) -> [GlyphComponent]? {
        let cuts: [Int] = labelled.components.map { component in
            let floor = threshold(component.peakX, component.peakY)
            let strong = Double(component.peak) >= options.coreContrast * Double(floor)
            return strong ? max(floor, (Int(component.peak) + 1) / 2) : Int.max
        }
        guard cuts.contains(where: { $0 != Int.max }) else { return nil }
        let w = response.width
        let cores = GlyphComponent.labelled(response: response) { x, y in
            let k = labelled.indices[y * w + x]
            return k < 0 ? Int.max : cuts[Int(k)]
        }.components
        var pieces: [Int: [GlyphComponent]] = [:]
        for core in cores { pieces[Int(labelled.indices[core.peakY * w + core.peakX]), default: []].append(core) }
        var changed = false
        var refined: [GlyphComponent] = []
        for (k, component) in labelled.components.enumerated() {
            guard let parts = pieces[k], !rimOnly(parts, of: component, options: options) else {
                refined.append(component)
                continue
            }
            changed = true
            refined += parts
        }
        return changed ? refined : nil
    }

    /// Whether the cut left one piece within `coreRim` px of the whole on every side.
    static func rimOnly(_ parts: [GlyphComponent], of whole: GlyphComponent, options: TextDetectorOptions) -> Bool {
        guard parts.count == 1, let part = parts.first else { return false }
        let rim = options.coreRim
        return part.minX - whole.minX <= rim && whole.maxX - part.maxX <= rim
            && part.minY - whole.minY <= rim && whole.maxY - part.maxY <= rim
    }
}
