import LegiblePixels

/// A rectangle of a row-major mask `maskWidth` wide: lends its rows in place, copies it out
/// into a mask of its own and writes such a copy back, a row at a time.
struct MaskCrop {
    let rect: PixelRect
    let maskWidth: Int

    /// - Precondition: `rect` lies inside a mask `maskWidth` wide (from column 0, row 0 on).
    init(_ rect: PixelRect, maskWidth: Int) {
        precondition(rect.x >= 0 && rect.y >= 0 && rect.width >= 0 && rect.height >= 0 && rect.maxX <= maskWidth,
                     "a crop lies inside its mask")
        self.rect = rect
        self.maskWidth = maskWidth
    }

    /// The index of the crop's first pixel in the mask.
    var origin: Int { rect.y &* maskWidth &+ rect.x }

    /// Runs `body` with the crop's first pixel in `mask`, its rows `maskWidth` apart.
    func withRows<Result>(of mask: [Bool], _ body: (UnsafePointer<Bool>) -> Result) -> Result {
        precondition(mask.count >= (rect.maxY - 1) * maskWidth + rect.maxX || rect.width * rect.height == 0,
                     "the mask holds the crop")
        return mask.withUnsafeBufferPointer { body($0.baseAddress.unsafelyUnwrapped + origin) }
    }

    /// The crop of `mask` as a mask of its own, `rect.width` wide.
    func copy(of mask: [Bool]) -> [Bool] {
        let cw = rect.width, ch = rect.height, origin = origin, w = maskWidth
        return [Bool](unsafeUninitializedCapacity: cw &* ch) { p, written in
            mask.withUnsafeBytes { m in
                for row in 0..<ch {
                    UnsafeMutableRawPointer(p.baseAddress! + row &* cw).copyMemory(from: m.baseAddress! + (origin &+ row &* w),
                                                                                   byteCount: cw)
                }
            }
            written = cw &* ch
        }
    }

    /// Writes `part` (a copy of the crop) back into `mask`.
    func write(_ part: [Bool], into mask: inout [Bool]) {
        let cw = rect.width, ch = rect.height, origin = origin, w = maskWidth
        precondition(part.count == cw * ch, "a copy of the crop")
        part.withUnsafeBytes { p in
            mask.withUnsafeMutableBytes { m in
                for row in 0..<ch {
                    (m.baseAddress! + (origin &+ row &* w)).copyMemory(from: p.baseAddress! + row &* cw, byteCount: cw)
                }
            }
        }
    }
}
