/// A manifest file: one screen, or several under `screens` (Docs/Manifest.md).
public struct Manifest: Sendable, Equatable {
    /// Where the manifest was read from; image paths are relative to its folder.
    public var path: String
    /// The screenshots and their boxes, in file order.
    public var screens: [Screen]

    public init(path: String, screens: [Screen]) {
        self.path = path
        self.screens = screens
    }

    /// The folder that image paths are relative to ("." for a bare file name).
    public var directory: String {
        // Searched as bytes: by characters it cost ~10,000 instructions a path, and reports
        // ask for every region's fingerprint (a slash is one byte, and one character).
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// The path of a screen's image, relative to the working directory (or absolute).
    public func imagePath(of screen: Screen) -> String {
        if screen.image.hasPrefix("/") { return screen.image }
        return directory == "." ? screen.image : directory + "/" + screen.image
    }
}
