#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension APCA.TextContrast {
    /// The most `estimatedMagnitude` differs from `abs(lightnessContrast)`, in Lc, whenever it
    /// gives an estimate (single-precision rounding is below 1e-4 Lc; this leaves a wide margin).
    public static let estimateTolerance: Float = 0.001

    /// |Lc| of this text on a background of screen luminance `backgroundY`, in single precision
    /// (`powf`), a fraction of the cost of `lightnessContrast`; within `estimateTolerance` of it.
    ///
    /// Nil near APCA's cut-offs (`deltaYmin`, `loClip`), where a rounding difference could
    /// flip the result between 0 and about 7.3, and for input the exact function rejects:
    /// ask `lightnessContrast` there. Ranking many backgrounds needs exact values only for the
    /// few whose estimates land near the rank sought.
    public func estimatedMagnitude(backgroundY: Double) -> Float? {
        guard valid, !backgroundY.isNaN, backgroundY >= 0, backgroundY <= 1.1 else { return nil }
        let y = Float(backgroundY)
        let threshold = Float(APCA.blkThrs)
        let bg = y > threshold ? y : y + powf(threshold - y, Float(APCA.blkClmp))
        let gap = bg - Float(text)
        let minimumGap = Float(APCA.deltaYmin)
        guard abs(abs(gap) - minimumGap) > 1e-5 else { return nil }
        if abs(gap) < minimumGap { return 0 }
        let clip = Float(APCA.loClip)
        if gap > 0 {
            let sapc = (powf(bg, Float(APCA.normBG)) - Float(textNormal)) * Float(APCA.scaleBoW)
            guard abs(sapc - clip) > 1e-4 else { return nil }
            return sapc < clip ? 0 : (sapc - Float(APCA.loBoWoffset)) * 100
        } else {
            let sapc = (powf(bg, Float(APCA.revBG)) - Float(textReverse)) * Float(APCA.scaleWoB)
            guard abs(sapc + clip) > 1e-4 else { return nil }
            return sapc > -clip ? 0 : -(sapc + Float(APCA.loWoBoffset)) * 100
        }
    }
}
