// Placeholder until the command line lands.
#if canImport(Glibc)
@_exported import Glibc
#endif

public enum LegibleCommandLine {
    public static func run(arguments: [String]) -> Int32 {
        print("legible: not built yet")
        return 2
    }
}
