import Foundation
import Kheper
import KheperCore
import KheperExercise
import KheperPlay
import KheperTrainingLog
import Testing

/// A plan's exercise that names no log exercise joins, through its catalogue entry, the log exercise linked to that
/// entry, as an import's name does: for last time's numbers, "logged as" and the store the sets land in. The block's
/// `entry` comes before the catalogue's match, an alias match and an `exerciseID` before both, and an exercise the
/// play creates is linked. An in-memory store, and a fake catalogue that knows two squats.
@Suite struct PlayCatalogueJoinTests {
    /// The fake catalogue: `Back Squat` and `Squat (Barbell)` are the entry `Barbell_Squat`; nothing else matches.
    static let names = ExerciseLinker { name in
        let squats = Set(["Back Squat", "Squat (Barbell)"].map(ExerciseName.key))
        let entry = squats.contains(ExerciseName.key(name)) ? "Barbell_Squat" : nil
        return ExerciseLink(entryID: entry, how: entry == nil ? "no-match" : "fake")
    }

    /// A log holding one imported session of `names`, each 8 reps at 40 kg, linked by the fake catalogue.
    static func store(_ names: [String] = ["Squat (Barbell)"]) throws -> InMemoryTrainingLogStore {
        let store = InMemoryTrainingLogStore()
        let session = LoggedSession(
            id: "imported", title: "Legs", start: Date(timeIntervalSince1970: 1_660_000_000), source: .strong,
            exercises: names.map { name in
                PerformedExercise(
                    name: name, sets: [PerformedSet(order: 1, reps: 8, weight: Weight(value: 40, unit: .kg))])
            })
        try store.importing { writer in
            writer.linker = Self.names
            _ = try writer.record(session)
        }
        return store
    }

    /// Plays `document` to its end against `store` as `kheper play` does, as the session `session`, returning the
    /// machine and the first screen.
    static func play(
        _ document: BlockDocument, on store: InMemoryTrainingLogStore, linker: ExerciseLinker?,
        session: String = "played"
    ) throws -> (machine: PlayMachine, screen: String) {
        let plan = PlayPlan(document: document)
        let exercises = plan.steps.compactMap { step in
            step.set.map { LogPlayHistory.Exercise(name: $0.exerciseName, logExerciseID: $0.logExerciseID) }
        }
        let history = try LogPlayHistory(store: store, exercises: exercises, excluding: session, linker: linker)
        let recorder = PlayRecorder(
            store: store, sessionID: session, workoutID: "w", title: nil,
            start: Date(timeIntervalSince1970: 1_670_000_000), plan: plan, resumed: [], linker: linker)
        let runner = PlayRunner(document: document, history: history) { [recorder] set in recorder.record(set) }
        let screen = try runner.run(script: "").screen
        let machine = try runner.run(script: String(repeating: "enter\n", count: plan.setCount)).machine
        try recorder.close(at: Date(timeIntervalSince1970: 1_670_000_600))
        return (machine, screen)
    }

    static func document(_ name: String, entry: String? = nil, exerciseID: String? = nil) -> BlockDocument {
        BlockDocument(title: "Legs") {
            ExerciseBlock(name: name, exerciseID: exerciseID, entry: entry, sets: [ExerciseSet(reps: 5)])
        }
    }

    /// Each exercise as `name: sessions`.
    static func listed(_ store: InMemoryTrainingLogStore) throws -> [String] {
        try store.exercises().map { "\($0.name): \($0.sessionCount)" }
    }

    static func id(_ name: String) -> String { LoggedExercise.stableID(key: ExerciseName.key(name)) }

    @Test("a plan's Back Squat shows, prefills and logs under the imported Squat (Barbell), and a split undoes it")
    func aPlansNameJoinsTheExerciseLinkedToItsEntry() throws {
        let store = try Self.store()
        let document = Self.document("Back Squat")
        let (machine, screen) = try Self.play(document, on: store, linker: .play(document, names: Self.names))
        #expect(screen.contains("Logged as Squat (Barbell) in the training log"), "\(screen)")
        #expect(screen.contains("5 @ 40kg"), "\(screen)")
        guard case .finished(let summary) = machine.state.mode else {
            Issue.record("not finished")
            return
        }
        #expect(summary.loggedNames == [PlayLoggedName(planned: "Back Squat", logged: "Squat (Barbell)")])
        #expect(try Self.listed(store) == ["Squat (Barbell): 2"])
        let played = try store.sets(forExercise: Self.id("Squat (Barbell)")).filter { $0.sessionID == "played" }
        #expect(played.map(\.set.weight) == [Weight(value: 40, unit: .kg)])

        let split = try store.splitExercise(named: "Back Squat")
        #expect(split.movedEntries == 1)
        #expect(try Self.listed(store) == ["Back Squat: 1", "Squat (Barbell): 1"])
    }

    @Test("without a linker the name meets nothing and becomes an exercise of its own")
    func withoutALinkerTheNameStaysApart() throws {
        let store = try Self.store()
        let (_, screen) = try Self.play(Self.document("Back Squat"), on: store, linker: nil)
        #expect(!screen.contains("Logged as"), "\(screen)")
        #expect(try Self.listed(store) == ["Back Squat: 1", "Squat (Barbell): 1"])
    }

    @Test("a block's entry joins the exercise linked to it whatever the block's name")
    func aBlocksEntryJoinsWhateverItsName() throws {
        let store = try Self.store()
        let document = Self.document("Heavy Legs", entry: "Barbell_Squat")
        let (_, screen) = try Self.play(document, on: store, linker: .play(document, names: Self.names))
        #expect(screen.contains("Logged as Squat (Barbell) in the training log"), "\(screen)")
        #expect(try Self.listed(store) == ["Squat (Barbell): 2"])
    }

    @Test("an exercise the play creates is linked to the block's entry with how block-entry, else as matched")
    func anExerciseThePlayCreatesIsLinked() throws {
        let store = try Self.store()
        let document = BlockDocument(title: "Legs") {
            ExerciseBlock(name: "Front Squat", entry: "Front_Squat", sets: [ExerciseSet(reps: 5)])
            ExerciseBlock(name: "Zercher Frobnicate", sets: [ExerciseSet(reps: 5)])
        }
        _ = try Self.play(document, on: store, linker: .play(document, names: Self.names))
        let links = try store.links()
        #expect(links[Self.id("Front Squat")] == ExerciseLink(entryID: "Front_Squat", how: ExerciseLink.blockEntry))
        #expect(links[Self.id("Zercher Frobnicate")] == ExerciseLink(entryID: nil, how: "no-match"))
        #expect(ExerciseLink.blockEntry == "block-entry")
    }

    @Test("of several exercises linked to the entry, the one with the least id is shown and logged to")
    func ofSeveralTheLeastIDIsChosen() throws {
        let store = try Self.store(["Squat (Barbell)", "Zercher Frobnicate"])
        try store.storeMatches([Self.id("Zercher Frobnicate"): ExerciseLink(entryID: "Barbell_Squat", how: "fake")])
        let least = try #require(try store.exercise(linkedTo: "Barbell_Squat"))
        let ids = [Self.id("Squat (Barbell)"), Self.id("Zercher Frobnicate")]
        #expect(least.id == ids.min())
        let document = Self.document("Back Squat")
        let (_, screen) = try Self.play(document, on: store, linker: .play(document, names: Self.names))
        #expect(screen.contains("Logged as \(least.name) in the training log"), "\(screen)")
        #expect(try store.exercises().first { $0.id == least.id }?.sessionCount == 2)
    }

    @Test("an alias match comes before the entry, and an exerciseID before both")
    func anAliasAndAnExerciseIDComeFirst() throws {
        let store = try Self.store(["Squat (Barbell)", "Back Squat", "Zercher Frobnicate"])
        #expect(try Self.listed(store) == ["Squat (Barbell): 1", "Zercher Frobnicate: 1"])
        // The import joined Back Squat to Squat (Barbell) by its entry; split it so the alias leads elsewhere.
        _ = try store.splitExercise(named: "Back Squat")
        var document = Self.document("Back Squat")
        var (_, screen) = try Self.play(document, on: store, linker: .play(document, names: Self.names))
        #expect(!screen.contains("Logged as"), "\(screen)")
        #expect(try Self.listed(store) == ["Back Squat: 2", "Squat (Barbell): 1", "Zercher Frobnicate: 1"])

        document = Self.document("Back Squat", entry: "Barbell_Squat", exerciseID: Self.id("Zercher Frobnicate"))
        (_, screen) = try Self.play(
            document, on: store, linker: .play(document, names: Self.names), session: "again")
        #expect(!screen.contains("Logged as"), "\(screen)")
        #expect(try Self.listed(store) == ["Back Squat: 2", "Squat (Barbell): 1", "Zercher Frobnicate: 2"])
    }
}
