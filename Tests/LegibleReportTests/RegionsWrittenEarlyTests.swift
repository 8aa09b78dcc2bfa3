import LegibleAudit
import Testing
@testable import LegibleReport

/// The JSON report's regions written on the workers that measured them (`eachRegion`) are
/// the same text as regions written when their screen comes, and are not used when what they
/// were written from changed meanwhile.
@Suite struct RegionsWrittenEarlyTests {
    /// The sample report streamed with `feed` called first for each screen (its regions, each
    /// with its place), as the auditor's workers would.
    static func streamed(context: ReportContext,
                         feed: (ImageAudit, (@Sendable (RegionResult, RegionPlace) -> Void)) -> Void) throws -> String {
        let report = SampleReports.report
        let sink = ReportSink()
        let streams = ReportStreams(run: ReportRun(report), context: context,
                                    outputs: [(format: .json, sink: sink, useColour: false)])
        let hook = try #require(streams.eachRegion)
        for image in report.images {
            feed(image, hook)
            streams.add(image)
        }
        streams.finish()
        return sink.text
    }

    static func place(_ image: ImageAudit, _ index: Int) -> RegionPlace {
        RegionPlace(imagePath: image.path, manifestPath: image.manifestPath, screenName: image.screenName, index: index)
    }

    @Test func regionsWrittenByTheWorkersGiveTheSameReport() throws {
        let context = SampleReports.context()
        let early = try Self.streamed(context: context) { image, hook in
            // In no particular order, as workers finish them.
            for (index, region) in image.regions.enumerated().reversed() { hook(region, Self.place(image, index)) }
        }
        #expect(early == ReportWriter.render(SampleReports.report, as: .json, context: context))
    }

    @Test func aRegionThatChangedIsWrittenAgain() throws {
        let context = SampleReports.context()
        let early = try Self.streamed(context: context) { image, hook in
            for (index, region) in image.regions.enumerated() {
                var other = region
                other.text = "changed"
                hook(other, Self.place(image, index))
            }
        }
        #expect(early == ReportWriter.render(SampleReports.report, as: .json, context: context))
        #expect(!early.contains("changed"))
    }

    @Test func aBaselineVerdictThatChangedIsWrittenAgain() throws {
        // Baselined once the screen's results exist (as when a run writes the baseline):
        // the workers wrote the region as not baselined.
        let context = ReportContext(toolVersion: "1.2.3", workingDirectory: SampleReports.workingDirectory,
                                    isBaselined: { image, _ in image.decoded?.width != 0 })
        let early = try Self.streamed(context: context) { image, hook in
            for (index, region) in image.regions.enumerated() { hook(region, Self.place(image, index)) }
        }
        let whole = ReportWriter.render(SampleReports.report, as: .json, context: context)
        #expect(early == whole)
        #expect(whole.contains("\"baselined\": true"))
    }

    @Test func onlyTheJSONReportWritesRegionsEarly() {
        let context = SampleReports.context()
        for format in ReportFormat.allCases where format != .json {
            let streams = ReportStreams(run: ReportRun(SampleReports.report), context: context,
                                        outputs: [(format: format, sink: ReportSink(), useColour: false)])
            #expect(streams.eachRegion == nil, "\(format)")
        }
    }
}
