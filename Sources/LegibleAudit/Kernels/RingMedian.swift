import CKernels

/// The 3×3 per-channel median of a lossy ring (`TextSeparator.smoothLossyRing`): each ring
/// colour becomes, per channel, the upper median of the ring colours among its nine neighbours.
///
/// The colours sit in a buffer of the ring's rows of the window with a one-pixel border, so
/// every ring pixel has nine neighbours to read. A missing neighbour (text, the border) holds 0 and is given 0 or
/// 0xFFFFFF: with as many of each as puts the rank-4 value of the nine at the upper median of
/// the present ones, one branch-free median serves every pixel. Per channel is per byte of a
/// packed colour, so byte-wise min and max on sixteen bytes (SSE2's `pminub` and `pmaxub`)
/// order four pixels' three channels at once: the pass takes four window positions in a row
/// at a time (from a ring pixel on; the lanes that are not ring pixels are dropped), and fills
/// the missing neighbours of all four lanes with word-wise compares and counts. The median of
/// nine is the median of the largest of the column minima, the median of the column medians
/// and the smallest of the column maxima. Where the processor has AVX2 (checked at run time, so
/// the baseline build keeps running anywhere), thirty-two bytes take eight positions a step.
/// The pass is C (`CKernels`): Swift leaves `pointwiseMin` on `SIMD16<UInt8>` a call, and its
/// compare-and-select goes lane by lane. `RingMedian.reference` is the plain version the tests
/// compare it with.
enum RingMedian {
    /// Marks a ring colour in the buffer (colours are packed `0xRRGGBB`, the top byte is free).
    private static let member: UInt32 = 0xFF00_0000

    /// Window positions a step of the pass: 8 with AVX2, 4 on any processor.
    static let fastestLanes: Int32 = ProcessorKernels.avx2 ? 8 : 4

    /// Smooths `colours` (the colours of the window pixels `ring`, in increasing order) `passes`
    /// times in a `width`×`height` window, `lanes` positions a step (the same results).
    static func smooth(_ colours: inout [UInt32], ring: [Int], width w: Int, height h: Int, passes: Int = 1,
                       lanes: Int32 = fastestLanes) {
        colours = smoothed(colours, ring: ring, width: w, height: h, passes: passes, lanes: lanes)
    }

    /// `colours` smoothed `passes` times (see `smooth`), in a new array: the caller keeps the
    /// colours before, uncopied.
    ///
    /// The buffer covers the ring's rows alone. Each pass but the last writes its medians into a
    /// second buffer, which the next pass reads (the two take turns): only the last one writes
    /// them out in ring order. Both buffers are lent zeroed (`ZeroedWords`) and given back with
    /// the ring's places zeroed again: the passes write nothing else.
    static func smoothed(_ colours: [UInt32], ring: [Int], width w: Int, height h: Int, passes: Int = 1,
                         lanes: Int32 = fastestLanes) -> [UInt32] {
        guard let first = ring.first, let last = ring.last, passes > 0 else { return colours }
        let stride = w &+ 2, top = first / w, rows = last / w &- top &+ 1
        // Seven words past the bordered rows: the lanes after the last ring pixel read them.
        let size = stride &* (rows &+ 2) &+ 7
        // Each ring pixel's place in the bordered buffer, where its colour goes. The ring
        // ascends, so its rows are counted as it crosses them: a division per pixel was half of
        // the ring stage's own time.
        var places = [Int](unsafeUninitializedCapacity: ring.count) { _, count in count = ring.count }
        assert(colours.count == ring.count, "a colour per ring pixel")
        return [UInt32](unsafeUninitializedCapacity: ring.count) { out, done in
            places.withUnsafeMutableBufferPointer { places in
                // The passes from buffer `b` (and `n`, when there are several), which are left zero.
                func run(_ b: UnsafeMutablePointer<UInt32>, _ n: UnsafeMutablePointer<UInt32>) {
                    colours.withUnsafeBufferPointer { c in
                        var y = 0, rowEnd = (top &+ 1) &* w
                        let origin = top &* w
                        for (k, i) in ring.enumerated() {
                            while i >= rowEnd {
                                y &+= 1
                                rowEnd &+= w
                            }
                            let place = i &- origin &+ 2 &* y &+ stride &+ 1
                            places[k] = place
                            b[place] = c[k] | member
                        }
                    }
                    var (from, to) = (b, n)
                    for _ in 1..<passes {
                        legible_ring_median_pass_into(from, to, places.baseAddress, places.count, stride, lanes)
                        swap(&from, &to)
                    }
                    legible_ring_median_pass(from, places.baseAddress, places.count, stride, out.baseAddress, lanes)
                    for place in places {
                        b[place] = 0
                        n[place] = 0
                    }
                }
                ZeroedWords.with(count: size) { b in
                    if passes > 1 { ZeroedWords.with(count: size) { n in run(b, n) } } else { run(b, b) }
                }
            }
            done = ring.count
        }
    }

    /// The plain version: per ring pixel and channel, the present neighbours' values sorted.
    static func reference(_ colours: [UInt32], ring: [Int], width w: Int, height h: Int) -> [UInt32] {
        var colourAt = [UInt32?](repeating: nil, count: w * h)
        for (k, i) in ring.enumerated() { colourAt[i] = colours[k] }
        return ring.map { i in
            let x = i % w, y = i / w
            var neighbours: [UInt32] = []
            for ny in max(0, y - 1)...min(h - 1, y + 1) {
                for nx in max(0, x - 1)...min(w - 1, x + 1) {
                    if let c = colourAt[ny * w + nx] { neighbours.append(c) }
                }
            }
            var median: UInt32 = 0
            for shift: UInt32 in [16, 8, 0] {
                let channel = neighbours.map { ($0 >> shift) & 255 }.sorted()
                median |= channel[channel.count / 2] << shift
            }
            return median
        }
    }
}

