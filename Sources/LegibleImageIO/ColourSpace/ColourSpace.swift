/// The colour space an image's pixels were declared in.
public enum ColourSpace: Sendable, Hashable, CustomStringConvertible {
    /// sRGB, declared or (for untagged images) assumed.
    case sRGB
    /// Display P3 (the iPhone screenshot default).
    case displayP3
    /// Any other declared space, named as the file names it; its pixels are treated as sRGB.
    case other(String)

    public var description: String {
        switch self {
        case .sRGB: return "sRGB"
        case .displayP3: return "Display P3"
        case .other(let name): return name
        }
    }
}
