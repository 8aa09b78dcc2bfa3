import CZlib

/// zlib through CZlib: inflating iCCP profiles and PNG chunk CRCs.
enum Zlib {
    /// Inflates a zlib stream, refusing output beyond `limit` bytes (a hostile profile must not
    /// balloon into gigabytes). Returns nil for damaged or oversized data.
    static func inflate(_ input: ArraySlice<UInt8>, limit: Int = 16 << 20) -> [UInt8]? {
        var stream = z_stream()
        guard legible_inflate_init(&stream) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let finished: Bool = input.withUnsafeBufferPointer { inBuffer in
            stream.next_in = UnsafeMutablePointer(mutating: inBuffer.baseAddress)
            stream.avail_in = UInt32(inBuffer.count)
            while true {
                let status: Int32 = chunk.withUnsafeMutableBufferPointer { outBuffer in
                    stream.next_out = outBuffer.baseAddress
                    stream.avail_out = UInt32(outBuffer.count)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                output.append(contentsOf: chunk[0..<produced])
                if output.count > limit { return false }
                if status == Z_STREAM_END { return true }
                // No progress possible: damaged data, or input ended mid-stream.
                if status != Z_OK || (produced == 0 && stream.avail_in == 0) { return false }
            }
        }
        return finished ? output : nil
    }

    /// CRC-32 as PNG chunks use it.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CZlib.crc32(0, buffer.baseAddress, UInt32(buffer.count)))
        }
    }
}
