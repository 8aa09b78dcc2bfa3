import Foundation

/// The target a libFuzzer build runs, chosen by `LEGIBLE_FUZZ_TARGET` before the first input.
nonisolated(unsafe) private var selectedTarget = FuzzTarget.image

/// libFuzzer's start-up hook: reads the target's name from the environment (`Scripts/fuzz` sets it).
@_cdecl("LLVMFuzzerInitialize")
func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    let name = ProcessInfo.processInfo.environment["LEGIBLE_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("LegibleFuzz: set LEGIBLE_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(2)
    }
    selectedTarget = target
    return 0
}

/// libFuzzer's entry point: one input for the selected target.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    selectedTarget.run(bytes)
    return 0
}
