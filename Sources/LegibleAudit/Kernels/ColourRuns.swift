/// The runs of one colour along a list of pixels, each with its length and its histogram bin
/// (`ColourHistogram.bin`), found once: `ColourHistogram.peaks` counts the histogram from them,
/// then tallies exact colours per run instead of per pixel. Owns its three buffers, which
/// `deallocate` frees; at most one run per pixel.
struct ColourRuns {
    /// Per run: its colour.
    let colours: UnsafeMutablePointer<UInt32>
    /// Per run: how many pixels it holds.
    let lengths: UnsafeMutablePointer<Int32>
    /// Per run: its colour's bin.
    let bins: UnsafeMutablePointer<UInt16>
    /// How many runs there are.
    let count: Int
    /// How many pixels they hold together.
    let pixels: Int

    /// The runs of `pixels`, each added to `histogram` (4096 bins) by its length.
    init(_ pixels: UnsafeBufferPointer<UInt32>, countingInto histogram: UnsafeMutableBufferPointer<Int32>) {
        precondition(histogram.count == 4096, "a 4-bit-per-channel histogram has 4096 bins")
        let n = pixels.count
        colours = .allocate(capacity: max(1, n))
        lengths = .allocate(capacity: max(1, n))
        bins = .allocate(capacity: max(1, n))
        self.pixels = n
        count = Self.find(pixels, histogram: histogram, colours: colours, lengths: lengths, bins: bins)
        assert(count <= n, "more runs than pixels")
    }

    func deallocate() {
        colours.deallocate()
        lengths.deallocate()
        bins.deallocate()
    }

    /// Writes the runs of `pixels` and returns how many there are.
    @inline(__always)
    private static func find(_ pixels: UnsafeBufferPointer<UInt32>, histogram c: UnsafeMutableBufferPointer<Int32>,
                             colours runColours: UnsafeMutablePointer<UInt32>, lengths runLengths: UnsafeMutablePointer<Int32>,
                             bins runBins: UnsafeMutablePointer<UInt16>) -> Int {
        let n = pixels.count
        guard let base = pixels.baseAddress, n > 0 else { return 0 }
        // The current run's colour and where it started.
        var current = base[0], start = 0, runCount = 0
        // Counts the run that ends at `end` and records it.
        @inline(__always) func endRun(_ end: Int) {
            let run = Int32(truncatingIfNeeded: end &- start)
            let bin = ColourHistogram.bin(current)
            c[bin] &+= run
            runBins[runCount] = UInt16(truncatingIfNeeded: bin)
            runColours[runCount] = current
            runLengths[runCount] = run
            runCount &+= 1
        }
        // Eight pixels at a time against the eight before them (each pixel's predecessor):
        // the lanes that differ start runs, found as bits, so a block that continues the
        // run costs one test and a block of glyph edges no branch per pixel.
        var i = 1
        while i &+ 8 <= n {
            let block = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD8<UInt32>.self)
            let differ = block ^ UnsafeRawPointer(base + (i &- 1)).loadUnaligned(as: SIMD8<UInt32>.self)
            if !ColourHistogram.isZero(differ) {
                var starts = ColourHistogram.nonzeroLanes(differ)
                // Every pixel differs from the one before (a photo): the run before ends here
                // and seven runs of one pixel follow, stored at once, the eighth pixel's run
                // going on. No loop over the starts, whose count a branch mispredicts.
                if starts == 0xFF {
                    endRun(i)
                    UnsafeMutableRawPointer(runColours + runCount).storeBytes(of: block, as: SIMD8<UInt32>.self)
                    UnsafeMutableRawPointer(runLengths + runCount).storeBytes(of: SIMD8<Int32>(repeating: 1),
                                                                               as: SIMD8<Int32>.self)
                    // The bins of all eight at once, taken from their lanes (narrowing the
                    // lanes to 16 bits is an out-of-line call).
                    let bins = ColourHistogram.bins(block)
                    for k in 0..<7 {
                        let bin = bins[k]
                        c[Int(bin)] &+= 1
                        runBins[runCount &+ k] = UInt16(truncatingIfNeeded: bin)
                    }
                    runCount &+= 7
                    current = base[i &+ 7]
                    start = i &+ 7
                    i &+= 8
                    continue
                }
                repeat {
                    let next = i &+ starts.trailingZeroBitCount
                    endRun(next)
                    current = base[next]
                    start = next
                    starts &= starts &- 1
                } while starts != 0
            }
            i &+= 8
        }
        while i < n {
            if base[i] != current {
                endRun(i)
                current = base[i]
                start = i
            }
            i &+= 1
        }
        endRun(n)
        return runCount
    }
}
