/// Commands printed for a person to paste into a shell: every argument quoted so the shell hands it to `kheper` as
/// written, such as `kheper play 'Upper A — Week 1'`.
enum ShellWord {
    /// The characters a shell takes as they are, so a word made only of them needs no quotes.
    private static let plainCharacters = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@./:+-%=,_")

    /// `text` as one shell word: unchanged when plain, else in single quotes (a `'` inside written `'\''`); with
    /// `spacesSeparateWords`, spaces count as plain, for shorthand that `kheper` reads back joined.
    static func quoted(_ text: String, spacesSeparateWords: Bool = false) -> String {
        let plain =
            !text.isEmpty && text.allSatisfy { plainCharacters.contains($0) || (spacesSeparateWords && $0 == " ") }
        guard !plain else { return text }
        return "'" + text.replacing("'", with: #"'\''"#) + "'"
    }

    /// `kheper` followed by `arguments`, each quoted as one shell word: a command a person can paste.
    static func command(_ arguments: String...) -> String {
        (["kheper"] + arguments.map { quoted($0) }).joined(separator: " ")
    }
}
