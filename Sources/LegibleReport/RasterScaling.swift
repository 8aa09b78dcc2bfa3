import LegiblePixels

/// Resizing for previews and crops.
enum RasterScaling {
    /// Every pixel becomes a `factor`×`factor` block, so zoomed crops show real pixels,
    /// not interpolated ones.
    static func nearest(_ source: Raster, factor: Int) -> Raster {
        guard factor > 1 else { return source.cropped(to: source.bounds) }
        let width = source.width * factor, height = source.height * factor
        var out = [UInt8](repeating: 0, count: width * height * 4)
        source.bytes.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                for y in 0..<source.height {
                    // Build one scaled row, then copy it `factor` times.
                    let rowStart = y * factor * width * 4
                    var o = rowStart
                    for x in 0..<source.width {
                        let i = source.offset(x: x, y: y)
                        for _ in 0..<factor {
                            output[o] = input[i]
                            output[o + 1] = input[i + 1]
                            output[o + 2] = input[i + 2]
                            output[o + 3] = input[i + 3]
                            o += 4
                        }
                    }
                    for copy in 1..<factor {
                        let to = rowStart + copy * width * 4
                        for k in 0..<(width * 4) { output[to + k] = output[rowStart + k] }
                    }
                }
            }
        }
        return Raster(width: width, height: height, bytesPerRow: width * 4, bytes: out)
    }

    /// A smaller copy that fits in `maxWidth`×`maxHeight` with its aspect ratio kept, each output
    /// pixel the average of the source pixels it covers (a box filter: thumbnails stay faithful
    /// in colour, which matters when they are compared side by side). Never enlarges.
    static func fitting(_ source: Raster, maxWidth: Int, maxHeight: Int) -> Raster {
        let scale = min(1, min(Double(maxWidth) / Double(max(1, source.width)), Double(maxHeight) / Double(max(1, source.height))))
        guard scale < 1 else { return source.cropped(to: source.bounds) }
        let width = max(1, Int((Double(source.width) * scale).rounded()))
        let height = max(1, Int((Double(source.height) * scale).rounded()))
        var out = [UInt8](repeating: 0, count: width * height * 4)
        source.bytes.withUnsafeBufferPointer { input in
            for oy in 0..<height {
                let y0 = oy * source.height / height, y1 = max(y0 + 1, (oy + 1) * source.height / height)
                for ox in 0..<width {
                    let x0 = ox * source.width / width, x1 = max(x0 + 1, (ox + 1) * source.width / width)
                    var sums = (0, 0, 0, 0)
                    for y in y0..<y1 {
                        var i = source.offset(x: x0, y: y)
                        for _ in x0..<x1 {
                            sums.0 += Int(input[i]); sums.1 += Int(input[i + 1])
                            sums.2 += Int(input[i + 2]); sums.3 += Int(input[i + 3])
                            i += 4
                        }
                    }
                    let n = (y1 - y0) * (x1 - x0)
                    let o = (oy * width + ox) * 4
                    out[o] = UInt8((sums.0 + n / 2) / n)
                    out[o + 1] = UInt8((sums.1 + n / 2) / n)
                    out[o + 2] = UInt8((sums.2 + n / 2) / n)
                    out[o + 3] = UInt8((sums.3 + n / 2) / n)
                }
            }
        }
        return Raster(width: width, height: height, bytesPerRow: width * 4, bytes: out)
    }
}
