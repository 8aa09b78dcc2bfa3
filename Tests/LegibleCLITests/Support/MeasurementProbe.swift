import Foundation

/// Whether this build's LegibleAudit really measures (the CLI branch is built before the
/// measurement lands on main). Tests of pass/fail verdicts and baselines run only when it does,
/// and run by themselves once it has been merged: the probe looks for the placeholder's error
/// only, so any other problem still fails those tests loudly.
enum MeasurementProbe {
    static let available: Bool = {
        guard let folder = try? TemporaryFolder(),
              let manifest = try? Screenshot([("probe", Screenshot.black)]).write(named: "probe", in: folder),
              let result = try? LegibleProcess.run(["audit", "--format", "json", "--variants", "none", manifest], in: folder.url)
        else { return true }
        return !result.stdout.contains("measurement not wired yet")
    }()
}
