/// Boolean masks as bytes, thirty-two at a time.
///
/// A `Bool` is one byte holding 0 or 1, so AND, OR and AND-NOT of masks are the same bitwise
/// operations on any lanes and keep every byte 0 or 1: they run on `SIMD16<UInt16>`, one 256-bit
/// vector on x86-64-v3 (`SIMD32<UInt8>` compiles to a loop over its lanes). Separation runs several
/// such passes per box over the text mask; in scalar form each is a branch per pixel.
enum MaskBytes {
    /// `target[i] = target[i] && other[i]` for `count` bytes.
    static func formAnd(_ target: UnsafeMutableRawPointer, _ other: UnsafeRawPointer, count: Int) {
        var i = 0
        while i &+ 32 <= count {
            let v = target.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt16>.self)
                & other.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt16>.self)
            target.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt16>.self)
            i &+= 32
        }
        while i &+ 16 <= count {
            let v = target.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                & other.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            target.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
        while i < count {
            target.storeBytes(of: target.load(fromByteOffset: i, as: UInt8.self) & other.load(fromByteOffset: i, as: UInt8.self),
                              toByteOffset: i, as: UInt8.self)
            i &+= 1
        }
    }

    /// `target[i] = source[i − reach] || … || source[i + reach]` for `count` bytes: a dilation
    /// along a row. `source` must be readable from `reach` bytes before to `reach` after its
    /// `count` bytes (pad the row with zeros).
    static func dilate(_ source: UnsafeRawPointer, into target: UnsafeMutableRawPointer, count: Int, reach: Int) {
        var i = 0
        while i &+ 16 <= count {
            var v = SIMD16<UInt8>.zero
            for j in -reach...reach { v |= source.loadUnaligned(fromByteOffset: i &+ j, as: SIMD16<UInt8>.self) }
            target.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
        while i < count {
            var v: UInt8 = 0
            for j in -reach...reach { v |= source.load(fromByteOffset: i &+ j, as: UInt8.self) }
            target.storeBytes(of: v, toByteOffset: i, as: UInt8.self)
            i &+= 1
        }
    }

    /// Whether `dilated(mask, width: w, height: h, by: r)` sets pixel `i`: some pixel of the
    /// square `r` around it, clipped to the mask, is set. For the few pixels a rule asks about
    /// (each usually set itself or beside a set one), instead of growing the whole mask.
    static func isNear(_ mask: [Bool], at i: Int, width w: Int, height h: Int, by r: Int) -> Bool {
        if mask[i] { return true }
        let y = i / w, x = i &- y &* w
        let (left, right) = (max(0, x &- r), min(w &- 1, x &+ r))
        for ny in max(0, y &- r)...min(h &- 1, y &+ r) {
            let row = ny &* w
            for nx in left...right where mask[row &+ nx] { return true }
        }
        return false
    }

    /// `mask` (`w`×`h`) grown by `r` pixels in every direction: a square, clipped to the mask.
    /// Each row is dilated in a zero-padded copy; then, down each column, a count of the set
    /// rows among the 2r + 1 around the output row is kept (one row added and one taken away
    /// per row, however large `r`), and the output is set where it is not zero.
    static func dilated(_ mask: [Bool], width w: Int, height h: Int, by r: Int) -> [Bool] {
        guard w > 0, h > 0 else { return mask }
        precondition(r < 127, "counts of 2r + 1 rows fit in a byte")
        var padded = [Bool](repeating: false, count: w &+ 2 &* r)
        // Every byte of both is written before it is read.
        let rows = [Bool](unsafeUninitializedCapacity: w &* h) { out, count in
            mask.withUnsafeBytes { m in
                padded.withUnsafeMutableBytes { row in
                    for y in 0..<h {
                        (row.baseAddress! + r).copyMemory(from: m.baseAddress! + y &* w, byteCount: w)
                        dilate(row.baseAddress! + r, into: UnsafeMutableRawPointer(out.baseAddress! + y &* w), count: w, reach: r)
                    }
                }
            }
            count = w &* h
        }
        var counts = [UInt8](repeating: 0, count: w)
        return [Bool](unsafeUninitializedCapacity: w &* h) { out, count in
            rows.withUnsafeBytes { source in
                counts.withUnsafeMutableBytes { counts in
                    let counts = counts.baseAddress!, source = source.baseAddress!
                    for near in 0..<min(r, h) { add(source + near &* w, to: counts, count: w) }
                    for y in 0..<h {
                        if y &+ r < h { add(source + (y &+ r) &* w, to: counts, count: w) }
                        if y &- r &- 1 >= 0 { subtract(source + (y &- r &- 1) &* w, from: counts, count: w) }
                        clamp(counts, into: UnsafeMutableRawPointer(out.baseAddress! + y &* w), count: w)
                    }
                }
            }
            count = w &* h
        }
    }

    /// `counts[i] += row[i]` for `count` bytes.
    private static func add(_ row: UnsafeRawPointer, to counts: UnsafeMutableRawPointer, count: Int) {
        var i = 0
        while i &+ 16 <= count {
            let v = counts.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                &+ row.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            counts.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
        while i < count {
            counts.storeBytes(of: counts.load(fromByteOffset: i, as: UInt8.self) &+ row.load(fromByteOffset: i, as: UInt8.self),
                              toByteOffset: i, as: UInt8.self)
            i &+= 1
        }
    }

    /// `counts[i] -= row[i]` for `count` bytes.
    private static func subtract(_ row: UnsafeRawPointer, from counts: UnsafeMutableRawPointer, count: Int) {
        var i = 0
        while i &+ 16 <= count {
            let v = counts.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                &- row.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            counts.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
        while i < count {
            counts.storeBytes(of: counts.load(fromByteOffset: i, as: UInt8.self) &- row.load(fromByteOffset: i, as: UInt8.self),
                              toByteOffset: i, as: UInt8.self)
            i &+= 1
        }
    }

    /// `target[i] = counts[i] != 0` (as 0 or 1) for `count` bytes.
    private static func clamp(_ counts: UnsafeRawPointer, into target: UnsafeMutableRawPointer, count: Int) {
        var i = 0
        while i &+ 16 <= count {
            // A count is at most 2r + 1 < 128: adding 127 sets the top bit exactly when it is not 0.
            let v = (counts.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) &+ 127) &>> 7
            target.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
        while i < count {
            target.storeBytes(of: counts.load(fromByteOffset: i, as: UInt8.self) == 0 ? 0 : 1, toByteOffset: i, as: UInt8.self)
            i &+= 1
        }
    }

    /// The window indices, ascending, of the pixels of `mask` (`w`×`h`) whose eight neighbours
    /// are all in it, never on its border (`forEachInterior`).
    static func interior(_ mask: [Bool], width w: Int, height h: Int) -> [Int] {
        var indices: [Int] = []
        forEachInterior(mask, width: w, height: h) { indices.append($0) }
        return indices
    }

    /// Calls `body` with the window index of each pixel of `mask` (`w`×`h`) whose eight
    /// neighbours are all in it, ascending: each row's three rows ANDed, then three columns of
    /// that, whole rows at a time (`formAnd`), and the set bytes visited (`forEachSet`).
    @inline(__always)
    static func forEachInterior(_ mask: [Bool], width w: Int, height h: Int, _ body: (Int) -> Void) {
        // Only the mask's bounds hold interior pixels: in a JPEG the window around the text is
        // much larger than the glyphs.
        guard let box = MaskBounds.boundingBox(of: mask, width: w, height: h, padding: 0), box.width >= 3 && box.height >= 3
        else { return }
        let bw = box.width
        var column = [Bool](repeating: false, count: bw), row = [Bool](repeating: false, count: bw &- 2)
        mask.withUnsafeBytes { m in
            column.withUnsafeMutableBytes { c in
                row.withUnsafeMutableBytes { r in
                    let m = m.baseAddress! + box.x, c = c.baseAddress!, r = r.baseAddress!
                    for y in (box.y &+ 1)..<(box.maxY &- 1) {
                        c.copyMemory(from: m + (y &- 1) &* w, byteCount: bw)
                        formAnd(c, m + y &* w, count: bw)
                        formAnd(c, m + (y &+ 1) &* w, count: bw)
                        r.copyMemory(from: c + 1, byteCount: bw &- 2)
                        formAnd(r, c, count: bw &- 2)
                        formAnd(r, c + 2, count: bw &- 2)
                        let first = y &* w &+ box.x &+ 1
                        forEachSet(r, count: bw &- 2) { body(first &+ $0) }
                    }
                }
            }
        }
    }

    /// `target[i] = a[i] && !b[i]` for `count` bytes (`target` may be `a`).
    static func andNot(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, into target: UnsafeMutableRawPointer, count: Int) {
        var i = 0
        while i &+ 32 <= count {
            // ~b is 0xFE or 0xFF in each byte, so a & ~b is 0 or 1.
            let v = a.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt16>.self)
                & ~b.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt16>.self)
            target.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt16>.self)
            i &+= 32
        }
        while i &+ 16 <= count {
            // ~b is 0xFE or 0xFF, so a & ~b is 0 or 1.
            let v = a.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                & ~b.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            target.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
        while i < count {
            let v = a.load(fromByteOffset: i, as: UInt8.self) & ~b.load(fromByteOffset: i, as: UInt8.self)
            target.storeBytes(of: v, toByteOffset: i, as: UInt8.self)
            i &+= 1
        }
    }

    /// `target[i] = a[i] && !(rows[i] || rows[stride + i] || …)` over `count` rows `stride`
    /// apart, for `width` bytes; returns how many target bytes are set. The rows are or-ed in
    /// registers, sixteen bytes at a time.
    static func andNotAny(_ a: UnsafeRawPointer, rows: UnsafeRawPointer, count: Int, stride: Int,
                          into target: UnsafeMutableRawPointer, width: Int) -> Int {
        var i = 0
        // Two bytes a lane: the low ones' sum, and 256 times the high ones'.
        var pairs = SIMD16<UInt16>.zero
        var total = 0
        while i &+ 32 <= width {
            var any = rows.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt16>.self)
            if count == 5 {
                // Rows ±2 around one (the exact cores' reach), unrolled.
                any |= rows.loadUnaligned(fromByteOffset: stride &+ i, as: SIMD16<UInt16>.self)
                    | rows.loadUnaligned(fromByteOffset: 2 &* stride &+ i, as: SIMD16<UInt16>.self)
                    | rows.loadUnaligned(fromByteOffset: 3 &* stride &+ i, as: SIMD16<UInt16>.self)
                    | rows.loadUnaligned(fromByteOffset: 4 &* stride &+ i, as: SIMD16<UInt16>.self)
            } else {
                var k = 1
                while k < count {
                    any |= rows.loadUnaligned(fromByteOffset: k &* stride &+ i, as: SIMD16<UInt16>.self)
                    k &+= 1
                }
            }
            // ~any is 0xFE or 0xFF in each byte, so a & ~any is 0 or 1.
            let v = a.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt16>.self) & ~any
            target.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt16>.self)
            pairs &+= v
            i &+= 32
            // The low bytes' sums reach at most 128 before they are folded: no carry.
            if i & 0xFE0 == 0 {
                total &+= Self.sum(ofBytePairs: pairs)
                pairs = .zero
            }
        }
        total &+= Self.sum(ofBytePairs: pairs)
        // Rows are short (a box's width): sixteen more before the bytes one by one.
        if i &+ 16 <= width {
            var any = rows.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            var k = 1
            while k < count {
                any |= rows.loadUnaligned(fromByteOffset: k &* stride &+ i, as: SIMD16<UInt8>.self)
                k &+= 1
            }
            let v = a.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) & ~any
            target.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
            // The two words' bytes (each 0, 1 or 2) summed into the top byte by a multiply.
            let words = unsafeBitCast(v, to: (UInt64, UInt64).self)
            total &+= Int(truncatingIfNeeded: ((words.0 &+ words.1) &* 0x0101_0101_0101_0101) >> 56)
            i &+= 16
        }
        while i < width {
            var any: UInt8 = 0
            for k in 0..<count { any |= rows.load(fromByteOffset: k &* stride &+ i, as: UInt8.self) }
            let v = a.load(fromByteOffset: i, as: UInt8.self) & ~any
            target.storeBytes(of: v, toByteOffset: i, as: UInt8.self)
            total &+= Int(v)
            i &+= 1
        }
        return total
    }

    /// The sum of the thirty-two bytes of `pairs`, whose low bytes have not carried into the
    /// high ones (each lane is the low bytes' sum plus 256 times the high bytes').
    @inline(__always)
    static func sum(ofBytePairs pairs: SIMD16<UInt16>) -> Int {
        let lanes = unsafeBitCast(pairs, to: SIMD8<UInt32>.self)
        // Per 32-bit lane: bytes 0 and 2 hold low sums, 1 and 3 high sums.
        let low = lanes & 0x00FF_00FF, high = (lanes &>> 8) & 0x00FF_00FF
        let both = low &+ high
        return Int(((both & 0xFFFF) &+ (both &>> 16)).wrappedSum())
    }

    /// How many of `count` bytes are set in both `a` and `b` (bytes 0 or 1).
    static func count(_ a: UnsafeRawPointer, and b: UnsafeRawPointer, count: Int) -> Int {
        sum(count: count, { i in
            a.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) & b.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
        }, byte: { i in a.load(fromByteOffset: i, as: UInt8.self) & b.load(fromByteOffset: i, as: UInt8.self) })
    }

    /// How many of `count` bytes are set.
    static func count(_ bytes: UnsafeRawPointer, count: Int) -> Int {
        sum(count: count, { i in bytes.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) },
            byte: { i in bytes.load(fromByteOffset: i, as: UInt8.self) })
    }

    /// The sum of `count` bytes (each 0 or 1), sixteen at a time from `lanes` and the rest one
    /// at a time from `byte`.
    @inline(__always)
    private static func sum(count: Int, _ lanes: (Int) -> SIMD16<UInt8>, byte: (Int) -> UInt8) -> Int {
        var i = 0
        var sums = SIMD16<UInt8>.zero
        var total = 0
        while i &+ 16 <= count {
            sums &+= lanes(i)
            i &+= 16
            // Byte lanes hold at most 255: fold them in every 128 vectors, before they can wrap.
            if i & 0x7F0 == 0 {
                total &+= Int(SIMD16<UInt16>(truncatingIfNeeded: sums).wrappedSum())
                sums = .zero
            }
        }
        total &+= Int(SIMD16<UInt16>(truncatingIfNeeded: sums).wrappedSum())
        while i < count {
            total &+= Int(byte(i))
            i &+= 1
        }
        return total
    }

    /// Bit k set where byte k of `word` (each 0 or 1) is 1: the multiply gathers byte k into
    /// bit k of the top byte (no carries, each bit's sum has one term).
    @inline(__always)
    static func bits(ofBytes word: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (word &* 0x0102_0408_1020_4080) >> 56)
    }

    /// Bit k set where lane k of `flags` (each 0 or 1) is 1. The lanes are read as four words
    /// of two: shifted apart and or-ed, the even lanes land on bits 0, 2, 4, 6 and the odd ones
    /// 32 higher, folded down onto bits 1, 3, 5, 7 (narrowing the lanes to bytes instead
    /// compiles to a call that is never specialised).
    @inline(__always)
    static func bits(ofLanes flags: SIMD8<UInt32>) -> UInt32 {
        let words = unsafeBitCast(flags, to: (UInt64, UInt64, UInt64, UInt64).self)
        let spread = words.0 | words.1 << 2 | words.2 << 4 | words.3 << 6
        return UInt32(truncatingIfNeeded: (spread | spread >> 31) & 0xFF)
    }

    /// Lane k of a comparison's mask as bit k (`bits(ofLanes:)`).
    @inline(__always)
    static func bits(of mask: SIMDMask<SIMD8<Int32>>) -> UInt32 {
        bits(ofLanes: SIMD8<UInt32>.zero.replacing(with: 1, where: mask))
    }

    /// Calls `body` with the position of each of the `count` bytes from `bytes` that is set,
    /// ascending. Blocks of sixteen clear bytes (most of a box around its text) are passed over
    /// with one test.
    @inline(__always)
    static func forEachSet(_ bytes: UnsafeRawPointer, count n: Int, _ body: (Int) -> Void) {
        var i = 0
        while i &+ 16 <= n {
            let low = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let high = bytes.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
            if low | high != 0 {
                var set = bits(ofBytes: low) | bits(ofBytes: high) << 8
                while set != 0 {
                    body(i &+ set.trailingZeroBitCount)
                    set &= set &- 1
                }
            }
            i &+= 16
        }
        while i < n {
            if bytes.load(fromByteOffset: i, as: UInt8.self) != 0 { body(i) }
            i &+= 1
        }
    }

    /// The pixels of `mask` whose byte depth is past `limit`, sixteen at a time (a branch per
    /// pixel is mispredicted along every stroke). `depths` holds one depth per pixel.
    static func deeper(than limit: UInt8, depths: [UInt8], within mask: [Bool]) -> [Bool] {
        let n = mask.count
        precondition(depths.count == n, "one depth per pixel")
        let bound = SIMD16<UInt8>(repeating: limit)
        return [Bool](unsafeUninitializedCapacity: n) { c, written in
            mask.withUnsafeBytes { m in
                depths.withUnsafeBytes { d in
                    guard n > 0 else { return }
                    let c = UnsafeMutableRawPointer(c.baseAddress!), m = m.baseAddress!, d = d.baseAddress!
                    var i = 0
                    while i &+ 16 <= n {
                        let deep = SIMD16<UInt8>.zero.replacing(with: 1, where: d.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) .> bound)
                        c.storeBytes(of: deep & m.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self), toByteOffset: i,
                                     as: SIMD16<UInt8>.self)
                        i &+= 16
                    }
                    while i < n {
                        c.storeBytes(of: m.load(fromByteOffset: i, as: Bool.self) && d.load(fromByteOffset: i, as: UInt8.self) > limit,
                                     toByteOffset: i, as: Bool.self)
                        i &+= 1
                    }
                }
            }
            written = n
        }
    }
}
