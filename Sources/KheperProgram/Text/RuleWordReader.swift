import KheperCore
import KheperTrainingLog

/// Reads the words after a rule's keyword on a lift's line through the rule's ``RuleSpelling``, and the
/// parameters the rule reads from the line's own sets.
struct RuleWordReader {
    /// The rule the words are for.
    let rule: any ProgressionRule
    /// The words after the keyword.
    let words: ArraySlice<Substring>
    /// The lift's starting state, which a part such as `tm 140kg` sets.
    var start: LiftState

    /// The parameters the words and `prescription` give, checked by the rule.
    mutating func read(_ prescription: Prescription?) throws(ProgramTextError) -> JSONObject {
        let spelling = rule.spelling
        var given = try lineParameters(spelling, prescription)
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            guard let part = spelling.parts.first(where: { matches($0, word) }) else {
                let forms = spelling.form(for: rule)
                throw .unreadable(String(word), "the words of \(spelling.keyword): \(forms)")
            }
            var value = word
            if part.takesValue {
                guard index + 1 < words.endIndex else {
                    throw .unreadable("the end of the line", "a value after \(word)")
                }
                index += 1
                value = words[index]
            }
            if case .trainingMax = part {
                guard start.trainingMax == nil else {
                    throw ProgramTextError(.invalidParameter, "\(word) is given twice after \(spelling.keyword)")
                }
                guard let max = Weight(lineText: value) else {
                    throw .unreadable(String(value), "a training max such as 140kg or 315lb")
                }
                start.trainingMax = max
            } else if let parameter = part.parameter {
                guard given[parameter] == nil else {
                    throw ProgramTextError(.invalidParameter, "\(parameter) is given twice after \(spelling.keyword)")
                }
                given[parameter] = try self.value(of: part, parameter, value)
            }
            index += 1
        }
        for case .trainingMax(let word) in spelling.parts where start.trainingMax == nil {
            throw ProgramTextError(
                .incomplete,
                "\(spelling.keyword) needs the lift's training max; expected \(word) and a load after it, as in "
                    + (spelling.example ?? "\(spelling.keyword) \(word) 100kg"))
        }
        do {
            _ = try RuleParameters(.object(given), rule: rule.name, declared: rule.parameters)
        } catch {
            throw ProgramTextError(.invalidParameter, error.message)
        }
        return given
    }

    /// Whether `word` begins `part`.
    private func matches(_ part: RuleSpellingPart, _ word: Substring) -> Bool {
        switch part {
        case .increment: word.hasPrefix("+")
        case .labelled(let label, _), .trainingMax(let label): word == label
        case .choice(let parameter): choices(of: parameter).contains(String(word))
        case .schemes: word.split(separator: ",").allSatisfy { SetScheme(text: String($0)) != nil }
        case .lineSets, .lineReps, .lineRange: false
        }
    }

    /// The JSON value `text` gives the parameter `part` writes.
    private func value(of part: RuleSpellingPart, _ parameter: String, _ text: Substring) throws(ProgramTextError)
        -> JSONValue
    {
        switch part {
        case .choice: return .string(String(text))
        case .schemes: return .array(text.split(separator: ",").map { .string(String($0)) })
        default:
            var digits = part == .increment(parameter: parameter) ? text.dropFirst() : text
            let spec = rule.parameters.first { $0.name == parameter }
            if spec?.unit == "%", digits.hasSuffix("%") { digits = digits.dropLast() }
            if let unit = WeightUnit.allCases.first(where: { digits.hasSuffix($0.rawValue) }) {
                if let lift = (start.load ?? start.trainingMax)?.unit, lift != unit {
                    throw ProgramTextError(
                        .invalidParameter,
                        "\(parameter) is \(text); expected the lift's unit, \(lift.rawValue), or a bare number")
                }
                digits = digits.dropLast(unit.rawValue.count)
            }
            guard digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                let number = JSONNumber(literal: String(digits))
            else {
                throw .unreadable(String(text), "a number for \(parameter)")
            }
            return .number(number)
        }
    }

    /// The values of the choice parameter `parameter`.
    private func choices(of parameter: String) -> [String] {
        guard case .choice(let values)? = rule.parameters.first(where: { $0.name == parameter })?.type else {
            return []
        }
        return values
    }

    /// The parameters the rule reads from the line's own sets (`sets` and `reps` from `3x5`).
    private func lineParameters(_ spelling: RuleSpelling, _ prescription: Prescription?) throws(ProgramTextError)
        -> JSONObject
    {
        var parameters: JSONObject = [:]
        for part in spelling.parts {
            switch part {
            case .lineSets(let parameter):
                let sets = try Self.needed(prescription, "its sets", by: spelling).sets
                parameters[parameter] = .number(JSONNumber(sets.count))
            case .lineReps(let parameter):
                let sets = try Self.needed(prescription, "its reps", by: spelling).sets
                parameters[parameter] = .number(JSONNumber(sets[0].reps.minimum))
            case .lineRange(let bottom, let top):
                guard case .range(let range)? = prescription?.sets.first?.reps else {
                    throw Self.incomplete("its rep range", by: spelling, example: "Curl 3x8-12 @12kg dp +2.5kg")
                }
                parameters[bottom] = .number(JSONNumber(range.lowerBound))
                parameters[top] = .number(JSONNumber(range.upperBound))
            default: continue
            }
        }
        return parameters
    }

    /// `prescription`, or an error saying the rule reads `what` from the line's sets.
    private static func needed(_ prescription: Prescription?, _ what: String, by spelling: RuleSpelling)
        throws(ProgramTextError) -> Prescription
    {
        guard let prescription, !prescription.sets.isEmpty else {
            throw incomplete(what, by: spelling, example: LiftLine.example)
        }
        return prescription
    }

    /// The rule of `spelling` reads `what` from the line, which lacks it.
    private static func incomplete(_ what: String, by spelling: RuleSpelling, example: String) -> ProgramTextError {
        ProgramTextError(
            .incomplete,
            "\(spelling.keyword) reads \(what) from the line's sets; expected them before it, as in \(example)")
    }
}
