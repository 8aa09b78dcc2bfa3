@testable import LegibleAudit
import Foundation
import LegibleColour
import LegiblePixels
import Testing

/// Glyphs drawn in the text colour that never reach it (`TextSeparator.isShortOfColour`): at 1×
/// the bowl of a monospace `D` or the stems of an `n` at sub-pixel positions reach 85–95% of the
/// colour, lie farther than the cores' reach from every exact pixel, and were measured as
/// background, as dark as the text.
@Suite("Glyphs short of their colour on a flat page")
struct ShortOfColourTests {
    static let page: UInt32 = 0xF5F2F0, black: UInt32 = 0x000000

    enum Part: String, CaseIterable, CustomTestStringConvertible {
        /// The right half of a `D` at 1× (gaps-web-10): greys on the line from the page to
        /// black, two of them covered more than 90%.
        case bowlOfD
        /// The same bowl with a bluish pixel in it: no blend of black into the page.
        case offTheLine
        /// Only one pixel covered 85% or more: a stray blend.
        case oneStrongPixel
        /// A light part that never comes near the colour (a stem split over two columns).
        case faint
        var testDescription: String { rawValue }

        var colours: [UInt32] {
            let bowl: [UInt32] = [0x585656, 0x5E5D5C, 0x151414, 0x262525, 0x545352, 0x656463, 0x474646, 0x545352, 0x5D5C5B,
                                  0x262525, 0x7E7C7B, 0x5E5D5C, 0x10100F]
            switch self {
            case .bowlOfD: return bowl
            case .offTheLine: return bowl + [0x3050A0]
            case .oneStrongPixel: return bowl.filter { $0 != 0x10100F }
            case .faint: return [0x9A9896, 0x979594, 0xB7B5B4, 0x7D7B7A]
            }
        }
        var isGlyph: Bool { self == .bowlOfD }
    }

    @Test("A part of the mask that the far-from-cores rule took", arguments: Part.allCases)
    func partOfAGlyph(_ part: Part) {
        let colours = part.colours
        let found = colours.withUnsafeBufferPointer {
            TextSeparator.isShortOfColour(Array(colours.indices), text: Self.black, page: Self.page, pixels: $0)
        }
        #expect(found == part.isGlyph)
    }

    /// A glyph short of another colour's tone counts only between glyphs that reach it: a line
    /// fading away from that tone has them on one side.
    @Test("Between the columns reaching the colour", arguments: [(4...9, true), (6...12, false), (0...7, false)])
    func between(columns: ClosedRange<Int>, inside: Bool) {
        let w = 20
        let part = (5...8).flatMap { x in (3...6).map { $0 * w + x } }
        #expect(TextSeparator.liesBetween(part, columns, width: w) == inside)
    }

    /// The corpus regions whose inverted figures broke on such glyphs, against their truth (the
    /// clean render's figures): a `D`'s bowl in black monospace capitals, and a red `n` beside
    /// dark words.
    @Test("Corpus regions", arguments: [("gaps/gaps-web-10", "g8"), ("multicolour/multicolour-web1x-06", "p2")])
    func corpusRegion(screen: String, region id: String) throws {
        let corpus = try #require(Corpus.directory)
        let folder = corpus.appendingPathComponent(screen).deletingLastPathComponent()
        let found = try Corpus.screens(in: folder).first { $0.manifestPath.hasSuffix("/\(screen).json") }
        let audit = Auditor(options: AuditOptions(variants: [.original, .invert]))
            .audit(manifestAt: corpus.appendingPathComponent("\(screen).json").path)
        let region = try #require(audit.first?.regions.first { $0.id == id })
        for variant in [Variant.original, .invert] {
            let truth = try #require(found?.truths[id]?.variants[variant])
            let measured = try #require(region.variant(variant))
            #expect(abs(measured.wcag.ratio - truth.wcag) / truth.wcag < 0.03,
                    "\(variant.rawValue): measured \(measured.wcag.ratio), truth \(truth.wcag)")
        }
    }
}
