import Foundation
import LegibleAudit
import Synchronization
import Testing

/// `Auditor.eachRegion` runs once on every measured region of `audit(manifest:)`, with the
/// place its result takes among the screen's, whether the regions are measured while the image
/// decodes (several jobs) or after.
@Suite struct EachRegionTests {
    @Test(arguments: [1, 2])
    func eachMeasuredRegionIsFollowedOnceWithItsPlace(jobs: Int) throws {
        let path = try AuditorAPITests.writeShot()
        let folder = (path as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let label = MeasurementTests.screen(text: MeasurementTests.black, background: { _, _ in MeasurementTests.white }).1.regions[0]
        var second = label
        second.id = "second"
        let outside = Region(id: "far", x: 500, y: 0, width: 20, height: 10)
        let manifest = Manifest(path: folder + "/screens.json",
                                screens: [Screen(name: "home", image: "shot.png", regions: [label, outside, second])])
        let followed = Mutex<[(RegionResult, RegionPlace)]>([])
        var auditor = Auditor(options: AuditOptions(variants: [.original, .protanopia], regionJobs: jobs))
        auditor.eachRegion = { region, place in followed.withLock { $0.append((region, place)) } }

        let audit = try #require(auditor.audit(manifest: manifest).first)
        let screen = try #require(audit.decoded)
        let seen = followed.withLock { $0 }.sorted { $0.1.index < $1.1.index }
        // The box outside the image is an error, not a region: it is not followed.
        #expect(seen.map(\.1.index) == [0, 1])
        #expect(seen.map(\.0) == screen.regions)
        for (_, place) in seen {
            #expect(place.imagePath == audit.path && place.manifestPath == audit.manifestPath && place.screenName == "home")
        }
    }
}
