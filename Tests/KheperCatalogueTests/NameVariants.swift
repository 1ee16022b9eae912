import KheperTestSupport

/// Respellings of a name that must not change what it matches: letters in random case; each run of spaces and marks
/// between words replaced by another such run (hyphens, extra spaces, parentheses with and without spaces); and
/// apostrophes dropped, curled or added before a word's final `s` (`Farmer's`, `Farmers`, `Farmer’s`). An apostrophe
/// after a digit is a duration mark (`30''`) and is only ever curled, never dropped.
enum NameVariants {
    /// The separators a run of spaces and marks may become.
    static let separators = [
        " ", "  ", "-", " - ", "_", ", ", " / ", ". ", " (", ") ", "(", ")", " ( ", " ) ", "( ", " )", "--",
    ]

    /// The apostrophes a name's apostrophe may become.
    static let apostrophes = ["'", "\u{2019}"]

    /// A random respelling of the name, drawn from the generator.
    static func respelling(of name: String, using random: inout SeededGenerator) -> String {
        let characters = Array(name)
        var result = Bool.random(using: &random) ? " " : ""
        var inSeparator = false
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if isApostrophe(character) {
                let afterDigit = previous?.isNumber ?? false
                let choices = afterDigit ? apostrophes : apostrophes + [""]
                result += choices.randomElement(using: &random)!
                inSeparator = false
                continue
            }
            guard character.isLetter || character.isNumber else {
                if !inSeparator {
                    result += separators.randomElement(using: &random)!
                }
                inSeparator = true
                continue
            }
            inSeparator = false
            let endsWord = next.map { !$0.isLetter && !$0.isNumber && !isApostrophe($0) } ?? true
            if character.lowercased() == "s", endsWord, previous?.isLetter ?? false, random.next() % 4 == 0 {
                result += apostrophes.randomElement(using: &random)!
            }
            result += Bool.random(using: &random) ? character.uppercased() : character.lowercased()
        }
        return result + (Bool.random(using: &random) ? "  " : "")
    }

    /// Whether the character is a straight or curled apostrophe.
    static func isApostrophe(_ character: Character) -> Bool {
        character == "'" || character == "\u{2019}"
    }
}
