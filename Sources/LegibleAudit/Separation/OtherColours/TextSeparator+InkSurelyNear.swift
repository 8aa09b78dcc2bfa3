import LegiblePixels

private typealias Tuning = SeparationTuning.LossyOtherColours

extension TextSeparator {
    /// Whether every part of the `ink` that `inkParts` judges (`minimumCores` pixels or more,
    /// off the box's frame) surely holds a colour within `reach` of `text` in every channel
    /// (`StrongestColour.surelyWithin`): then `inkParts` finds nothing, and no pixel need be walked.
    ///
    /// The parts are found from the ink's runs along rows (`MaskParts`), the same 8-connected
    /// parts as the walk pixel by pixel, and judged by counts, extremes and their bounding box,
    /// which the order of their pixels does not change. Most boxes hold ink of one colour; only
    /// where a part is not surely near does `inkParts` walk the ink for its parts' colours.
    /// `pixels`: the window's colours, `width` wide.
    static func inkSurelyNear(_ ink: [Bool], page: UInt32, text: UInt32, reach: Int32, frame: FrameReach,
                              pixels: UnsafeBufferPointer<UInt32>, width w: Int) -> Bool {
        var allNear = true
        MaskParts.forEach(in: ink, width: w, within: PixelRect(x: 0, y: 0, width: w, height: ink.count / max(1, w))) { part in
            guard allNear, part.count >= SeparationTuning.OtherColours.minimumCores,
                  !frame.touches(minX: part.minX, maxX: part.maxX, minY: part.minY, maxY: part.maxY) else { return }
            let indices = [Int](unsafeUninitializedCapacity: part.count) { out, written in
                var k = 0
                for run in part.runs {
                    let row = run.y &* w
                    for x in run.start..<run.end {
                        out[k] = row &+ x
                        k &+= 1
                    }
                }
                written = k
            }
            let strongest = max(1, Int(Tuning.coreShare * Double(part.count)))
            allNear = StrongestColour.surelyWithin(reach, of: text, part: indices, pixels: pixels, from: page, count: strongest)
        }
        return allNear
    }
}

extension FrameReach {
    /// `touches` for a part of this bounding box (window columns and rows): the part reaches the
    /// frame exactly when its extremes do.
    func touches(minX: Int, maxX: Int, minY: Int, maxY: Int) -> Bool {
        guard !innerRows.isEmpty, !innerColumns.isEmpty else { return true }
        return minY &* width < innerRows.lowerBound || maxY &* width >= innerRows.upperBound
            || minX < innerColumns.lowerBound || maxX >= innerColumns.upperBound
    }
}
