#if canImport(Glibc)
import Glibc
#endif

/// Bounds checked against an image's header before its pixel buffer is allocated.
public struct ImageLimits: Sendable, Hashable {
    /// The most pixels (width × height) an image may have. Default 100 megapixels
    /// (Docs/Manifest.md#images).
    public var maxPixels: Int

    /// 100 megapixels.
    public static let `default` = ImageLimits(maxPixels: 100_000_000)

    public init(maxPixels: Int) {
        self.maxPixels = maxPixels
    }

    /// Throws `ImageError.tooLarge` when `width × height` exceeds the limit (or a side is zero).
    func check(width: Int, height: Int, file: String, format: ImageFormat) throws(ImageError) {
        guard width > 0, height > 0 else {
            throw .corrupt(file: file, format: format, detail: "image size \(width)×\(height)")
        }
        // Multiplying two values below 2^32 cannot overflow Int on 64-bit platforms.
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maxPixels {
            throw .tooLarge(file: file, width: width, height: height, limit: maxPixels)
        }
    }

    /// The byte count of the RGBA buffer for `width × height`, once memory for it has been found:
    /// a raised `--max-pixels` must meet a refusal (`tooLarge` within the limit), not an
    /// allocation that aborts the process. The probe is given back at once; the decoder allocates
    /// the same size right after.
    static func pixelBufferBytes(width: Int, height: Int, file: String) throws(ImageError) -> Int {
        let (rowBytes, rowOverflow) = width.multipliedReportingOverflow(by: 4)
        let (bytes, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard !rowOverflow, !overflow, let probe = malloc(bytes) else {
            throw .tooLarge(file: file, width: width, height: height, limit: Int.max)
        }
        free(probe)
        return bytes
    }
}
