import LegiblePixels

/// Named APCA conformance levels (Docs/Colour.md#conformance-levels).
extension APCA {
    /// ARC "Bronze Simple Mode": general levels with no font lookup (absolute Lc).
    public enum Bronze {
        /// Body text (blocks of more than two lines): minimum.
        public static let bodyText = 75.0
        /// Body text: preferred.
        public static let bodyTextPreferred = 90.0
        /// Other fluent content text (headlines, captions, navigation, form text).
        public static let contentText = 60.0
        /// Large fluent content, fonts larger than 36 px: minimum.
        public static let largeText = 45.0
        /// Large fluent content: maximum (very large, bold text and large colour areas).
        public static let largeTextMaximum = 90.0
        /// The font size above which `largeText` applies, in CSS px.
        public static let largeTextMinimumSize = 36.0
    }

    /// The use-case ladder of "APCA in a Nutshell", strongest first: 90 preferred body text,
    /// 75 minimum body text, 60 other content text, 45 large/heavy text and fine pictograms,
    /// 30 spot text and solid semantic non-text, 15 non-semantic non-text (below: invisible).
    public static let useCaseLevels: [Double] = [90, 75, 60, 45, 30, 15]

    /// The most |Lc| dark text on a light background can reach: black on white, 106.04.
    public static let largestDarkOnLight = lightnessContrast(text: RGB8(grey: 0), background: RGB8(grey: 255))
    /// The most |Lc| any two colours reach: white text on black, 107.88. A requirement above it
    /// (the lookup's small sizes, or AAA's extra 15) no recolouring can meet.
    public static let largestLightOnDark = -lightnessContrast(text: RGB8(grey: 255), background: RGB8(grey: 0))
}
