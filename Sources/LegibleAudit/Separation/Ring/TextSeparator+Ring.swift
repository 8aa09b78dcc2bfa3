import LegiblePixels

private typealias Tuning = SeparationTuning.Ring

extension TextSeparator {
    /// The ring (Docs/Measurement.md#the-ring) — background pixels within `ringRadius` of the text
    /// in `mask` — in window order, with the background colour each one stands for.
    ///
    /// Both are written by index into buffers as large as the window and handed over as arrays:
    /// appending would check each array's uniqueness for every ring pixel. `extent` is the
    /// mask's bounding box when the caller has it (it is found otherwise). `overPhoto`: the text
    /// stands over a photo, whose detail beside the glyphs the chroma tells (`ChromaBlend`).
    func ringPixels(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], box: BoxPixels, text: UInt32,
                    extent known: PixelRect? = nil, overPhoto: Bool = false) -> (ring: [Int], colours: [UInt32]) {
        let w = box.width, h = box.height, n = pixels.count
        // Far enough for the ring and for stepping a few pixels past the anti-aliased edge.
        let limit = Self.fieldReach(ringRadius: ringRadius)
        guard let extent = known ?? MaskBounds.boundingBox(of: mask, width: w, height: h, padding: 0) else { return ([], []) }
        // Only pixels within the limit of the text have a distance, and the edge walk reads
        // none further than √32 < 6 px from it (pixels up to √8 out, two steps on, and their
        // neighbours): the field and the pass cover the text's bounds grown by the limit. The
        // walk indexes whole rows of the window from the area's top.
        let area = (left: max(0, extent.x &- limit), top: max(0, extent.y &- limit),
                    right: min(w &- 1, extent.maxX &- 1 &+ limit), bottom: min(h &- 1, extent.maxY &- 1 &+ limit))
        let rows = area.top...area.bottom, columns = area.left...area.right
        let first = area.top &* w
        let rowPixels = UnsafeBufferPointer(rebasing: pixels[first..<(first &+ rows.count &* w)])
        return RingField.with(mask: mask, width: w, rows: rows, columns: columns, limit: limit) { field in
            let (ring, colours, _) = RingWriter.writing(capacity: n) { out in
                fillRing(into: &out, pixels: rowPixels, field: field, box: box, text: text, columns: columns, top: area.top,
                         overPhoto: overPhoto)
            }
            return (ring, colours)
        }
    }

    /// Writes the ring's window indices and colours (`RingScan`). `pixels` and the `field` are
    /// the window's rows from `top` on, whose ring pixels all lie in `columns`.
    private func fillRing(into out: inout RingWriter, pixels: UnsafeBufferPointer<UInt32>, field: RingField, box: BoxPixels,
                          text: UInt32, columns: ClosedRange<Int>, top: Int, overPhoto: Bool) {
        let d = field.distances, w = box.width, h = d.count / max(1, w)
        guard !d.isEmpty && !pixels.isEmpty else { return }
        let offset = box.windowOffset
        let frame = (left: -offset.x, top: -offset.y &- top, right: box.rect.width - 1 - offset.x,
                     bottom: box.rect.height - 1 - offset.y &- top)
        let scan = RingScan(pixels: pixels, distances: d, width: w, first: top &* w, text: text, columns: columns, frame: frame,
                            outer: Int32(ringRadius * ringRadius), plainFrame: !profile.looksInsideFrameForCutGlyphs,
                            rule: profile.edgeRule, overPhoto: overPhoto, stemWidth: stemWidth)
        EdgeWalk.run(pixels: pixels, distances: d, width: w, height: h, text: text, boxFrame: frame, columns: columns,
                     bytes: field.bytes) { walk in
            for y in 0..<h { scan.scan(row: y, walk: walk, into: &out) }
        }
    }

    /// How far (px) the ring's distance field reaches from the text: the ring's radius, and at
    /// least `SeparationTuning.Ring.minimumFieldReach` for the walk past the edge. The box's
    /// window keeps `windowMargin` more (`RegionMeasurer`).
    static func fieldReach(ringRadius: Int) -> Int { max(ringRadius, Tuning.minimumFieldReach) }
}
