/// Why ``ExerciseCatalogue/extended(with:)`` refused one of the lifter's entries: a stable code, and a sentence
/// naming the field, the value and what was expected.
///
/// The catalogue imports no other Kheper module, so this error has the shape of the kernel's `CodedError` with a
/// nested ``Code``, and the command line conforms it there.
public struct CatalogueAdditionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable identifier for a kind of refusal.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The stable string form of the code, such as `"catalogue.id-taken"`.
        public let rawValue: String

        /// Creates a code from its stable string form.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The stable string form of the code.
        public var description: String { rawValue }

        /// The id is already an entry's, bundled or the lifter's.
        public static let idTaken = Code(rawValue: "catalogue.id-taken")
        /// The id is empty or holds a character other than a letter, a digit, `_` or `-`.
        public static let invalidID = Code(rawValue: "catalogue.invalid-id")
        /// The name is empty, too long, holds a control character, or names no movement.
        public static let invalidName = Code(rawValue: "catalogue.invalid-name")
        /// The name reads as the same as another entry's, so the matcher could no longer tell them apart.
        public static let nameTaken = Code(rawValue: "catalogue.name-taken")
        /// A muscle is none of the catalogue's muscles, or no primary muscle is given.
        public static let invalidMuscle = Code(rawValue: "catalogue.invalid-muscle")
        /// The equipment is none of the catalogue's, or a name or alias states other equipment than the entry's.
        public static let invalidEquipment = Code(rawValue: "catalogue.invalid-equipment")
        /// An alias is empty or names no movement.
        public static let invalidAlias = Code(rawValue: "catalogue.invalid-alias")
    }

    /// The stable code that identifies the kind of refusal.
    public let code: Code

    /// A sentence for a person that names the field, the value and what was expected.
    public let message: String

    /// Creates an error from its code and a message for a person.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message followed by the code in brackets.
    public var description: String { "\(message) [\(code.rawValue)]" }
}
