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

    /// No exercise's aliases hold the ``ExerciseName/key(_:)`` of `name`, so no exercise has a spelling to split.
    public static func noSpelling(_ name: String) -> Self {
        Self(
            .unknownExercise,
            "no exercise was recorded under a name spelt like \"\(name)\"; expected a name as `kheper log import` "
                + "reported it joined another, or as `kheper exercises` lists its aliases")
    }

    /// `name` is the first name of the exercise `id`, which a split cannot take from it.
    public static func splittingFirstName(_ name: String, id: String) -> Self {
        Self(
            .cannotSplit,
            "\"\(name)\" is the first name of exercise \(id), not a spelling that joined it; expected a name that "
                + "joined it, as `kheper log import` and `kheper play` report them")
    }

    /// The exercise `id`, named `exerciseName`, holds no performed exercise recorded as `name`; its sessions
    /// recorded it as `spellings`.
    public static func nothingToSplit(_ name: String, from exerciseName: String, id: String, spellings: [String])
        -> Self
    {
        let shown = spellings.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")
        return Self(
            .cannotSplit,
            "no performed exercise of \"\(exerciseName)\" (\(id)) is recorded as \"\(name)\"; expected one of "
                + "the names its sessions recorded: \(shown.isEmpty ? "none" : shown)")
    }

    /// There is no link change `id` left to undo, or, when `id` is nil, none at all.
    public static func noLinkChangeToUndo(_ id: Int?) -> Self {
        Self(
            .noLinkChange,
            id.map { "there is no link change number \($0) left to undo" } ?? "there is no link change to undo")
    }

    /// An entry of the lifter's own has the id `id` already.
    public static func customEntryExists(_ id: String) -> Self {
        Self(
            .customEntryExists,
            "an entry of your own has the id \"\(id)\" already; expected a new one (`kheper exercises remove-entry "
                + "\(id)` removes the old)")
    }

    /// No entry of the lifter's own has the id `id`.
    public static func unknownCustomEntry(_ id: String) -> Self {
        Self(
            .unknownCustomEntry,
            "no entry of your own has the id \"\(id)\"; `kheper exercises search` marks your entries (yours)")
    }

    /// Every `log import --replace` and `log remove` has been undone already, or there was none.
    public static let noReplacementToUndo = Self(
        .noReplacement, "there is no log import --replace or log remove to undo")

    /// No stored session has the id `id`.
    public static func unknownSession(_ id: String) -> Self {
        Self(.unknownSession, "no logged session has the id \"\(id)\"; `kheper log list` shows each session's id")
    }
}

extension ErrorCode where Domain == TrainingLogError {
    /// No exercise has the id or name given.
    public static let unknownExercise = Self(rawValue: "log.unknown-exercise")
    /// A merge named the same exercise twice.
    public static let sameExercise = Self(rawValue: "log.same-exercise")
    /// A split named an exercise's first name, or a spelling no performed exercise of it was recorded under.
    public static let cannotSplit = Self(rawValue: "log.cannot-split")
    /// There is no merge to undo with the number given, or none at all.
    public static let noMerge = Self(rawValue: "log.no-merge")
    /// The store could not be read or written; the message names the file and what failed.
    public static let storage = Self(rawValue: "log.storage")
    /// There is no link change to undo with the number given, or none at all.
    public static let noLinkChange = Self(rawValue: "log.no-link-change")
    /// An entry of the lifter's own has the id given already.
    public static let customEntryExists = Self(rawValue: "log.custom-entry-exists")
    /// No entry of the lifter's own has the id given.
    public static let unknownCustomEntry = Self(rawValue: "log.unknown-custom-entry")
    /// There is no `log import --replace` or `log remove` left to undo.
    public static let noReplacement = Self(rawValue: "log.no-replacement")
    /// No stored session has the id given.
    public static let unknownSession = Self(rawValue: "log.unknown-session")
}
