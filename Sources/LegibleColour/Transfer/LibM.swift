#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `x` raised to `y` through the C library, so results match the float64 reference values
/// (Python `**` and V8 `Math.pow` agree with libm on every published vector;
/// Docs/Colour.md#srgb-transfer).
@inlinable @inline(__always)
func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
