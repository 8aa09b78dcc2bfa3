import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels

/// Writes the preview PNGs of one screenshot (`--previews DIR`):
///
/// - `<name>.<variant>.png` for every measured variant except `original`: the whole image as
///   seen under it, the same pixels the audit measured;
/// - `<name>.overlay.png`: the screenshot with every box outlined — thick solid line and `FAIL`
///   label for failures, dashed and `????` for indeterminate, thin and `PASS` for passes;
/// - `<name>.contact.png`: every variant side by side, scaled down, labelled, boxes outlined by
///   that variant's verdicts.
///
/// ```swift
/// let writer = PreviewWriter(directory: "previews", severity: options.severity, metric: options.metric)
/// let files = try writer.write(raster, audit: imageAudit, variants: options.variants)
/// ```
public struct PreviewWriter: Sendable {
    /// Where the PNGs go; created when missing.
    public var directory: String
    /// Severity of the anomalous-trichromacy variants (`--severity`).
    public var severity: Double
    /// The measure the run gates on (`--metric`): the overlay's labels give its figure.
    public var metric: Metric

    public init(directory: String, severity: Double = Variant.defaultSeverity, metric: Metric = .wcag) {
        self.directory = directory
        self.severity = severity
        self.metric = metric
    }

    /// Writes the previews of one screenshot and returns the paths written, in order.
    ///
    /// - Parameters:
    ///   - raster: the decoded, opaque sRGB screenshot the audit measured.
    ///   - variants: the variants to render (`original` is implied and not written on its own).
    ///   - mediaRegions: boxes smart invert leaves alone, in image pixels; the regions'
    ///     `inversion` plans (labels over them, `"media": true` boxes) come with `audit`.
    ///   - name: the file name stem; `PreviewWriter.name(for:)` when nil.
    /// - Throws: `ImageError.encodeFailed` when a PNG cannot be written, or an
    ///   `OutputFileError` when the directory cannot be created.
    @discardableResult
    public func write(_ raster: Raster, audit: ImageAudit, variants: [Variant], mediaRegions: [PixelRect] = [],
                      name: String? = nil) throws -> [String] {
        try FileSystem.createDirectories(directory)
        let stem = name ?? Self.name(for: audit)
        var written: [String] = []
        // Only thumbnails are kept: a 3× phone screenshot is 12 MB per full-size variant.
        var tiles = [ContactSheet.tile(raster, variant: .original, audit: audit)]
        for variant in variants where variant != .original {
            let image = VariantImage.render(raster, as: variant, severity: severity, mediaRegions: mediaRegions,
                                            plans: audit.regions.compactMap(\.inversion))
            let path = file("\(stem).\(variant.rawValue).png")
            try PNGEncoder.write(image, to: path, alpha: false)
            written.append(path)
            tiles.append(ContactSheet.tile(image, variant: variant, audit: audit))
        }
        let overlay = OverlayRenderer.render(raster, audit: audit, metric: metric)
        let overlayPath = file("\(stem).overlay.png")
        try PNGEncoder.write(overlay, to: overlayPath, alpha: false)
        written.append(overlayPath)

        let shown = audit.path.split(separator: "/").last.map(String.init) ?? audit.path
        let title = "\(shown)\(audit.screenName.map { " (\($0))" } ?? "")  \(raster.width)x\(raster.height)"
        let sheet = ContactSheet.render(title: title, tiles: tiles)
        let sheetPath = file("\(stem).contact.png")
        try PNGEncoder.write(sheet, to: sheetPath, alpha: false)
        written.append(sheetPath)
        return written
    }

    /// The default file stem: the image's file name without extension, plus the screen name for
    /// multi-screen manifests (`checkout` or `checkout.dark`).
    public static func name(for audit: ImageAudit) -> String {
        let file = audit.path.split(separator: "/").last.map(String.init) ?? audit.path
        var stem = file
        if let dot = file.lastIndex(of: "."), dot != file.startIndex { stem = String(file[..<dot]) }
        if let screen = audit.screenName, !screen.isEmpty { stem += "." + screen }
        // Keep names portable: no path separators or control characters from manifest text.
        return String(stem.map { $0 == "/" || $0 == "\\" || $0.asciiValue.map { $0 < 32 } == true ? "_" : $0 })
    }

    private func file(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
