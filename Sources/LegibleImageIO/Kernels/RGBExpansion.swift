import CImageCodecs

/// 8-bit RGB pixels made RGBA with alpha 255: how the PNG decoder reads the rows of an 8-bit
/// RGB file (`legible_rgb_to_rgba`, called between libpng's rows). The C pass shuffles four
/// pixels at a time where the processor has SSSE3, and elsewhere (and at a row's end) moves a
/// pixel as one four-byte word (its three bytes and the next pixel's first, whose place the
/// alpha takes); libpng's own filler moves it a byte at a time. `reference` is the plain
/// version the tests compare both with.
enum RGBExpansion {
    /// The C pass over `rgb` (three bytes a pixel); `wordsOnly`: the pass every processor runs.
    static func expand(_ rgb: [UInt8], wordsOnly: Bool = false) -> [UInt8] {
        let count = rgb.count / 3
        return [UInt8](unsafeUninitializedCapacity: count * 4) { rgba, written in
            rgb.withUnsafeBufferPointer {
                if wordsOnly {
                    legible_rgb_to_rgba_words($0.baseAddress, rgba.baseAddress, count)
                } else {
                    legible_rgb_to_rgba($0.baseAddress, rgba.baseAddress, count)
                }
            }
            written = count * 4
        }
    }

    /// The plain version: each pixel's three bytes, then 255.
    static func reference(_ rgb: [UInt8]) -> [UInt8] {
        var rgba: [UInt8] = []
        for pixel in 0..<rgb.count / 3 {
            rgba += rgb[pixel * 3..<pixel * 3 + 3]
            rgba.append(255)
        }
        return rgba
    }
}
