import LegiblePixels

/// The box as every stage of separation reads it: its window's packed pixels beside what
/// `BoxPixels` found out about the box. Valid only inside `BoxPixels.withView`, which lends the
/// pixels.
struct BoxView {
    let box: BoxPixels
    /// The window's pixels, row by row (`BoxPixels.rgb`).
    let pixels: UnsafeBufferPointer<UInt32>
    /// The window indices of the rows holding a pixel of another colour than the frame's (the
    /// rows of `BoxPixels.active`): only they can hold text.
    let activeRows: Range<Int>
    /// Whether the box's frame is a flat fill (`TextSeparator.standsOnFlatFill`), found once:
    /// several stages ask.
    let onFlatFill: Bool

    init(box: BoxPixels, pixels: UnsafeBufferPointer<UInt32>, activeRows: Range<Int>) {
        (self.box, self.pixels, self.activeRows) = (box, pixels, activeRows)
        onFlatFill = TextSeparator.isFlat(Self.frameColours(of: box, pixels: pixels))
    }

    /// The colours of the box's frame: its pixels inside the window, and the frame's colour for
    /// each of those beyond it.
    var frameColours: [UInt32] { Self.frameColours(of: box, pixels: pixels) }

    private static func frameColours(of box: BoxPixels, pixels: UnsafeBufferPointer<UInt32>) -> [UInt32] {
        let inside = box.frameInWindow.map { pixels[$0] }
        return inside + repeatElement(box.frameColour, count: box.frameCount - inside.count)
    }

    var width: Int { box.width }
    var height: Int { box.height }
    var frameColour: UInt32 { box.frameColour }
    /// The pixels of the active rows.
    var activePixels: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(rebasing: pixels[activeRows]) }
}

extension BoxPixels {
    /// Calls `body` with a view of the box whose pixels are valid for the call; nil when no pixel
    /// of the box differs from its frame's colour (`active` is nil).
    func withView<Result>(_ body: (BoxView) -> Result) -> Result? {
        guard let active else { return nil }
        let rows = active.y &* width..<(active.maxY &* width)
        return rgb.withUnsafeBufferPointer { body(BoxView(box: self, pixels: $0, activeRows: rows)) }
    }
}
