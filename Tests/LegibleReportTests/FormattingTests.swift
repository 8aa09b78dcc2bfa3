import Foundation
import LegibleAudit
import Testing
@testable import LegibleReport

@Suite struct FormattingTests {
    @Test(arguments: [
        (2.41, 3, 2.41), (4.4996, 2, 4.49), (4.5, 2, 4.5), (7.12999, 3, 7.129), (-48.36, 1, -48.3),
    ])
    func truncatesTowardZero(value: Double, decimals: Int, expected: Double) {
        #expect(NumberFormatting.truncated(value, decimals: decimals) == expected)
    }

    @Test func aFailingRatioNeverPrintsAtItsThreshold() {
        let failing = WCAGFigures(ratio: 4.49999999999, median: 5, required: 4.5)
        #expect(!failing.pass)
        #expect(NumberFormatting.ratio(failing) == 4.499)
        #expect(NumberFormatting.ratio(failing, decimals: 2) == 4.49)
        let failingLc = APCAFigures(lc: -59.99999999, median: -70, required: 60)
        #expect(NumberFormatting.lc(failingLc) == -59.9)
    }

    @Test func jsonValueEscapesAndKeepsOrder() {
        let value = JSONValue.object([
            "z": .string("quote \" backslash \\ newline \n tab \t bell \u{7} sep \u{2028}"),
            "a": .null,
            "n": .array([.number(60), .number(4.5), .number(-0.0), .number(.nan)]),
        ])
        let text = value.serialized(pretty: false)
        #expect(text == #"{"z":"quote \" backslash \\ newline \n tab \t bell \u0007 sep \u2028","a":null,"n":[60,4.5,0,null]}"#)
        let parsed = try? JSONSerialization.jsonObject(with: Data(value.serialized().utf8)) as? [String: Any]
        #expect(parsed?["z"] as? String == "quote \" backslash \\ newline \n tab \t bell \u{7} sep \u{2028}")
    }

    @Test func fingerprintsAreStableAndIgnorePixels() throws {
        let report = SampleReports.report
        let image = report.images[0]
        var region = image.regions[0]
        let before = RegionFingerprint(image: image, region: region).stableHash
        var measurement = try #require(region.measurement)
        measurement.original.foreground = .init(grey: 0)
        region.outcome = .measured(measurement)
        region.box.x += 3
        #expect(RegionFingerprint(image: image, region: region).stableHash == before)
        #expect(before.count == 16)
        // Moving the checkout (absolute paths) keeps the manifest-relative path and so the print.
        var moved = image
        moved.path = "/elsewhere/Samples/checkout.png"
        moved.manifestPath = "/elsewhere/Samples/checkout.json"
        #expect(RegionFingerprint(image: moved, region: region).stableHash == before)
        region.text = "Other text"
        #expect(RegionFingerprint(image: image, region: region).stableHash != before)
    }

    @Test func pathsAreMadeRelativeAndEncoded() {
        #expect(ReportPaths.relative("/repo/Samples/a.png", to: "/repo") == "Samples/a.png")
        #expect(ReportPaths.relative("./Samples/a.png", to: "/repo") == "Samples/a.png")
        #expect(ReportPaths.relative("/other/a.png", to: "/repo") == "/other/a.png")
        #expect(ReportPaths.relative("/repository/a.png", to: "/repo") == "/repository/a.png")
        #expect(ReportPaths.uri("Shots/dark mode/ä#1.png") == "Shots/dark%20mode/%C3%A4%231.png")
        #expect(ReportPaths.uri("/tmp/a b.png") == "file:///tmp/a%20b.png")
    }

    @Test("Fixed-point text is what String(format:) printed", arguments: [0.0, -0.0, -0.004, 4.495, 4.505, 2.675, 1e21, -71.25, 0.125, 123456.789])
    func fixedAgreesWithStringFormat(value: Double) {
        for decimals in [0, 1, 2, 3] {
            var expected = String(format: "%.\(decimals)f", value)
            if expected.hasPrefix("-"), Double(expected) == 0 { expected.removeFirst() }
            #expect(NumberFormatting.fixed(value, decimals: decimals) == expected)
        }
    }

    @Test("Base64 is Foundation's, for every length of tail")
    func base64() {
        var bytes: [UInt8] = []
        for length in 0..<70 {
            #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString())
            bytes.append(UInt8(truncatingIfNeeded: length &* 97 &+ 13))
        }
    }
}
