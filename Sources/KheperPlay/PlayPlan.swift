public import KheperCore
import KheperExercise
import KheperMedia
import KheperSet
import KheperText
import KheperTimer

/// A workout flattened into the ordered steps `kheper play` walks: sets in order, a superset alternating A1, B1,
/// A2, B2, a circuit's rounds, rests after sets, timers, text and media as they are reached.
///
/// In a group (`set` block) each round walks the exercises' sets side by side: pass 1 takes every exercise's first
/// set, pass 2 every second set, and so on, and the whole is repeated for each round; the letter is the exercise's
/// place in the group and the number counts that exercise's sets in the play. Text, media and timers in a group
/// come at their place in each round's first pass (text and media in the first round only). The rest after a set
/// is the set's `rest`, else the exercise's, else the group's: `restBetweenExercises` inside a pass and
/// `restBetweenRounds` after its last exercise. A timed group (EMOM, AMRAP, for time) is one
/// ``PlayStep/timedGroup(_:)`` step that runs its clock while its sets are logged. No rest ends the plan. Kinds that cannot be played (charts,
/// dividers, unknown blocks) are left out.
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
        for node in document.rootBlocks { builder.add(node) }
        self.init(title: document.title, steps: builder.finished())
    }

    /// How many set steps the plan has.
    public var setCount: Int { steps.count { $0.set != nil } }

    /// Collects steps and counts each exercise's sets as they are placed.
    private struct Builder {
        let document: BlockDocument
        var steps: [PlayStep] = []
        var numbers: [BlockID: Int] = [:]

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
                addGroup(group, children: document.children(of: node.id))
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

        mutating func addGroup(_ group: SetBlock, children: [BlockNode]) {
            let exercises = children.compactMap { node in node.content.as(ExerciseBlock.self).map { (node, $0) } }
            let passes = exercises.map { max(1, $0.1.resolvedSets.count) }.max() ?? 1
            let rounds = max(1, group.resolvedRounds)
            for round in 1...rounds {
                for pass in 0..<passes {
                    var letter = 0
                    let lastInPass = exercises.lastIndex { pass < max(1, $0.1.resolvedSets.count) }
                    for node in children {
                        guard let exercise = node.content.as(ExerciseBlock.self) else {
                            if pass == 0 { addOther(node.content, round: round) }
                            continue
                        }
                        defer { letter += 1 }
                        let sets = exercise.resolvedSets.isEmpty ? [ExerciseSet()] : exercise.resolvedSets
                        guard pass < sets.count else { continue }
                        let isLast = exercises.firstIndex { $0.0.id == node.id } == lastInPass
                        let groupRest = isLast ? group.restBetweenRounds : group.restBetweenExercises
                        let label = PlayPlan.letter(letter)
                        addSet(
                            exercise, id: node.id, index: pass, target: sets[pass],
                            rest: sets[pass].rest ?? exercise.rest ?? groupRest,
                            round: rounds > 1 ? round : nil, rounds: rounds > 1 ? rounds : nil, letter: label)
                    }
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
            round: Int? = nil, rounds: Int? = nil, letter: String? = nil
        ) {
            let number = numbers[id, default: 0] + 1
            numbers[id] = number
            let restAfter = max(0, rest ?? 0)
            let step = PlaySetStep(
                exerciseID: id, exerciseName: exercise.name, setIndex: index, number: number, target: target,
                round: round, rounds: rounds, label: letter.map { "\($0)\(number)" }, restAfter: restAfter,
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

    /// `A` to `Z`, then `AA`, `AB`…, for groups of more than 26 exercises.
    static func letter(_ index: Int) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return index < 26 ? String(letters[index]) : letter(index / 26 - 1) + String(letters[index % 26])
    }
}
