/// Why an image could not be read or written. Every case names the file, says what is wrong,
/// carries the codec's own message where there is one, and `description` adds a hint of the fix.
public enum ImageError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file could not be opened or read (`reason` is the system's message).
    case unreadable(file: String, reason: String)
    /// The bytes are neither PNG nor JPEG; `signature` is the first bytes found.
    case unknownFormat(file: String, signature: [UInt8])
    /// The header declares more pixels than the limit allows, or (with a limit of `Int.max`) more
    /// than memory can hold; nothing was allocated.
    case tooLarge(file: String, width: Int, height: Int, limit: Int)
    /// The data ends before the image does.
    case truncated(file: String, format: ImageFormat, detail: String)
    /// The data is damaged (bad CRC, bad header, invalid compressed data …).
    case corrupt(file: String, format: ImageFormat, detail: String)
    /// A valid file using a feature Legible does not read.
    case unsupported(file: String, format: ImageFormat, detail: String)
    /// Writing an image failed.
    case encodeFailed(file: String, detail: String)

    /// The file the error is about.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .unknownFormat(let file, _), .tooLarge(let file, _, _, _),
             .truncated(let file, _, _), .corrupt(let file, _, _), .unsupported(let file, _, _),
             .encodeFailed(let file, _):
            return file
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot read the file (\(reason)); check the path and its permissions."
        case .unknownFormat(let file, let signature):
            let hex = signature.prefix(8).map { byte in
                let digits = Array("0123456789ABCDEF")
                return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
            }.joined(separator: " ")
            let start = signature.isEmpty ? "the file is empty" : "it starts with \(hex)"
            return "\(file): not a PNG or JPEG image (\(start)); export the screenshot as PNG or JPEG."
        case .tooLarge(let file, let width, let height, let limit):
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            let count = overflow ? "too many" : "\(pixels)"
            if limit == Int.max {
                return "\(file): \(width)×\(height) is \(count) pixels, more than there is memory for; "
                    + "crop or downscale the image, or lower --max-pixels to refuse such images."
            }
            return "\(file): \(width)×\(height) is \(count) pixels, above the limit of \(limit); "
                + "crop or downscale the image, or raise the limit with --max-pixels."
        case .truncated(let file, let format, let detail):
            return "\(file): the \(format) data ends early (\(detail)); the file is incomplete — re-export or re-download it."
        case .corrupt(let file, let format, let detail):
            return "\(file): corrupt \(format) data (\(detail)); re-export the image."
        case .unsupported(let file, let format, let detail):
            return "\(file): unsupported \(format) (\(detail)); convert it to an 8-bit sRGB PNG."
        case .encodeFailed(let file, let detail):
            return "\(file): could not write the PNG (\(detail)); check the directory exists and is writable."
        }
    }
}
