import LegibleAudit
import LegibleReport

/// The one call site through which the `audit` command turns results into report text:
/// LegibleReport's `ReportWriter`, told which failures the baseline knows, plus the stale
/// baseline entries in the text report (only the command line knows the baseline file).
enum ReportRendering {
    /// Everything a report needs besides the results.
    struct Context: Sendable {
        var workingDirectory: String
        var colour: Bool
        var outcome: AuditOutcome
        /// For HTML crops: the screens behind the report's images, in the same order.
        var screens: [AuditedScreen]
        var maxPixels: Int
    }

    static func render(_ report: AuditReport, as format: ReportFormat, context: Context) -> String {
        let known = Set(context.outcome.baselined)
        // Keyed by image path and screen name: an HTML report of thousands of screens looks
        // each one up once.
        var byKey: [String: AuditedScreen] = [:]
        if format == .html {
            for screen in context.screens { byKey[key(screen.audit)] = screen }
        }
        let screens = byKey
        let maxPixels = context.maxPixels
        let writerContext = ReportContext(
            toolVersion: ToolVersion.current, workingDirectory: context.workingDirectory, useColour: context.colour,
            isBaselined: { image, region in known.contains(RegionFingerprint(image: image, region: region)) },
            raster: { image in
                // Only the HTML report asks, once per image; decoding again keeps batches lean.
                guard let screen = screens[key(image)] else { return nil }
                return try? ScreenRaster.load(screen, maxPixels: maxPixels)
            })
        var text = ReportWriter.render(report, as: format, context: writerContext)
        if format == .text && !context.outcome.stale.isEmpty {
            text += "\nStale baseline entries (they no longer fail; rewrite the baseline with --write-baseline):\n"
            for entry in context.outcome.stale { text += "  \(entry.label)\n" }
        }
        return text
    }

    private static func key(_ image: ImageAudit) -> String {
        image.path + "\u{0}" + (image.screenName ?? "")
    }
}
