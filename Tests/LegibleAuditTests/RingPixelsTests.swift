import LegibleColour
import LegiblePixels
import Testing
@testable import LegibleAudit

/// The ring pass works on the text's bounds grown by the distance field's limit, eight pixels
/// at a time, and steps outward without coordinates when the text lies well inside the window.
/// None of that may change the ring: it must equal the straightforward pass over the whole
/// window, pixel by pixel, in order and colour.
struct RingPixelsTests {
    /// The ring over the whole window, as the pass was first written: the full field, every
    /// pixel visited, the edge walk with coordinates.
    static func reference(_ separator: TextSeparator, pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], box: BoxPixels,
                          text: UInt32) -> (ring: [Int], colours: [UInt32]) {
        let w = box.width, h = box.height
        let field = DistanceField(mask: mask, width: w, height: h, limit: max(separator.ringRadius, 6))
        let outer = Int32(separator.ringRadius * separator.ringRadius)
        let offset = box.windowOffset
        let frame = (left: -offset.x, top: -offset.y, right: box.rect.width - 1 - offset.x, bottom: box.rect.height - 1 - offset.y)
        var ring: [Int] = [], colours: [UInt32] = []
        field.squared.withUnsafeBufferPointer { d in
            EdgeWalk.run(pixels: pixels, distances: d, width: w, height: h, text: text, boxFrame: frame) { walk in
                for y in 0..<h {
                    for x in 0..<w {
                        let i = y * w + x
                        guard d[i] > 0 && d[i] <= outer else { continue }
                        var colour = pixels[i]
                        if let rule = edgePixel(i, d: d, walk: walk, pixels: pixels, text: text, profile: separator.profile) {
                            guard let j = rule else { continue }
                            if !(walk.nearFrame(j) && EdgeWalk.mixes(pixels[j], text: text, background: colour)) {
                                colour = pixels[j]
                            }
                        }
                        let onFrame = y == frame.top || y == frame.bottom || x == frame.left || x == frame.right
                        ring.append(i)
                        colours.append(!separator.profile.looksInsideFrameForCutGlyphs || !onFrame ? colour : walk.backgroundInside(i, colour: colour) ?? colour)
                    }
                }
            }
        }
        return (ring, colours)
    }

    /// For a ring pixel that is the glyphs' edge, the pixel whose colour it stands for (nil
    /// inside: left out); nil for any other. Lossless: a pixel beside the glyphs (d ≤ 2) that
    /// blends the text into the first pixel past them; JPEG: any pixel beside them, or a blend
    /// up to √8 out, stands for the first non-blend outward.
    static func edgePixel(_ i: Int, d: UnsafeBufferPointer<Int32>, walk: EdgeWalk, pixels: UnsafeBufferPointer<UInt32>,
                          text: UInt32, profile: SeparationProfile) -> Int?? {
        if profile == .jpeg {
            guard d[i] <= 2 || (d[i] <= 8 && walk.isBlend(i)) else { return nil }
            return .some(walk.beyond(i))
        }
        guard d[i] <= 2 else { return nil }
        guard let j = walk.beyond(i, pastBlends: false) else { return .some(nil) }
        return walk.isEdgeBesideGlyphs(i, background: pixels[j]) ? .some(j) : nil
    }

    /// Text over a flat fill or a gradient, the box around it loose, tight (cutting the glyphs)
    /// or at the raster's edge.
    @Test(arguments: [2, 9, 12, 20])
    func matchesTheWholeWindowPass(radius: Int) {
        let text = RGB8(r: 0x20, g: 0x30, b: 0x90)
        let backgrounds: [(Int, Int) -> RGB8] = [
            { _, _ in RGB8(grey: 245) },
            { x, y in RGB8(r: UInt8(120 + (x * 3) % 120), g: UInt8(200 - y), b: UInt8(90 + (x + y) % 60)) },
        ]
        let boxes = [
            PixelRect(x: 4, y: 6, width: 150, height: 40),   // loose
            PixelRect(x: 20, y: 20, width: 60, height: 8),   // tight: cuts the glyphs
            PixelRect(x: 0, y: 0, width: 120, height: 30),   // at the raster's corner
        ]
        for (b, background) in backgrounds.enumerated() {
            let painter = SyntheticScreen(width: 220, height: 60, background: background)
            let raster = painter.render(text: "HALO TEXT", colour: text, x: 9.4, y: 13.2, cell: 2.6)
            for rect in boxes {
                let box = BoxPixels(raster: raster, rect: rect, margin: max(radius, 6) + 4)
                box.rgb.withUnsafeBufferPointer { pixels in
                    // Pixels within about half the way from the text colour: glyphs and their cores.
                    let mask = pixels.map { colourDistanceSquared($0, text.packed) <= 90 * 90 }
                    for lossy in [false, true] {
                        let separator = TextSeparator(hint: nil, ringRadius: radius, profile: .forPixels(lossy: lossy))
                        let found = separator.ringPixels(pixels, mask: mask, box: box, text: text.packed)
                        let expected = Self.reference(separator, pixels: pixels, mask: mask, box: box, text: text.packed)
                        // Handed the mask's bounding box (as `separate` does), the pass finds the same.
                        let extent = MaskBounds.boundingBox(of: mask, width: box.width, height: box.height, padding: 0)
                        let given = separator.ringPixels(pixels, mask: mask, box: box, text: text.packed, extent: extent)
                        #expect(given.ring == found.ring && given.colours == found.colours)
                        let mismatch = found.ring.indices.first { k in
                            k >= expected.ring.count || found.ring[k] != expected.ring[k] || found.colours[k] != expected.colours[k]
                        }
                        let at = "background \(b), box \(rect), radius \(radius), lossy \(lossy)"
                        #expect(!expected.ring.isEmpty)
                        #expect(found.ring.count == expected.ring.count, "\(at)")
                        #expect(mismatch == nil, "\(at): first difference at ring position \(mismatch ?? -1)")
                    }
                }
            }
        }
    }

    /// The edge walk's outward steps, worked out up front (sixteen pixels at a time from the
    /// field's bytes, eight from its words), are those found pixel by pixel for every pixel it
    /// may ask about, at the window's edges too.
    @Test func outwardStepsMatchPixelByPixel() {
        let text = RGB8(r: 0x20, g: 0x30, b: 0x90)
        let painter = SyntheticScreen(width: 97, height: 41, background: { x, y in RGB8(r: UInt8(100 + x), g: UInt8(200 - y), b: 90) })
        // Glyphs running off every side of the window.
        for (x, y) in [(9.4, 13.2), (-3.0, -2.5), (40.0, 30.0)] {
            let raster = painter.render(text: "HALO", colour: text, x: x, y: y, cell: 2.6)
            let box = BoxPixels(raster: raster, rect: PixelRect(x: 0, y: 0, width: 97, height: 41), margin: 0)
            let w = box.width, h = box.height
            box.rgb.withUnsafeBufferPointer { pixels in
                let mask = pixels.map { colourDistanceSquared($0, text.packed) <= 90 * 90 }
                let field = DistanceField(mask: mask, width: w, height: h, limit: 6)
                // The steps from the field's bytes, as the ring pass takes them, too.
                var squared = [Int32](repeating: 0, count: w * h), bytes = [UInt8](repeating: 0, count: w * h)
                let inBytes = mask.withUnsafeBufferPointer { m in
                    squared.withUnsafeMutableBufferPointer { d in
                        bytes.withUnsafeMutableBufferPointer { b in
                            DistanceField.write(mask: m.baseAddress!, maskStride: w, width: w, height: h, limit: 6, into: d.baseAddress!,
                                                stride: w, bytes: b.baseAddress!)
                        }
                    }
                }
                #expect(inBytes && squared == field.squared && bytes.map(Int32.init) == field.squared)
                field.squared.withUnsafeBufferPointer { d in
                    for fromBytes in [false, true] {
                        bytes.withUnsafeBufferPointer { b in
                            EdgeWalk.run(pixels: pixels, distances: d, width: w, height: h, text: text.packed, boxFrame: (0, 0, w - 1, h - 1),
                                         bytes: fromBytes ? b.baseAddress : nil) { walk in
                                var asked = 0
                                for i in 0..<(w * h) where d[i] > 0 && d[i] <= EdgeWalk.reach {
                                    asked += 1
                                    #expect(walk.outward(i) == EdgeWalk.referenceOutward(i, distances: field.squared, width: w, height: h),
                                            "pixel \(i % w), \(i / w), from bytes \(fromBytes)")
                                }
                                #expect(asked > 100)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The text's bounds the ring pass grows by the field's limit (`boundingBox` without padding).
    @Test func boundsOfTheSetPixels() {
        let width = 23, height = 11
        var mask = [Bool](repeating: false, count: width * height)
        #expect(MaskBounds.boundingBox(of: mask, width: width, height: height, padding: 0) == nil)
        for (x, y) in [(22, 3), (4, 10), (9, 2), (0, 7)] {
            mask[y * width + x] = true
        }
        let found = MaskBounds.boundingBox(of: mask, width: width, height: height, padding: 0)
        #expect(found?.x == 0 && found?.y == 2 && found.map { $0.maxX - 1 } == 22 && found.map { $0.maxY - 1 } == 10)
        // One pixel, in a row wider than the sixteen bytes tested at a time.
        var one = [Bool](repeating: false, count: width * height)
        one[5 * width + 17] = true
        let single = MaskBounds.boundingBox(of: one, width: width, height: height, padding: 0)
        #expect(single?.x == 17 && single?.y == 5 && single.map { $0.maxX - 1 } == 17 && single.map { $0.maxY - 1 } == 5)
    }
}
