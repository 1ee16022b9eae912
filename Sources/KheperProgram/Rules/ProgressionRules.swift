public import KheperCore

/// The progression rules a program knows: an immutable value built once and handed to whoever needs it, as
/// `BlockRegistry` is for kinds. A stranger's rule registers beside the built-in ones with ``adding(_:)``.
public struct ProgressionRules: Sendable {
    /// The registered rules by name.
    public let rulesByName: [String: any ProgressionRule]

    /// Registers `rules`, checking their names.
    ///
    /// - Throws: ``ProgressionRuleError``: `progression.malformed-name` for a name that is not lower-case letters,
    ///   digits and `-`, or `progression.duplicate-name` listing every name registered more than once.
    public init(_ rules: [any ProgressionRule]) throws(ProgressionRuleError) {
        var byName: [String: any ProgressionRule] = [:]
        var duplicates: [String] = []
        for rule in rules {
            if let problem = Self.problem(withName: rule.name) { throw problem }
            if byName.updateValue(rule, forKey: rule.name) != nil, !duplicates.contains(rule.name) {
                duplicates.append(rule.name)
            }
        }
        guard duplicates.isEmpty else { throw .duplicateNames(duplicates) }
        self.rulesByName = byName
    }

    /// The built-in rules: `linear`, `double-progression`, `531`, `stages` and `none`.
    public static let builtIn: [any ProgressionRule] = [
        LinearProgression(), DoubleProgression(), TrainingMaxProgression(), StagesProgression(), HoldProgression(),
    ]

    /// The built-in rules, registered.
    public static var standard: ProgressionRules {
        // The built-in names are distinct and well formed (ProgressionRulesTests checks it).
        ProgressionRules(byName: Dictionary(uniqueKeysWithValues: builtIn.map { ($0.name, $0) }))
    }

    private init(byName: [String: any ProgressionRule]) { self.rulesByName = byName }

    /// These rules and `rules`, checked as a whole.
    ///
    /// - Throws: ``ProgressionRuleError`` as ``init(_:)`` does, naming a new rule whose name is taken.
    public func adding(_ rules: [any ProgressionRule]) throws(ProgressionRuleError) -> ProgressionRules {
        try ProgressionRules(self.rules + rules)
    }

    /// The registered names, sorted.
    public var names: [String] { rulesByName.keys.sorted() }

    /// The registered rules, sorted by name.
    public var rules: [any ProgressionRule] { names.compactMap { rulesByName[$0] } }

    /// The rule named `name`, or `nil`.
    public func rule(named name: String) -> (any ProgressionRule)? { rulesByName[name] }

    /// Advances a lift by the rule named `rule`, after checking `parameters` (a JSON object, or `null` for the
    /// defaults) against the rule's declared parameters.
    ///
    /// - Throws: ``ProgressionRuleError`` for an unknown rule, a bad parameter, or a state the rule cannot use.
    public func advance(
        _ state: LiftState, after logged: LoggedLift, by rule: String, parameters: JSONValue = .null
    ) throws(ProgressionRuleError) -> Progression {
        guard let found = rulesByName[rule] else { throw .unknownRule(rule, known: names) }
        let checked = try RuleParameters(parameters, rule: found.name, declared: found.parameters)
        return try found.advance(state, after: logged, with: checked)
    }

    /// Why `name` cannot name a rule, or `nil` when it can.
    private static func problem(withName name: String) -> ProgressionRuleError? {
        let allowed = name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
        return !name.isEmpty && allowed ? nil : .malformedName(name)
    }
}
