import LegibleAudit

/// What identifies one known failure across re-renders of the same screen: where it is and what
/// it says, never its pixels or an absolute path, so a baseline written on one machine still
/// matches after the screenshots are regenerated on another.
public struct BaselineFingerprint: Hashable, Sendable, Codable, Comparable {
    /// The image path relative to the manifest's folder, as the manifest names it.
    public var image: String
    /// The screen's name in a multi-screen manifest.
    public var screen: String?
    /// The region id.
    public var region: String
    /// The region's text, when the manifest gives it.
    public var text: String?

    public init(image: String, screen: String? = nil, region: String, text: String? = nil) {
        self.image = image
        self.screen = screen
        self.region = region
        self.text = text
    }

    /// The fingerprint of one region of an audited image.
    public init(image audit: ImageAudit, region: RegionResult) {
        self.init(image: Self.relativeImagePath(audit), screen: audit.screenName, region: region.id, text: region.text)
    }

    /// The image path relative to its manifest's folder (`ImageAudit.path` is relative to the
    /// working directory); an image outside that folder is named by its file name alone.
    static func relativeImagePath(_ audit: ImageAudit) -> String {
        let manifest = Manifest(path: audit.manifestPath, screens: [])
        var path = audit.path
        if manifest.directory != "." {
            let prefix = manifest.directory.hasSuffix("/") ? manifest.directory : manifest.directory + "/"
            if path.hasPrefix(prefix) {
                path = String(path.dropFirst(prefix.count))
            } else if path.hasPrefix("/") {
                path = String(path.split(separator: "/").last ?? Substring(path))
            }
        }
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        return path
    }

    /// Sorts by image, screen, region, then text: the order baseline files list entries in.
    public static func < (lhs: BaselineFingerprint, rhs: BaselineFingerprint) -> Bool {
        (lhs.image, lhs.screen ?? "", lhs.region, lhs.text ?? "") < (rhs.image, rhs.screen ?? "", rhs.region, rhs.text ?? "")
    }

    /// `checkout.png › title "Choose delivery"`, for messages.
    public var label: String {
        var text = image
        if let screen { text += " [\(screen)]" }
        text += " › \(region)"
        if let quoted = self.text { text += " \"\(quoted)\"" }
        return text
    }
}
