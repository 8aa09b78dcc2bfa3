/// EXIF orientation (TIFF tag 0x0112): how the stored pixels must be turned to stand upright.
public enum EXIFOrientation: Int, Sendable, Hashable, CaseIterable {
    /// 1: stored upright.
    case up = 1
    /// 2: mirrored left–right.
    case upMirrored = 2
    /// 3: rotated 180°.
    case down = 3
    /// 4: mirrored top–bottom.
    case downMirrored = 4
    /// 5: mirrored along the main diagonal (transpose).
    case leftMirrored = 5
    /// 6: must be rotated 90° clockwise to stand upright.
    case right = 6
    /// 7: mirrored along the anti-diagonal (transverse).
    case rightMirrored = 7
    /// 8: must be rotated 90° counter-clockwise to stand upright.
    case left = 8

    /// True when width and height trade places.
    public var swapsDimensions: Bool { rawValue >= 5 }

    /// Reads tag 0x0112 from IFD0 of a TIFF structure (the APP1 payload after `Exif\0\0`), in
    /// either byte order. Nil when absent, out of range or malformed.
    public static func parse<C: Collection<UInt8>>(tiff: C) -> EXIFOrientation? {
        let view = ByteView(Array(tiff))
        let bigEndian: Bool
        switch (try? view.u8(0), try? view.u8(1)) {
        case (0x4D, 0x4D): bigEndian = true   // "MM"
        case (0x49, 0x49): bigEndian = false  // "II"
        default: return nil
        }
        guard (try? view.u16(2, bigEndian: bigEndian)) == 42, let ifd = try? view.u32(4, bigEndian: bigEndian),
              let entries = try? view.u16(Int(ifd), bigEndian: bigEndian) else { return nil }
        for i in 0..<Int(entries) {
            let entry = Int(ifd) + 2 + i * 12
            guard let tag = try? view.u16(entry, bigEndian: bigEndian) else { return nil }
            guard tag == 0x0112 else { continue }
            // Type SHORT (3), count 1: the value sits in the first two bytes of the value field.
            guard (try? view.u16(entry + 2, bigEndian: bigEndian)) == 3,
                  let value = try? view.u16(entry + 8, bigEndian: bigEndian) else { return nil }
            return EXIFOrientation(rawValue: Int(value))
        }
        return nil
    }
}
