/// The distance field the ring pass reads (`TextSeparator.ringPixels`): squared distances from
/// the text, up to a limit, over whole window rows of an area around it — the columns outside
/// the area are never written nor read — and the same distances in bytes when the field is
/// worked out in bytes (the edge walk reads sixteen a vector). Lent for the call of `with` only.
struct RingField {
    /// The rows' squared distances, a window row apart.
    let distances: UnsafeBufferPointer<Int32>
    /// The same capped in bytes, or nil when the field was not worked out in bytes.
    let bytes: UnsafePointer<UInt8>?

    /// Runs `body` with the field of `mask` (rows `width` apart) over `rows` × `columns`.
    static func with<Result>(mask: [Bool], width w: Int, rows: ClosedRange<Int>, columns: ClosedRange<Int>, limit: Int,
                             _ body: (RingField) -> Result) -> Result {
        precondition(columns.lowerBound >= 0 && columns.upperBound < w && rows.lowerBound >= 0
                     && (rows.upperBound + 1) * w <= mask.count, "the area lies inside the mask")
        let count = rows.count &* w, first = rows.lowerBound &* w, left = columns.lowerBound
        let d = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer {
            d.deallocate()
            bytes.deallocate()
        }
        let inBytes = mask.withUnsafeBufferPointer { m in
            guard let source = m.baseAddress else { return false }
            return DistanceField.write(mask: source + (first &+ left), maskStride: w, width: columns.count, height: rows.count,
                                       limit: limit, into: d + left, stride: w, bytes: bytes + left)
        }
        return body(RingField(distances: UnsafeBufferPointer(start: d, count: count), bytes: inBytes ? UnsafePointer(bytes) : nil))
    }
}
