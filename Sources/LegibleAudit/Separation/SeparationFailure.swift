/// Why a box could not be measured; reported as the region's `IndeterminateReason`, which
/// words it for the reports (never a silent pass: Docs/Measurement.md#indeterminate).
enum SeparationFailure: Error, Sendable, Equatable {
    case boxTooSmall
    case uniform
    case indistinguishable
    case noRing
}
