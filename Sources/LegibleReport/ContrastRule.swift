/// The kinds of finding reports tell apart: SARIF rules, JUnit failure types, annotation titles.
enum ContrastRule: String, CaseIterable, Sendable {
    case textContrast = "text-contrast"
    case largeTextContrast = "large-text-contrast"
    case nonTextContrast = "non-text-contrast"
    /// The original passes but a gated variant (a colour-vision deficiency or inversion) fails.
    case variantContrast = "cvd-contrast"
    case indeterminate = "indeterminate"
    case imageError = "image-error"
    /// One region's box cannot be used on its image (outside it); the other regions were audited.
    /// Last, so the rule indices of older SARIF files stay the same.
    case regionError = "region-error"

    var id: String { rawValue }

    /// A PascalCase name (SARIF `reportingDescriptor.name`).
    var name: String {
        switch self {
        case .textContrast: "TextContrast"
        case .largeTextContrast: "LargeTextContrast"
        case .nonTextContrast: "NonTextContrast"
        case .variantContrast: "ColourVisionContrast"
        case .indeterminate: "IndeterminateContrast"
        case .imageError: "UnreadableImage"
        case .regionError: "UnusableRegion"
        }
    }

    /// A few words: annotation titles and JUnit failure types.
    var title: String {
        switch self {
        case .textContrast: "Text contrast too low"
        case .largeTextContrast: "Large-text contrast too low"
        case .nonTextContrast: "Non-text contrast too low"
        case .variantContrast: "Contrast too low for colour-vision deficiency or inverted colours"
        case .indeterminate: "Contrast could not be measured"
        case .imageError: "Image could not be audited"
        case .regionError: "Region could not be audited"
        }
    }

    var fullDescription: String {
        switch self {
        case .textContrast:
            "Text must have a contrast ratio of at least 4.5:1 against the background it sits on "
                + "(7:1 for level AAA), WCAG 2 success criteria 1.4.3 and 1.4.6. Legible measures the "
                + "worst case over the pixels immediately around the glyphs, not an average."
        case .largeTextContrast:
            "Large text (at least 24 pt, or 18.67 pt bold) must have a contrast ratio of at least 3:1 "
                + "against its background (4.5:1 for level AAA), WCAG 2 success criteria 1.4.3 and 1.4.6."
        case .nonTextContrast:
            "Icons, borders and the visual parts of controls must have a contrast ratio of at least 3:1 "
                + "against adjacent colours, WCAG 2 success criterion 1.4.11."
        case .variantContrast:
            "The region fails as seen with a colour-vision deficiency "
                + "(protanopia, deuteranopia, tritanopia, achromatopsia, anomalous trichromacy) or with "
                + "inverted colours, and that variant gates the run (--gate), while the original passes "
                + "or is not gated."
        case .indeterminate:
            "No text could be separated from the background inside the box (uniform pixels, text and "
                + "background indistinguishable, or a box that misses the text), so the contrast was not "
                + "measured. This is reported rather than passed silently."
        case .imageError:
            "The screenshot or its manifest could not be read (missing, truncated, corrupt, too large, "
                + "or an invalid manifest), so none of its regions were audited."
        case .regionError:
            "A region's box in the manifest cannot be used with its screenshot (it lies outside the "
                + "image), so that region was not measured. The screen's other regions were audited."
        }
    }

    var helpText: String {
        switch self {
        case .textContrast, .largeTextContrast, .nonTextContrast:
            "Darken or lighten the text (or element) colour, or the background behind it, until the worst-case "
                + "ratio meets the requirement. Over photos and gradients, add a scrim or text shadow; the "
                + "worst point in the report shows where the background is closest to the text colour."
        case .variantContrast:
            "The colours differ mainly in hue, which this kind of vision does not separate. Increase the "
                + "lightness difference between text and background rather than relying on hue; use the "
                + "preview PNGs (--previews) to see the screen as affected users do."
        case .indeterminate:
            "Check that the box is placed on the text and holds both text and background pixels. If the "
                + "text really is invisible, it fails: fix the colours. Use --fail-on-indeterminate to fail "
                + "the run on such regions."
        case .imageError:
            "Read the message: fix the path, regenerate the screenshot, or correct the manifest."
        case .regionError:
            "Correct the region's box in the manifest: check its coordinates and the manifest's \"scale\" "
                + "(device pixels per unit) against the screenshot's size."
        }
    }

    var helpMarkdown: String {
        var text = "**\(title).** \(fullDescription)\n\n\(helpText)"
        if let helpURI { text += "\n\nSee [Understanding WCAG](\(helpURI))." }
        return text
    }

    /// The W3C's explanation of the success criterion.
    var helpURI: String? {
        switch self {
        case .textContrast, .largeTextContrast, .variantContrast:
            "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"
        case .nonTextContrast:
            "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"
        case .indeterminate, .imageError, .regionError:
            nil
        }
    }

    /// SARIF level when nothing overrides it.
    var defaultLevel: String {
        switch self {
        case .indeterminate: "note"
        default: "error"
        }
    }

    var tags: [String] {
        switch self {
        case .textContrast, .largeTextContrast: ["accessibility", "contrast", "wcag-1.4.3"]
        case .nonTextContrast: ["accessibility", "contrast", "wcag-1.4.11"]
        case .variantContrast: ["accessibility", "contrast", "colour-vision"]
        case .indeterminate: ["accessibility", "contrast"]
        case .imageError, .regionError: ["input"]
        }
    }
}
