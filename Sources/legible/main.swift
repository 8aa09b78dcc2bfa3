#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LegibleAudit
import LegibleCLI

// The executable is a thin shell: everything, exit status included, lives in LegibleCLI.
// Regions' buffers are reused rather than faulted in again for each (`AllocatorTuning`).
AllocatorTuning.retainFreedMemory()
exit(LegibleCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
