/// The container formats Legible reads.
public enum ImageFormat: String, Sendable, Hashable, CustomStringConvertible {
    case png = "PNG"
    case jpeg = "JPEG"

    public var description: String { rawValue }

    /// The format announced by the file's first bytes (never its extension), or nil.
    public static func sniff<C: Collection<UInt8>>(_ bytes: C) -> ImageFormat? {
        let head = Array(bytes.prefix(8))
        if head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return .png }
        // SOI followed by the first marker's 0xFF: every JPEG (JFIF, Exif, raw) starts so.
        if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF { return .jpeg }
        return nil
    }
}
