/// The one place the tool's version lives: `--version`, reports and baselines all read it.
public enum ToolVersion {
    /// The version `legible --version` prints.
    public static let current = "0.1.0"
}
