/// Walks a PNG's chunks up to the first IDAT, in Swift, to read what libpng 1.6.39 does not know
/// (`cICP`) or would apply to the pixels (`gAMA`): the header and the colour signalling chunks.
struct PNGChunkReader {
    /// What the chunks before the image data say.
    struct Header: Equatable {
        var width = 0
        var height = 0
        var bitDepth = 0
        var colourType = 0
        var interlaced = false
        /// `cICP`: primaries, transfer, matrix, full-range.
        var cicp: [UInt8]?
        /// `iCCP`: profile name and the still-compressed profile.
        var iccName: String?
        var iccCompressed: ArraySlice<UInt8>?
        var hasSRGBChunk = false
        var gamma: UInt32?
        /// Colour chunks whose CRC did not match (ignored, reported as warnings).
        var damagedChunks: [String] = []
    }

    enum Failure: Error, Equatable {
        case truncated(String)
        case corrupt(String)
    }

    /// Reads the header. `bytes` must start with the PNG signature (checked by the caller).
    static func read(_ bytes: [UInt8]) -> Result<Header, Failure> {
        let view = ByteView(bytes)
        var header = Header()
        var offset = 8
        var sawIHDR = false
        while true {
            guard let length = try? view.u32(offset), let type = try? view.tag(offset + 4) else {
                return .failure(.truncated(sawIHDR ? "no image data before the end of the file" : "no IHDR chunk"))
            }
            guard length <= 0x7FFF_FFFF else { return .failure(.corrupt("chunk length \(length) in \(type)")) }
            let dataStart = offset + 8
            if !sawIHDR, type != "IHDR" { return .failure(.corrupt("first chunk is \(type), not IHDR")) }
            if type == "IHDR" {
                guard !sawIHDR else { return .failure(.corrupt("a second IHDR chunk")) }
                guard length == 13 else { return .failure(.corrupt("IHDR length \(length), not 13")) }
            }
            if type == "IDAT" { break } // colour chunks must come before the image data
            guard let data = try? view.slice(dataStart, Int(length)), let crc = try? view.u32(dataStart + Int(length)),
                  let checked = try? view.slice(offset + 4, Int(length) + 4) else {
                return .failure(.truncated("in the \(type) chunk"))
            }
            let crcOK = Zlib.crc32(checked) == crc
            do throws(ByteView.OutOfBounds) {
                try read(type, data, crcOK: crcOK, into: &header)
            } catch {
                return .failure(.corrupt("\(type) chunk of \(length) bytes is too short"))
            }
            if type == "IHDR" {
                guard crcOK else { return .failure(.corrupt("IHDR CRC mismatch")) }
                sawIHDR = true
            }
            if type == "IEND" { return .failure(.corrupt("no image data (IEND before any IDAT)")) }
            offset = dataStart + Int(length) + 4
        }
        return .success(header)
    }

    /// Files one chunk's fields into the header; a chunk shorter than its fields throws.
    private static func read(_ type: String, _ data: ArraySlice<UInt8>, crcOK: Bool,
                             into header: inout Header) throws(ByteView.OutOfBounds) {
        let chunk = ByteView(data)
        switch type {
        case "IHDR":
            header.width = Int(try chunk.u32(0))
            header.height = Int(try chunk.u32(4))
            header.bitDepth = Int(try chunk.u8(8))
            header.colourType = Int(try chunk.u8(9))
            header.interlaced = try chunk.u8(12) == 1
        case "cICP" where crcOK && data.count == 4:
            header.cicp = Array(data)
        case "iCCP" where crcOK:
            if let nul = data.firstIndex(of: 0), nul + 1 < data.endIndex, data[nul + 1] == 0 {
                header.iccName = String(decoding: data[data.startIndex..<nul], as: UTF8.self)
                header.iccCompressed = data[(nul + 2)...]
            }
        case "sRGB" where crcOK:
            header.hasSRGBChunk = true
        case "gAMA" where crcOK && data.count == 4:
            header.gamma = try chunk.u32(0)
        case "cICP", "iCCP", "sRGB", "gAMA":
            header.damagedChunks.append(type)
        default:
            break
        }
    }
}
