@testable import LegibleImageIO
import Testing

@Suite("JPEG markers and PNG chunks")
struct MarkerReaderTests {
    @Test("ICC pieces are reassembled by sequence number")
    func iccOrder() {
        let chunks: [(sequence: UInt8, count: UInt8, payload: ArraySlice<UInt8>)] = [
            (3, 3, [7, 8][...]), (1, 3, [1, 2, 3][...]), (2, 3, [4, 5, 6][...]),
        ]
        #expect(JPEGMarkerReader.iccProfile(from: chunks) == .profile([1, 2, 3, 4, 5, 6, 7, 8]))
        #expect(JPEGMarkerReader.iccProfile(from: Array(chunks.prefix(2))) != nil)
        if case .profile = JPEGMarkerReader.iccProfile(from: Array(chunks.prefix(2))) { Issue.record("incomplete accepted") }
        let duplicate: [(sequence: UInt8, count: UInt8, payload: ArraySlice<UInt8>)] = [(1, 2, [1][...]), (1, 2, [2][...])]
        if case .profile = JPEGMarkerReader.iccProfile(from: duplicate) { Issue.record("duplicate accepted") }
        #expect(JPEGMarkerReader.iccProfile(from: []) == nil)
    }

    @Test("marker walking survives garbage")
    func garbage() {
        _ = JPEGMarkerReader.read([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF])
        _ = JPEGMarkerReader.read([0xFF, 0xD8, 0xFF, 0xE2, 0x00, 0x01])
        _ = JPEGMarkerReader.read([0xFF, 0xD8])
        let m = JPEGMarkerReader.read([0xFF, 0xD8, 0xFF, 0xE2, 0x00, 0x10] + Array("ICC_PROFILE\0".utf8) + [1, 1])
        #expect(m.iccChunks.count == 1 && m.iccChunks[0].payload.isEmpty)
    }

    @Test("the PNG chunk reader finds cICP and refuses a non-IHDR start")
    func chunks() throws {
        let bytes = try Fixture.bytes("colour/p3-cicp.png")
        let header = try PNGChunkReader.read(bytes).get()
        #expect(header.cicp == [12, 13, 0, 1])
        #expect(header.width == 9 && header.height == 1)
        var bad = bytes
        bad[12] = UInt8(ascii: "X")
        #expect(throws: PNGChunkReader.Failure.self) { try PNGChunkReader.read(bad).get() }
    }
}
