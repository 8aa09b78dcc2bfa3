/// What became of one region: measured, or indeterminate for a stated reason.
public enum RegionOutcome: Sendable, Equatable {
    /// Text and background were told apart and measured.
    case measured(RegionMeasurement)
    /// No text could be measured in the box.
    case indeterminate(reason: IndeterminateReason)

    /// `pass` or `fail` (the gated verdict) for a measurement, else `indeterminate`.
    public var status: Status {
        switch self {
        case .measured(let measurement): measurement.pass ? .pass : .fail
        case .indeterminate: .indeterminate
        }
    }
}
