/// A reproducible stream of pseudo-random numbers for tests: a 64-bit linear congruential
/// generator whose high bits are used, so a seed gives the same inputs on every machine.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    init(state: UInt64) {
        self.state = state
    }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        Int((next() >> 33) % UInt64(bound))
    }
}
