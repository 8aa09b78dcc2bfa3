import LegibleAudit
import Synchronization

/// A region's object in the JSON report, written by the worker that measured it
/// (`Auditor.eachRegion`), with what it was written from.
struct WrittenRegion: Sendable {
    let region: RegionResult
    let baselined: Bool
    let fingerprint: RegionFingerprint
    /// The object's text at `JSONReportStream.regionIndent`.
    let bytes: [UInt8]

    init(finding: RegionFinding, bytes: [UInt8]) {
        region = finding.region
        baselined = finding.baselined
        fingerprint = RegionFingerprint(image: finding.image, region: finding.region)
        self.bytes = bytes
    }

    /// Whether `finding` is written the same: the same result, baseline verdict and
    /// fingerprint (the rest of what its object says comes from the run's options).
    func matches(_ finding: RegionFinding) -> Bool {
        baselined == finding.baselined && region == finding.region
            && fingerprint == RegionFingerprint(image: finding.image, region: finding.region)
    }
}

/// Regions written on the workers, per screen, until the report reaches their screen; taken
/// out then, so that a batch holds only the screens between the workers and the report.
final class WrittenRegions: Sendable {
    private let screens = Mutex<[RegionPlace: [Int: WrittenRegion]]>([:])

    func put(_ written: WrittenRegion, at place: RegionPlace) {
        screens.withLock { $0[Self.screen(place), default: [:]][place.index] = written }
    }

    /// The regions written for the screen of `place`, by index, taken out.
    func take(screenOf place: RegionPlace) -> [Int: WrittenRegion] {
        screens.withLock { $0.removeValue(forKey: Self.screen(place)) } ?? [:]
    }

    /// The key of a region's screen: its place with index 0.
    private static func screen(_ place: RegionPlace) -> RegionPlace {
        var screen = place
        screen.index = 0
        return screen
    }
}
