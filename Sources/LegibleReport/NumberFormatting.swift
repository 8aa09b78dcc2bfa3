#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LegibleAudit

/// How reports print figures.
///
/// Figures are truncated toward zero, not rounded, and a failing figure is never printed at or
/// above its threshold: a ratio of 4.4996 shows as 4.49 (not 4.50) next to "FAIL", so the printed
/// number always agrees with the verdict, which comes from the unrounded value.
enum NumberFormatting {
    /// `value` with its magnitude truncated to `decimals` places.
    static func truncated(_ value: Double, decimals: Int) -> Double {
        guard value.isFinite else { return value }
        let scale = pow(10, Double(decimals))
        // The small nudge keeps values like 2.41 (2409.9999… after scaling) from losing a unit.
        let magnitude = (abs(value) * scale + 1e-6).rounded(.down) / scale
        return value < 0 ? -magnitude : magnitude
    }

    /// A figure for display: truncated, and kept below `threshold` when it did not pass.
    static func figure(_ value: Double, decimals: Int, threshold: Double?, passes: Bool) -> Double {
        let shown = truncated(value, decimals: decimals)
        guard let threshold, !passes, abs(shown) >= threshold else { return shown }
        let below = truncated(threshold, decimals: decimals) - pow(10, -Double(decimals))
        return value < 0 ? -below : below
    }

    /// The WCAG worst-case ratio as printed, 3 places in machine output.
    static func ratio(_ wcag: WCAGFigures, decimals: Int = 3) -> Double {
        figure(wcag.ratio, decimals: decimals, threshold: wcag.required, passes: wcag.pass)
    }

    /// The APCA worst-case Lc as printed (signed), 1 place.
    static func lc(_ apca: APCAFigures, decimals: Int = 1) -> Double {
        figure(apca.lc, decimals: decimals, threshold: apca.required, passes: apca.pass)
    }

    /// Fixed-point text with exactly `decimals` places (`4.50`), for tables.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "—" }
        let text = printf("%.\(max(0, min(decimals, 20)))f", value)
        // "-0.0" reads as a sign error to a person.
        if text.hasPrefix("-"), Double(text) == 0 { return String(text.dropFirst()) }
        return text
    }

    /// One number through the C library's printf: its rounding (of the exact binary value, ties
    /// to even) is what tables have always shown.
    private static func printf(_ format: String, _ value: Double) -> String {
        let length = withVaList([value]) { vsnprintf(nil, 0, format, $0) }
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A requirement without needless zeros: `4.5`, `3`, `60`.
    static func requirement(_ value: Double?) -> String {
        guard let value else { return "none" }
        return JSONValue.format(value)
    }
}
