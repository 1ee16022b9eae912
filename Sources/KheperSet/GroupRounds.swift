/// How an untimed group's rounds and its exercises' set lists combine: the one rule the play, validation and the
/// docs follow (docs/FORMAT.md, "Rounds and sets in a group").
///
/// A group runs ``rounds`` rounds: its `rounds` when written (`superset A x3`), else as many as its longest
/// exercise has sets. Round r takes one set of each exercise, in the group's order: the exercise's r-th set; an
/// exercise that lists one set (or none) does that set every round; one that lists fewer sets than the rounds sits
/// out the rounds past its last set. So `superset A x3` over `3x8` and `3x10` is three rounds of one set each, and
/// a plain superset of `2x10` and `2x8` is two rounds.
public struct GroupRounds: Sendable, Hashable {
    /// The rounds the group runs, at least 1.
    public let rounds: Int
    /// How many sets each exercise lists, in the group's order.
    public let setCounts: [Int]
    /// Whether the rounds were written on the group rather than taken from the longest exercise.
    public let roundsWritten: Bool

    /// The rounds of `group` over exercises listing `setCounts` sets each.
    public init(group: SetBlock, setCounts: [Int]) {
        self.setCounts = setCounts
        roundsWritten = group.rounds != nil
        rounds = max(1, group.rounds ?? setCounts.max() ?? 1)
    }

    /// The index in its set list of the set exercise `position` does in `round` (from 1), or `nil` when it sits
    /// that round out. An exercise with no sets gets index 0: one open set each round.
    public func setIndex(exercise position: Int, round: Int) -> Int? {
        let count = setCounts[position]
        if count <= 1 { return 0 }
        return round <= count ? round - 1 : nil
    }

    /// The positions of the exercises whose set count disagrees with written rounds: more than one set, and not
    /// as many as the rounds.
    public var conflicts: [Int] {
        guard roundsWritten else { return [] }
        return setCounts.indices.filter { setCounts[$0] > 1 && setCounts[$0] != rounds }
    }
}
