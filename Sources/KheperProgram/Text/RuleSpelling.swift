import KheperCore

/// How a rule is written on a lift's line, after its sets and load: a keyword, then its parts in any order
/// (`lp +2.5kg deload 10% after 3`).
///
/// A rule declares its spelling once; ``LiftLine`` reads and writes every rule through it, and listings show its
/// ``form(for:)``. A rule that declares none is written with its name as the keyword and each parameter as `NAME VALUE`.
public struct RuleSpelling: Sendable, Hashable {
    /// The word that names the rule on a line, such as `lp`.
    public var keyword: String
    /// The parts after the keyword, in the order they are written.
    public var parts: [RuleSpellingPart]
    /// A whole lift's line using the rule, for listings (`Squat 3x5 @100kg lp +2.5kg`); `nil` for none.
    public var example: String?

    /// Creates a spelling.
    public init(keyword: String, parts: [RuleSpellingPart], example: String? = nil) {
        self.keyword = keyword
        self.parts = parts
        self.example = example
    }

    /// The spelling of a rule that declares none: its name, then each parameter after its own name.
    public init(defaultFor rule: some ProgressionRule) {
        self.init(keyword: rule.name, parts: rule.parameters.map { .labelled($0.name, parameter: $0.name) })
    }

    /// The spelling as listings show it, optional parts in brackets: `lp [+INCREMENT] [deload DELOAD%]`.
    public func form(for rule: any ProgressionRule) -> String {
        let required = Set(rule.parameters.filter(\.isRequired).map(\.name))
        let words = parts.compactMap { part -> String? in
            guard let form = part.form(rule.parameters.first { $0.name == part.parameter }) else { return nil }
            return part.isRequired(required) ? form : "[\(form)]"
        }
        return ([keyword] + words).joined(separator: " ")
    }
}
