import KheperCore
import KheperTrainingLog

/// Reads and writes one lift of a program as a line: its name, its sets, and its rule in the rule's spelling, such
/// as `Squat 3x5 @100kg lp +2.5kg` or `Bench Press 531 tm 100kg upper`.
///
/// The name is every word before the first sets (`3x5`, `3x8-12`, `5x3+`, the `+` making the last set as many reps
/// as possible), load or rule keyword. Each sets is followed by its load (`@100kg`, `@75%TM`, `@75%1RM`, `@RPE8`,
/// `@90%top`), and several may follow each other (`1x5+ @85%TM 5x10 @50%TM`). The rule comes last, in the spelling
/// it declares (``RuleSpelling``); a line with none holds (`none`). ``text(of:rules:)`` writes a line this reads
/// back to an equal ``PlannedLift``.
public enum LiftLine {
    /// An example of a whole line, for errors.
    static let example = "Squat 3x5 @100kg lp +2.5kg"

    /// Reads `line` into a planned lift, its rule looked up by keyword in `rules`.
    ///
    /// - Throws: ``ProgramTextError`` naming the word that could not be read and what was expected there, a rule
    ///   parameter the rule refuses, or sets a rule needs and the line lacks.
    public static func parse(_ line: String, rules: ProgressionRules) throws(ProgramTextError) -> PlannedLift {
        var words = line.split(whereSeparator: \.isWhitespace)
        let warmup = takeWarmup(from: &words)
        let keywords = Dictionary(
            rules.rules.map { ($0.spelling.keyword, $0) }, uniquingKeysWith: { first, _ in first })
        var index = 0
        var name: [Substring] = []
        while index < words.count, Scheme(words[index]) == nil, !words[index].hasPrefix("@"),
            name.isEmpty || keywords[String(words[index])] == nil
        {
            name.append(words[index])
            index += 1
        }
        guard !name.isEmpty else {
            throw .unreadable(words.first.map(String.init) ?? "", "a lift's name first, as in \(example)")
        }
        var sets: [PrescribedSet] = []
        while index < words.count, let scheme = Scheme(words[index]) {
            guard scheme.count <= Prescription.maximumSets - sets.count else {
                throw .unreadable(
                    String(words[index]), "at most \(Prescription.maximumSets) sets in one lift, such as 3x5")
            }
            let (load, used) = try load(after: index, in: words)
            sets += scheme.sets(at: load)
            index += 1 + used
        }
        let prescription = sets.isEmpty ? nil : Prescription(sets)
        var start = LiftState(lift: name.joined(separator: " "))
        start.load = sets.lazy.compactMap(\.load.weight).first
        guard index < words.count else {
            return PlannedLift(start.lift, prescription, rule: HoldProgression().name, start: start, warmup: warmup)
        }
        if words[index].hasPrefix("@") {
            throw .unreadable(String(words[index]), "sets before a load, such as 3x5 @100kg")
        }
        guard let rule = keywords[String(words[index])] else {
            let known = rules.rules.map(\.spelling.keyword).joined(separator: ", ")
            throw .unreadable(String(words[index]), "sets such as 3x5 @100kg, or a rule (\(known))")
        }
        var reader = RuleWordReader(rule: rule, words: words[(index + 1)...], start: start)
        let parameters = try reader.read(prescription)
        return PlannedLift(
            start.lift, prescription, rule: rule.name, parameters: parameters, start: reader.start, warmup: warmup)
    }

    /// The words that ask for a warm-up: `warmup auto`, the standard ramp (``WarmupScheme/standard``).
    public static let warmupWords = ["warmup", "auto"]

    /// The standard warm-up when `words` hold `warmup auto` after the name, with those words taken out; else `nil`.
    private static func takeWarmup(from words: inout [Substring]) -> WarmupScheme? {
        let count = warmupWords.count
        guard
            let index = words.indices.dropFirst().first(where: { start in
                start + count <= words.count && zip(words[start...], warmupWords).allSatisfy { $0 == $1 }
            })
        else { return nil }
        words.removeSubrange(index..<index + count)
        return .standard
    }

    /// The load after the sets at `index`, `@100kg` or `@100 kg` as `kheper add` reads it, and how many words it
    /// takes.
    private static func load(after index: Int, in words: [Substring]) throws(ProgramTextError) -> (PrescribedLoad, Int)
    {
        let next = index + 1
        if next + 1 < words.count, words[next].hasPrefix("@"), WeightUnit(rawValue: String(words[next + 1])) != nil,
            let load = PrescribedLoad(lineText: words[next].dropFirst() + words[next + 1])
        {
            return (load, 2)
        }
        guard next < words.count, words[next].hasPrefix("@"),
            let load = PrescribedLoad(lineText: words[next].dropFirst())
        else {
            let found = next < words.count ? String(words[next]) : "the end of the line"
            throw .unreadable(found, "\(PrescribedLoad.lineForm) after \(words[index])")
        }
        return (load, 1)
    }

    /// The line for `lift`, its rule written in the spelling `rules` holds for it (its name as the keyword and
    /// `NAME VALUE` per parameter when `rules` does not know it); a lift that holds (`none`) writes no rule.
    public static func text(of lift: PlannedLift, rules: ProgressionRules) -> String {
        var words = [lift.name]
        if let prescription = lift.prescription { words += Scheme.runs(of: prescription.sets) }
        if lift.warmup != nil { words += warmupWords }
        guard let rule = rules.rule(named: lift.rule) else {
            return (words + [lift.rule] + lift.parameters.map { "\($0.key) \($0.value)" }).joined(separator: " ")
        }
        if rule.name == HoldProgression().name, lift.parameters.isEmpty { return words.joined(separator: " ") }
        words.append(rule.spelling.keyword)
        let percent = Set(rule.parameters.filter { $0.unit == "%" }.map(\.name))
        let unit = (lift.start.load ?? lift.start.trainingMax)?.unit.rawValue ?? ""
        for part in rule.spelling.parts {
            switch part {
            case .increment(let parameter):
                if let value = lift.parameters[parameter] { words.append("+\(value)\(unit)") }
            case .labelled(let word, let parameter):
                if let value = lift.parameters[parameter] {
                    words += [word, "\(value)\(percent.contains(parameter) ? "%" : "")"]
                }
            case .choice(let parameter):
                if let value = lift.parameters[parameter]?.stringValue { words.append(value) }
            case .schemes(let parameter):
                if let list = lift.parameters[parameter]?.arrayValue {
                    words.append(list.compactMap(\.stringValue).joined(separator: ","))
                }
            case .trainingMax(let word):
                if let max = lift.start.trainingMax { words += [word, PrescribedLoad.absolute(max).lineText] }
            case .lineSets, .lineReps, .lineRange: break
            }
        }
        return words.joined(separator: " ")
    }
}

extension PrescribedLoad {
    /// The weight of an absolute load; `nil` for a share.
    var weight: Weight? {
        if case .absolute(let weight) = self { return weight }
        return nil
    }
}
