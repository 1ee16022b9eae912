public import KheperCore

/// A group of exercises performed together, such as a superset, a circuit or a giant set.
///
/// Its children are the exercises, timers, text and media of the group; only `data` holds the group's own fields.
public struct SetBlock: Block {
    /// `set`.
    public static let kind: BlockKind = "set"

    /// How the group is performed, as written; `nil` means ``Style/superset``.
    public var style: Style?

    /// A short label such as "A".
    public var name: String?

    /// How many times the group is performed, as written; `nil` means once. Its range, like every limit of a set,
    /// is declared in ``fields``.
    public var rounds: Int?

    /// Whole seconds of rest between one exercise and the next.
    public var restBetweenExercises: Int?

    /// Whole seconds of rest between rounds.
    public var restBetweenRounds: Int?

    /// The style in effect: the stored one, or ``Style/superset``.
    public var resolvedStyle: Style { style ?? .superset }

    /// The number of rounds in effect: the stored one, or 1.
    public var resolvedRounds: Int { rounds ?? 1 }

    /// Creates a set; fields left `nil` take their defaults and are not written.
    public init(
        style: Style? = nil,
        name: String? = nil,
        rounds: Int? = nil,
        restBetweenExercises: Int? = nil,
        restBetweenRounds: Int? = nil
    ) {
        self.style = style
        self.name = name
        self.rounds = rounds
        self.restBetweenExercises = restBetweenExercises
        self.restBetweenRounds = restBetweenRounds
    }
}
