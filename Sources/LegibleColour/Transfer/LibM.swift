#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `x` raised to `y` through the C library, so results match the float64 references in
/// COLOUR.md (Python `**` and V8 `Math.pow` agree with libm on every published vector).
@inlinable @inline(__always)
func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
