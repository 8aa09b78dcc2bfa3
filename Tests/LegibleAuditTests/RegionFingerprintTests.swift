import Foundation
import LegibleAudit
import LegiblePixels
import Testing

/// The one identity of a region across runs (baselines, SARIF, the JSON report's fingerprint).
@Suite struct RegionFingerprintTests {
    static func region(_ id: String, text: String? = nil) -> RegionResult {
        // The identity holds no figures: an unmeasured region will do.
        RegionResult(id: id, text: text, box: PixelRect(x: 0, y: 0, width: 10, height: 10),
                     outcome: .indeterminate(reason: .uniform))
    }

    static let decoded = ImageOutcome.decoded(ScreenResult(width: 10, height: 10))

    @Test(arguments: [
        ("Samples/checkout.png", "Samples/checkout.json", "checkout.png"),
        ("checkout.png", "checkout.json", "checkout.png"),
        ("shots/en/img/home.png", "shots/en/home.json", "img/home.png"),
        ("/ci/run-123/shots/home.png", "/ci/run-123/shots/home.json", "home.png"),
        ("/elsewhere/home.png", "/ci/run-123/shots/home.json", "home.png"),
        ("./shots/a.png", "./shots/a.json", "a.png"),
    ])
    func usesThePathRelativeToTheManifest(imagePath: String, manifest: String, expected: String) {
        let audit = ImageAudit(path: imagePath, manifestPath: manifest, outcome: Self.decoded)
        #expect(RegionFingerprint(image: audit, region: Self.region("title")).image == expected)
    }

    @Test func survivesMovingTheCheckoutButNotANewScreenOrText() {
        let here = ImageAudit(path: "/home/me/app/shots/home.png", manifestPath: "/home/me/app/shots/home.json", screenName: "dark", outcome: Self.decoded)
        let ci = ImageAudit(path: "shots/home.png", manifestPath: "shots/home.json", screenName: "dark", outcome: Self.decoded)
        let title = Self.region("title", text: "Welcome")
        let print = RegionFingerprint(image: ci, region: title)
        #expect(RegionFingerprint(image: here, region: title) == print)
        #expect(print == RegionFingerprint(image: "home.png", screen: "dark", region: "title", text: "Welcome"))
        #expect(RegionFingerprint(image: here, region: title).stableHash == print.stableHash)

        var light = ci
        light.screenName = "light"
        #expect(RegionFingerprint(image: light, region: title).stableHash != print.stableHash)
        #expect(RegionFingerprint(image: ci, region: Self.region("title", text: "Hi")).stableHash != print.stableHash)
    }

    @Test func hashIsFNV1aOfTheFourFields() {
        let print = RegionFingerprint(image: "a.png", screen: "dark", region: "title", text: "Hello")
        #expect(print.stableHash == StableHash.hex(["a.png", "dark", "title", "Hello"]))
        #expect(print.stableHash.count == 16)
        #expect(print.stableHash.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }

    @Test func aRegionErrorHasTheRegionsIdentityWithoutText() {
        let audit = ImageAudit(path: "shots/home.png", manifestPath: "shots/home.json", screenName: "dark", outcome: Self.decoded)
        let print = RegionFingerprint(image: audit, regionError: RegionError(region: "far", message: "…"))
        #expect(print == RegionFingerprint(image: "home.png", screen: "dark", region: "far"))
    }

    @Test func fnv1aMatchesTheReferenceVectors() {
        // FNV-1a 64 of "a" is af63dc4c8601ec8c; our field separator adds one 0 byte.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        hash ^= UInt64(UInt8(ascii: "a"))
        hash &*= 0x100_0000_01b3
        #expect(String(hash, radix: 16) == "af63dc4c8601ec8c")
        hash &*= 0x100_0000_01b3
        #expect(StableHash.fnv1a64(["a"]) == hash)
    }

    @Test func codesAsTheBaselineEntryFormat() throws {
        // The keys baseline files have always used: files written before the move still read.
        let entry = #"{ "image": "a.png", "screen": "dark", "region": "cta", "text": "Buy" }"#
        let decoded = try JSONDecoder().decode(RegionFingerprint.self, from: Data(entry.utf8))
        #expect(decoded == RegionFingerprint(image: "a.png", screen: "dark", region: "cta", text: "Buy"))
        let bare = try JSONDecoder().decode(RegionFingerprint.self, from: Data(#"{ "image": "a.png", "region": "cta" }"#.utf8))
        #expect(bare == RegionFingerprint(image: "a.png", region: "cta"))
    }
}
