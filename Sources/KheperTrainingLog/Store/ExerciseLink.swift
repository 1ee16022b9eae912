/// What a log exercise is in the exercise catalogue: the entry it links to, or none (unmatched), and how that was
/// decided.
///
/// The training log knows no catalogue: an entry is its id, and ``how`` is a plain code. A matcher's codes
/// (`alias`, a rule's name such as `catalogue-name`, or why it left the name unmatched, such as `no-match`) come
/// from the host that ran it; ``blockEntry`` marks a link a play took from a workout block's `entry`; ``lifter``
/// marks a link the lifter made or removed by hand, which no matching replaces.
public struct ExerciseLink: Sendable, Hashable {
    /// The `how` of a link the lifter made or removed by hand.
    public static let lifter = "lifter"
    /// The `how` of a link a play made from an exercise block's `entry` field: the exercise it created is the
    /// entry the block names.
    public static let blockEntry = "block-entry"
    /// The `how` of an exercise left unmatched because the lifter removed the entry it linked to; matching may
    /// link it again.
    public static let entryRemoved = "entry-removed"

    /// The id of the catalogue entry the exercise is, or nil when it is unmatched.
    public var entryID: String?
    /// How it was decided: a matcher's code, or ``lifter``.
    public var how: String

    /// Creates a link to `entryID` (nil: unmatched), decided as `how` says.
    public init(entryID: String?, how: String) {
        self.entryID = entryID
        self.how = how
    }

    /// Whether the lifter decided it, so matching never replaces it.
    public var isLifters: Bool { how == Self.lifter }
}
