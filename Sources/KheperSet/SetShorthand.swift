import KheperCore

/// Reads the one line typed after choosing "Set": a style, an optional name and an optional round count.
///
/// Examples: `superset A x3` (superset "A", 3 rounds), `circuit x4`, `giant Legs`. The style comes first; a last
/// token `xN` (or `×N`) is the number of rounds; the words between are the name.
enum SetShorthand {
    /// Reads `line` into a set.
    static func parse(_ line: String) throws(ShorthandError) -> SetBlock {
        var tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = tokens.first else {
            throw ShorthandError(.empty, token: nil, "the set is empty; type superset, circuit or giant")
        }
        tokens.removeFirst()
        guard let style = SetBlock.Style(rawValue: first.lowercased()) else {
            throw .unreadable(first, expected: "a style: superset, circuit or giant")
        }
        var rounds: Int?
        if let last = tokens.last, let count = roundCount(last) {
            guard SetBlock.roundsRange.contains(count) else {
                throw ShorthandError(
                    .invalidValue, token: last,
                    "\"\(last)\" asks for \(count) rounds; expected \(SetBlock.roundsRange.lowerBound) to "
                        + "\(SetBlock.roundsRange.upperBound) rounds")
            }
            rounds = count
            tokens.removeLast()
        }
        if let stray = tokens.first(where: { roundCount($0) != nil }) {
            throw .unreadable(stray, expected: "the round count last, as in \"superset A x3\"")
        }
        let name = tokens.isEmpty ? nil : tokens.joined(separator: " ")
        if let name, name.count > SetBlock.nameLength.upperBound {
            throw ShorthandError(
                .invalidValue, token: name,
                "the name \"\(name)\" has \(name.count) characters; expected at most \(SetBlock.nameLength.upperBound)")
        }
        return SetBlock(style: style == .superset ? nil : style, name: name, rounds: rounds)
    }

    /// The count in a token such as `x3` or `×3`, or `nil` when the token is not a round count.
    private static func roundCount(_ token: String) -> Int? {
        guard let marker = token.first, marker == "x" || marker == "X" || marker == "×" else { return nil }
        let digits = token.dropFirst()
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits) ?? Int.max
    }
}
