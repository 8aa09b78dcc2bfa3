extension APCA {
    /// Lc of one text colour against many backgrounds, as a ring of pixels needs: the text's
    /// side of the formula (its soft clamp and both of its powers) is computed once. Results are
    /// identical, bit for bit, to `lightnessContrast(textY:backgroundY:)`.
    public struct TextContrast: Sendable {
        @usableFromInline let valid: Bool
        @usableFromInline let text: Double
        @usableFromInline let textNormal: Double
        @usableFromInline let textReverse: Double

        /// - Parameter textY: the text's screen luminance (`screenLuminance`).
        public init(textY: Double) {
            valid = !textY.isNaN && textY >= 0 && textY <= 1.1
            text = valid ? softClamp(textY) : 0
            textNormal = valid ? libmPow(text, normTXT) : 0
            textReverse = valid ? libmPow(text, revTXT) : 0
        }

        /// Signed Lc of this text on a background of screen luminance `backgroundY`; inlinable, so
        /// that loops over a ring's colours call `pow` and nothing else.
        @inlinable
        public func lightnessContrast(backgroundY: Double) -> Double {
            guard valid, !backgroundY.isNaN, backgroundY >= 0, backgroundY <= 1.1 else { return 0 }
            let bg = softClamp(backgroundY)
            if abs(bg - text) < deltaYmin { return 0 }
            let output: Double
            if bg > text {
                let sapc = (libmPow(bg, normBG) - textNormal) * scaleBoW
                output = sapc < loClip ? 0 : sapc - loBoWoffset
            } else {
                let sapc = (libmPow(bg, revBG) - textReverse) * scaleWoB
                output = sapc > -loClip ? 0 : sapc + loWoBoffset
            }
            return output * 100
        }
    }
}
