/// The 4-bit-per-channel colour histogram (4096 bins) candidate colours come from, and its
/// peaks: the bins that hold more pixels than any neighbouring bin, each represented by its
/// most frequent exact colour (glyph cores repeat one colour exactly; a bin mean would mix in
/// anti-aliasing). `ColourHistogram+Reference` is the plain version the tests compare with.
enum ColourHistogram {
    /// The peaks of the histogram of `pixels`, most populous first, at most `limit`.
    /// `fillCount` more pixels of colour `fill` are counted without being visited. The
    /// histogram is left in `counts` (4096 zeros on entry) for the candidates' bounds.
    static func peaks(_ pixels: UnsafeBufferPointer<UInt32>, fill: UInt32, fillCount: Int, limit: Int,
                      counts: inout [Int32]) -> [UInt32] {
        // Runs of one colour, found once: they feed the histogram here and the exact-colour
        // tally, which then visits runs instead of pixels.
        let runs = counts.withUnsafeMutableBufferPointer { ColourRuns(pixels, countingInto: $0) }
        defer { runs.deallocate() }
        counts[bin(fill)] &+= Int32(truncatingIfNeeded: fillCount)
        let chosen = peakBins(counts, limit: limit)
        return mostFrequentColours(inBins: chosen, runs: runs, fill: fill, fillCount: fillCount)
    }

    /// The bins of `counts` holding more than every neighbouring bin (ties go to the lower
    /// bin, so a plateau yields one peak), most populous first, at most `limit`.
    static func peakBins(_ counts: [Int32], limit: Int) -> [Int] {
        var peaks: [(Int32, Int)] = []
        counts.withUnsafeBufferPointer { counts in
            guard let base = counts.baseAddress else { return }
            @inline(__always) func isPeak(_ bin: Int) -> Bool {
                let r = bin >> 8, g = (bin >> 4) & 15, b = bin & 15
                let count = base[bin]
                for dr in -1...1 where r &+ dr >= 0 && r &+ dr < 16 {
                    for dg in -1...1 where g &+ dg >= 0 && g &+ dg < 16 {
                        for db in -1...1 where b &+ db >= 0 && b &+ db < 16 {
                            let other = (r &+ dr) << 8 | (g &+ dg) << 4 | (b &+ db)
                            // Ties go to the lower bin so a plateau yields one peak.
                            let c = base[other]
                            if c > count || (c == count && other < bin) { return false }
                        }
                    }
                }
                return true
            }
            forEachOccupiedBin(base) { bin in
                if isPeak(bin) { peaks.append((base[bin], bin)) }
            }
        }
        peaks.sort { $0.0 > $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        return peaks.prefix(limit).map(\.1)
    }

    /// The most frequent exact colour of each of the `chosen` bins (ties: the lowest), among the
    /// `runs` and `fillCount` pixels of `fill`: within a bin a colour is its low four bits per
    /// channel, so each chosen bin counts 4096 of them, and the leader is tracked as the counts
    /// grow instead of sorting the members. Runs in the other bins count in a spare slot whose
    /// leader never changes: no branch on whether a run's bin was chosen, which in a photo is a
    /// coin toss.
    static func mostFrequentColours(inBins chosen: [Int], runs: ColourRuns, fill: UInt32, fillCount: Int) -> [UInt32] {
        let spare = chosen.count
        var slot = [Int8](repeating: Int8(spare), count: 4096)
        for (index, bin) in chosen.enumerated() { slot[bin] = Int8(index) }
        var best = [UInt32](repeating: 0, count: spare + 1)
        var bestCount = [Int32](repeating: 0, count: spare + 1)
        bestCount[spare] = .max
        /// The tally with counters of type `Count`, wide enough for every pixel counted.
        @inline(__always) func tally<Count: FixedWidthInteger & UnsignedInteger>(_: Count.Type) {
            let entries = (spare + 1) << 12
            var exact = [Count](unsafeUninitializedCapacity: entries) { _, done in done = entries }
            slot.withUnsafeBufferPointer { slots in
                exact.withUnsafeMutableBufferPointer { counts in
                    @inline(__always) func key(_ current: UInt32, _ bin: Int) -> Int {
                        Int(slots[bin]) << 12 | Int(((current >> 8) & 0xF00) | ((current >> 4) & 0x0F0) | (current & 0x00F))
                    }
                    // Only the counters the runs reach are cleared when they are few (a label on a
                    // flat fill): the whole table is up to 144 KB, most of it never touched.
                    if runs.count &* 8 < entries {
                        for k in 0..<runs.count { counts[key(runs.colours[k], Int(runs.bins[k]))] = 0 }
                        counts[key(fill, bin(fill))] = 0
                    } else {
                        counts.initialize(repeating: 0)
                    }
                    best.withUnsafeMutableBufferPointer { best in
                        bestCount.withUnsafeMutableBufferPointer { bestCount in
                            // Counted per run of one colour: flat backgrounds repeat a colour for
                            // hundreds of pixels, and bumping one counter in memory each time waits
                            // on the previous store. The leader is checked at the end of each run;
                            // every colour's final count is checked at its last run, so the most
                            // frequent (the lowest of ties) still wins.
                            @inline(__always) func flush(_ current: UInt32, _ run: Int32, _ bin: Int) {
                                let s = Int(slots[bin])
                                let k = key(current, bin)
                                counts[k] &+= Count(truncatingIfNeeded: run)
                                let c = Int32(truncatingIfNeeded: counts[k]), leader = bestCount[s]
                                if c > leader || (c == leader && current < best[s]) { bestCount[s] = c; best[s] = current }
                            }
                            for k in 0..<runs.count { flush(runs.colours[k], runs.lengths[k], Int(runs.bins[k])) }
                            if fillCount > 0 { flush(fill, Int32(truncatingIfNeeded: fillCount), bin(fill)) }
                        }
                    }
                }
            }
        }
        // Sixteen-bit counters when no colour can count more: half the table to clear and to
        // keep in the cache, which the tally reads at random in a photo.
        if runs.pixels &+ fillCount <= Int(UInt16.max) { tally(UInt16.self) } else { tally(UInt32.self) }
        return Array(best.prefix(spare))
    }

    /// Calls `body` with each non-empty bin of a 4096-bin histogram, in order. Most bins are
    /// empty: eight are passed over at once.
    @inline(__always)
    static func forEachOccupiedBin(_ base: UnsafePointer<Int32>, _ body: (Int) -> Void) {
        var block = 0
        while block < 4096 {
            let eight = UnsafeRawPointer(base + block).loadUnaligned(as: SIMD8<UInt32>.self)
            if !isZero(eight) {
                var lanes = nonzeroLanes(eight)
                repeat {
                    body(block &+ lanes.trailingZeroBitCount)
                    lanes &= lanes &- 1
                } while lanes != 0
            }
            block &+= 8
        }
    }

    /// Whether every lane is zero. Integer vector comparisons (`.==`) compile to a loop over
    /// the lanes here; or-ing the halves and testing two words stays in registers.
    @inline(__always)
    static func isZero(_ v: SIMD8<UInt32>) -> Bool {
        let words = unsafeBitCast(v.lowHalf | v.highHalf, to: (UInt64, UInt64).self)
        return words.0 | words.1 == 0
    }

    /// Bit k set where lane k is not zero: `x | -x` has its top bit set exactly then (integer
    /// vector comparisons compile badly here).
    @inline(__always)
    static func nonzeroLanes(_ v: SIMD8<UInt32>) -> UInt32 {
        MaskBytes.bits(ofLanes: (v | (SIMD8<UInt32>.zero &- v)) &>> 31)
    }

    /// `bin` of eight pixels.
    @inline(__always)
    static func bins(_ p: SIMD8<UInt32>) -> SIMD8<UInt32> {
        ((p &>> 12) & 0xF00) | ((p &>> 8) & 0x0F0) | ((p &>> 4) & 0x00F)
    }

    /// The bin of a packed `0xRRGGBB` colour: its top four bits per channel.
    @inline(__always)
    static func bin(_ p: UInt32) -> Int {
        let red: UInt32 = (p >> 12) & 0xF00, green: UInt32 = (p >> 8) & 0x0F0, blue: UInt32 = (p >> 4) & 0x00F
        return Int(red | green | blue)
    }
}
