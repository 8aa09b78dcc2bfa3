import Foundation
import LegibleCLI

// The executable is a thin shell: everything, exit status included, lives in LegibleCLI.
exit(LegibleCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
