import KheperCore

/// One piece of a rule's shorthand: how a parameter, or the lift's starting state, is written after the rule's
/// keyword, or read from the line's own sets.
public enum RuleSpellingPart: Sendable, Hashable {
    /// A number parameter written after `+`, with or without the load's unit: `+2.5kg`, `+5`.
    case increment(parameter: String)
    /// A number parameter after a word, with `%` when the parameter's unit is `%`: `deload 10%`, `after 3`.
    case labelled(String, parameter: String)
    /// A choice parameter written as its bare value: `upper`, `lower`.
    case choice(parameter: String)
    /// A list of set schemes joined by commas: `5x3+,6x2+,10x1+`.
    case schemes(parameter: String)
    /// The lift's starting training max after a word: `tm 140kg`.
    case trainingMax(String)
    /// A whole-number parameter read from the number of sets on the line (`3` in `3x5`), never written.
    case lineSets(parameter: String)
    /// A whole-number parameter read from the reps on the line (`5` in `3x5`), never written.
    case lineReps(parameter: String)
    /// The bottom and top of the line's rep range (`8` and `12` in `3x8-12`), never written.
    case lineRange(bottom: String, top: String)

    /// How the part is written, for listings and errors, from its parameter's `spec`: `+INCREMENT`, `deload DELOAD%`,
    /// `upper|lower`.
    func form(_ spec: FieldSpec?) -> String? {
        let percent = spec?.unit == "%"
        return switch self {
        case .increment(let parameter): "+\(parameter.uppercased())"
        case .labelled(let word, let parameter): "\(word) \(parameter.uppercased())\(percent ? "%" : "")"
        case .choice(let parameter):
            if case .choice(let values)? = spec?.type { values.joined(separator: "|") } else { parameter.uppercased() }
        case .schemes(let parameter): "\(parameter.uppercased()),…"
        case .trainingMax(let word): "\(word) LOAD"
        case .lineSets, .lineReps, .lineRange: nil
        }
    }

    /// The parameter the part writes, if it writes one.
    var parameter: String? {
        switch self {
        case .increment(let parameter), .labelled(_, let parameter), .choice(let parameter),
            .schemes(let parameter), .lineSets(let parameter), .lineReps(let parameter):
            parameter
        case .trainingMax, .lineRange: nil
        }
    }

    /// Whether the part's word is followed by a value word (`deload 10%`, `tm 140kg`).
    var takesValue: Bool {
        switch self {
        case .labelled, .trainingMax: true
        default: false
        }
    }

    /// Whether a line must write the part: a training max, or a parameter named in `required`.
    func isRequired(_ required: Set<String>) -> Bool {
        if case .trainingMax = self { return true }
        return parameter.map(required.contains) ?? false
    }
}
