/// A pixel position in an image, origin top-left.
public struct PixelPoint: Hashable, Sendable {
    /// Pixels from the left and top edges.
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
