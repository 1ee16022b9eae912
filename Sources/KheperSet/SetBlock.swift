public import KheperCore

/// A group of exercises performed together, such as a superset, a circuit or a giant set, or against a clock: an
/// EMOM, an AMRAP or a for-time group.
///
/// Its children are the exercises, timers, text and media of the group; only `data` holds the group's own fields.
/// A timed group keeps its clock in ``duration``, ``every`` and ``cap``; it holds no timers of its own.
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

    /// Whole seconds the clock runs for an EMOM or an AMRAP: "EMOM 10 min", "AMRAP 12:00".
    public var duration: Int?

    /// Whole seconds of each EMOM interval, as written; `nil` means a minute.
    public var every: Int?

    /// Whole seconds of a for-time group's time cap; `nil` means no cap.
    public var cap: Int?

    /// The style in effect: the stored one, or ``Style/superset``.
    public var resolvedStyle: Style { style ?? .superset }

    /// The number of rounds in effect: the stored one, or 1.
    public var resolvedRounds: Int { rounds ?? 1 }

    /// Seconds of each EMOM interval in effect: the stored one, or 60.
    public var resolvedEvery: Int { every ?? 60 }

    /// The number of EMOM intervals: ``duration`` over ``resolvedEvery``, a last short interval counting as one;
    /// `nil` when the duration is missing or either is not positive.
    public var emomIntervals: Int? {
        guard let duration, duration > 0, resolvedEvery > 0 else { return nil }
        return duration / resolvedEvery + (duration % resolvedEvery == 0 ? 0 : 1)
    }

    /// Creates a set; fields left `nil` take their defaults and are not written.
    public init(
        style: Style? = nil,
        name: String? = nil,
        rounds: Int? = nil,
        restBetweenExercises: Int? = nil,
        restBetweenRounds: Int? = nil,
        duration: Int? = nil,
        every: Int? = nil,
        cap: Int? = nil
    ) {
        self.style = style
        self.name = name
        self.rounds = rounds
        self.restBetweenExercises = restBetweenExercises
        self.restBetweenRounds = restBetweenRounds
        self.duration = duration
        self.every = every
        self.cap = cap
    }
}
