import Foundation
@testable import LegibleAudit
import LegiblePixels
import Testing

/// JPEG's chroma beside the glyphs (`ChromaBlend`): where text and background are alike in chroma,
/// a blend of the two has the share of the chroma step its luma shows, give or take JPEG's dozen
/// levels and the ringing share of the chroma step; a pixel further off is photo detail the ring
/// measures as it is.
@Suite("Chroma of a JPEG blend")
struct ChromaBlendTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var pixel: UInt32, text: UInt32, background: UInt32
        var blend: Bool
        var testDescription: String { String(format: "%06X for %06X on %06X", pixel, text, background) }
    }

    /// Chroma misses worked out by hand from the JFIF conversion (in levels, against the slack).
    static let cases: [Case] = [
        // Grey halfway between white and a near-black: a blend (miss 0, slack 12).
        Case(pixel: 0x888888, text: 0xFFFFFF, background: 0x101010, blend: true),
        // A pale blue as bright as a blend of white into near-black: a star (miss 28.1, slack 13.1).
        Case(pixel: 0xC0ECFF, text: 0xFEFFFF, background: 0x101418, blend: false),
        // A faint blue, 17 levels of chroma off grey: past the noise (slack 12).
        Case(pixel: 0x9AB0C0, text: 0xFFFFFF, background: 0x101010, blend: false),
        // The star's own glow past it is as blue: a blend of white into the glow (miss 16.9, slack 17.1).
        Case(pixel: 0xAFC9E0, text: 0xFEFFFF, background: 0x2F3E51, blend: true),
        // A red brick beside white letters on a dark grey wall (miss 50.7, slack 12).
        Case(pixel: 0xC06060, text: 0xFFFFFF, background: 0x202020, blend: false),
        // A pale stone beside light grey letters on a dark wall (miss 26.9, slack 12).
        Case(pixel: 0xC8B48C, text: 0xE0E0E0, background: 0x303030, blend: false),
        // White letters on brown earth: a pale grey blend keeps the earth's faint hue in share
        // (miss 4.4, slack 18.2).
        Case(pixel: 0xD0D0D0, text: 0xFFFFFF, background: 0x503C28, blend: true),
        // Where text and background differ in chroma past a flat background's noise, half-
        // resolution chroma smears the edge: nothing is told (pink text and a green leaf; blue
        // letters on yellow at quality 65 read greyish, an edge pixel with their chroma).
        Case(pixel: 0x40A040, text: 0xF472B6, background: 0x202020, blend: true),
        Case(pixel: 0x94AF8C, text: 0x3B4C3B, background: 0xFDD835, blend: true),
        // The text colour itself and the background itself.
        Case(pixel: 0xFFFFFF, text: 0xFFFFFF, background: 0x101010, blend: true),
        Case(pixel: 0x101010, text: 0xFFFFFF, background: 0x101010, blend: true),
    ]

    @Test("Blends and photo detail told by their chroma", arguments: cases)
    func toldByChroma(_ c: Case) {
        #expect(ChromaBlend.explains(c.pixel, text: c.text, background: c.background) == c.blend)
    }

    /// Blue streaks a pixel wide, as bright as a blend, touching a white caption's letters over a
    /// grey photo, measured as a JPEG's pixels (`LossyDetailTests`' photo and noise): each stood
    /// for the grey past it, and the caption passed at 4.69 (truth 1.78).
    @Test("Blue stars beside a white caption are measured")
    func starsBesideCaption() throws {
        let caption = LossyDetailTests.caption, cell = LossyDetailTests.cell, text = RGB8(grey: 255)
        var field = (0..<60).map { y in (0..<240).map { x in LossyDetailTests.mottled(x, y) } }
        for letter in 0..<6 {
            let x0 = Int((12 + Double(letter * 6 + 5) * cell).rounded())
            for y in 18..<46 { for x in x0..<(x0 + 1) { field[y][x] = RGB8(r: 0x8C, g: 0xC8, b: 0xFF) } }
        }
        var random = SeededRandom(state: 7)
        let (truth, measured) = try CaptionOverField(caption: caption, cell: cell, text: text, field: field)
            .ratios(margin: (x: 8, y: 12, w: 8, h: 8), image: "stars.jpg", random: &random)
        print("chroma blend stars: truth \(truth), measured \(measured)")
        #expect(truth < 3)
        #expect(measured < 3, "measured \(measured), truth \(truth)")
        #expect(abs(measured - truth) / truth <= 0.10, "measured \(measured), truth \(truth)")
    }
}
