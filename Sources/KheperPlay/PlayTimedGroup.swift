public import KheperCore
public import KheperExercise
public import KheperSet

/// A timed group as a play runs it: the group's clock (EMOM, AMRAP or for time) and the exercises done in turn
/// against it, each with the targets it cycles through round by round.
public struct PlayTimedGroup: Sendable, Hashable {
    /// One exercise of the group.
    public struct Exercise: Sendable, Hashable {
        /// The exercise block's id.
        public var id: BlockID
        /// The exercise's name as written.
        public var name: String
        /// The training log's id of the exercise, when the block names one.
        public var logExerciseID: String?
        /// The targets of its sets; round `r` asks for target `(r - 1) % count`.
        public var targets: [ExerciseSet]

        /// Creates an exercise of a group.
        public init(id: BlockID, name: String, logExerciseID: String? = nil, targets: [ExerciseSet]) {
            self.id = id
            self.name = name
            self.logExerciseID = logExerciseID
            self.targets = targets.isEmpty ? [ExerciseSet()] : targets
        }
    }

    /// The set block, with its style, clock and rounds.
    public var group: SetBlock
    /// The exercises in the order the group lists them.
    public var exercises: [Exercise]

    /// Creates a timed group from its block and its exercises.
    public init(group: SetBlock, exercises: [Exercise]) {
        self.group = group
        self.exercises = exercises
    }

    /// The heading: the name and the clock, such as `Cindy: AMRAP 20:00`.
    public var title: String {
        let clock = group.clock ?? group.resolvedStyle.displayName
        return group.name.flatMap { $0.isEmpty ? nil : "\($0): \(clock)" } ?? clock
    }

    /// The rounds a for-time group asks for; `nil` for an EMOM (its intervals count) and an AMRAP (no limit).
    public var roundLimit: Int? {
        group.resolvedStyle == .forTime ? max(1, group.resolvedRounds) : nil
    }

    /// The set step for exercise `position` in `round`: labelled `A3` for the first exercise's third round,
    /// numbered by the round.
    public func step(position: Int, round: Int) -> PlaySetStep {
        let exercise = exercises[position]
        let index = (round - 1) % exercise.targets.count
        return PlaySetStep(
            exerciseID: exercise.id, exerciseName: exercise.name, setIndex: index, number: round,
            target: exercise.targets[index], round: round, rounds: roundLimit,
            label: "\(PlayPlan.letter(position))\(round)", logExerciseID: exercise.logExerciseID)
    }
}
