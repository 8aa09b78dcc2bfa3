import LegibleImageIO
import LegiblePixels
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
    /// Decoders share no state (each call owns its libpng/libjpeg instance), so parallel decodes of
    /// good and damaged files give the same results as serial ones.
    @Test("parallel decodes agree with serial ones")
    func parallel() async throws {
        let files = ["png/rgba16i.png", "png/p04t.png", "jpeg/progressive.jpg", "jpeg/orient6-mm.jpg",
                     "colour/p3-iccp.png", "corrupt/truncated.png", "corrupt/truncated.jpg"]
        let serial = files.map { try? ImageDecoder.decode(path: Fixture.path($0)) }
        let parallel = await withTaskGroup(of: (Int, DecodedImage?).self) { group in
            for _ in 0..<8 {
                for (i, file) in files.enumerated() {
                    group.addTask { (i, try? ImageDecoder.decode(path: Fixture.path(file))) }
                }
            }
            var results: [(Int, DecodedImage?)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(parallel.count == files.count * 8)
        for (i, image) in parallel { #expect(image == serial[i], "\(files[i])") }
    }
}
