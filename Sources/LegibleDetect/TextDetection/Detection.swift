/// What the detector finds in an image: lines of text and solid icon-like shapes.
public struct Detection: Sendable, Equatable {
    /// The lines of text, top to bottom.
    public var lines: [DetectedLine]
    /// The solid shapes that stand alone (no line beside them), top to bottom.
    public var shapes: [DetectedShape]
}
