public import KheperCore

/// Reads the one line typed after choosing a timer, such as `2m30s`, `tabata x10`, `emom 10m`, `amrap 12m`
/// or `interval 40s/20s x8`, with an optional label in double quotes at the end.
public enum TimerShorthand {
    static let expectedDuration = "a duration such as 90s, 2m30s or 10m"
    static let expectedRounds = "rounds such as x8"
    static let expectedWorkRest = "work/rest such as 40s/20s"
    static let expectedLabel = "a label in double quotes at the end, such as \"Finisher\""

    /// Parses `text` into a timer block.
    ///
    /// - Throws: `ShorthandError` naming the token that could not be read, or the value out of range.
    public static func parse(_ text: String) throws(ShorthandError) -> TimerBlock {
        let (body, label, labelToken) = try splitLabel(text)
        var tokens = body.split(whereSeparator: \.isWhitespace).map(String.init)[...]
        guard let first = tokens.popFirst() else {
            throw ShorthandError(
                .empty, token: nil, "a timer needs a duration or a mode, such as 90s, tabata or emom 10m")
        }
        var sources: [String: String] = [:]
        var block: TimerBlock
        if let mode = TimerMode(rawValue: first.lowercased()) {
            block = TimerBlock(mode: mode)
            if mode.usesDuration {
                guard let token = tokens.popFirst() else {
                    throw ShorthandError(
                        .empty, token: nil, "\"\(first)\" needs a duration, such as \(mode.rawValue) 10m")
                }
                block.duration = try duration(token)
                sources["duration"] = token
            } else {
                try readIntervals(&tokens, into: &block, sources: &sources)
                if mode == .interval && block.work == nil {
                    throw ShorthandError(
                        .empty, token: nil, "\"\(first)\" needs work and rest, such as interval 40s/20s x8")
                }
            }
        } else {
            block = TimerBlock(mode: .countdown, duration: try duration(first))
            sources["duration"] = first
        }
        if let extra = tokens.first {
            let expected = block.mode.usesDuration ? "nothing more, or \(expectedLabel)" : expectedRounds
            throw .unreadable(extra, expected: expected)
        }
        block.label = label
        sources["label"] = labelToken
        try checkBounds(block, sources: sources)
        return block
    }

    /// Reads `W/R` (or `W` alone) and `xN` tokens, in any order, each at most once.
    private static func readIntervals(
        _ tokens: inout ArraySlice<String>,
        into block: inout TimerBlock,
        sources: inout [String: String]
    ) throws(ShorthandError) {
        while let token = tokens.first {
            let lower = token.lowercased()
            if lower.hasPrefix("x") || lower.hasPrefix("×") {
                guard block.rounds == nil, let count = Int(lower.dropFirst()), count >= 0 else {
                    throw .unreadable(token, expected: expectedRounds)
                }
                block.rounds = count
                sources["rounds"] = token
            } else if block.work == nil, let first = lower.first, first.isASCII, first.isNumber {
                let parts = token.split(separator: "/", omittingEmptySubsequences: false)
                do throws(ShorthandError) {
                    guard parts.count <= 2 else { throw .unreadable(token, expected: expectedWorkRest) }
                    block.work = try duration(String(parts[0]))
                    sources["work"] = token
                    if parts.count == 2 {
                        block.rest = parts[1] == "0" ? 0 : try duration(String(parts[1]))
                        sources["rest"] = token
                    }
                } catch {
                    throw .unreadable(token, expected: expectedWorkRest)
                }
            } else {
                throw .unreadable(token, expected: block.work == nil ? expectedWorkRest : expectedRounds)
            }
            tokens.removeFirst()
        }
    }

    /// Reads a duration such as `90s`, `2m30s`, `2min`, `1:30` or `1h`, as every kind does; a bare number is not
    /// one here.
    static func duration(_ token: String) throws(ShorthandError) -> Int {
        guard let seconds = DurationFormatter.seconds(parsing: token, bareNumbers: false) else {
            throw .unreadable(token, expected: expectedDuration)
        }
        return seconds
    }

    /// Splits off a trailing `"label"`.
    private static func splitLabel(_ text: String) throws(ShorthandError) -> (Substring, String?, String?) {
        guard let quote = text.firstIndex(of: "\"") else { return (Substring(text), nil, nil) }
        let quoted = text[quote...].trimmingTrailingWhitespace()
        guard quoted.count >= 2, quoted.last == "\"" else {
            throw .unreadable(String(quoted), expected: expectedLabel)
        }
        let label = String(quoted.dropFirst().dropLast())
        return (text[..<quote], label.isEmpty ? nil : label, String(quoted))
    }

    /// Turns the first bound the block breaks into an error naming the token it came from.
    private static func checkBounds(_ block: TimerBlock, sources: [String: String]) throws(ShorthandError) {
        for finding in block.validationDiagnostics() where finding.severity == .error {
            guard case .key(let field)? = finding.path.components.first else { continue }
            throw ShorthandError(.invalidValue, token: sources[field], finding.message)
        }
    }
}

extension Substring {
    fileprivate func trimmingTrailingWhitespace() -> Substring {
        var copy = self
        while let last = copy.last, last.isWhitespace { copy.removeLast() }
        return copy
    }
}
