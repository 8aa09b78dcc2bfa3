/// Exact squared Euclidean distance from every pixel to the nearest set pixel of a mask, up to
/// a limit; pixels further than `limit` get `unreached`.
///
/// The ring (Docs/Measurement.md#the-ring) is "background pixels whose distance to the nearest text
/// pixel is at most R", so only short distances are ever needed. Bounding them makes the transform
/// two cheap passes: the distance along each row, then, for each pixel, the minimum of
/// `dy² + rowDistance²` over the rows within the limit — straight loops over contiguous rows that
/// the compiler vectorises.
struct DistanceField {
    let width: Int
    let height: Int
    let limit: Int
    /// Squared distance per pixel, or `unreached` beyond the limit.
    let squared: [Int32]

    /// The largest limit whose squared distances `depths(inside:)` writes in bytes: (14 + 1)² = 225.
    static let byteDepthLimit = 14

    /// Larger than any squared distance within the limit.
    var unreached: Int32 { Int32((limit + 1) * (limit + 1)) }

    /// - Parameter settles: most pixels are near a set pixel (distances inside thin strokes):
    ///   each row stops as soon as no further row can bring it closer, at the price of tracking
    ///   the row's largest distance. Leave it off when much of the field stays unreached.
    init(mask: [Bool], width: Int, height: Int, limit: Int, settles: Bool = false) {
        self.width = width
        self.height = height
        self.limit = limit
        let n = width * height
        squared = [Int32](unsafeUninitializedCapacity: n) { field, done in
            mask.withUnsafeBufferPointer { m in
                guard n > 0, let source = m.baseAddress, let target = field.baseAddress else { return }
                Self.write(mask: source, maskStride: width, width: width, height: height, limit: limit, settles: settles,
                           into: target, stride: width)
            }
            done = n
        }
    }

    /// Writes the field of the `width`×`height` mask whose rows start `maskStride` apart at
    /// `mask` into rows `stride` apart at `field`: a rectangle of a larger mask holding all its
    /// set pixels has the larger mask's field there, and nothing outside it is touched.
    /// Returns whether the same field went into `bytes` too (rows `stride` apart, each squared
    /// distance capped at `unreached`): it does when the limit is at most 14 and `settles` off,
    /// the field then being worked out in bytes anyway.
    // Out of line: inlined into its callers it costs slightly more.
    @inline(never) @discardableResult
    static func write(mask: UnsafePointer<Bool>, maskStride: Int, width: Int, height: Int, limit: Int, settles: Bool = false,
                      into field: UnsafeMutablePointer<Int32>, stride: Int, bytes: UnsafeMutablePointer<UInt8>? = nil) -> Bool {
        guard width > 0 && height > 0 else { return false }
        let cap = Int32(limit + 1)
        let far = cap * cap
        // The ring's limits (up to 14), and most boxes' thick areas: byte lanes, sixteen pixels
        // per vector.
        if far <= 255 {
            if settles {
                writeSettlingNarrow(mask: mask, maskStride: maskStride, width: width, height: height, limit: limit, inside: false,
                                    into: field, stride: stride, bytes: nil)
                return false
            }
            writeNarrow(mask: mask, maskStride: maskStride, width: width, height: height, limit: limit, into: field, stride: stride,
                        bytes: bytes)
            return bytes != nil
        }
        // Most other boxes: 16-bit lanes (twice as many per vector, and a native minimum) whenever
        // the sums fit, which they do for any limit up to 127 (boxes up to ~600 px tall).
        if Int(far) + limit * limit <= Int(Int16.max) {
            writeShort(mask: mask, maskStride: maskStride, width: width, height: height, limit: limit, settles: settles,
                       into: field, stride: stride)
            return false
        }
        writeWide(mask: mask, maskStride: maskStride, width: width, height: height, limit: limit, into: field, stride: stride)
        return false
    }

    /// `write` in 16-bit lanes, for limits whose sums fit in an `Int16` (up to 127): each row is
    /// worked out in 16 bits, then widened into the field.
    @inline(__always)
    private static func writeShort(mask: UnsafePointer<Bool>, maskStride: Int, width: Int, height: Int, limit: Int, settles: Bool,
                                   into field: UnsafeMutablePointer<Int32>, stride: Int) {
        let cap = Int32(limit + 1)
        let (rows16, reachable) = Self.narrowRows(mask, maskStride: maskStride, width: width, height: height, cap: UInt8(cap),
                                                  as: Int16.self)
        let rows = ShortRows(width: width, height: height, limit: limit, far: Int16(truncatingIfNeeded: cap * cap),
                             reachable: reachable)
        var line = [Int16](repeating: 0, count: width)
        rows16.withUnsafeBufferPointer { r in
            line.withUnsafeMutableBufferPointer { o in
                guard let source = r.baseAddress, let out = o.baseAddress else { return }
                if settles {
                    rows.writeSettling(source, line: out, into: field, stride: stride)
                } else {
                    rows.writeMinima(source, line: out, into: field, stride: stride)
                }
            }
        }
    }

    /// A box's squared row distances in 16 bits (`narrowRows`), and the two ways of taking
    /// their minima over the rows in reach.
    private struct ShortRows {
        let width: Int
        let height: Int
        let limit: Int
        /// The squared cap: further than any distance within the limit.
        let far: Int16
        /// Which rows have a set pixel within reach (the others lift nothing).
        let reachable: [Bool]

        /// Eight pixels of a row at a time against every source row in reach, the running
        /// minimum kept in a register: one load per source row instead of reading and writing the
        /// row back each time.
        @inline(__always)
        func writeMinima(_ rows: UnsafePointer<Int16>, line out: UnsafeMutablePointer<Int16>, into field: UnsafeMutablePointer<Int32>,
                         stride: Int) {
            var from = [Int](repeating: 0, count: 2 &* limit &+ 1)
            var lifts = [SIMD8<Int16>](repeating: .zero, count: 2 &* limit &+ 1)
            from.withUnsafeMutableBufferPointer { from in
                lifts.withUnsafeMutableBufferPointer { lifts in
                    for y in 0..<height {
                        let low = max(0, y &- limit), high = min(height &- 1, y &+ limit)
                        var sources = 0
                        for source in low...high where reachable[source] {
                            let dy = Int16(truncatingIfNeeded: source &- y)
                            from[sources] = source &* width
                            lifts[sources] = SIMD8(repeating: dy &* dy)
                            sources &+= 1
                        }
                        minimaOfRow(rows, sources: sources, from: from, lifts: lifts, into: out)
                        DistanceField.widen(out, width: width, into: field + y &* stride)
                    }
                }
            }
        }

        /// One row's minima of `rows[from[k] + x] + lifts[k]` over the first `sources` sources.
        @inline(__always)
        private func minimaOfRow(_ rows: UnsafePointer<Int16>, sources: Int, from: UnsafeMutableBufferPointer<Int>,
                                 lifts: UnsafeMutableBufferPointer<SIMD8<Int16>>, into out: UnsafeMutablePointer<Int16>) {
            var x = 0
            // Four vectors per source row: the row's offset and lift are loaded once for them,
            // and four minima chains run side by side.
            while x &+ 32 <= width {
                var m0 = SIMD8<Int16>(repeating: far), m1 = m0, m2 = m0, m3 = m0
                for k in 0..<sources {
                    let row = UnsafeRawPointer(rows + (from[k] &+ x)), lift = lifts[k]
                    m0 = pointwiseMin(m0, row.loadUnaligned(as: SIMD8<Int16>.self) &+ lift)
                    m1 = pointwiseMin(m1, row.loadUnaligned(fromByteOffset: 16, as: SIMD8<Int16>.self) &+ lift)
                    m2 = pointwiseMin(m2, row.loadUnaligned(fromByteOffset: 32, as: SIMD8<Int16>.self) &+ lift)
                    m3 = pointwiseMin(m3, row.loadUnaligned(fromByteOffset: 48, as: SIMD8<Int16>.self) &+ lift)
                }
                let line = UnsafeMutableRawPointer(out + x)
                line.storeBytes(of: m0, as: SIMD8<Int16>.self)
                line.storeBytes(of: m1, toByteOffset: 16, as: SIMD8<Int16>.self)
                line.storeBytes(of: m2, toByteOffset: 32, as: SIMD8<Int16>.self)
                line.storeBytes(of: m3, toByteOffset: 48, as: SIMD8<Int16>.self)
                x &+= 32
            }
            // The last eight overlap the ones before when the width is no multiple of eight:
            // minima again, not a pixel at a time.
            if x < width && width >= 8 { x = min(x, width &- 8) }
            while x &+ 8 <= width {
                var m = SIMD8<Int16>(repeating: far)
                for k in 0..<sources {
                    let v = UnsafeRawPointer(rows + (from[k] &+ x)).loadUnaligned(as: SIMD8<Int16>.self)
                    m = pointwiseMin(m, v &+ lifts[k])
                }
                UnsafeMutableRawPointer(out + x).storeBytes(of: m, as: SIMD8<Int16>.self)
                x &+= 8
                if x < width && x &+ 8 > width { x = width &- 8 }
            }
            while x < width {
                var m = far
                for k in 0..<sources { m = min(m, rows[from[k] &+ x] &+ lifts[k][0]) }
                out[x] = m
                x &+= 1
            }
        }

        /// Rows nearest first: once every pixel of the row is at most k² away, rows k or more
        /// apart cannot bring anything closer, so stop there. Thin strokes and text-adjacent rows
        /// settle after a few steps.
        @inline(__always)
        func writeSettling(_ rows: UnsafePointer<Int16>, line out: UnsafeMutablePointer<Int16>, into field: UnsafeMutablePointer<Int32>,
                           stride: Int) {
            for y in 0..<height {
                var rowMax = ownRow(rows, y, into: out)
                var k = 1
                while k <= limit {
                    let lift = Int16(truncatingIfNeeded: k &* k)
                    if rowMax <= lift { break }
                    for source in Swift.stride(from: y &- k, through: y &+ k, by: 2 &* k)
                    where source >= 0 && source < height && reachable[source] {
                        let from = source &* width
                        var m: Int16 = 0
                        for x in 0..<width {
                            let v = min(out[x], rows[from &+ x] &+ lift)
                            out[x] = v
                            m = max(m, v)
                        }
                        rowMax = m
                    }
                    k &+= 1
                }
                DistanceField.widen(out, width: width, into: field + y &* stride)
            }
        }

        /// Copies row `y`'s own distances into `out` (the squared cap when it has no set pixel in
        /// reach), eight at a time, and returns their largest.
        @inline(__always)
        private func ownRow(_ rows: UnsafePointer<Int16>, _ y: Int, into out: UnsafeMutablePointer<Int16>) -> Int16 {
            guard reachable[y] else {
                for x in 0..<width { out[x] = far }
                return far
            }
            let target = y &* width
            var x = 0, wide = SIMD8<Int16>.zero
            while x &+ 8 <= width {
                let v = UnsafeRawPointer(rows + (target &+ x)).loadUnaligned(as: SIMD8<Int16>.self)
                UnsafeMutableRawPointer(out + x).storeBytes(of: v, as: SIMD8<Int16>.self)
                wide = pointwiseMax(wide, v)
                x &+= 8
            }
            var rowMax = wide.max()
            while x < width {
                let v = rows[target &+ x]
                out[x] = v
                rowMax = max(rowMax, v)
                x &+= 1
            }
            return rowMax
        }
    }

    /// `write` in 32-bit lanes, for limits past 127 (boxes some 600 px tall and more).
    private static func writeWide(mask: UnsafePointer<Bool>, maskStride: Int, width: Int, height: Int, limit: Int,
                                  into field: UnsafeMutablePointer<Int32>, stride: Int) {
        let cap = Int32(limit + 1)
        let far = cap * cap
        // Squared horizontal distance to the nearest set pixel in the same row, capped; and
        // which rows have any set pixel within reach (the others lift nothing in the second pass).
        var rows = [Int32](repeating: far, count: width * height)
        var reachable = [Bool](repeating: false, count: height)
        rows.withUnsafeMutableBufferPointer { r in
            for y in 0..<height {
                let m = mask + y &* maskStride, base = y &* width
                var last = -(width &+ Int(cap))
                for x in 0..<width {
                    last = m[x] ? x : last
                    r[base &+ x] = Int32(truncatingIfNeeded: min(Int(cap), x &- last))
                }
                var next = width &+ Int(cap)
                var x = width &- 1
                var any = false
                while x >= 0 {
                    next = m[x] ? x : next
                    let d = min(r[base &+ x], Int32(truncatingIfNeeded: min(Int(cap), next &- x)))
                    any = any || d < cap
                    r[base &+ x] = d &* d
                    x &-= 1
                }
                reachable[y] = any
            }
        }
        rows.withUnsafeBufferPointer { r in
            for y in 0..<height {
                let o = field + y &* stride
                for x in 0..<width { o[x] = far }
                let low = max(0, y &- limit), high = min(height &- 1, y &+ limit)
                for source in low...high where reachable[source] {
                    let dy = Int32(source &- y)
                    let lift = dy &* dy
                    let from = source &* width
                    for x in 0..<width {
                        o[x] = min(o[x], r[from &+ x] &+ lift)
                    }
                }
            }
        }
    }

    /// `write` for limits up to 14, whose squared distances fit in a byte: the minima over
    /// the rows in reach sixteen pixels at a time. A sum past 255 could wrap, so each source is
    /// lifted by dy² saturating at 255, which is still at least the cap.
    @inline(__always)
    private static func writeNarrow(mask: UnsafePointer<Bool>, maskStride: Int, width: Int, height: Int, limit: Int,
                                    into field: UnsafeMutablePointer<Int32>, stride: Int, bytes: UnsafeMutablePointer<UInt8>?) {
        let cap = limit &+ 1
        let far = UInt8(truncatingIfNeeded: cap &* cap)
        let (rows8, reachable) = Self.narrowRows(mask, maskStride: maskStride, width: width, height: height, cap: UInt8(cap),
                                                 as: UInt8.self)
        var line = [UInt8](repeating: 0, count: width)
        // The lift of each row offset −limit ... limit. The rows in reach are taken in a block,
        // from the first row with a set pixel in reach to the last: a row without one between
        // them holds the squared cap (`far`) throughout, which its lift cannot bring under any
        // minimum (it saturates or stays at least that), so it changes nothing and needs no list.
        var liftTable = [SIMD16<UInt8>](repeating: .zero, count: 2 &* limit &+ 1)
        for k in 0..<liftTable.count { liftTable[k] = SIMD16(repeating: UInt8(truncatingIfNeeded: (k &- limit) &* (k &- limit))) }
        let firstReachable = reachable.firstIndex(of: true) ?? height, lastReachable = reachable.lastIndex(of: true) ?? -1
        rows8.withUnsafeBufferPointer { r in
            line.withUnsafeMutableBufferPointer { o in
                liftTable.withUnsafeBufferPointer { liftTable in
                    guard let rows = r.baseAddress, let out = o.baseAddress, let liftBase = liftTable.baseAddress else { return }
                    for y in 0..<height {
                        let low = max(firstReachable, y &- limit), high = min(lastReachable, y &+ limit)
                        let sources = max(0, high &- low &+ 1)
                        // Source k is row low + k, lifted by lifts[k].
                        let first = low &* width, lifts = liftBase + (low &- y &+ limit)
                        @inline(__always) func from(_ k: Int) -> Int { first &+ k &* width }
                        var x = 0
                        while x &+ 64 <= width {
                            var m0 = SIMD16<UInt8>(repeating: far), m1 = m0, m2 = m0, m3 = m0
                            for k in 0..<sources {
                                let row = UnsafeRawPointer(rows + (from(k) &+ x)), lift = lifts[k]
                                m0 = minBytes(m0, addSaturating(row.loadUnaligned(as: SIMD16<UInt8>.self), lift))
                                m1 = minBytes(m1, addSaturating(row.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self), lift))
                                m2 = minBytes(m2, addSaturating(row.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self), lift))
                                m3 = minBytes(m3, addSaturating(row.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self), lift))
                            }
                            let line = UnsafeMutableRawPointer(out + x)
                            line.storeBytes(of: m0, as: SIMD16<UInt8>.self)
                            line.storeBytes(of: m1, toByteOffset: 16, as: SIMD16<UInt8>.self)
                            line.storeBytes(of: m2, toByteOffset: 32, as: SIMD16<UInt8>.self)
                            line.storeBytes(of: m3, toByteOffset: 48, as: SIMD16<UInt8>.self)
                            x &+= 64
                        }
                        // The last sixteen overlap the ones before when the width is no multiple
                        // of sixteen: minima again, not a pixel at a time.
                        if x < width && width >= 16 { x = min(x, width &- 16) }
                        while x &+ 16 <= width {
                            var m = SIMD16<UInt8>(repeating: far)
                            for k in 0..<sources {
                                let v = UnsafeRawPointer(rows + (from(k) &+ x)).loadUnaligned(as: SIMD16<UInt8>.self)
                                m = minBytes(m, addSaturating(v, lifts[k]))
                            }
                            UnsafeMutableRawPointer(out + x).storeBytes(of: m, as: SIMD16<UInt8>.self)
                            x &+= 16
                            if x < width && x &+ 16 > width { x = width &- 16 }
                        }
                        while x < width {
                            var m = far
                            for k in 0..<sources {
                                let (sum, wraps) = rows[from(k) &+ x].addingReportingOverflow(lifts[k][0])
                                m = min(m, wraps ? 255 : sum)
                            }
                            out[x] = m
                            x &+= 1
                        }
                        let target = field + y &* stride
                        for x in 0..<width { target[x] = Int32(out[x]) }
                        bytes?.advanced(by: y &* stride).update(from: out, count: width)
                    }
                }
            }
        }
    }

    /// `write` settling row by row (see `init`) for limits up to 14, in bytes: each source is
    /// lifted by k² saturating at 255, which is still at least the cap (`SettlingRow`).
    /// `inside` measures from the clear pixels instead (see `depths(inside:)`); the rows go into
    /// `field` (widened) or straight into `bytes` (rows `stride` apart) when it is given.
    @inline(__always)
    private static func writeSettlingNarrow(mask: UnsafePointer<Bool>, maskStride: Int, width: Int, height: Int, limit: Int,
                                            inside: Bool, into field: UnsafeMutablePointer<Int32>?, stride: Int,
                                            bytes: UnsafeMutablePointer<UInt8>?) {
        let cap = limit &+ 1
        let far = UInt8(truncatingIfNeeded: cap &* cap)
        let (rows8, reachable) = Self.narrowRows(mask, maskStride: maskStride, width: width, height: height, cap: UInt8(cap),
                                                 as: UInt8.self, inverted: inside)
        let line = bytes == nil ? UnsafeMutablePointer<UInt8>.allocate(capacity: width) : nil
        defer { line?.deallocate() }
        rows8.withUnsafeBufferPointer { r in
            guard let rows = r.baseAddress else { return }
            for y in 0..<height {
                let o = bytes.map { $0 + y &* stride } ?? line.unsafelyUnwrapped
                // Rows nearest first: once every pixel of the row is at most k² away, rows k or
                // more apart cannot bring anything closer, so stop there. A source pixel's 0
                // stays 0: only the columns between the row's first and last other pixel move.
                var row = reachable[y] ? SettlingRow(own: rows + y &* width, width: width, into: o)
                                       : SettlingRow(far: far, width: width, into: o)
                var k = 1
                while k <= limit {
                    let lift = UInt8(truncatingIfNeeded: k &* k)
                    if row.largest <= lift { break }
                    let above = y &- k >= 0 && reachable[y &- k] ? rows + (y &- k) &* width : nil
                    let below = y &+ k < height && reachable[y &+ k] ? rows + (y &+ k) &* width : nil
                    if let either = above ?? below { row.lower(o, by: either, and: below ?? either, lift: lift) }
                    k &+= 1
                }
                if let field {
                    let target = field + y &* stride
                    for x in 0..<width { target[x] = Int32(o[x]) }
                }
            }
        }
    }

    /// Squared distances from each pixel of the `width`×`height` mask whose rows start
    /// `maskStride` apart at `mask` to its nearest clear pixel (0 on clear pixels), capped at
    /// `(limit + 1)²`, in bytes, rows `width` apart: the depths inside strokes, the field of the
    /// mask's complement (settling, see `init`) without making the complement. Limit at most 14.
    static func depths(inside mask: UnsafePointer<Bool>, maskStride: Int, width: Int, height: Int, limit: Int) -> [UInt8] {
        precondition(limit <= byteDepthLimit, "byte depths reach 14 px at most")
        return [UInt8](unsafeUninitializedCapacity: width &* height) { out, done in
            done = width &* height
            guard width > 0 && height > 0, let target = out.baseAddress else { return }
            writeSettlingNarrow(mask: mask, maskStride: maskStride, width: width, height: height, limit: limit, inside: true,
                                into: nil, stride: width, bytes: target)
        }
    }

    /// `a + b` per byte, 255 where it would wrap (a `paddusb`): a source row lifted this way
    /// stays at or past every cap (≤ 225) where the sum passes a byte, one instruction where
    /// clamping the source to 255 − b first took two.
    @inline(__always)
    static func addSaturating(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let sum = a &+ b
        return sum.replacing(with: 255, where: sum .< a)
    }

    /// Bytewise minimum: a single `pminub` written this way, while `pointwiseMin` on bytes
    /// stays an out-of-line call.
    @inline(__always)
    static func minBytes(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        a.replacing(with: b, where: b .< a)
    }

    /// One row's 16-bit distances into the 32-bit field.
    @inline(__always)
    private static func widen(_ line: UnsafePointer<Int16>, width: Int, into target: UnsafeMutablePointer<Int32>) {
        var x = 0
        while x < width {
            target[x] = Int32(line[x])
            x &+= 1
        }
    }

    /// Squared horizontal distances to the nearest set pixel of the same row, capped at
    /// `cap` (≤ 128) before squaring (`Squared` must hold cap²), and which rows have any set
    /// pixel within reach. `inverted` takes the clear pixels as the set ones.
    ///
    /// Byte lanes, by doubling: after steps 1, 2, 4, … s, each pixel holds the minimum of
    /// `start[x + j] + |j|` over |j| < 2s, exact because every offset is a sum of distinct
    /// steps in one direction. A few branch-free passes replace a serial scan per row.
    // Inlined: called out of line, its byte loops are not vectorised (6× the instructions).
    @inline(__always)
    static func narrowRows<Squared: FixedWidthInteger>(_ mask: UnsafePointer<Bool>, maskStride: Int, width w: Int, height: Int,
                                                      cap: UInt8, as: Squared.Type, inverted: Bool = false) -> ([Squared], [Bool]) {
        var reachable = [Bool](repeating: false, count: height)
        let far = Squared(truncatingIfNeeded: cap) &* Squared(truncatingIfNeeded: cap)
        // Two row buffers, swapped by pointer after each step, each with the cap on both sides
        // as far as the longest step (64: 2 · 64 − 1 covers any cap ≤ 128), so that every pixel
        // takes the same branch-free minimum (cap + step still fits a byte).
        let pad = 64, span = w &+ 2 &* pad
        let buffers = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 &* span)
        buffers.initialize(repeating: cap, count: 2 &* span)
        defer { buffers.deallocate() }
        let rows = [Squared](unsafeUninitializedCapacity: w &* height) { r, done in
            done = w &* height
            guard let r = r.baseAddress else { return }
            for y in 0..<height {
                let m = mask + y &* maskStride, out = r + y &* w
                var a = buffers + pad, b = buffers + (span &+ pad)
                // Eight Bools (bytes 0 or 1) at a time: (1 − b)·cap per byte, which cannot
                // carry into the next byte as cap ≤ 128. Inverted, the clear pixels are the
                // sources: b·cap.
                var x = 0, any: UInt64 = 0
                let flip: UInt64 = inverted ? 0 : 0x0101_0101_0101_0101
                while x &+ 8 <= w {
                    let sources = UnsafeRawPointer(m + x).loadUnaligned(as: UInt64.self) ^ (flip ^ 0x0101_0101_0101_0101)
                    any |= sources
                    UnsafeMutableRawPointer(a + x).storeBytes(of: (sources ^ 0x0101_0101_0101_0101) &* UInt64(cap), as: UInt64.self)
                    x &+= 8
                }
                while x < w {
                    let source = m[x] != inverted
                    any |= source ? 1 : 0
                    a[x] = source ? 0 : cap
                    x &+= 1
                }
                // Rows without a set pixel (above and below the text) are the squared cap throughout.
                guard any != 0 else {
                    for x in 0..<w { out[x] = far }
                    continue
                }
                // Offsets up to cap − 1 decide; further ones only ever give the cap.
                var step = 1, covered = 0
                while covered < Int(cap) &- 1 && step < w {
                    let s8 = UInt8(truncatingIfNeeded: step)
                    for x in 0..<w {
                        b[x] = min(a[x], min(a[x &- step], a[x &+ step]) &+ s8)
                    }
                    swap(&a, &b)
                    covered = 2 &* step &- 1
                    step &*= 2
                }
                var nearest = cap
                for x in 0..<w {
                    let v = min(a[x], cap)
                    nearest = min(nearest, v)
                    out[x] = Squared(truncatingIfNeeded: v) &* Squared(truncatingIfNeeded: v)
                }
                reachable[y] = nearest < cap
            }
        }
        return (rows, reachable)
    }
}
