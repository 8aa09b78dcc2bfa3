/// The per-channel median of some pixels (packed `0xRRGGBB`; 0 for none).
func medianColour(_ pixels: UnsafeBufferPointer<UInt32>, indices: [Int]) -> UInt32 {
    indices.withUnsafeBufferPointer { indices in
        channelMedians { add in
            for i in indices { add(pixels[i]) }
        }
    }
}

/// The per-channel median of all the pixels.
func medianColour(_ pixels: UnsafeBufferPointer<UInt32>) -> UInt32 {
    channelMedians { add in
        for p in pixels { add(p) }
    }
}

/// The per-channel median of the colours that `visit` hands to its argument (0 for none). One
/// flat table of three 256-bin histograms, not an array of arrays (three allocations).
@inline(__always)
func channelMedians(_ visit: ((UInt32) -> Void) -> Void) -> UInt32 {
    var histograms = [Int32](repeating: 0, count: 768)
    return histograms.withUnsafeMutableBufferPointer { h in
        var count = 0
        visit { p in
            h[Int((p >> 16) & 255)] &+= 1
            h[256 &+ Int((p >> 8) & 255)] &+= 1
            h[512 &+ Int(p & 255)] &+= 1
            count &+= 1
        }
        return medians(of: h, count: count)
    }
}

/// `channelMedians` for colours handed over with a count each: a colour repeated thousands of
/// times (glyph cores) is added once.
@inline(__always)
func channelMedians(counted visit: ((UInt32, Int) -> Void) -> Void) -> UInt32 {
    var histograms = [Int32](repeating: 0, count: 768)
    return histograms.withUnsafeMutableBufferPointer { h in
        var count = 0
        visit { p, times in
            // Counts of pixels in one box: they fit 32 bits.
            let t = Int32(truncatingIfNeeded: times)
            h[Int((p >> 16) & 255)] &+= t
            h[256 &+ Int((p >> 8) & 255)] &+= t
            h[512 &+ Int(p & 255)] &+= t
            count &+= times
        }
        return medians(of: h, count: count)
    }
}

/// Per channel of three 256-bin histograms holding `count` colours, the first value whose
/// cumulative count reaches half, rounded up; packed `0xRRGGBB`, 0 when `count` is 0.
private func medians(of h: UnsafeMutableBufferPointer<Int32>, count: Int) -> UInt32 {
    count > 0 ? channelValues(atRank: (count + 1) / 2 - 1, in: h) : 0
}

/// Per channel of three 256-bin histograms, the value at index `rank` of its sorted values (the
/// first whose cumulative count passes `rank`); packed `0xRRGGBB`.
func channelValues(atRank rank: Int, in h: UnsafeMutableBufferPointer<Int32>) -> UInt32 {
    var out: UInt32 = 0
    for channel in 0..<3 {
        var seen = 0
        for v in 0..<256 {
            seen &+= Int(h[channel &* 256 &+ v])
            if seen > rank {
                out = out << 8 | UInt32(v)
                break
            }
        }
    }
    return out
}

/// The per-channel median of `colours` as `sorted()[count / 2]` takes it (the upper of the two
/// middle values of an even count), from three 256-bin histograms instead of three sorts; 0 for
/// none. `upperChannelMedianBySorting` is the plain version the tests compare it with.
func upperChannelMedian(_ colours: [UInt32]) -> UInt32 {
    guard !colours.isEmpty else { return 0 }
    var histograms = [Int32](repeating: 0, count: 768)
    return histograms.withUnsafeMutableBufferPointer { h in
        for p in colours {
            h[Int((p >> 16) & 255)] &+= 1
            h[256 &+ Int((p >> 8) & 255)] &+= 1
            h[512 &+ Int(p & 255)] &+= 1
        }
        return channelValues(atRank: colours.count / 2, in: h)
    }
}

/// `upperChannelMedian` by sorting each channel's values.
func upperChannelMedianBySorting(_ colours: [UInt32]) -> UInt32 {
    guard !colours.isEmpty else { return 0 }
    let mid = colours.count / 2
    let channel = { (shift: UInt32) -> UInt32 in colours.map { ($0 >> shift) & 0xFF }.sorted()[mid] }
    return channel(16) << 16 | channel(8) << 8 | channel(0)
}
