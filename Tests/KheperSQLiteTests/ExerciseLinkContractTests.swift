import Foundation
import KheperEditor
import KheperSQLite
import KheperTrainingLog
import Testing

/// The ``ExerciseLinkStore`` contract and an import's linking, run against every training-log store.
@Suite struct ExerciseLinkContractTests {
    let directory = TemporaryDirectory()

    /// A stand-in for the catalogue's matcher: the few names these tests record, each to its entry or to none.
    static let linker = ExerciseLinker { name in
        let known: [String: ExerciseLink] = [
            "Back Squat": ExerciseLink(entryID: "Barbell_Squat", how: "alias"),
            "Squat (Barbell)": ExerciseLink(entryID: "Barbell_Squat", how: "standard-grip"),
            "Squat (Dumbbell)": ExerciseLink(entryID: "Dumbbell_Squat", how: "catalogue-name"),
            "Pull Up": ExerciseLink(entryID: "Pullups", how: "alias"),
        ]
        return known[name] ?? ExerciseLink(entryID: nil, how: "no-match")
    }

    /// Imports `names`, one session a day from day 1, with ``linker``, and returns the tally.
    @discardableResult
    static func importLinked(_ names: [String], into store: any TrainingLogStore, from day: Int = 1) throws
        -> ImportTally
    {
        try store.importing { writer in
            writer.linker = linker
            for (offset, name) in names.enumerated() {
                try writer.record(TrainingLogContractTests.session(day + offset, name))
            }
            return writer.tally
        }
    }

    @Test(arguments: LogStoreKind.allCases)
    func anImportLinksItsNewExercisesAndJoinsNamesOfOneEntry(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        let names = ["Back Squat", "Squat (Barbell)", "Squat (Dumbbell)", "Mystery"]
        let tally = try Self.importLinked(names, into: store)
        #expect(tally.exercisesNew == 3)
        #expect(tally.joined == ["Squat (Barbell)": "Back Squat"])
        #expect(
            tally.newLinks == [
                "Back Squat": ExerciseLink(entryID: "Barbell_Squat", how: "alias"),
                "Squat (Dumbbell)": ExerciseLink(entryID: "Dumbbell_Squat", how: "catalogue-name"),
                "Mystery": ExerciseLink(entryID: nil, how: "no-match"),
            ])
        let exercises = try store.exercises()
        #expect(exercises.map(\.name) == ["Back Squat", "Mystery", "Squat (Dumbbell)"])
        let back = try #require(exercises.first { $0.name == "Back Squat" })
        #expect(back.aliases == ["back squat", "barbell squat"] && back.sessionCount == 2)
        let links = try store.links()
        #expect(links.count == 3 && links[back.id] == ExerciseLink(entryID: "Barbell_Squat", how: "alias"))
        // Equipment is identity: the dumbbell squat's entry is another, so it stays its own exercise.
        #expect(links[try #require(try store.exercise(named: "Squat (Dumbbell)")).id]?.entryID == "Dumbbell_Squat")
    }

    @Test(arguments: LogStoreKind.allCases)
    func anImportWithoutALinkerLinksNothing(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        let tally = try store.importing { writer in
            try writer.record(TrainingLogContractTests.session(1, "Back Squat"))
            try writer.record(TrainingLogContractTests.session(2, "Squat (Barbell)"))
            return writer.tally
        }
        #expect(tally.exercisesNew == 2 && tally.newLinks.isEmpty && tally.joined.isEmpty)
        #expect(try store.links().isEmpty)
    }

    @Test(arguments: LogStoreKind.allCases)
    func theLiftersLinkIsSetAndEachChangeUndoneInTurn(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try Self.importLinked(["Pull Up"], into: store)
        let pullUp = try #require(try store.exercise(named: "Pull Up")).id
        let matched = ExerciseLink(entryID: "Pullups", how: "alias")
        let chin = ExerciseLink(entryID: "Chin-Up", how: ExerciseLink.lifter)
        let none = ExerciseLink(entryID: nil, how: ExerciseLink.lifter)

        let link = try store.setLink(chin, forExercise: pullUp)
        #expect(link == ExerciseLinkChange(id: 1, exerciseID: pullUp, before: matched, after: chin, undone: false))
        let unlink = try store.setLink(none, forExercise: pullUp)
        #expect(unlink.id == 2 && unlink.before == chin && unlink.after == none)
        #expect(try store.links()[pullUp] == none)

        #expect(try store.undoLinkChange(nil).id == 2)
        #expect(try store.links()[pullUp] == chin)
        #expect(try store.undoLinkChange(1).undone)
        #expect(try store.links()[pullUp] == matched)
        #expect(throws: TrainingLogError(.noLinkChange, "there is no link change to undo")) {
            try store.undoLinkChange(nil)
        }
        #expect(throws: TrainingLogError.noLinkChangeToUndo(1)) { try store.undoLinkChange(1) }
        #expect(throws: TrainingLogError.unknownExercise("ex-nothing")) {
            try store.setLink(chin, forExercise: "ex-nothing")
        }
    }

    @Test(arguments: LogStoreKind.allCases)
    func undoingTheFirstChangeOfAnUnlinkedExerciseLeavesItUnlinked(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.importing { try $0.record(TrainingLogContractTests.session(1, "Pull Up")) }
        let pullUp = try #require(try store.exercise(named: "Pull Up")).id
        _ = try store.setLink(ExerciseLink(entryID: "Pullups", how: ExerciseLink.lifter), forExercise: pullUp)
        #expect(try store.undoLinkChange(nil).before == nil)
        #expect(try store.links().isEmpty)
    }

    @Test(arguments: LogStoreKind.allCases)
    func matchingNeverReplacesTheLiftersLink(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.importing { writer in
            try writer.record(TrainingLogContractTests.session(1, "Pull Up"))
            try writer.record(TrainingLogContractTests.session(2, "Back Squat"))
        }
        let exercises = try store.exercises()
        let pullUp = try #require(exercises.first { $0.name == "Pull Up" }).id
        let lifters = ExerciseLink(entryID: nil, how: ExerciseLink.lifter)
        _ = try store.setLink(lifters, forExercise: pullUp)
        let stored = try store.linkUnlinked(exercises, with: Self.linker)
        #expect(stored.count == 1)
        try store.storeMatches([pullUp: ExerciseLink(entryID: "Pullups", how: "alias")])
        let links = try store.links()
        #expect(links[pullUp] == lifters)
        #expect(links.values.contains(ExerciseLink(entryID: "Barbell_Squat", how: "alias")))
        #expect(throws: TrainingLogError.unknownExercise("ex-nothing")) {
            try store.storeMatches(["ex-nothing": lifters])
        }
    }

    @Test(arguments: LogStoreKind.allCases)
    func aSpellingSplitOffAnEntrysExerciseStaysApart(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try Self.importLinked(["Back Squat", "Squat (Barbell)"], into: store)
        let split = try store.splitExercise(named: "Squat (Barbell)")
        #expect(split.movedEntries == 1)
        let tally = try Self.importLinked(["Squat (Barbell)", "Back Squat"], into: store, from: 5)
        #expect(tally.exercisesNew == 0)
        #expect(try store.exercises().first { $0.id == split.newID }?.sessionCount == 2)
        #expect(try store.exercises().first { $0.id == split.sourceID }?.sessionCount == 2)
    }

    @Test(arguments: LogStoreKind.allCases)
    func aNameOfAMergedAwayExercisesEntryJoinsNoMergedExercise(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try Self.importLinked(["Back Squat", "Mystery"], into: store)
        let back = try #require(try store.exercise(named: "Back Squat")).id
        let mystery = try #require(try store.exercise(named: "Mystery")).id
        _ = try store.mergeExercise(back, into: mystery)
        let tally = try Self.importLinked(["Squat (Barbell)"], into: store, from: 5)
        #expect(tally.exercisesNew == 1 && tally.joined.isEmpty)
    }
}

/// A store written before exercise links were kept gains their tables and keeps everything it held.
@Suite struct ExerciseLinkUpgradeTests {
    let directory = TemporaryDirectory()

    @Test func aVersionFifteenStoreGainsLinksAndKeepsItsData() throws {
        let path = directory.path("v15.sqlite")
        do {
            let log = try SQLiteTrainingLogStore(path: path)
            try log.importing { try $0.record(TrainingLogContractTests.session(1, "Back Squat")) }
            try log.storeSetting("unit", value: "lb")
        }
        let raw = RawDatabase(path: path)
        #expect(raw.dropTablesAddedAtVersion16())
        #expect(raw.execute("PRAGMA user_version = 15") == 0)
        let before = raw.rows("SELECT * FROM log_exercises ORDER BY 1")
        let setsBefore = raw.rows("SELECT * FROM log_sets ORDER BY 1, 2")

        let log = try SQLiteTrainingLogStore(path: path)
        let after = RawDatabase(path: path)
        #expect(after.rows("PRAGMA user_version") == [["17"]])
        #expect(after.rows("SELECT * FROM log_exercises ORDER BY 1") == before)
        #expect(after.rows("SELECT * FROM log_sets ORDER BY 1, 2") == setsBefore)
        #expect(try log.settings() == ["unit": "lb"])
        #expect(try log.links().isEmpty)
        let exercises = try log.exercises()
        #expect(try log.linkUnlinked(exercises, with: ExerciseLinkContractTests.linker).count == 1)
        #expect(try log.links().values.map(\.entryID) == ["Barbell_Squat"])
    }
}
