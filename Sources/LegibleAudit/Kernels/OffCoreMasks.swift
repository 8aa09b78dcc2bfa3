import LegiblePixels

/// A text mask's pixels off the text colour, found once a box for the photo-detail rules
/// (`TextSeparator.dropDetailInMask`): `off`, the mask pixels farther than √`exactness` from the
/// text colour (no cores), and `far`, those farther than a second bound (a drawn colour's specks).
/// Each rule took every mask pixel's distance again; here the distances of the mask's rows are
/// taken eight at a time (`NearMask`, AVX2 where there is) and the masks cut from them with
/// whole-row byte operations (`MaskBytes`). `reference` is the plain version the tests compare.
struct OffCoreMasks {
    /// One flag a window pixel: in the mask and farther than √`exactness` from the text colour.
    var off: [Bool]
    /// One flag a window pixel: in the mask and farther than the second bound (and than
    /// √`exactness`); empty when no second bound was given.
    var far: [Bool]
    /// Whether some mask pixel lies within √`exactness` of the text colour: the mask has cores.
    var cored: Bool

    /// The masks of `mask` (a `width`-wide window whose set pixels all lie in `bounds`) over
    /// `pixels`, for the text colour `text`; `far` only when `farther` is given, with the bound
    /// √max(`farther`, `exactness`). Only the rows of `bounds` are read, along its columns.
    init(mask: [Bool], pixels: UnsafeBufferPointer<UInt32>, width w: Int, bounds: PixelRect, text: UInt32, exactness: Int32,
         farther: Int32?) {
        let n = mask.count
        precondition(pixels.count == n && bounds.x >= 0 && bounds.y >= 0 && bounds.maxX <= w && bounds.maxY * w <= n,
                     "one mask flag per pixel")
        var off = [Bool](repeating: false, count: n), far = farther == nil ? [] : [Bool](repeating: false, count: n)
        var cores = 0
        mask.withUnsafeBytes { m in
            off.withUnsafeMutableBytes { offBytes in
                far.withUnsafeMutableBytes { farBytes in
                    for y in bounds.y..<bounds.maxY {
                        let start = y &* w &+ bounds.x
                        cores &+= Self.split(row: start, count: bounds.width, mask: m.baseAddress!, pixels: pixels,
                                             off: offBytes.baseAddress!, far: farther.map { _ in farBytes.baseAddress! },
                                             text: text, exactness: exactness, farther: farther ?? 0)
                    }
                }
            }
        }
        (self.off, self.far, cored) = (off, far, cores > 0)
    }

    /// One row's `off` (and `far`) bytes from `count` pixels at `start`; returns how many of its
    /// mask pixels are cores.
    @inline(__always)
    private static func split(row start: Int, count: Int, mask: UnsafeRawPointer, pixels: UnsafeBufferPointer<UInt32>,
                              off: UnsafeMutableRawPointer, far: UnsafeMutableRawPointer?, text: UInt32, exactness: Int32,
                              farther: Int32) -> Int {
        guard count > 0 else { return 0 }
        let span = UnsafeBufferPointer(rebasing: pixels[start..<(start &+ count)])
        let maskRow = mask + start, offRow = off + start
        // Bool is one byte, 0 or 1: the flags' bytes are the masks' rows.
        let offFlags = UnsafeMutableBufferPointer(start: offRow.assumingMemoryBound(to: Bool.self), count: count)
        if let far {
            // Near the second bound in `far`, the cores in `off`, from the same distances.
            let farRow = far + start
            _ = NearMask.mark(text, limit: max(farther, exactness), pixels: span,
                              into: UnsafeMutableBufferPointer(start: farRow.assumingMemoryBound(to: Bool.self), count: count),
                              closer: offFlags, within: exactness)
            MaskBytes.andNot(maskRow, UnsafeRawPointer(farRow), into: farRow, count: count)
        } else {
            _ = NearMask.mark(text, limit: exactness, pixels: span, into: offFlags)
        }
        let cores = MaskBytes.count(maskRow, and: UnsafeRawPointer(offRow), count: count)
        MaskBytes.andNot(maskRow, UnsafeRawPointer(offRow), into: offRow, count: count)
        return cores
    }
}
