import CImageCodecs
import CPNG
import CZlib
import LegiblePixels

/// Writes 8-bit RGB or RGBA PNGs (preview images) through libpng's simplified write API, which
/// traps its own errors internally (no setjmp needed) and tags the output as sRGB.
public enum PNGEncoder {
    /// Speed against size.
    public enum Compression: Sendable {
        /// No filtering, low zlib level (`PNG_IMAGE_FLAG_FAST`): several times faster, larger files.
        case fast
        /// libpng's defaults: smaller files.
        case small
        /// Whole-screen previews (RGB only): each row minus the row above (`Up`), deflated at
        /// zlib level 1. Flat areas and repeated rows become runs of zeros, which deflate fast:
        /// on a phone screenshot as fast as no filter at level 1 and a sixth smaller, within a
        /// quarter of ImageMagick's size (its run-length strategy: no faster, 8% larger).
        case preview
    }

    /// The `.preview` choice of filters, level and strategy (see `Compression.preview`).
    static let previewFilters = Int32(PNG_FILTER_UP), previewLevel: Int32 = 1, previewStrategy = Int32(Z_DEFAULT_STRATEGY)

    /// The PNG bytes of `raster`. `alpha: false` drops the alpha channel (writes RGB).
    public static func encode(_ raster: Raster, alpha: Bool = true, compression: Compression = .fast) throws(ImageError) -> [UInt8] {
        guard raster.width > 0, raster.height > 0 else {
            throw .encodeFailed(file: "<memory>", detail: "empty raster \(raster.width)×\(raster.height)")
        }
        if compression == .preview {
            guard !alpha else { throw .encodeFailed(file: "<memory>", detail: "preview compression writes RGB only") }
            return try encodeRGB(raster, filters: previewFilters, level: previewLevel, strategy: previewStrategy)
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(raster.width)
        image.height = UInt32(raster.height)
        // PNG_FORMAT_RGB(A) are composite macros Swift does not import; these are their definitions.
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR) | (alpha ? UInt32(PNG_FORMAT_FLAG_ALPHA) : 0)
        image.flags = compression == .fast ? UInt32(PNG_IMAGE_FLAG_FAST) : 0
        defer { png_image_free(&image) }

        // RGB output needs packed RGB input: the simplified API has no RGBX format.
        let (source, stride) = alpha ? (raster.bytes, raster.bytesPerRow) : (packedRGB(raster), raster.width * 3)
        let capacity = legible_png_image_png_size_max(&image)
        var written = capacity
        var ok: Int32 = 0
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            ok = source.withUnsafeBytes { pixels in
                png_image_write_to_memory(&image, buffer.baseAddress, &written, 0, pixels.baseAddress, Int32(stride), nil)
            }
            count = ok != 0 ? written : 0
        }
        guard ok != 0 else {
            let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw .encodeFailed(file: "<memory>", detail: "libpng: \(message)")
        }
        return output
    }

    /// RGB through libpng's full write API, which the simplified one does not open up: the
    /// filters, zlib level and strategy, and RGBA rows read in place (`png_set_filler`).
    static func encodeRGB(_ raster: Raster, filters: Int32, level: Int32, strategy: Int32) throws(ImageError) -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 160)
        let status = raster.bytes.withUnsafeBufferPointer { pixels in
            legible_png_encode_rgb(pixels.baseAddress, UInt32(raster.width), UInt32(raster.height), raster.bytesPerRow,
                                   filters, level, strategy, &out, &size, &message)
        }
        defer { legible_png_free(out) }
        guard status == Int32(LEGIBLE_PNG_OK), let out else {
            let text = message.withUnsafeBufferPointer { String(decoding: $0.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            throw .encodeFailed(file: "<memory>", detail: "libpng: \(text)")
        }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    /// Encodes `raster` and writes it to `path`.
    public static func write(_ raster: Raster, to path: String, alpha: Bool = true, compression: Compression = .fast) throws(ImageError) {
        let bytes: [UInt8]
        do {
            bytes = try encode(raster, alpha: alpha, compression: compression)
        } catch {
            throw .encodeFailed(file: path, detail: error.description)
        }
        do { try OutputFile.write(bytes, to: path) } catch { throw .encodeFailed(file: path, detail: error.reason) }
    }

    private static func packedRGB(_ raster: Raster) -> [UInt8] {
        let width = raster.width, height = raster.height, stride = raster.bytesPerRow
        return [UInt8](unsafeUninitializedCapacity: width * height * 3) { out, count in
            raster.bytes.withUnsafeBufferPointer { p in
                var d = 0
                for y in 0..<height {
                    var s = y &* stride
                    for _ in 0..<width {
                        out[d] = p[s]; out[d &+ 1] = p[s &+ 1]; out[d &+ 2] = p[s &+ 2]
                        d &+= 3; s &+= 4
                    }
                }
            }
            count = width * height * 3
        }
    }
}
