import Foundation

/// Spell checking (UIKit's `UITextChecker`) against the system word list, the
/// `/usr/share/dict/words` of Debian's `wamerican` package (`make` installs it): about 100,000
/// American English words with their inflections and proper names. Words are letters and
/// apostrophes; a word is spelled correctly when the list has it as written or in lower case, so
/// the list's lower-case entries match in any capitalisation ("Apple", "apple") and its
/// capitalised ones (names) only as written ("Paris", not "paris").
///
/// Only English is checked (`availableLanguages` is `["en_US"]` when the list is there):
/// for another language, or when the list is missing (then a warning names the file once), every
/// word counts as correct, as UIKit answers for a language it has no dictionary for.
public final class UITextChecker: Sendable {
    /// The word list's path.
    public static let wordListPath = "/usr/share/dict/words"

    /// Makes a checker.
    public init() {}

    /// The languages words are checked in: `["en_US"]`, or none when the word list is missing.
    public static var availableLanguages: [String] { WordList.shared.words.isEmpty ? [] : ["en_US"] }

    /// The range of the first misspelled word of `string` inside `range`, starting at
    /// `startingAt` (UTF-16 offsets, as `NSRange`); `wrap` continues from the start of `range`
    /// up to `startingAt`. Answers `NSRange(location: NSNotFound, length: 0)` when every word is
    /// correct, when `range` lies outside `string`, or when `language` is not English.
    public func rangeOfMisspelledWord(
        in string: String, range: NSRange, startingAt: Int, wrap: Bool, language: String
    ) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        let utf16 = string.utf16.count
        guard language.lowercased().hasPrefix("en"), range.location != NSNotFound, range.location >= 0, range.length >= 0,
            range.location + range.length <= utf16, !WordList.shared.words.isEmpty
        else { return notFound }
        let words = WordList.shared.words
        let ns = string as NSString
        let start = min(max(startingAt, range.location), range.location + range.length)
        let passes = wrap ? [(start, range.location + range.length), (range.location, start)] : [(start, range.location + range.length)]
        for (from, to) in passes {
            var i = from
            while i < to {
                guard WordList.isWordCharacter(ns.character(at: i)) else { i += 1; continue }
                var j = i
                while j < to, WordList.isWordCharacter(ns.character(at: j)) { j += 1 }
                let word = ns.substring(with: NSRange(location: i, length: j - i)).trimmingCharacters(in: CharacterSet(charactersIn: "'"))
                if !word.isEmpty, !words.contains(word), !words.contains(word.lowercased()) {
                    return NSRange(location: i, length: j - i)
                }
                i = j
            }
        }
        return notFound
    }
}

/// The system word list, read once.
private struct WordList: Sendable {
    let words: Set<String>
    static let shared: WordList = {
        guard let text = try? String(contentsOfFile: UITextChecker.wordListPath, encoding: .utf8) else {
            FileHandle.standardError.write(
                Data("warning: UITextChecker: no word list at \(UITextChecker.wordListPath) (Debian's wamerican package); every word counts as correct\n".utf8))
            return WordList(words: [])
        }
        return WordList(words: Set(text.split(separator: "\n").map(String.init)))
    }()

    static func isWordCharacter(_ unit: unichar) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return CharacterSet.letters.contains(scalar) || unit == 0x27 || unit == 0x2019
    }
}
