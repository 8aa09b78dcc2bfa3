/// The APCA font size/weight lookup (`fontLookupAPCA`, LUT "0.1.7 (G) MAY 28 2022",
/// Docs/Colour.md#font-size-and-weight-lookup) and what it implies for a given text size.
extension APCA {
    /// The weights of the lookup columns.
    public static let fontWeights = [100, 200, 300, 400, 500, 600, 700, 800, 900]
    /// Lookup code: contrast too low for anything.
    public static let prohibited = 999.0
    /// Lookup code: only non-text (or spot text) at this weight.
    public static let nonTextOnly = 777.0

    /// `fontMatrixAscend` without its header row: Lc, then px for weights 100…900.
    static let fontMatrix: [[Double]] = [
        [0, 999, 999, 999, 999, 999, 999, 999, 999, 999],
        [10, 999, 999, 999, 999, 999, 999, 999, 999, 999],
        [15, 777, 777, 777, 777, 777, 777, 777, 777, 777],
        [20, 777, 777, 777, 777, 777, 777, 777, 777, 777],
        [25, 777, 777, 777, 120, 120, 108, 96, 96, 96],
        [30, 777, 777, 120, 108, 108, 96, 72, 72, 72],
        [35, 777, 120, 108, 96, 72, 60, 48, 48, 48],
        [40, 120, 108, 96, 60, 48, 42, 32, 32, 32],
        [45, 108, 96, 72, 42, 32, 28, 24, 24, 24],
        [50, 96, 72, 60, 32, 28, 24, 21, 21, 21],
        [55, 80, 60, 48, 28, 24, 21, 18, 18, 18],
        [60, 72, 48, 42, 24, 21, 18, 16, 16, 18],
        [65, 68, 46, 32, 21.75, 19, 17, 15, 16, 18],
        [70, 64, 44, 28, 19.5, 18, 16, 14.5, 16, 18],
        [75, 60, 42, 24, 18, 16, 15, 14, 16, 18],
        [80, 56, 38.25, 23, 17.25, 15.81, 14.81, 14, 16, 18],
        [85, 52, 34.5, 22, 16.5, 15.625, 14.625, 14, 16, 18],
        [90, 48, 32, 21, 16, 15.5, 14.5, 14, 16, 18],
        [95, 45, 28, 19.5, 15.5, 15, 14, 13.5, 16, 18],
        [100, 42, 26.5, 18.5, 15, 14.5, 13.5, 13, 16, 18],
        [105, 39, 25, 18, 14.5, 14, 13, 12, 16, 18],
        [110, 36, 24, 18, 14, 13, 12, 11, 16, 18],
        [115, 34.5, 22.5, 17.25, 12.5, 11.875, 11.25, 10.625, 14.5, 16.5],
        [120, 33, 21, 16.5, 11, 10.75, 10.5, 10.25, 13, 15],
        [125, 32, 20, 16, 10, 10, 10, 10, 12, 14],
    ]

    /// `fontDeltaAscend` without its header row: the per-row decrement towards the next row.
    static let fontDelta: [[Double]] = [
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [10, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [15, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [20, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [25, 0, 0, 0, 12, 12, 12, 24, 24, 24],
        [30, 0, 0, 12, 12, 36, 36, 24, 24, 24],
        [35, 0, 12, 12, 36, 24, 18, 16, 16, 16],
        [40, 12, 12, 24, 18, 16, 14, 8, 8, 8],
        [45, 12, 24, 12, 10, 4, 4, 3, 3, 3],
        [50, 16, 12, 12, 4, 4, 3, 3, 3, 3],
        [55, 8, 12, 6, 4, 3, 3, 2, 2, 0],
        [60, 4, 2, 10, 2.25, 2, 1, 1, 0, 0],
        [65, 4, 2, 4, 2.25, 1, 1, 0.5, 0, 0],
        [70, 4, 2, 4, 1.5, 2, 1, 0.5, 0, 0],
        [75, 4, 3.75, 1, 0.75, 0.188, 0.188, 0, 0, 0],
        [80, 4, 3.75, 1, 0.75, 0.188, 0.188, 0, 0, 0],
        [85, 4, 2.5, 1, 0.5, 0.125, 0.125, 0, 0, 0],
        [90, 3, 4, 1.5, 0.5, 0.5, 0.5, 0.5, 0, 0],
        [95, 3, 1.5, 1, 0.5, 0.5, 0.5, 0.5, 0, 0],
        [100, 3, 1.5, 0.5, 0.5, 0.5, 0.5, 1, 0, 0],
        [105, 3, 1, 0, 0.5, 1, 1, 1, 0, 0],
        [110, 1.5, 1.5, 0.75, 1.5, 1.125, 0.75, 0.375, 1.5, 1.5],
        [115, 1.5, 1.5, 0.75, 1.5, 1.125, 0.75, 0.375, 1.5, 1.5],
        [120, 1, 1, 0.5, 1, 0.75, 0.5, 0.25, 1, 1],
        [125, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]

    /// Minimum font sizes (CSS px) for weights 100…900 at contrast `lc` (sign ignored), as
    /// `fontLookupAPCA` computes them, without its leading Lc string. `999` = prohibited,
    /// `777` = non-text only.
    ///
    /// Deviations from apca-w3 0.1.9, both at the ends of the table:
    /// - apca-w3 has a bug for 0 < |Lc| < 5: the row index becomes 0, the header row, so weights
    ///   500–900 return the header's literal 500…900 instead of 999. Here every |Lc| < 15 gives
    ///   999, which is what the table means (its rows for Lc 0 and 10 are all 999).
    /// - apca-w3 indexes past the table for |Lc| >= 130 (a TypeError in JavaScript); here the
    ///   Lc 125 row holds for everything above it.
    public static func fontLookup(lc: Double) -> [Double] {
        let c = abs(lc)
        guard c >= 15 else { return Array(repeating: prohibited, count: 9) }
        // apca-w3 index = floor(c × 0.2) counts the header row; without it, row = index − 1.
        let row = min(Int((c * 0.2).rounded(.down)), fontMatrix.count) - 1
        let scoreAdj = (c - fontMatrix[row][0]) * 0.2
        return (1...9).map { w in
            let t = fontMatrix[row][w]
            if t > 400 { return t }
            if c < 14.5 { return prohibited }
            if c < 29.5 { return nonTextOnly }
            let delta = fontDelta[row][w]
            if t > 24 { return jsRound(t - delta * scoreAdj) }
            // 0.5 px steps; JavaScript `| 0` truncates toward zero (operands are never negative).
            return t - (2.0 * delta * scoreAdj).rounded(.towardZero) * 0.5
        }
    }

    /// JavaScript `Math.round`: halves round up.
    @inline(__always)
    static func jsRound(_ x: Double) -> Double { (x + 0.5).rounded(.down) }

    /// The lookup column for a weight: the heaviest tabulated weight not above it (450 reads
    /// as 400: a lighter column never asks for less contrast), clamped to 100…900.
    public static func fontWeightColumn(_ weight: Int) -> Int {
        min(max(weight / 100, 1), 9) - 1
    }

    /// The smallest font size (px) the lookup allows at `lc` for `fontWeight`, or nil when
    /// the lookup gives a code (777 non-text only, 999 prohibited) instead of a size.
    public static func minimumFontSize(lc: Double, fontWeight: Int) -> Double? {
        let size = fontLookup(lc: lc)[fontWeightColumn(fontWeight)]
        return size >= nonTextOnly ? nil : size
    }

    /// The step of the Lc search in `requiredLc(fontSize:fontWeight:)`.
    public static let requiredLcStep = 0.5

    /// The smallest |Lc| (searched in 0.5 steps from 15 to 125) at which the lookup allows
    /// text of `fontSize` px at `fontWeight`; nil when even Lc 125 does not allow that size.
    public static func requiredLc(fontSize: Double, fontWeight: Int) -> Double? {
        guard fontSize.isFinite else { return nil }
        // The column is monotone in Lc (higher contrast allows smaller text), so the smallest
        // passing grid point is found by bisection.
        func allows(_ step: Int) -> Bool {
            guard let size = minimumFontSize(lc: 15 + Double(step) * requiredLcStep, fontWeight: fontWeight) else { return false }
            return size <= fontSize
        }
        guard allows(220) else { return nil }
        var low = 0, high = 220
        while low < high {
            let mid = (low + high) / 2
            if allows(mid) { high = mid } else { low = mid + 1 }
        }
        return 15 + Double(low) * requiredLcStep
    }

    /// The absolute Lc when the font size is unknown (Docs/Measurement.md#thresholds): 75 for text,
    /// 60 for large text, 45 for non-text.
    public static func requiredLc(largeText: Bool, nonText: Bool) -> Double {
        nonText ? 45 : (largeText ? 60 : 75)
    }
}
