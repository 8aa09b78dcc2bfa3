import LegibleAudit

extension ImageAudit {
    /// The error, prefixed with the image path unless it already names the image or manifest
    /// (the decoder's and the manifest loader's messages do), so every line says which file.
    var namedError: String? {
        guard let error else { return nil }
        if error.contains(path) || error.contains(manifestPath) { return error }
        return "\(path): \(error)"
    }
}
