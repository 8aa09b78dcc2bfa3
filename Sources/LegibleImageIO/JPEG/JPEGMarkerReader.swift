/// Walks a JPEG's marker segments up to the first scan (SOS), in Swift, collecting the APP1 Exif
/// block and the APP2 `ICC_PROFILE` pieces. Damage here is never fatal: libjpeg judges the file.
struct JPEGMarkerReader {
    /// What the metadata segments hold.
    struct Metadata: Equatable {
        /// The TIFF structure after `Exif\0\0` in the first APP1 Exif segment.
        var exif: ArraySlice<UInt8>?
        /// APP2 ICC pieces: (sequence number, count, payload), in file order.
        var iccChunks: [(sequence: UInt8, count: UInt8, payload: ArraySlice<UInt8>)] = []

        static func == (a: Metadata, b: Metadata) -> Bool {
            a.exif == b.exif && a.iccChunks.elementsEqual(b.iccChunks) {
                $0.sequence == $1.sequence && $0.count == $1.count && $0.payload == $1.payload
            }
        }
    }

    private static let iccSignature = Array("ICC_PROFILE\0".utf8)
    private static let exifSignature: [UInt8] = Array("Exif".utf8) + [0, 0]

    /// Reads the segments between SOI and SOS. `bytes` must start with SOI.
    static func read(_ bytes: [UInt8]) -> Metadata {
        let view = ByteView(bytes)
        var metadata = Metadata()
        var offset = 2
        while let ff = try? view.u8(offset), ff == 0xFF, let marker = try? view.u8(offset + 1) {
            if marker == 0xFF { offset += 1; continue } // fill bytes
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            if marker == 0xDA || marker == 0xD9 { break } // scan data or end: no more metadata
            guard let length = try? view.u16(offset + 2), length >= 2,
                  let payload = try? view.slice(offset + 4, Int(length) - 2) else { break }
            let segment = ByteView(payload)
            if marker == 0xE1, metadata.exif == nil, payload.starts(with: exifSignature) {
                metadata.exif = payload.dropFirst(6)
            } else if marker == 0xE2, payload.starts(with: iccSignature), let sequence = try? segment.u8(12),
                      let count = try? segment.u8(13), let piece = try? segment.slice(14, segment.count - 14) {
                metadata.iccChunks.append((sequence, count, piece))
            }
            offset += 2 + Int(length)
        }
        return metadata
    }

    /// Reassembles the ICC profile by sequence number (markers may come in any order;
    /// Docs/Colour.md#colour-space-of-image-files). Nil when there is none; a warning string when
    /// the pieces are inconsistent.
    enum ICCAssembly: Equatable {
        case profile([UInt8])
        case problem(String)
    }

    static func iccProfile(from chunks: [(sequence: UInt8, count: UInt8, payload: ArraySlice<UInt8>)]) -> ICCAssembly? {
        guard let first = chunks.first else { return nil }
        let count = Int(first.count)
        guard count > 0, chunks.count == count, chunks.allSatisfy({ Int($0.count) == count }) else {
            return .problem("APP2 ICC_PROFILE markers are incomplete (\(chunks.count) of \(count))")
        }
        let ordered = chunks.sorted { $0.sequence < $1.sequence }
        guard ordered.enumerated().allSatisfy({ Int($1.sequence) == $0 + 1 }) else {
            return .problem("APP2 ICC_PROFILE sequence numbers are not 1…\(count)")
        }
        return .profile(ordered.flatMap { $0.payload })
    }
}
