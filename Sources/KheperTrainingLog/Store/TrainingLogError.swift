public import KheperCore

/// Why the training log refused or failed an operation, with a stable code and a sentence naming the value.
public struct TrainingLogError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<TrainingLogError>

    /// The kind of error.
    public let code: Code
    /// A sentence for a person.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// No exercise has the id or name `reference`.
    public static func unknownExercise(_ reference: String) -> Self {
        Self(
            .unknownExercise,
            "no exercise has the id or name \"\(reference)\"; `kheper exercises` lists the exercises and their ids")
    }

    /// Every `log import --replace` has been undone already, or there was none.
    public static let noReplacementToUndo = Self(.noReplacement, "there is no log import --replace to undo")
}

extension ErrorCode where Domain == TrainingLogError {
    /// No exercise has the id or name given.
    public static let unknownExercise = Self(rawValue: "log.unknown-exercise")
    /// A merge named the same exercise twice.
    public static let sameExercise = Self(rawValue: "log.same-exercise")
    /// There is no merge to undo with the number given, or none at all.
    public static let noMerge = Self(rawValue: "log.no-merge")
    /// The store could not be read or written; the message names the file and what failed.
    public static let storage = Self(rawValue: "log.storage")
    /// There is no `log import --replace` left to undo.
    public static let noReplacement = Self(rawValue: "log.no-replacement")
}
