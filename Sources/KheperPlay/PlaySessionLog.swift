public import Foundation
import KheperCore
public import KheperTrainingLog

/// How a play's logged sets become a `LoggedSession` in the training log, and back when a play resumes.
///
/// Each exercise block with a logged set is one `PerformedExercise`, in the order the plan first reaches the
/// blocks, its sets ordered by their number (`PerformedSet/order`). Reading a session back walks the plan's
/// blocks in the same order and matches each performed exercise to the next block of the same name
/// (`ExerciseName/key(_:)`), so two blocks of one exercise keep their own sets; an exercise no block matches
/// (the workout was edited since) keeps its sets, after the planned ones.
public enum PlaySessionLog {
    /// The session holding `logged`, with the id, title and start of the play.
    public static func session(
        id: String, workoutID: String, title: String?, start: Date, end: Date? = nil, logged: [PlayLoggedSet],
        plan: PlayPlan
    ) -> LoggedSession {
        var byBlock: [BlockID: [PlayLoggedSet]] = [:]
        for set in logged { byBlock[set.key.exerciseID, default: []].append(set) }
        var exercises: [PerformedExercise] = []
        for block in blocks(of: plan) + extraBlocks(logged, plan: plan) {
            guard let sets = byBlock[block.id], let first = sets.first else { continue }
            exercises.append(
                PerformedExercise(
                    name: first.exerciseName, exerciseID: first.logExerciseID,
                    sets: sets.sorted { $0.key.number < $1.key.number }.map { logged in
                        var set = logged.set
                        set.order = logged.key.number
                        return set
                    }))
        }
        return LoggedSession(
            id: id, workoutID: workoutID, title: title, start: start, end: end, source: .kheper,
            exercises: exercises)
    }

    /// The logged sets `session` holds, as the play logged them, keyed to `plan`'s steps; ids follow the plan.
    public static func logged(_ session: LoggedSession, plan: PlayPlan) -> [PlayLoggedSet] {
        let blocks = blocks(of: plan)
        var steps: [PlaySetKey: PlaySetStep] = [:]
        for case .set(let step) in plan.steps where steps[step.key] == nil { steps[step.key] = step }
        var used: Set<BlockID> = []
        var sets: [PlayLoggedSet] = []
        var after = 0
        for (position, exercise) in session.exercises.enumerated() {
            let key = ExerciseName.key(exercise.name)
            let matching = blocks.indices.filter {
                ExerciseName.key(blocks[$0].name) == key && !used.contains(blocks[$0].id)
            }
            // An exercise the workout no longer has keeps its sets under an id no block has, so saving the session
            // again does not drop them.
            var block: Block = (BlockID("logged-exercise-\(position)"), exercise.name, nil)
            if let index = matching.first(where: { $0 >= after }) ?? matching.first {
                block = blocks[index]
                used.insert(block.id)
                after = index + 1
            }
            for set in exercise.sets {
                let setKey = PlaySetKey(exerciseID: block.id, number: set.order)
                let step = steps[setKey]
                sets.append(
                    PlayLoggedSet(
                        id: 0, key: setKey, exerciseName: block.name, label: step?.label, round: step?.round,
                        set: set, elapsed: 0, logExerciseID: block.logExerciseID))
            }
        }
        let order = Dictionary(
            plan.steps.enumerated().compactMap { index, step in step.set.map { ($0.key, index) } },
            uniquingKeysWith: { first, _ in first })
        sets.sort { (order[$0.key] ?? .max, $0.key.number) < (order[$1.key] ?? .max, $1.key.number) }
        for index in sets.indices { sets[index].id = index + 1 }
        return sets
    }

    /// An exercise block: its id, its name, and the log's exercise id it names, if any.
    private typealias Block = (id: BlockID, name: String, logExerciseID: String?)

    /// The plan's exercise blocks, in the order the plan first reaches them; a timed group's in its order.
    private static func blocks(of plan: PlayPlan) -> [Block] {
        var seen: Set<BlockID> = []
        var blocks: [Block] = []
        for step in plan.steps {
            let reached: [Block] =
                switch step {
                case .set(let set): [(set.exerciseID, set.exerciseName, set.logExerciseID)]
                case .timedGroup(let group): group.exercises.map { ($0.id, $0.name, $0.logExerciseID) }
                case .rest, .timer, .note, .media: []
                }
            blocks += reached.filter { seen.insert($0.id).inserted }
        }
        return blocks
    }

    /// Blocks of logged sets the plan does not reach (none, unless the document changed under the play).
    private static func extraBlocks(_ logged: [PlayLoggedSet], plan: PlayPlan) -> [Block] {
        let known = Set(blocks(of: plan).map(\.id))
        var seen: Set<BlockID> = []
        return logged.filter { !known.contains($0.key.exerciseID) && seen.insert($0.key.exerciseID).inserted }
            .map { ($0.key.exerciseID, $0.exerciseName, $0.logExerciseID) }
    }
}
