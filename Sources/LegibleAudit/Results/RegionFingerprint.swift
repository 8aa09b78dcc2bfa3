/// The one identity of a region across runs: what baseline files list, and — as `stableHash` —
/// what SARIF `partialFingerprints` and the JSON report's `fingerprint` carry.
///
/// Where the region is and what it says, never its pixels or an absolute path: a fix that
/// changes the colours keeps the identity (a known failure stays known while it is worked on),
/// and a baseline written on one machine still matches after the screenshots are regenerated
/// on another. Encoded as `{"image", "screen", "region", "text"}` in baseline files.
public struct RegionFingerprint: Hashable, Sendable, Codable, Comparable {
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

    /// The fingerprint of one measured region of an audited image.
    public init(image audit: ImageAudit, region: RegionResult) {
        self.init(image: Self.relativeImagePath(audit), screen: audit.screenName, region: region.id, text: region.text)
    }

    /// The fingerprint of a region that could not be measured; its text is not known.
    public init(image audit: ImageAudit, regionError: RegionError) {
        self.init(image: Self.relativeImagePath(audit), screen: audit.screenName, region: regionError.region)
    }

    /// The image path relative to its manifest's folder (`ImageAudit.path` is relative to the
    /// working directory); an image outside that folder is named by its file name alone.
    public static func relativeImagePath(_ audit: ImageAudit) -> String {
        let directory = Manifest(path: audit.manifestPath, screens: []).directory
        var path = audit.path
        if directory != "." {
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            if path.hasPrefix(prefix) {
                path = String(path.dropFirst(prefix.count))
            } else if path.hasPrefix("/") {
                path = String(path.split(separator: "/").last ?? Substring(path))
            }
        }
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        return path
    }

    /// The identity as 16 hex digits (FNV-1a 64 of image, screen, region and text; a missing
    /// screen or text hashes as empty): short, stable across runs and machines.
    public var stableHash: String {
        StableHash.hex([image, screen ?? "", region, text ?? ""])
    }

    /// Sorts by image, screen, region, then text: the order baseline files list entries in.
    public static func < (lhs: RegionFingerprint, rhs: RegionFingerprint) -> Bool {
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
