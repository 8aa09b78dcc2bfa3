/// Squared colour distances from one colour, eight pixels at a time, in 16-bit products: a
/// channel difference is within ±255, so its square (at most 65025) is the low 16 bits of the
/// product as an unsigned number. Red and blue share a 32-bit lane (blue low, red high),
/// green has one to itself; the sum (under 2¹⁸) is compared as a 32-bit integer (one 256-bit
/// compare on x86-64-v3, where it once went through Float lanes).
struct SquaredDistanceLanes: Sendable {
    private static var redBlue: SIMD8<UInt32> { SIMD8(repeating: 0x00FF_00FF) }
    private static var green: SIMD8<UInt32> { SIMD8(repeating: 0xFF) }
    private static var low: SIMD8<UInt32> { SIMD8(repeating: 0xFFFF) }
    private let redBlue: SIMD16<Int16>, green: SIMD16<Int16>

    init(_ colour: UInt32) {
        redBlue = unsafeBitCast(SIMD8<UInt32>(repeating: colour & 0x00FF_00FF), to: SIMD16<Int16>.self)
        green = unsafeBitCast(SIMD8<UInt32>(repeating: (colour >> 8) & 0xFF), to: SIMD16<Int16>.self)
    }

    @inline(__always) func squaredDistances(_ p: SIMD8<UInt32>) -> SIMD8<Int32> {
        let rb = unsafeBitCast(p & Self.redBlue, to: SIMD16<Int16>.self) &- redBlue
        // Green in the low half of each lane; the high half stays 0 - 0.
        let g = unsafeBitCast((p &>> 8) & Self.green, to: SIMD16<Int16>.self) &- green
        let rbSquares = unsafeBitCast(rb &* rb, to: SIMD8<UInt32>.self)
        let sum = (rbSquares & Self.low) &+ (rbSquares &>> 16) &+ unsafeBitCast(g &* g, to: SIMD8<UInt32>.self)
        return unsafeBitCast(sum, to: SIMD8<Int32>.self)
    }
}
