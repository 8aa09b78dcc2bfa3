extension TextSeparator {
    /// The ring of SPEC §2.3 — background pixels within `ringRadius` of the text — in window
    /// order, with the background colour each one stands for.
    ///
    /// Both are written by index into buffers as large as the window and handed over as arrays:
    /// appending would check each array's uniqueness for every ring pixel.
    func ringPixels(_ pixels: UnsafeBufferPointer<UInt32>, distances: UnsafeBufferPointer<Int32>,
                    box: BoxPixels, text: UInt32) -> (ring: [Int], colours: [UInt32]) {
        let n = pixels.count
        var count = 0
        var colours: [UInt32] = []
        let ring = [Int](unsafeUninitializedCapacity: n) { ringBuffer, ringDone in
            colours = [UInt32](unsafeUninitializedCapacity: n) { colourBuffer, coloursDone in
                count = fillRing(ringBuffer, colourBuffer, pixels: pixels, distances: distances, box: box, text: text)
                coloursDone = count
            }
            ringDone = count
        }
        return (ring, colours)
    }

    /// Writes the ring's window indices and colours from the start of `ring` and `colours`;
    /// returns how many.
    private func fillRing(_ ring: UnsafeMutableBufferPointer<Int>, _ colours: UnsafeMutableBufferPointer<UInt32>,
                          pixels: UnsafeBufferPointer<UInt32>,
                          distances d: UnsafeBufferPointer<Int32>, box: BoxPixels, text: UInt32) -> Int {
        let w = box.width, h = box.height
        let outer = Int32(ringRadius * ringRadius)
        let offset = box.windowOffset
        let frame = (left: -offset.x, top: -offset.y, right: box.rect.width - 1 - offset.x, bottom: box.rect.height - 1 - offset.y)
        return EdgeWalk.run(pixels: pixels, distances: d, width: w, height: h, text: text, boxFrame: frame) { walk in
            var count = 0
            for y in 0..<h {
                let frameRow = y == frame.top || y == frame.bottom
                let rowStart = y &* w
                for x in 0..<w {
                    let i = rowStart &+ x
                    // Text pixels are exactly those at distance 0: one test for 0 < d ≤ R².
                    guard UInt32(bitPattern: d[i] &- 1) < UInt32(bitPattern: outer) else { continue }
                    // The anti-aliased edge (the glyphs' 8-neighbourhood, and blends a little
                    // further out) shows text mixed into the background: measure the background
                    // just beyond it instead, as a reader's eye separates the two.
                    var colour = pixels[i]
                    if d[i] <= 2 || (d[i] <= 8 && walk.isBlend(i)) {
                        guard let j = walk.beyond(i) else { continue }
                        // On a tight box's frame, the step outward may land on the edge of a glyph
                        // cut off outside the box: a blend of the text into this pixel.
                        if !(walk.nearFrame(j) && EdgeWalk.mixes(pixels[j], text: text, background: colour)) {
                            colour = pixels[j]
                        }
                    }
                    ring[count] = i
                    // On the frame of a tight box, glyphs cut off outside leave their edges (in a
                    // JPEG, ringing makes too many frame pixels look like such blends).
                    let onFrame = frameRow || x == frame.left || x == frame.right
                    colours[count] = lossy || !onFrame ? colour : walk.backgroundInside(i, colour: colour) ?? colour
                    count &+= 1
                }
            }
            return count
        }
    }
}
