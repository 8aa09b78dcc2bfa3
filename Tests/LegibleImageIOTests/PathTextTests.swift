import Foundation
import LegibleImageIO
import Testing

/// Path text functions against Foundation's NSString, which the command line used before.
@Suite("Paths as text")
struct PathTextTests {
    static let paths = ["shots/home.png", "home.png", "/home.png", "/", "shots/", "a//b///c.json", "./a.json",
                        "../x/./y/../z.PNG", "/a/b/../../..", ".hidden", "dir.d/file", "a/b.tar.gz", ""]

    @Test("Last component, folder and extension agree with NSString", arguments: paths)
    func agreesWithNSString(path: String) {
        let ns = path as NSString
        #expect(PathText.lastComponent(path) == ns.lastPathComponent, "\(path)")
        #expect(PathText.deletingLastComponent(path) == ns.deletingLastPathComponent, "\(path)")
        #expect(PathText.pathExtension(path) == ns.pathExtension, "\(path)")
    }

    @Test("Standardized paths drop '.', repeated slashes and resolve '..' as text", arguments: [
        ("./a.json", "a.json"), ("a//b/./c/", "a/b/c"), ("a/../b", "b"), ("../a/../../b", "../../b"),
        ("/a/../../b", "/b"), ("/", "/"), (".", "."), ("a/..", "."), ("/x/./y//z", "/x/y/z"),
    ])
    func standardized(path: String, expected: String) {
        #expect(PathText.standardized(path) == expected)
    }

    @Test func componentsStartAtTheRoot() {
        #expect(PathText.components("/a/./b/../c.png") == ["/", "a", "c.png"])
        #expect(FileSystem.absolute("x/../y.png") == FileSystem.currentDirectory + "/y.png")
    }

    @Test func temporaryFoldersAreMadeAndRemovedWithTheirContents() throws {
        let folder = try #require(FileSystem.makeTemporaryDirectory(prefix: "legible-path-test-"))
        #expect(FileSystem.kind(of: folder) == .directory)
        try FileSystem.createDirectories(folder + "/a/b/c")
        try OutputFile.write(Array("x".utf8), to: folder + "/a/b/c/file.txt")
        #expect(FileSystem.entries(of: folder + "/a/b/c") == ["file.txt"])
        #expect(throws: OutputFileError.self) { try FileSystem.createDirectories(folder + "/a/b/c/file.txt/d") }
        FileSystem.removeTree(folder)
        #expect(FileSystem.kind(of: folder) == nil)
    }
}
