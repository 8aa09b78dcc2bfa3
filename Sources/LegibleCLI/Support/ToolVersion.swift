/// The one place the tool's version lives: `--version`, reports and baselines all read it.
public enum ToolVersion {
    public static let current = "0.1.0"
}
