public import KheperCore

/// A group of exercises performed together, such as a superset, a circuit or a giant set.
///
/// Its children are the exercises, timers, text and media of the group; only `data` holds the group's own fields.
public struct SetBlock: Block {
    /// `set`.
    public static let kind: BlockKind = "set"

    /// The most characters `name` may hold.
    public static let maximumNameLength = 40

    /// The allowed number of rounds.
    public static let roundsRange = 1...100

    /// The allowed rest, in seconds.
    public static let restRange = 0.0...3600.0

    /// How the group is performed, as written; `nil` means ``Style/superset``.
    public var style: Style?

    /// A short label such as "A", up to 40 characters.
    public var name: String?

    /// How many times the group is performed, 1 to 100, as written; `nil` means once.
    public var rounds: Int?

    /// Seconds of rest between one exercise and the next, 0 to 3600.
    public var restBetweenExercises: Double?

    /// Seconds of rest between rounds, 0 to 3600.
    public var restBetweenRounds: Double?

    /// The style in effect: the stored one, or ``Style/superset``.
    public var resolvedStyle: Style { style ?? .superset }

    /// The number of rounds in effect: the stored one, or 1.
    public var resolvedRounds: Int { rounds ?? 1 }

    /// Creates a set; fields left `nil` take their defaults and are not written.
    public init(
        style: Style? = nil,
        name: String? = nil,
        rounds: Int? = nil,
        restBetweenExercises: Double? = nil,
        restBetweenRounds: Double? = nil
    ) {
        self.style = style
        self.name = name
        self.rounds = rounds
        self.restBetweenExercises = restBetweenExercises
        self.restBetweenRounds = restBetweenRounds
    }
}
