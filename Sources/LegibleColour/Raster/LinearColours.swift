/// Packed colours (`0xRRGGBB` in the low 24 bits) decoded once to linear light, channel by
/// channel: every linear-light transform of the same colours starts from these instead of
/// decoding them again (`ColourTransform.apply(toPacked:linear:into:)`).
///
/// One array holds the three channels one after another, each padded with zeros to a multiple
/// of eight, so the kernels run whole lanes (one allocation rather than three).
public struct LinearColours: Sendable {
    /// Red, then green, then blue, `stride` values each.
    var channels: [Float]
    /// How many colours (each channel holds `count` rounded up to eight).
    public let count: Int
    /// Where green starts in `channels`, and blue at twice that.
    var stride: Int { (count &+ 7) & ~7 }

    /// Decodes `keys`; bits above the low 24 are ignored.
    public init(packed keys: UnsafeBufferPointer<UInt32>) {
        let n = keys.count
        count = n
        let padded = (n &+ 7) & ~7
        channels = SRGB.linearFloatTable.withUnsafeBufferPointer { lut in
            [Float](unsafeUninitializedCapacity: 3 &* padded) { channels, done in
                let red = channels.baseAddress!, green = red + padded, blue = green + padded
                for i in 0..<n {
                    let k = keys[i]
                    red[i] = lut[Int(k &>> 16 & 0xFF)]
                    green[i] = lut[Int(k &>> 8 & 0xFF)]
                    blue[i] = lut[Int(k & 0xFF)]
                }
                for i in n..<padded { (red[i], green[i], blue[i]) = (0, 0, 0) }
                done = 3 &* padded
            }
        }
    }
}
