/// One positional argument of a command, declared once: its placeholder, what its value is, and how many times it
/// may be given. The usage line, the count check, the blank check and completion are read from these.
struct CommandPositional: Sendable, Hashable {
    /// How many times a positional may be given.
    enum Count: Sendable, Hashable {
        /// Exactly once.
        case one
        /// At most once.
        case optional
        /// Once or more.
        case oneOrMore
        /// Any number of times, none included.
        case any
    }

    /// The placeholder in the usage line: `WORKOUT`.
    let placeholder: String
    /// What its value is.
    let value: ArgumentValue
    /// How many times it may be given.
    let count: Count

    /// A positional; `placeholder` defaults to the value's own, or to its choices joined by `|`.
    init(_ value: ArgumentValue, _ count: Count = .one, placeholder: String? = nil) {
        self.value = value
        self.count = count
        if let placeholder {
            self.placeholder = placeholder
        } else if case .choice(let choices) = value {
            self.placeholder = choices.joined(separator: "|")
        } else {
            self.placeholder = value.placeholder
        }
    }

    /// How the usage line shows it: `WORKOUT`, `[WORKOUT]`, `FILE…` or `[WORD…]`.
    var usage: String {
        switch count {
        case .one: placeholder
        case .optional: "[\(placeholder)]"
        case .oneOrMore: "\(placeholder)…"
        case .any: "[\(placeholder)…]"
        }
    }

    /// How many values it takes, at least and at most.
    var range: ClosedRange<Int> {
        switch count {
        case .one: 1...1
        case .optional: 0...1
        case .oneOrMore: 1...Int.max
        case .any: 0...Int.max
        }
    }
}
