/// The mask pixels of a stretch of a row that are no cores: farther than √`exactness` from the
/// text colour. Photo detail and glows are looked for among them alone (`MaskDetail`,
/// `TextSeparator.nearerBackground`), while most of a glyph is cores. Eight at a time: the
/// mask's bytes and the pixels' squared distances (`SquaredDistanceLanes`) become bits, and only
/// the set ones are visited. `reference` is the plain version the tests compare with.
enum OffCores {
    /// Calls `body` with the offset of each set byte among the `count` from `mask` whose pixel
    /// (the same offset from `pixels`, packed `0xRRGGBB`) lies farther than √`exactness` from
    /// `text`, in order.
    @inline(__always)
    static func forEach(mask: UnsafeRawPointer, pixels: UnsafePointer<UInt32>, count n: Int, text: UInt32, exactness: Int32,
                        _ body: (Int) -> Void) {
        let lanes = SquaredDistanceLanes(text), bound = SIMD8<Int32>(repeating: exactness)
        var k = 0
        while k &+ 8 <= n {
            let flags = mask.loadUnaligned(fromByteOffset: k, as: UInt64.self)
            if flags != 0 {
                let d = lanes.squaredDistances(UnsafeRawPointer(pixels + k).loadUnaligned(as: SIMD8<UInt32>.self))
                var rest = MaskBytes.bits(ofBytes: flags) & MaskBytes.bits(of: d .> bound)
                while rest != 0 {
                    body(k &+ rest.trailingZeroBitCount)
                    rest &= rest &- 1
                }
            }
            k &+= 8
        }
        while k < n {
            if mask.load(fromByteOffset: k, as: UInt8.self) != 0 && colourDistanceSquared(pixels[k], text) > exactness { body(k) }
            k &+= 1
        }
    }

    /// `forEach` over the `count` mask bytes at `mask` (window index `first` on), or, when the
    /// mask's pixels off the cores were found already (`off`, one flag a window pixel:
    /// `OffCoreMasks`), over those flags' set bytes alone.
    @inline(__always)
    static func forEach(mask: UnsafeRawPointer, off: [Bool]?, at first: Int, pixels: UnsafeBufferPointer<UInt32>, count n: Int,
                        text: UInt32, exactness: Int32, _ body: (Int) -> Void) {
        if let off {
            off.withUnsafeBytes { MaskBytes.forEachSet($0.baseAddress! + first, count: n, body) }
        } else {
            forEach(mask: mask, pixels: pixels.baseAddress! + first, count: n, text: text, exactness: exactness, body)
        }
    }

    /// The plain version: the offsets `forEach` visits, one pixel at a time.
    static func reference(mask: [Bool], pixels: [UInt32], text: UInt32, exactness: Int32) -> [Int] {
        mask.indices.filter { mask[$0] && colourDistanceSquared(pixels[$0], text) > exactness }
    }
}
