extension LinearKernel {
    /// `run` on colours already in linear light, written packed `0xRRGGBB` to `out`: the same
    /// Float operations, so the same codes. Runs whole lanes over the zero padding of `colours`.
    func runPacked(_ colours: LinearColours, into out: UnsafeMutablePointer<UInt32>) {
        switch alike {
        case 3: runPackedLanes(colours, into: out, alike: 3)
        case 2: runPackedLanes(colours, into: out, alike: 2)
        default: runPackedLanes(colours, into: out, alike: 1)
        }
    }

    @inline(__always)
    private func runPackedLanes(_ colours: LinearColours, into out: UnsafeMutablePointer<UInt32>, alike: Int) {
        colours.channels.withUnsafeBufferPointer { channels in
            SRGB.encodeBuckets.withUnsafeBufferPointer { buckets in
                let rawR = UnsafeRawPointer(channels.baseAddress!)
                let rawG = rawR + colours.stride &* 4
                let rawB = rawG + colours.stride &* 4
                var i = 0
                while i < colours.count {
                    let offset = i &* 4
                    let r = rawR.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
                    let g = rawG.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
                    let b = rawB.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
                    let (o0, o1, o2) = map8(r, g, b)
                    let q = out + i
                    switch alike {
                    case 3:
                        SRGB.encodePacked8(o0, buckets: buckets, into: q, times: 0x01_0101)
                    case 2:
                        SRGB.encodePacked8(o0, buckets: buckets, into: q, times: 0x01_0100)
                        SRGB.encodePacked8(o2, buckets: buckets, into: q, times: 1, adding: true)
                    default:
                        SRGB.encodePacked8(o0, buckets: buckets, into: q, times: 0x01_0000)
                        SRGB.encodePacked8(o1, buckets: buckets, into: q, times: 0x100, adding: true)
                        SRGB.encodePacked8(o2, buckets: buckets, into: q, times: 1, adding: true)
                    }
                    i &+= 8
                }
            }
        }
    }
}
