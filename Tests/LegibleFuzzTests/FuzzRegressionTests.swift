import Foundation
@testable import LegibleFuzz
import Testing

/// Every input the fuzzing harness (`Scripts/fuzz`) ever found trouble with, and the hand-made
/// reproducers of each class of defect, kept in `Fixtures/<target>/` and replayed through the
/// same entry points: a trap would end this test process. What each must now produce (the
/// error, naming the place) is checked by the suites of the reader concerned.
@Suite("Fuzzing regressions")
struct FuzzRegressionTests {
    static let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    static func inputs(_ target: FuzzTarget) -> [String] {
        let folder = fixtures.appendingPathComponent(target.rawValue)
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("every kept input runs through its target without a trap", arguments: FuzzTarget.allCases)
    func replay(target: FuzzTarget) throws {
        let names = Self.inputs(target)
        #expect(!names.isEmpty, "no regression inputs for \(target)")
        for name in names {
            let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(target.rawValue).appendingPathComponent(name))
            target.run(Array(data))
        }
    }
}
