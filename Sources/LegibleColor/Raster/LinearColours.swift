/// Packed colours (`0xRRGGBB` in the low 24 bits) decoded once to linear light, one Float
/// array per channel: every linear-light transform of the same colours starts from these
/// instead of decoding them again (`ColourTransform.apply(toPacked:linear:into:)`).
///
/// The arrays are padded with zeros to a multiple of eight, so the kernels run whole lanes.
public struct LinearColours: Sendable {
    var red: [Float]
    var green: [Float]
    var blue: [Float]
    /// How many colours (the arrays hold `count` rounded up to eight).
    public let count: Int

    /// Decodes `keys`; bits above the low 24 are ignored.
    public init(packed keys: UnsafeBufferPointer<UInt32>) {
        let n = keys.count
        count = n
        let padded = (n &+ 7) & ~7
        var green: [Float] = [], blue: [Float] = []
        red = SRGB.linearFloatTable.withUnsafeBufferPointer { lut in
            [Float](unsafeUninitializedCapacity: padded) { red, doneR in
                green = [Float](unsafeUninitializedCapacity: padded) { green, doneG in
                    blue = [Float](unsafeUninitializedCapacity: padded) { blue, doneB in
                        for i in 0..<n {
                            let k = keys[i]
                            red[i] = lut[Int(k &>> 16 & 0xFF)]
                            green[i] = lut[Int(k &>> 8 & 0xFF)]
                            blue[i] = lut[Int(k & 0xFF)]
                        }
                        for i in n..<padded { (red[i], green[i], blue[i]) = (0, 0, 0) }
                        doneB = padded
                    }
                    doneG = padded
                }
                doneR = padded
            }
        }
        self.green = green
        self.blue = blue
    }
}
