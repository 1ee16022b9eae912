/// The one error thrown when a registry cannot be built, listing every problem found at once.
public struct RegistryError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of registry problem.
    public typealias Code = ErrorCode<RegistryError>

    /// One thing wrong with the definitions.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// A stable code for the kind of problem.
        public let code: Code

        /// The tag of the definition the problem is about.
        public let kind: String

        /// A sentence for a person.
        public let message: String

        /// `kind: message [code]`.
        public var description: String { "\(kind): \(message) [\(code.rawValue)]" }
    }

    /// Every problem found, in definition order; never empty.
    public let problems: [Problem]

    /// The code of the first problem; each problem carries its own.
    public var code: Code { problems.first?.code ?? .invalidDefinition }

    /// A heading and one line per problem, each with its code.
    public var message: String {
        let noun = problems.count == 1 ? "problem" : "problems"
        let lines = problems.map { "  - \($0)" }.joined(separator: "\n")
        return "the block registry could not be built (\(problems.count) \(noun)):\n\(lines)"
    }

    /// The message alone, since every line of it already names its code.
    public var description: String { message }
}

extension ErrorCode where Domain == RegistryError {
    /// A type tag is malformed.
    public static let malformedTag = Self(rawValue: "registry.malformed-tag")
    /// Two definitions share a tag.
    public static let duplicateTag = Self(rawValue: "registry.duplicate-tag")
    /// Nesting rules name a kind that is not registered.
    public static let unregisteredKindInRules = Self(rawValue: "registry.unregistered-kind-in-rules")
    /// A migration step for an earlier version is missing.
    public static let missingMigration = Self(rawValue: "registry.missing-migration")
    /// A migration step is given twice or for a version that is not earlier than the current one.
    public static let misplacedMigration = Self(rawValue: "registry.misplaced-migration")
    /// A version is below 1, or a count limit is negative or inverted.
    public static let invalidDefinition = Self(rawValue: "registry.invalid-definition")
}
