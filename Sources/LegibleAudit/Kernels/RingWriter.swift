/// Where the ring pass writes: each ring pixel's window index and the colour it stands for,
/// by index into two buffers as large as the window (appending to arrays would check each
/// array's uniqueness for every ring pixel). A pixel may be written and then kept or not
/// without a branch (`append(_:_:keeping:)`): whatever lies past `count` is scratch.
struct RingWriter {
    private let indices: UnsafeMutableBufferPointer<Int>
    private let colours: UnsafeMutableBufferPointer<UInt32>
    /// How many ring pixels are written.
    private(set) var count = 0

    /// Runs `body` with a writer over room for `capacity` ring pixels; returns the ring pixels
    /// it wrote, in order, and what the body returned.
    static func writing<Result>(capacity: Int, _ body: (inout RingWriter) -> Result) -> (ring: [Int], colours: [UInt32], Result) {
        var result: Result?
        var colours: [UInt32] = []
        let ring = [Int](unsafeUninitializedCapacity: capacity) { ringBuffer, ringDone in
            colours = [UInt32](unsafeUninitializedCapacity: capacity) { colourBuffer, coloursDone in
                var writer = RingWriter(indices: ringBuffer, colours: colourBuffer)
                result = body(&writer)
                coloursDone = writer.count
            }
            ringDone = colours.count
        }
        return (ring, colours, result!)
    }

    private init(indices: UnsafeMutableBufferPointer<Int>, colours: UnsafeMutableBufferPointer<UInt32>) {
        self.indices = indices
        self.colours = colours
    }

    /// Writes ring pixel `index` standing for `colour`, and keeps it when `keep` is 1 (0: the
    /// next pixel overwrites it).
    @inline(__always)
    mutating func append(_ index: Int, _ colour: UInt32, keeping keep: Int = 1) {
        assert(count < indices.count, "more ring pixels than room")
        indices.baseAddress.unsafelyUnwrapped[count] = index
        colours.baseAddress.unsafelyUnwrapped[count] = colour
        count &+= keep
    }

    /// Writes the eight pixels from window index `index` with their own colours `eight`, all
    /// kept.
    @inline(__always)
    mutating func appendEight(from index: Int, colours eight: SIMD8<UInt32>) {
        assert(count &+ 8 <= indices.count, "more ring pixels than room")
        let lanes = SIMD4<Int>(repeating: index) &+ SIMD4<Int>(0, 1, 2, 3)
        let target = UnsafeMutableRawPointer(indices.baseAddress.unsafelyUnwrapped + count)
        let colour = UnsafeMutableRawPointer(colours.baseAddress.unsafelyUnwrapped + count)
        target.storeBytes(of: lanes, as: SIMD4<Int>.self)
        target.storeBytes(of: lanes &+ 4, toByteOffset: 32, as: SIMD4<Int>.self)
        colour.storeBytes(of: eight, as: SIMD8<UInt32>.self)
        count &+= 8
    }
}
