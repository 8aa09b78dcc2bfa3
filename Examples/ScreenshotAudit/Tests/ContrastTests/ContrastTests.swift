import LegibleAudit
import LegiblePixels
import ScreenshotAuditSupport
import Testing

/// What a team's own contrast tests look like: audit the screens, assert on statuses and figures.
@Suite("Contrast of the example screens")
struct ContrastTests {
    let auditor = Auditor()

    @Test("The checkout screenshot: only its placeholder and disabled text fail")
    func checkoutManifest() throws {
        let images = auditor.audit(manifestAt: Screens.sample("checkout.json"))
        #expect(images.count == 1)
        let screen = try #require(images.first?.decoded, "\(images.first?.error?.description ?? "no image")")
        let failing = screen.regions.filter { $0.status == .fail }.map(\.id)
        #expect(failing == ["street-placeholder", "delivery-express-disabled"])
        #expect(screen.regions.allSatisfy { $0.status != .indeterminate })
    }

    @Test("The same screenshot with regions built in code")
    func checkoutRowsInCode() throws {
        let result = try auditor.audit(Screens.checkoutRows())
        #expect(result.region("street-placeholder")?.status == .fail)
        #expect(result.region("card")?.status == .pass)
        let placeholder = try #require(result.region("street-placeholder")?.original)
        #expect(placeholder.wcag.ratio < 2)
    }

    @Test("A screenshot that is not there is a typed error naming it")
    func missingScreenshot() {
        var screen = Screens.checkoutRows()
        screen.image = Screens.sample("no-such-screen.png")
        #expect {
            try auditor.audit(screen)
        } throws: { error in
            guard case .image = error as? AuditError else { return false }
            return "\(error)".contains("no-such-screen.png")
        }
    }

    /// #767676 on white is the lightest grey that meets 4.5:1; #999999 is far below.
    @Test("A grey label drawn in code", arguments: [
        (grey: UInt8(0x76), status: Status.pass, ratio: 4.54),
        (grey: UInt8(0x99), status: Status.fail, ratio: 2.85),
    ])
    func greyLabel(grey: UInt8, status: Status, ratio: Double) throws {
        let (raster, screen) = Screens.greyLabel(grey)
        let results = auditor.audit(raster: raster, screen: screen)
        let region = try #require(results.first)
        #expect(region.status == status)
        let original = try #require(region.original)
        #expect(original.foreground == RGB8(grey: grey))
        #expect(original.background == RGB8(grey: 255))
        #expect(abs(original.wcag.ratio - ratio) < 0.01)
        #expect(original.wcag.required == 4.5)
    }
}
