/// Whole-file reads through the C library, for images and manifests alike (no Foundation).
public enum FileBytes {
    /// The bytes of the regular file at `path`, read in one allocation sized from `fstat`.
    public static func readAll(path: String) throws(FileReadError) -> [UInt8] {
        let file = try FileChunks(path: path)
        return try file.read(at: 0, count: file.size)
    }
}
