import LegiblePixels

private typealias Tuning = SeparationTuning.Ring

extension TextSeparator {
    /// The ring (Docs/Measurement.md#the-ring) — background pixels within `ringRadius` of the text
    /// in `mask` — in window order, with the background colour each one stands for.
    ///
    /// Both are written by index into buffers as large as the window and handed over as arrays:
    /// appending would check each array's uniqueness for every ring pixel. `extent` is the
    /// mask's bounding box when the caller has it (it is found otherwise).
    func ringPixels(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], box: BoxPixels, text: UInt32,
                    extent known: PixelRect? = nil) -> (ring: [Int], colours: [UInt32]) {
        let w = box.width, h = box.height, n = pixels.count
        // Far enough for the ring and for stepping a few pixels past the anti-aliased edge.
        let limit = Self.fieldReach(ringRadius: ringRadius)
        guard let extent = known ?? Self.boundingBox(of: mask, width: w, height: h, padding: 0) else { return ([], []) }
        // Only pixels within the limit of the text have a distance, and the edge walk reads
        // none further than √32 < 6 px from it (pixels up to √8 out, two steps on, and their
        // neighbours): the field and the pass cover the text's bounds grown by the limit. The
        // walk indexes whole rows of the window from the area's top.
        let area = (left: max(0, extent.x &- limit), top: max(0, extent.y &- limit),
                    right: min(w &- 1, extent.maxX &- 1 &+ limit), bottom: min(h &- 1, extent.maxY &- 1 &+ limit))
        let rows = area.bottom &- area.top &+ 1, columns = area.right &- area.left &+ 1
        let first = area.top &* w
        // Columns of these rows outside the area are never written nor read.
        let d = UnsafeMutablePointer<Int32>.allocate(capacity: rows &* w)
        // The same distances in bytes, when the field is worked out in bytes: the edge walk reads
        // sixteen a vector.
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: rows &* w)
        defer {
            d.deallocate()
            bytes.deallocate()
        }
        let inBytes = mask.withUnsafeBufferPointer { m in
            guard let source = m.baseAddress else { return false }
            return DistanceField.write(mask: source + (first &+ area.left), maskStride: w, width: columns, height: rows, limit: limit,
                                       into: d + area.left, stride: w, bytes: bytes + area.left)
        }
        let distances = UnsafeBufferPointer(start: d, count: rows &* w)
        let rowPixels = UnsafeBufferPointer(rebasing: pixels[first..<(first &+ rows &* w)])
        var count = 0
        var colours: [UInt32] = []
        let ring = [Int](unsafeUninitializedCapacity: n) { ringBuffer, ringDone in
            colours = [UInt32](unsafeUninitializedCapacity: n) { colourBuffer, coloursDone in
                count = fillRing(ringBuffer, colourBuffer, pixels: rowPixels, distances: distances, box: box, text: text,
                                 columns: area.left...area.right, top: area.top, bytes: inBytes ? UnsafePointer(bytes) : nil)
                coloursDone = count
            }
            ringDone = count
        }
        return (ring, colours)
    }

    /// Writes the ring's window indices and colours from the start of `ring` and `colours`;
    /// returns how many. `pixels` and `distances` are the window's rows from `top` on, whose
    /// ring pixels all lie in `columns`.
    private func fillRing(_ ring: UnsafeMutableBufferPointer<Int>, _ colours: UnsafeMutableBufferPointer<UInt32>,
                          pixels: UnsafeBufferPointer<UInt32>, distances d: UnsafeBufferPointer<Int32>, box: BoxPixels,
                          text: UInt32, columns: ClosedRange<Int>, top: Int, bytes: UnsafePointer<UInt8>?) -> Int {
        let w = box.width, h = d.count / max(1, w)
        let outer = Int32(ringRadius * ringRadius)
        let offset = box.windowOffset
        let frame = (left: -offset.x, top: -offset.y &- top, right: box.rect.width - 1 - offset.x,
                     bottom: box.rect.height - 1 - offset.y &- top)
        let first = top &* w
        guard let distances = d.baseAddress, let ringOut = ring.baseAddress, let colourOut = colours.baseAddress,
              let source = pixels.baseAddress else { return 0 }
        // Distances as Floats without a conversion: 2²³ + d has d in its low mantissa bits.
        let magic = SIMD8<Int32>(repeating: 0x4B00_0000), zero = SIMD8<Float>(repeating: 0x1p23)
        let ringBound = zero + SIMD8<Float>(repeating: Float(outer))
        let edgeBound = zero + SIMD8<Float>(repeating: Float(Tuning.edge))
        let end = columns.upperBound &+ 1
        let edgeLimit = Tuning.edge, alwaysEdge = Tuning.alwaysEdge, inset = Tuning.frameInset
        // Frame pixels are looked at like any other when the profile does not look inside them.
        let plainFrame = !profile.looksInsideFrameForCutGlyphs
        return EdgeWalk.run(pixels: pixels, distances: d, width: w, height: h, text: text, boxFrame: frame, columns: columns,
                            bytes: bytes) { walk in
            var count = 0
            for y in 0..<h {
                let frameRow = y == frame.top || y == frame.bottom
                let rowStart = y &* w
                // Steps from here end at most three pixels away: none reaches the frame's two
                // outermost rows and columns when the pixel is five inside them.
                let rowInside = y >= frame.top &+ inset && y <= frame.bottom &- inset
                /// The colour ring pixel `x` (0 < d ≤ 8) of the row stands for, nil when it is left out.
                @inline(__always) func edgeColour(_ x: Int) -> UInt32? {
                    let i = rowStart &+ x
                    // The anti-aliased edge (the glyphs' 8-neighbourhood, and blends a little
                    // further out) shows text mixed into the background: measure the background
                    // just beyond it instead, as a reader's eye separates the two.
                    let colour = pixels[i]
                    guard d[i] <= alwaysEdge || walk.isBlend(i) else { return colour }
                    guard let j = walk.beyond(i) else { return nil }
                    // On a tight box's frame, the step outward may land on the edge of a glyph
                    // cut off outside the box: a blend of the text into this pixel.
                    let inside = rowInside && x >= frame.left &+ inset && x <= frame.right &- inset
                    if inside || !(walk.nearFrame(j) && EdgeWalk.mixes(pixels[j], text: text, background: colour)) {
                        return pixels[j]
                    }
                    return colour
                }
                /// Lists pixel `x` of the row if it is in the ring, by the ring's rules
                /// (Docs/Measurement.md#the-ring).
                @inline(__always) func visit(_ x: Int) {
                    let i = rowStart &+ x
                    // Text pixels are exactly those at distance 0: one test for 0 < d ≤ R².
                    guard UInt32(bitPattern: d[i] &- 1) < UInt32(bitPattern: outer) else { return }
                    var colour = pixels[i]
                    if d[i] <= edgeLimit {
                        guard let walked = edgeColour(x) else { return }
                        colour = walked
                    }
                    ringOut[count] = first &+ i
                    // On the frame of a tight box, glyphs cut off outside leave their edges (in a
                    // JPEG, ringing makes too many frame pixels look like such blends).
                    let onFrame = frameRow || x == frame.left || x == frame.right
                    colourOut[count] = plainFrame || !onFrame ? colour : walk.backgroundInside(i, colour: colour) ?? colour
                    count &+= 1
                }
                var x = columns.lowerBound
                while x &+ 8 <= end {
                    let i = rowStart &+ x
                    let v = unsafeBitCast(UnsafeRawPointer(distances + i).loadUnaligned(as: SIMD8<Int32>.self) | magic,
                                          to: SIMD8<Float>.self)
                    let reached = v .> zero
                    var inRing = Self.laneBits(reached .& (v .<= ringBound))
                    // Far background and glyph interiors: nothing to list.
                    if inRing == 0 {
                        x &+= 8
                        continue
                    }
                    // `any` is a pack and a movemask; bits would be taken apart lane by lane.
                    let edge = any(reached .& (v .<= edgeBound))
                    let frameColumn = UInt(bitPattern: frame.left &- x) < 8 || UInt(bitPattern: frame.right &- x) < 8
                    let offFrame = plainFrame || !(frameRow || frameColumn)
                    if !edge && offFrame && inRing == 0xFF {
                        // Eight in a row standing for themselves (the ring's outer band): copied.
                        let index = SIMD4<Int>(repeating: first &+ i) &+ SIMD4<Int>(0, 1, 2, 3)
                        let target = UnsafeMutableRawPointer(ringOut + count), colour = UnsafeMutableRawPointer(colourOut + count)
                        target.storeBytes(of: index, as: SIMD4<Int>.self)
                        target.storeBytes(of: index &+ 4, toByteOffset: 32, as: SIMD4<Int>.self)
                        colour.storeBytes(of: UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt32>.self), as: SIMD8<UInt32>.self)
                        count &+= 8
                    } else if !edge && offFrame {
                        // Away from the edge and the frame every ring pixel stands for itself:
                        // all eight written, the count moved on past those in the ring.
                        for k in 0..<8 {
                            ringOut[count] = first &+ i &+ k
                            colourOut[count] = source[i &+ k]
                            // The lane's own test, not its bit: taking bits apart lets the compiler
                            // take the mask apart lane by lane (fifty instructions, not ten).
                            count &+= UInt32(bitPattern: d[i &+ k] &- 1) < UInt32(bitPattern: outer) ? 1 : 0
                        }
                    } else if offFrame {
                        // Only the ring's lanes (a test per lane would often be mispredicted);
                        // those off the edge stand for themselves.
                        while inRing != 0 {
                            let k = inRing.trailingZeroBitCount
                            var colour = source[i &+ k], keep = 1
                            if d[i &+ k] <= edgeLimit {
                                let walked = edgeColour(x &+ k)
                                colour = walked ?? colour
                                keep = walked == nil ? 0 : 1
                            }
                            ringOut[count] = first &+ i &+ k
                            colourOut[count] = colour
                            count &+= keep
                            inRing &= inRing &- 1
                        }
                    } else {
                        while inRing != 0 {
                            visit(x &+ inRing.trailingZeroBitCount)
                            inRing &= inRing &- 1
                        }
                    }
                    x &+= 8
                }
                while x < end {
                    visit(x)
                    x &+= 1
                }
            }
            return count
        }
    }

    /// How far (px) the ring's distance field reaches from the text: the ring's radius, and at
    /// least `SeparationTuning.Ring.minimumFieldReach` for the walk past the edge. The box's
    /// window keeps `windowMargin` more (`RegionMeasurer`).
    static func fieldReach(ringRadius: Int) -> Int { max(ringRadius, Tuning.minimumFieldReach) }

    /// Lane k's flag as bit k: the mask's lanes (all ones or zero) and'ed with their bits and
    /// or'ed together, ten instructions (a select and a sum take fifty).
    @inline(__always)
    private static func laneBits(_ mask: SIMDMask<SIMD8<Int32>>) -> UInt32 {
        let weights = SIMD8<Int32>(1, 2, 4, 8, 16, 32, 64, 128)
        let bits = unsafeBitCast(mask, to: SIMD8<Int32>.self) & weights
        let four = bits.lowHalf | bits.highHalf, two = four.lowHalf | four.highHalf
        return UInt32(truncatingIfNeeded: two[0] | two[1])
    }
}
