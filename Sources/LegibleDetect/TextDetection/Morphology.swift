/// Grey-level morphology with a square (2r+1)² window, separable: a row pass then a column
/// pass. Windows are clipped at the image edge.
///
/// The top-hat (the image minus its opening) keeps what is brighter than its surroundings and
/// narrower than the window, whatever the background does on a larger scale (flat, gradient,
/// photo at low frequencies); the black top-hat (closing minus image) the same for darker
/// marks. Strokes of text are exactly such marks: their response is their contrast against the
/// local background, in the channel where they differ.
public enum Morphology {
    /// The minimum over each pixel's window.
    public static func erode(_ plane: DetectPlane, radius: Int) -> DetectPlane {
        filter(plane, radius: radius, keepLower: true)
    }

    /// The maximum over each pixel's window.
    public static func dilate(_ plane: DetectPlane, radius: Int) -> DetectPlane {
        filter(plane, radius: radius, keepLower: false)
    }

    /// `plane − opening(plane)`: bright marks narrower than the window.
    public static func topHat(_ plane: DetectPlane, radius: Int) -> DetectPlane {
        let opened = dilate(erode(plane, radius: radius), radius: radius)
        return difference(plane, minus: opened)
    }

    /// `closing(plane) − plane`: dark marks narrower than the window.
    public static func blackTopHat(_ plane: DetectPlane, radius: Int) -> DetectPlane {
        let closed = erode(dilate(plane, radius: radius), radius: radius)
        return difference(closed, minus: plane)
    }

    /// The larger of two planes, pixel by pixel.
    public static func maximum(_ a: DetectPlane, _ b: DetectPlane) -> DetectPlane {
        var out = a.pixels
        out.withUnsafeMutableBufferPointer { o in
            b.pixels.withUnsafeBufferPointer { q in
                for i in 0..<o.count where q[i] > o[i] { o[i] = q[i] }
            }
        }
        return DetectPlane(width: a.width, height: a.height, pixels: out)
    }

    static func difference(_ a: DetectPlane, minus b: DetectPlane) -> DetectPlane {
        var out = a.pixels
        out.withUnsafeMutableBufferPointer { o in
            b.pixels.withUnsafeBufferPointer { q in
                for i in 0..<o.count { o[i] = o[i] &- q[i] }
            }
        }
        return DetectPlane(width: a.width, height: a.height, pixels: out)
    }

    private static func filter(_ plane: DetectPlane, radius: Int, keepLower: Bool) -> DetectPlane {
        let w = plane.width, h = plane.height
        guard w > 0, h > 0, radius > 0 else { return plane }
        var rows = plane.pixels
        // Rows: each pixel against its neighbours at ±1…±r, clipped.
        plane.pixels.withUnsafeBufferPointer { src in
            rows.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let row = y * w
                    for shift in 1...radius where shift < w {
                        combine(dst.baseAddress! + row + shift, src.baseAddress! + row, count: w - shift, keepLower)
                        combine(dst.baseAddress! + row, src.baseAddress! + row + shift, count: w - shift, keepLower)
                    }
                }
            }
        }
        // Columns: each row against the rows at ±1…±r.
        var out = rows
        rows.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for shift in 1...radius where shift < h {
                    let n = (h - shift) * w
                    combine(dst.baseAddress! + shift * w, src.baseAddress!, count: n, keepLower)
                    combine(dst.baseAddress!, src.baseAddress! + shift * w, count: n, keepLower)
                }
            }
        }
        return DetectPlane(width: w, height: h, pixels: out)
    }

    /// `dst[i] = min(dst[i], src[i])` (or max), vectorised by the compiler.
    @inline(__always)
    private static func combine(_ dst: UnsafeMutablePointer<UInt8>, _ src: UnsafePointer<UInt8>, count: Int, _ keepLower: Bool) {
        if keepLower {
            for i in 0..<count { dst[i] = min(dst[i], src[i]) }
        } else {
            for i in 0..<count { dst[i] = max(dst[i], src[i]) }
        }
    }
}
