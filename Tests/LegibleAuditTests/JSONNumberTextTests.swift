import Testing
@testable import LegibleAudit

@Suite("JSON numbers written as bytes")
struct JSONNumberTextTests {
    private static func written(_ n: Double) -> String {
        var bytes: [UInt8] = []
        JSONNumberText.append(n, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("Figures a report holds are written as JSONValue.format gives them", arguments: [
        0.0, -0.0, 1, -1, 60, 3.763, -70.7, 0.05, -0.05, 0.001, -0.001, 0.1 + 0.2, 4.5, 21, 1.005, 99.999,
        123_456.789, 0.0001, 1e-7, 1e11 + 0.5, 1e12, 1e15, 1e16, 2.675, .pi, .nan, .infinity, -.infinity,
    ])
    func knownValues(_ n: Double) {
        #expect(Self.written(n) == JSONValue.format(n))
    }

    @Test("Random figures rounded to up to six decimals, and any doubles, as JSONValue.format gives them")
    func randomValues() {
        var random = SeededRandom(state: 20)
        for _ in 0..<200_000 {
            let decimals = Double(Int.random(in: 0...6, using: &random))
            let scale = [1.0, 10, 100, 1000, 10_000, 100_000, 1_000_000][Int(decimals)]
            let magnitude = [1.0, 21, 110, 1e6, 5e11][Int.random(in: 0...4, using: &random)]
            let raw = Double.random(in: -magnitude...magnitude, using: &random)
            for n in [(raw * scale).rounded() / scale, raw, Double(Float(raw))] {
                #expect(Self.written(n) == JSONValue.format(n), "\(n)")
            }
        }
    }
}
