import LegiblePixels
import Testing
@testable import LegibleAudit

/// `TextSeparator.weakestBand` on the band tones of corpus lines (each band's strongest colour
/// repeated exactly, read from the screens): gradient text fades from one end to the other,
/// however little its middle third steps at 1x; an ExtraLight line in one colour, whose thin
/// letters never reach their tone, does not.
struct FadingTonesTests {
    /// A band's tones, the page's colour, and the band and tone measured (nil: no fade).
    static let lines: [(name: String, tones: [UInt32?], frame: UInt32, band: Int?, tone: UInt32?)] = [
        // White fading to #6B6B6B on #121212 (tones1x-01 p0): the first two thirds' strongest bands
        // differ by 5 levels a channel; the weakest band is measured as it shows.
        ("gradient, flat first step", [0xC1C2C5, 0xC1C3C5, 0xBCBEC0, 0x9FA0A1, 0x838485, 0x7D7E7F, 0x616161],
         0x121212, 6, 0x616161),
        // #22262A fading to #595959 on #F6F8FA (tones1x-04 p1): the last band, a lone thin "s",
        // shows #919292; the line through the middle and last thirds' strongest bands (#3D3F42
        // at band 3, #606060 at 7) reaches #696868 a quarter of their span past band 7.
        ("gradient, thin last letter", [0xBFC2C4, 0x666A6D, 0x313437, 0x3D3F42, 0x606264, 0x868789, 0x848687, 0x606060, 0x919292],
         0xF6F8FA, 8, 0x696868),
        // #23272B fading to #878787 on #FAFAFA (tones1x-00 p1): the weakest band lies before the
        // last third's strongest, not past it: measured as it shows, not carried on the line.
        ("gradient, weak band inside the last third", [0x24282C, 0x383B3E, 0x4B4D4F, 0x57595B, 0x595B5D, 0x8A8A8B, 0x808081, 0x828283],
         0xFAFAFA, 5, 0x8A8A8B),
        // Each step above 24 levels: a fade as before.
        ("gradient, two steps", [0x000000, 0x101010, 0x303030, 0x383838, 0x606060, 0x707070], 0xFFFFFF, 5, 0x707070),
        // #2EB14F at weight 200 on white (metadata-right1x-10 m6): 58 levels from end to end.
        ("ExtraLight green", [0x92D6A3, 0x75CC8B, 0x94D7A5, 0xA0DCAF, 0xABDFB8, 0xA0DCAF], 0xFFFFFF, nil, nil),
        // #AE6600 at weight 200 on #F2F2F7 (metadata-scale2x-00 m8): strengthening by 56 levels.
        ("ExtraLight orange", [0xBE873A, 0xC18D45, 0xB87A24, 0xB5751B, 0xB7781F, 0xB77820, 0xB16C0B, 0xBB802E], 0xF2F2F7, nil, nil),
        // One colour, a third of thin letters: not monotonic.
        ("one colour", [0x202020, 0x202020, 0x606060, 0x505050, 0x202020, 0x202020], 0xFFFFFF, nil, nil),
    ]

    @Test("Fading thirds, and the weak end's tone", arguments: lines.indices)
    func weakestBand(line: Int) {
        let (name, tones, frame, band, tone) = Self.lines[line]
        let found = TextSeparator.weakestBand(tones, frame: frame)
        #expect(found?.band == band, "\(name)")
        #expect(found?.tone == tone, "\(name): \(found.map { String($0.tone, radix: 16) } ?? "none")")
    }

    /// Channel by channel, a share of the way on past `tone`, away from `stronger`, within 0-255.
    @Test("A linear gradient carried on", arguments: [
        (0x606060 as UInt32, 0x3D3F42 as UInt32, 0.25, 0x696868 as UInt32),
        (0x838485, 0xBCBEC0, 1.0, 0x4A4A4A),
        (0x202020, 0x808080, 1.0, 0x000000),
        (0x123456, 0x000000, 0.0, 0x123456),
    ])
    func faded(tone: UInt32, stronger: UInt32, share: Double, expected: UInt32) {
        #expect(TextSeparator.faded(tone, from: stronger, by: share) == expected)
    }
}
