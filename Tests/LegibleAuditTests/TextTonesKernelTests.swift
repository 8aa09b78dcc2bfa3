import Testing
@testable import LegibleAudit

/// The weakest tone's ink off the page and its bands of columns (`TextSeparator.inkOffPage`,
/// `bandMembers`, the extent from `MaskBounds`) against a loop per pixel.
struct TextTonesKernelTests {
    /// Windows of random sizes around the eight- and sixteen-lane blocks, pixels at distances
    /// around the contrast from the frame's colour (some with a flag in their high byte), some
    /// rows inactive and up to two other colours' masks taken away; bands 1 to 8 columns wide.
    @Test(arguments: 0..<40)
    func inkAndBandsAsThePlainLoops(seed: Int) {
        var random = SeededRandom(state: UInt64(seed) * 6007 + 11)
        let w = 1 + random.next(70), h = 1 + random.next(20)
        let frame: UInt32 = 0xE0_E0_E0, contrast: Int32 = 48  // four steps of 0x010101: exactly on it
        let pixels = (0..<(w * h)).map { _ -> UInt32 in
            let step = UInt32(random.next(7)) * 0x01_01_01 + (random.next(5) == 0 ? 0x40_00_00 : 0)
            return (frame &- step) | (random.next(3) == 0 ? 0xFF00_0000 : 0)
        }
        let top = random.next(h), bottom = top + 1 + random.next(h - top)
        let rows = (top * w)..<(bottom * w)
        let others = (0..<random.next(3)).map { _ in (0..<(w * h)).map { _ in random.next(4) == 0 } }
        let glyphs = pixels.withUnsafeBufferPointer {
            TextSeparator.inkOffPage($0, activeRows: rows, frame: frame, contrast: contrast, apartFrom: others)
        }
        var plain = [Bool](repeating: false, count: w * h)
        for i in rows where colourDistanceSquared(pixels[i], frame) >= contrast { plain[i] = true }
        for other in others {
            for i in plain.indices where other[i] { plain[i] = false }
        }
        #expect(glyphs == plain)
        let extent = TextSeparator.inkExtent(plain, width: w, height: h)
        let box = MaskBounds.boundingBox(of: glyphs, width: w, height: h, padding: 0)
        #expect(box.map { [$0.x, $0.maxX - 1, $0.y, $0.maxY - 1] } == extent.map { [$0.minX, $0.maxX, $0.minY, $0.maxY] })
        guard let ink = extent else { return }
        let band = 1 + random.next(8)
        let bands = (ink.maxX - ink.minX) / band + 1
        var members = [[Int]](repeating: [], count: bands)
        for i in plain.indices where plain[i] { members[(i % w - ink.minX) / band].append(i) }
        #expect(TextSeparator.bandMembers(glyphs, width: w, ink: ink, band: band, bands: bands) == members)
    }

    /// A band's tone from its farthest colour alone (`bandTone`) against every colour counted
    /// (`countedBandTone`): few colours, so ties in distance from the frame (colours of one
    /// distance on either side of it), lone farthest pixels and high bytes all occur.
    @Test(arguments: 0..<60)
    func bandToneAsEveryColourCounted(seed: Int) {
        var random = SeededRandom(state: UInt64(seed) * 7919 + 5)
        let frame: UInt32 = 0x80_80_80
        let palette = (0..<(1 + random.next(6))).map { _ -> UInt32 in
            let step = UInt32(random.next(4)) * 0x10
            return random.next(2) == 0 ? frame &+ step * 0x01_01_01 : frame &- step * 0x01_01_01
        }
        let colours = (0..<(1 + random.next(40))).map { _ -> UInt32 in
            palette[random.next(palette.count)] | (random.next(3) == 0 ? 0xFF00_0000 : 0)
        }
        let pixels = (0..<random.next(colours.count + 1)).map { _ in random.next(colours.count) }
        colours.withUnsafeBufferPointer { c in
            #expect(TextSeparator.bandTone(pixels, colours: c, frame: frame)
                    == TextSeparator.countedBandTone(pixels, colours: c, frame: frame), "seed \(seed)")
        }
    }
}
