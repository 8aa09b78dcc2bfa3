/// "Did you mean …?" suggestions: the candidate with the smallest edit distance, when it is close.
enum NearestMatch {
    /// The closest candidate to `word`, or nil when none is plausibly a typo of it.
    ///
    /// A candidate that starts with the word (an abbreviation, `--form`) always qualifies;
    /// otherwise the distance must be small relative to the word's length, so that wild input
    /// does not get a confusing suggestion.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let prefixMatch = candidates.first(where: { $0.hasPrefix(lowered) && lowered.count >= 3 }) {
            return prefixMatch
        }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(1, min(3, word.count / 3))
        return best.distance <= limit ? best.candidate : nil
    }

    /// Damerau–Levenshtein distance (optimal string alignment), so a swapped pair of letters
    /// counts as one typo like a wrong letter does.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let s = Array(a), t = Array(b)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
        for i in 0...s.count { table[i][0] = i }
        for j in 0...t.count { table[0][j] = j }
        for i in 1...s.count {
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    value = min(value, table[i - 2][j - 2] + 1)
                }
                table[i][j] = value
            }
        }
        return table[s.count][t.count]
    }
}
