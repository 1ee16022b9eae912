import KheperTestSupport

/// Respellings of a name that must not change what it matches: letters in random case, and each run of spaces and
/// marks between words replaced by another such run. Apostrophes are kept, as they join (`Farmer's`), not separate.
enum NameVariants {
    /// The separators a run of spaces and marks may become.
    static let separators = [" ", "  ", "-", " - ", "_", ", ", " / ", ". ", " (", ") "]

    /// A random respelling of the name, drawn from the generator.
    static func respelling(of name: String, using random: inout SeededGenerator) -> String {
        var result = Bool.random(using: &random) ? " " : ""
        var inSeparator = false
        for character in name {
            let isSeparator = !(character.isLetter || character.isNumber || character == "'" || character == "\u{2019}")
            if isSeparator {
                if !inSeparator {
                    result += separators.randomElement(using: &random)!
                }
                inSeparator = true
                continue
            }
            inSeparator = false
            result += Bool.random(using: &random) ? character.uppercased() : character.lowercased()
        }
        return result + (Bool.random(using: &random) ? "  " : "")
    }
}
