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
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// The path of a screen's image, relative to the working directory (or absolute).
    public func imagePath(of screen: Screen) -> String {
        if screen.image.hasPrefix("/") { return screen.image }
        return directory == "." ? screen.image : directory + "/" + screen.image
    }
}
