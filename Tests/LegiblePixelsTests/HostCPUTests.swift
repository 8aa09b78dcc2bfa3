import CHostCPU
import Foundation
import Testing

/// Package.swift compiles for x86-64-v3 when the building machine has it; these tests run on
/// the machine that built them, so its processor must have what the build requires, and a
/// machine that has x86-64-v3 must get the faster build.
@Suite("Processor level of the build")
struct HostCPUTests {
    /// The processor's features as Linux lists them in /proc/cpuinfo, read independently of the manifest.
    static var cpuinfoFlags: Set<String>? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("flags") }) else { return nil }
        return Set(line.split(separator: " ").map(String.init))
    }

    @Test("The processor running the tests has the level the build requires")
    func supported() {
        #expect(legible_host_cpu_supported() == 1)
    }

    @Test("An x86-64 Linux machine with x86-64-v3 builds for it, unless a portable build was asked for")
    func buildsForTheMachine() throws {
        #if arch(x86_64) && os(Linux)
        let flags = try #require(Self.cpuinfoFlags)
        let hasV3 = ["avx2", "bmi1", "bmi2", "fma", "f16c", "abm", "movbe"].allSatisfy(flags.contains)
        let requirement = legible_host_cpu_requirement().map { String(cString: $0) }
        if ProcessInfo.processInfo.environment["LEGIBLE_PORTABLE"] == "1" {
            #expect(requirement == nil)
        } else {
            #expect(requirement == (hasV3 ? "x86-64-v3" : nil))
        }
        #else
        #expect(legible_host_cpu_requirement() == nil)
        #endif
    }
}
