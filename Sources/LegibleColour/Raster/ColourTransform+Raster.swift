import LegiblePixels

extension ColourTransform {
    /// Transforms a raster in place, or only the part of it inside `rect` (clipped to the
    /// raster). Alpha and pixels outside the rectangle are untouched.
    public func apply(to raster: inout Raster, in rect: PixelRect? = nil) {
        let area = (rect ?? raster.bounds).intersection(raster.bounds)
        guard !area.isEmpty else { return }
        let bytesPerRow = raster.bytesPerRow
        raster.bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            if area.width * 4 == bytesPerRow {
                // Whole rows without padding: one run, so the SIMD loop never breaks per row.
                apply(toPixels: base + area.y &* bytesPerRow, count: area.width &* area.height)
                return
            }
            for y in area.y..<area.maxY {
                apply(toPixels: base + (y &* bytesPerRow &+ area.x &* 4), count: area.width)
            }
        }
    }

    /// Transforms a raster (or `rect` of it) except the pixels inside any of `excluded` — for
    /// smart invert, which leaves photos and video (`mediaRegions`) alone.
    public func apply(to raster: inout Raster, in rect: PixelRect? = nil, excluding excluded: [PixelRect]) {
        let area = (rect ?? raster.bounds).intersection(raster.bounds)
        let holes = excluded.map { $0.intersection(area) }.filter { !$0.isEmpty }
        guard !holes.isEmpty else { return apply(to: &raster, in: area) }
        let bytesPerRow = raster.bytesPerRow
        raster.bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in area.y..<area.maxY {
                let row = base + y &* bytesPerRow
                // The row's excluded spans in x order; transform the gaps between them.
                let spans = holes.filter { y >= $0.y && y < $0.maxY }.map { ($0.x, $0.maxX) }.sorted { $0.0 < $1.0 }
                var x = area.x
                for (start, end) in spans {
                    if start > x { apply(toPixels: row + x &* 4, count: start &- x) }
                    x = max(x, end)
                }
                if area.maxX > x { apply(toPixels: row + x &* 4, count: area.maxX &- x) }
            }
        }
    }

    /// Transforms a contiguous list of RGBA pixels (4 bytes each) in place; alpha is untouched.
    /// The measurement layer gathers the pixels it needs and transforms only those.
    public func apply(toRGBA bytes: inout [UInt8]) {
        let count = bytes.count / 4
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            apply(toPixels: base, count: count)
        }
    }

    /// A transformed copy of the raster (or of only `rect` of it, the rest copied as is).
    public func applied(to raster: Raster, in rect: PixelRect? = nil) -> Raster {
        var copy = raster
        apply(to: &copy, in: rect)
        return copy
    }
}
