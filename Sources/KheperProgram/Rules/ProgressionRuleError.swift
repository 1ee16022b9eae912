public import KheperCore

/// Why progression rules could not be registered or a rule could not advance a lift, with a stable code and a
/// sentence naming the value.
public struct ProgressionRuleError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<ProgressionRuleError>

    /// The kind of error.
    public let code: Code
    /// A sentence for a person.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The rules `names` are each registered more than once.
    public static func duplicateNames(_ names: [String]) -> Self {
        let listed = names.map { "\"\($0)\"" }.joined(separator: ", ")
        return Self(.duplicateName, "progression rules named \(listed) are registered twice; expected unique names")
    }

    /// A rule's name is not lower-case letters, digits and `-`.
    public static func malformedName(_ name: String) -> Self {
        Self(
            .malformedName,
            "the progression rule name \"\(name)\" is malformed; expected lower-case letters, digits and \"-\"")
    }

    /// No rule is named `name`; `known` are the names there are.
    public static func unknownRule(_ name: String, known: [String]) -> Self {
        Self(
            .unknownRule, "no progression rule is named \"\(name)\"; expected one of: \(known.joined(separator: ", "))")
    }

    /// A parameter of `rule` is wrong; `problem` names it, its value and what was expected.
    public static func invalidParameter(rule: String, _ problem: String) -> Self {
        Self(.invalidParameter, "the \(rule) rule's parameter \(problem)")
    }

    /// `rule` needs the lift state's `member` (such as `load`), which `lift` lacks.
    public static func missingState(rule: String, _ member: String, lift: String) -> Self {
        Self(.missingState, "the \(rule) rule needs \(lift)'s \(member), which its state lacks; expected one")
    }

    /// The lift state's `member` is `value`, outside what `rule` accepts.
    public static func invalidState(rule: String, _ member: String, _ value: String, expected: String) -> Self {
        Self(.invalidState, "\(member) is \(value), which the \(rule) rule cannot use; expected \(expected)")
    }
}

extension ErrorCode where Domain == ProgressionRuleError {
    /// Two registered rules share a name.
    public static let duplicateName = Self(rawValue: "progression.duplicate-name")
    /// A rule's name is malformed.
    public static let malformedName = Self(rawValue: "progression.malformed-name")
    /// No rule has the name given.
    public static let unknownRule = Self(rawValue: "progression.unknown-rule")
    /// A parameter's value is not one its rule accepts.
    public static let invalidParameter = Self(rawValue: "progression.invalid-parameter")
    /// The lift's state lacks a member the rule needs.
    public static let missingState = Self(rawValue: "progression.missing-state")
    /// A member of the lift's state is outside what the rule accepts.
    public static let invalidState = Self(rawValue: "progression.invalid-state")
}
