import LegiblePixels

extension Raster {
    /// Composites every pixel with alpha < 255 over an opaque `backdrop`, in place, leaving all
    /// pixels opaque. Blends gamma-encoded values, `bg·(1−a) + fg·a` rounded to the nearest
    /// integer, exactly as apca-w3's `alphaBlend` does (Docs/Colour.md#alpha-compositing). Returns
    /// true when any pixel changed its alpha (so reports can say the image was composited).
    @discardableResult
    public mutating func composite(over backdrop: RGB8) -> Bool {
        let height = self.height, width = self.width, stride = bytesPerRow
        let bg = (UInt32(backdrop.r), UInt32(backdrop.g), UInt32(backdrop.b))
        var any = false
        // Opaque rows, the usual case, are skipped after a vector scan.
        let translucentRows = (0..<height).filter { rowHasTransparency($0, from: 0, count: width) }
        bytes.withUnsafeMutableBufferPointer { p in
            for y in translucentRows {
                var o = y &* stride
                for _ in 0..<width {
                    let a = UInt32(p[o &+ 3])
                    if a != 255 {
                        any = true
                        let ia = 255 &- a
                        // (bg·(255−a) + fg·a) / 255 never lands on .5 (255 is odd), so +127 rounds
                        // the same way Math.round does on the float form.
                        p[o] = UInt8(truncatingIfNeeded: (bg.0 &* ia &+ UInt32(p[o]) &* a &+ 127) / 255)
                        p[o &+ 1] = UInt8(truncatingIfNeeded: (bg.1 &* ia &+ UInt32(p[o &+ 1]) &* a &+ 127) / 255)
                        p[o &+ 2] = UInt8(truncatingIfNeeded: (bg.2 &* ia &+ UInt32(p[o &+ 2]) &* a &+ 127) / 255)
                        p[o &+ 3] = 255
                    }
                    o &+= 4
                }
            }
        }
        return any
    }

    /// A copy composited over `backdrop`, and whether any pixel was composited.
    public func composited(over backdrop: RGB8) -> (raster: Raster, composited: Bool) {
        var copy = self
        let changed = copy.composite(over: backdrop)
        return (copy, changed)
    }
}
