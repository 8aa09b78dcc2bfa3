import Foundation

#if !LEGIBLE_FUZZING
/// Replays inputs through a target without libFuzzer: `LegibleFuzz TARGET FILE|DIR ...`. The
/// libFuzzer build (`Scripts/fuzz`, `-DLEGIBLE_FUZZING`) leaves this out: libFuzzer brings `main`.
@main
struct ReplayTool {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            FileHandle.standardError.write(Data("usage: LegibleFuzz \(names) FILE|DIR ...\n".utf8))
            exit(2)
        }
        var count = 0
        for path in arguments.dropFirst() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("LegibleFuzz: \(path): no such file or directory\n".utf8))
                exit(2)
            }
            let files = isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 } : [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                target.run(Array(data))
                count += 1
            }
        }
        print("LegibleFuzz \(target.rawValue): \(count) inputs, no trap")
    }
}
#endif
