/// The one error thrown when a registry cannot be built, listing every problem found at once.
public struct RegistryError: Error, Sendable, Hashable, CustomStringConvertible {
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

    /// A stable, machine-readable name for a kind of registry problem.
    public struct Code: RawRepresentable, Sendable, Hashable {
        /// The code as written in output.
        public let rawValue: String

        /// Wraps a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A type tag is malformed.
        public static let malformedTag = Code(rawValue: "registry.malformed-tag")
        /// Two definitions share a tag.
        public static let duplicateTag = Code(rawValue: "registry.duplicate-tag")
        /// Nesting rules name a kind that is not registered.
        public static let unregisteredKindInRules = Code(rawValue: "registry.unregistered-kind-in-rules")
        /// A migration step for an earlier version is missing.
        public static let missingMigration = Code(rawValue: "registry.missing-migration")
        /// A migration step is given twice or for a version that is not earlier than the current one.
        public static let misplacedMigration = Code(rawValue: "registry.misplaced-migration")
        /// A version is below 1, or a count limit is negative or inverted.
        public static let invalidDefinition = Code(rawValue: "registry.invalid-definition")
    }

    /// Every problem found, in definition order.
    public let problems: [Problem]

    /// A heading and one line per problem.
    public var description: String {
        let noun = problems.count == 1 ? "problem" : "problems"
        let lines = problems.map { "  - \($0)" }.joined(separator: "\n")
        return "the block registry could not be built (\(problems.count) \(noun)):\n\(lines)"
    }
}
