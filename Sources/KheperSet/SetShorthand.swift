import KheperCore

/// Reads the one line typed after choosing "Set": a style, its clock for a timed group, an optional name and an
/// optional round count.
///
/// Examples: `superset A x3` (superset "A", 3 rounds), `circuit x4`, `giant Legs`; the timed groups
/// `emom 10m` (every minute for 10 minutes), `emom 12m every 90s`, `amrap 12m Cindy` and `for time cap 20m x3`
/// (3 rounds for time with a 20-minute cap; `fortime` is the same). The style comes first; an EMOM and an AMRAP
/// take their duration next, an EMOM then `every` and an interval, a for-time group `cap` and a duration; a last
/// token `xN` (or `×N`) is the number of rounds; the words between are the name.
enum SetShorthand {
    static let expectedStyle = "a style: superset, circuit, giant, emom, amrap or for time"
    static let expectedDuration = "a duration such as 10m, 12:00 or 90s"

    /// Reads `line` into a set.
    static func parse(_ line: String) throws(ShorthandError) -> SetBlock {
        var tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
        guard let first = tokens.popFirst() else {
            throw ShorthandError(
                .empty, token: nil, "the set is empty; type superset, circuit, giant, emom, amrap or for time")
        }
        let style: SetBlock.Style
        if first.lowercased() == "for", tokens.first?.lowercased() == "time" {
            tokens.removeFirst()
            style = .forTime
        } else if let named = SetBlock.Style.allCases.first(where: { $0.rawValue.lowercased() == first.lowercased() }) {
            style = named
        } else {
            throw .unreadable(first, expected: expectedStyle)
        }
        var block = SetBlock(style: style == .superset ? nil : style)
        try readClock(&tokens, style: style, into: &block)
        if let last = tokens.last, let count = roundCount(last) {
            guard SetBlock.roundsRange.contains(count) else {
                throw ShorthandError(
                    .invalidValue, token: last,
                    "\"\(last)\" asks for \(count) rounds; expected \(SetBlock.roundsRange.lowerBound) to "
                        + "\(SetBlock.roundsRange.upperBound) rounds")
            }
            if style == .emom || style == .amrap {
                throw .unreadable(last, expected: "no round count: \(style.phrase) runs by its clock")
            }
            block.rounds = count
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
        block.name = name
        return block
    }

    /// Reads the clock of a timed style: an EMOM's or an AMRAP's duration and an EMOM's `every`, or a for-time
    /// group's `cap`.
    private static func readClock(
        _ tokens: inout ArraySlice<String>, style: SetBlock.Style, into block: inout SetBlock
    ) throws(ShorthandError) {
        switch style {
        case .superset, .circuit, .giant:
            return
        case .emom, .amrap:
            guard let token = tokens.popFirst() else {
                throw ShorthandError(
                    .empty, token: nil, "\(style.phrase) needs a duration, such as \(style.rawValue) 10m")
            }
            block.duration = try duration(token, field: "duration", range: SetBlock.durationRange)
            if style == .emom, tokens.first?.lowercased() == "every" {
                tokens.removeFirst()
                guard let interval = tokens.popFirst() else {
                    throw ShorthandError(.empty, token: nil, "\"every\" needs an interval, such as every 90s")
                }
                let every = try duration(interval, field: "every", range: SetBlock.everyRange)
                if let total = block.duration, every > total {
                    throw ShorthandError(
                        .invalidValue, token: interval,
                        "\"every\" is \(interval); expected at most the duration, "
                            + DurationFormatter.clock(total))
                }
                block.every = every
            }
        case .forTime:
            guard tokens.first?.lowercased() == "cap" else { return }
            tokens.removeFirst()
            guard let token = tokens.popFirst() else {
                throw ShorthandError(.empty, token: nil, "\"cap\" needs a duration, such as for time cap 20m")
            }
            block.cap = try duration(token, field: "cap", range: SetBlock.durationRange)
        }
    }

    /// Reads a duration such as `10m`, `12:00` or `90s` within `range`; a bare number is not one here.
    private static func duration(
        _ token: String, field: String, range: ClosedRange<Int>
    ) throws(ShorthandError) -> Int {
        guard let seconds = DurationFormatter.seconds(parsing: token, bareNumbers: false) else {
            throw .unreadable(token, expected: expectedDuration)
        }
        guard range.contains(seconds) else {
            throw ShorthandError(
                .invalidValue, token: token,
                "\"\(field)\" is \(token); expected \(DurationFormatter.clock(range.lowerBound)) to "
                    + DurationFormatter.clock(range.upperBound))
        }
        return seconds
    }

    /// The count in a token such as `x3` or `×3`, or `nil` when the token is not a round count.
    private static func roundCount(_ token: String) -> Int? {
        guard let marker = token.first, marker == "x" || marker == "X" || marker == "×" else { return nil }
        let digits = token.dropFirst()
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits) ?? Int.max
    }
}
