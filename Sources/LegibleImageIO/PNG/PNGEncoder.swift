import CPNG
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
    }

    /// The PNG bytes of `raster`. `alpha: false` drops the alpha channel (writes RGB).
    public static func encode(_ raster: Raster, alpha: Bool = true, compression: Compression = .fast) throws(ImageError) -> [UInt8] {
        guard raster.width > 0, raster.height > 0 else {
            throw .encodeFailed(file: "<memory>", detail: "empty raster \(raster.width)×\(raster.height)")
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
