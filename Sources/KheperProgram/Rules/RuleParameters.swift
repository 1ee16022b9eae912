public import KheperCore

/// A rule's parameter values, checked against the rule's declared ``ProgressionRule/parameters`` with every
/// default filled in, so a rule reads them without checking again.
public struct RuleParameters: Sendable, Hashable {
    /// The rule's name, for messages.
    public let rule: String
    /// Every declared parameter that has a value, given or by default.
    public let values: JSONObject

    /// Checks `given` (a JSON object, or `null` for none) against `rule`'s parameters.
    ///
    /// - Throws: ``ProgressionRuleError`` (`progression.invalid-parameter`) naming the parameter, its value and what
    ///   was expected: a name the rule does not declare, a missing required one, or a value of the wrong type or
    ///   outside its range.
    public init(_ given: JSONValue = .null, for rule: some ProgressionRule) throws(ProgressionRuleError) {
        try self.init(given, rule: rule.name, declared: rule.parameters)
    }

    /// Checks `given` against the parameters `declared` by the rule named `rule`.
    ///
    /// - Throws: ``ProgressionRuleError`` as ``init(_:for:)`` does.
    public init(_ given: JSONValue, rule: String, declared: [FieldSpec]) throws(ProgressionRuleError) {
        let object: JSONObject
        switch given {
        case .null: object = [:]
        case .object(let members): object = members
        default:
            throw .invalidParameter(rule: rule, "list is \(given.description); expected an object of parameters")
        }
        let names = declared.map(\.name)
        for key in object.keys where !names.contains(key) {
            let expected = names.isEmpty ? "none" : "one of: " + names.joined(separator: ", ")
            throw .invalidParameter(rule: rule, "\"\(key)\" is not one it takes; expected \(expected)")
        }
        var filled = object
        for spec in declared where filled[spec.name] == nil {
            if let value = spec.defaultValue { filled[spec.name] = value }
        }
        if let problem = declared.diagnostics(for: .object(filled)).first {
            let place = problem.path.components.count > 1 ? " (at \(problem.path))" : ""
            throw .invalidParameter(rule: rule, problem.message + place)
        }
        self.rule = rule
        self.values = filled
    }

    /// The number `name`.
    ///
    /// - Precondition: `name` is a declared numeric parameter with a value or a default.
    public func number(_ name: String) -> Double {
        guard let number = values[name]?.numberValue else { preconditionFailure("no number \(name) in \(rule)") }
        return number.doubleValue
    }

    /// The whole number `name`.
    ///
    /// - Precondition: `name` is a declared integer parameter with a value or a default.
    public func integer(_ name: String) -> Int { Int(number(name)) }

    /// The text or choice `name`.
    ///
    /// - Precondition: `name` is a declared text parameter with a value or a default.
    public func text(_ name: String) -> String {
        guard let text = values[name]?.stringValue else { preconditionFailure("no text \(name) in \(rule)") }
        return text
    }

    /// The list of texts `name`.
    ///
    /// - Precondition: `name` is a declared list of texts with a value or a default.
    public func texts(_ name: String) -> [String] {
        guard let list = values[name]?.arrayValue else { preconditionFailure("no list \(name) in \(rule)") }
        return list.compactMap(\.stringValue)
    }
}
