extension ColourHistogram {
    /// The plain histogram the tests compare `peaks`' with: one count per pixel, and
    /// `fillCount` more in the bin of `fill`.
    static func referenceCounts(_ pixels: [UInt32], fill: UInt32, fillCount: Int) -> [Int32] {
        var counts = [Int32](repeating: 0, count: 4096)
        for p in pixels { counts[bin(p)] += 1 }
        counts[bin(fill)] += Int32(fillCount)
        return counts
    }

    /// The plain version of `peaks` the tests compare it with: every bin's 26 neighbours
    /// looked at, the peaks sorted, and every exact colour of each chosen bin counted in a
    /// dictionary.
    static func referencePeaks(_ pixels: [UInt32], fill: UInt32, fillCount: Int, limit: Int) -> [UInt32] {
        let counts = referenceCounts(pixels, fill: fill, fillCount: fillCount)
        var peaks: [(count: Int32, bin: Int)] = []
        for bin in 0..<4096 where counts[bin] > 0 {
            let r = bin >> 8, g = (bin >> 4) & 15, b = bin & 15
            var isPeak = true
            for dr in -1...1 where (0..<16).contains(r + dr) {
                for dg in -1...1 where (0..<16).contains(g + dg) {
                    for db in -1...1 where (0..<16).contains(b + db) {
                        let other = (r + dr) << 8 | (g + dg) << 4 | (b + db)
                        if counts[other] > counts[bin] || (counts[other] == counts[bin] && other < bin) { isPeak = false }
                    }
                }
            }
            if isPeak { peaks.append((counts[bin], bin)) }
        }
        peaks.sort { $0.count > $1.count || ($0.count == $1.count && $0.bin < $1.bin) }
        return peaks.prefix(limit).map { peak in
            var exact: [UInt32: Int] = [:]
            for p in pixels where bin(p) == peak.bin { exact[p, default: 0] += 1 }
            if bin(fill) == peak.bin { exact[fill, default: 0] += fillCount }
            return exact.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!.key
        }
    }
}
