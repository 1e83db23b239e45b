import Foundation

extension CommandArguments {
    /// `--name=value` split into the option's name and its inline value; a word without `=`
    /// is the name alone (its value, if any, is the next word).
    static func splitInline(_ word: String) -> (name: String, inline: String?) {
        guard let eq = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<eq]), String(word[word.index(after: eq)...]))
    }

    /// " (did you mean 'x'?)" for the closest candidate within a third of the word's length
    /// (at least 2 edits), or "" when nothing is close.
    static func hint(_ word: String, among candidates: [String], prefix: String) -> String {
        guard let s = nearest(to: word, among: candidates) else { return "" }
        return " (\(prefix) '\(s)'?)"
    }

    /// The candidate with the smallest edit distance to `word`, if that distance is at most
    /// max(2, word.count / 3); ties go to the earlier candidate.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (String, Int)?
        for c in candidates {
            let d = editDistance(word.lowercased(), c)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (c, d) }
        }
        return best?.0
    }

    /// Levenshtein distance (insertions, deletions and substitutions each cost 1), on characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    static func fmt(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
