public import KheperCore
import KheperExercise
import KheperMedia
import KheperSet
import KheperText
import KheperTimer

/// A workout flattened into the ordered steps `kheper play` walks: sets in order, a group's rounds, rests after sets,
/// timers, text and media as they are reached.
///
/// An untimed group (`set` block) runs its rounds as `GroupRounds` lays them out: round by round, one set of each
/// exercise in the group's order, so `superset A x3` over two exercises of `3x8` plays A1, A2, A1, A2, A1, A2. The
/// label is the group's letter (its one-letter name, else the first letter no group is named) and the exercise's
/// place in the group. Text, media and timers in a group come at their place in each round (text and media in the
/// first round only). The rest after a set is the set's `rest`, else the exercise's, else the group's:
/// `restBetweenExercises` inside a round and `restBetweenRounds` after its last set. A timed group (EMOM, AMRAP, for
/// time) is one ``PlayStep/timedGroup(_:)`` step that runs its clock while its sets are logged. No rest ends the
/// plan. Kinds that cannot be played (charts, dividers, unknown blocks) are left out.
public struct PlayPlan: Sendable, Hashable {
    /// The workout's title.
    public var title: String
    /// The steps in order.
    public var steps: [PlayStep]

    /// Creates a plan from steps, as tests and the machine's extra sets do.
    public init(title: String = "", steps: [PlayStep]) {
        self.title = title
        self.steps = steps
    }

    /// Flattens `document`'s top-level blocks into steps.
    public init(document: BlockDocument) {
        var builder = Builder(document: document)
        builder.labels = Self.groupLabels(document)
        for node in document.rootBlocks { builder.add(node) }
        self.init(title: document.title, steps: builder.finished())
    }

    /// How many set steps the plan has.
    public var setCount: Int { steps.count { $0.set != nil } }

    /// The plan with each set's ``PlaySetStep/loading`` set to what `describe` says of it (`nil` for nothing), so
    /// the screen shows the plates of a barbell set; a set a timed group holds has none.
    public func describingLoads(_ describe: (PlaySetStep) -> String?) -> PlayPlan {
        var plan = self
        for index in plan.steps.indices {
            guard case .set(var set) = plan.steps[index] else { continue }
            set.loading = describe(set)
            plan.steps[index] = .set(set)
        }
        return plan
    }

    /// Collects steps and counts each exercise's sets as they are placed.
    private struct Builder {
        let document: BlockDocument
        var steps: [PlayStep] = []
        var numbers: [BlockID: Int] = [:]
        /// Each untimed group's letter, from `groupLabels(_:)`.
        var labels: [BlockID: String] = [:]

        mutating func add(_ node: BlockNode) {
            let content = node.content
            if let exercise = content.as(ExerciseBlock.self) {
                let sets = exercise.resolvedSets.isEmpty ? [ExerciseSet()] : exercise.resolvedSets
                for (index, target) in sets.enumerated() {
                    addSet(exercise, id: node.id, index: index, target: target, rest: target.rest ?? exercise.rest)
                }
            } else if let group = content.as(SetBlock.self), group.resolvedStyle.isTimed {
                addTimedGroup(group, children: document.children(of: node.id))
            } else if let group = content.as(SetBlock.self) {
                addGroup(group, id: node.id, children: document.children(of: node.id))
            } else {
                addOther(content, round: 1)
            }
        }

        mutating func addOther(_ content: BlockContent, round: Int) {
            if let timer = content.as(TimerBlock.self) {
                steps.append(.timer(timer))
            } else if round == 1, let text = content.as(TextBlock.self) {
                steps.append(.note(text.text))
            } else if round == 1, let media = content.as(MediaBlock.self) {
                steps.append(.media(media))
            }
        }

        /// An untimed group, round by round as `GroupRounds` lays them out: in each round one set of each exercise
        /// that has one, labelled by the group's letter and the exercise's place (`A1`, `A2`).
        mutating func addGroup(_ group: SetBlock, id: BlockID, children: [BlockNode]) {
            let exercises = children.compactMap { node in node.content.as(ExerciseBlock.self).map { (node, $0) } }
            let layout = GroupRounds(group: group, setCounts: exercises.map { $0.1.resolvedSets.count })
            let groupLabel = labels[id] ?? "A"
            for round in 1...layout.rounds {
                let doing = exercises.indices.filter { layout.setIndex(exercise: $0, round: round) != nil }
                var position = 0
                for node in children {
                    guard let exercise = node.content.as(ExerciseBlock.self) else {
                        addOther(node.content, round: round)
                        continue
                    }
                    defer { position += 1 }
                    guard let index = layout.setIndex(exercise: position, round: round) else { continue }
                    let sets = exercise.resolvedSets.isEmpty ? [ExerciseSet()] : exercise.resolvedSets
                    let groupRest = position == doing.last ? group.restBetweenRounds : group.restBetweenExercises
                    addSet(
                        exercise, id: node.id, index: index, target: sets[index],
                        rest: sets[index].rest ?? exercise.rest ?? groupRest,
                        round: layout.rounds > 1 ? round : nil, rounds: layout.rounds > 1 ? layout.rounds : nil,
                        label: "\(groupLabel)\(position + 1)")
                }
            }
        }

        /// A timed group is one step that runs its own clock; its text and media come before it, and a timer in it
        /// (which validation refuses) is left out.
        mutating func addTimedGroup(_ group: SetBlock, children: [BlockNode]) {
            var exercises: [PlayTimedGroup.Exercise] = []
            for node in children {
                if let exercise = node.content.as(ExerciseBlock.self) {
                    exercises.append(
                        PlayTimedGroup.Exercise(
                            id: node.id, name: exercise.name, logExerciseID: exercise.exerciseID,
                            targets: exercise.resolvedSets))
                } else if node.content.as(TimerBlock.self) == nil {
                    addOther(node.content, round: 1)
                }
            }
            guard !exercises.isEmpty else { return }
            steps.append(.timedGroup(PlayTimedGroup(group: group, exercises: exercises)))
        }

        mutating func addSet(
            _ exercise: ExerciseBlock, id: BlockID, index: Int, target: ExerciseSet, rest: Int?,
            round: Int? = nil, rounds: Int? = nil, label: String? = nil
        ) {
            let number = numbers[id, default: 0] + 1
            numbers[id] = number
            let restAfter = max(0, rest ?? 0)
            let step = PlaySetStep(
                exerciseID: id, exerciseName: exercise.name, setIndex: index, number: number, target: target,
                round: round, rounds: rounds, label: label, restAfter: restAfter,
                logExerciseID: exercise.exerciseID)
            steps.append(.set(step))
            if restAfter > 0 { steps.append(.rest(seconds: restAfter, after: step.title)) }
        }

        func finished() -> [PlayStep] {
            var steps = self.steps
            while case .rest = steps.last { steps.removeLast() }
            return steps
        }

    }

    /// The letter of each untimed top-level group, in order: its name when that is one letter (`superset A`),
    /// else the first letter no group of the workout is named and no earlier group took. So a group named "A" is
    /// always A, and no two groups share a letter unless two are named the same.
    static func groupLabels(_ document: BlockDocument) -> [BlockID: String] {
        let groups = document.rootBlocks.compactMap { node in
            node.content.as(SetBlock.self).flatMap { $0.resolvedStyle.isTimed ? nil : (node.id, $0) }
        }
        let named = groups.map { group in
            group.1.name.flatMap { name in name.count == 1 && name.allSatisfy(\.isLetter) ? name.uppercased() : nil }
        }
        var taken = Set(named.compactMap { $0 })
        var labels: [BlockID: String] = [:]
        var next = 0
        for (index, group) in groups.enumerated() {
            if let name = named[index] {
                labels[group.0] = name
                continue
            }
            while taken.contains(letter(next)) { next += 1 }
            labels[group.0] = letter(next)
            taken.insert(letter(next))
        }
        return labels
    }

    /// `A` to `Z`, then `AA`, `AB`…, for groups of more than 26 exercises.
    static func letter(_ index: Int) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return index < 26 ? String(letters[index]) : letter(index / 26 - 1) + String(letters[index % 26])
    }
}
