/// One row of `DistanceField`'s settling byte field as it is lowered by the rows k above and
/// below: its largest squared distance, and the columns that can still move — those between its
/// first and last pixel not at 0, since a source pixel's 0 stays 0. Sixteen pixels a vector,
/// the last vector overlapping the one before when the columns are no multiple of sixteen
/// (a minimum taken twice is the same minimum).
struct SettlingRow {
    /// The row's largest squared distance.
    private(set) var largest: UInt8
    /// The columns between the first and the last pixel not at 0.
    let columns: Range<Int>

    /// The row of sources' own distances `own` copied into `out`.
    init(own: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        out.update(from: own, count: width)
        var first = 0
        while first &+ 16 <= width && Self.isZero(Self.load(own + first)) { first &+= 16 }
        while first < width && own[first] == 0 { first &+= 1 }
        var end = width
        while end &- 16 >= first && Self.isZero(Self.load(own + (end &- 16))) { end &-= 16 }
        while end > first && own[end &- 1] == 0 { end &-= 1 }
        columns = first..<end
        var wide = SIMD16<UInt8>.zero, narrow: UInt8 = 0
        Self.forEachVector(columns) { x in wide = Self.maxBytes(wide, Self.load(own + x)) } scalar: { x in
            narrow = max(narrow, own[x])
        }
        largest = max(wide.max(), narrow)
    }

    /// A row with no source within reach: `far` throughout.
    init(far: UInt8, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        out.update(repeating: far, count: width)
        columns = 0..<width
        largest = width > 0 ? far : 0
    }

    /// Lowers `row` to the sources' distances at `a` and `b` (the rows k above and below, or
    /// one of them twice) lifted by `lift` (k²), saturating.
    @inline(__always)
    mutating func lower(_ row: UnsafeMutablePointer<UInt8>, by a: UnsafePointer<UInt8>, and b: UnsafePointer<UInt8>,
                        lift: UInt8) {
        let lifts = SIMD16<UInt8>(repeating: lift)
        var wide = SIMD16<UInt8>.zero, narrow: UInt8 = 0
        Self.forEachVector(columns) { x in
            let up = DistanceField.addSaturating(Self.load(a + x), lifts)
            let down = DistanceField.addSaturating(Self.load(b + x), lifts)
            let v = DistanceField.minBytes(Self.load(row + x), DistanceField.minBytes(up, down))
            UnsafeMutableRawPointer(row + x).storeBytes(of: v, as: SIMD16<UInt8>.self)
            wide = Self.maxBytes(wide, v)
        } scalar: { x in
            let (up, upWraps) = a[x].addingReportingOverflow(lift), (down, downWraps) = b[x].addingReportingOverflow(lift)
            let v = min(row[x], min(upWraps ? 255 : up, downWraps ? 255 : down))
            row[x] = v
            narrow = max(narrow, v)
        }
        largest = max(wide.max(), narrow)
    }

    /// Calls `vector` with the start of every sixteen columns of `columns` (the last overlapping
    /// the one before), or `scalar` with each column when there are fewer than sixteen.
    @inline(__always)
    private static func forEachVector(_ columns: Range<Int>, _ vector: (Int) -> Void, scalar: (Int) -> Void) {
        guard columns.count >= 16 else {
            for x in columns { scalar(x) }
            return
        }
        var x = columns.lowerBound
        let last = columns.upperBound &- 16
        while x < last {
            vector(x)
            x &+= 16
        }
        vector(last)
    }

    @inline(__always)
    private static func load(_ p: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    @inline(__always)
    private static func isZero(_ v: SIMD16<UInt8>) -> Bool {
        // As two words: vector comparisons compile badly here (`ColourHistogram.isZero`).
        let words = unsafeBitCast(v, to: (UInt64, UInt64).self)
        return words.0 | words.1 == 0
    }

    /// Bytewise maximum, written as a select (`pmaxub`), as `DistanceField.minBytes`.
    @inline(__always)
    private static func maxBytes(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> { a.replacing(with: b, where: b .> a) }
}
