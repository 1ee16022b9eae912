import Foundation
import KheperEditor
import KheperSQLite
import KheperTrainingLog
import Testing

/// The ``CustomEntryStore`` contract, the lifter's own catalogue entries, run against every training-log store.
@Suite struct CustomEntryContractTests {
    let directory = TemporaryDirectory()

    static let press = CustomExerciseEntry(
        id: "custom-landmine-press", name: "Landmine Press", equipment: "barbell", primaryMuscles: ["shoulders"],
        secondaryMuscles: ["triceps", "chest"], aliases: ["Landmine", "LM Press"])
    static let carry = CustomExerciseEntry(
        id: "custom-sandbag-carry", name: "Sandbag Carry", equipment: nil, primaryMuscles: ["traps"])

    @Test("entries added are listed by id with every field as given", arguments: LogStoreKind.allCases)
    func entriesAddedAreListedWithEveryField(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        #expect(try store.customEntries().isEmpty)
        try store.addCustomEntry(Self.press)
        try store.addCustomEntry(Self.carry)
        #expect(try store.customEntries() == [Self.press, Self.carry])
    }

    @Test("an id taken is refused and the entry stored stays as it was", arguments: LogStoreKind.allCases)
    func anIDTakenIsRefused(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.addCustomEntry(Self.press)
        var other = Self.carry
        other.id = Self.press.id
        #expect(throws: TrainingLogError.customEntryExists(Self.press.id)) { try store.addCustomEntry(other) }
        #expect(try store.customEntries() == [Self.press])
    }

    @Test(
        "removing an entry leaves the exercises linked to it unmatched, and only those",
        arguments: LogStoreKind.allCases)
    func removingAnEntryUnlinksItsExercises(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.addCustomEntry(Self.press)
        try ExerciseLinkContractTests.importLinked(["Landmine Press", "Back Squat", "Mine"], into: store)
        let press = try #require(try store.exercise(named: "Landmine Press"))
        let mine = try #require(try store.exercise(named: "Mine"))
        try store.storeMatches([press.id: ExerciseLink(entryID: Self.press.id, how: "catalogue-name")])
        _ = try store.setLink(ExerciseLink(entryID: Self.press.id, how: ExerciseLink.lifter), forExercise: mine.id)

        let removal = try store.removeCustomEntry(id: Self.press.id)
        #expect(removal.entry == Self.press)
        #expect(removal.unlinkedExercises == [press.id, mine.id].sorted())
        let links = try store.links()
        #expect(links[press.id] == ExerciseLink(entryID: nil, how: ExerciseLink.entryRemoved))
        #expect(links[mine.id] == ExerciseLink(entryID: nil, how: ExerciseLink.entryRemoved))
        let squat = try #require(try store.exercise(named: "Back Squat"))
        #expect(links[squat.id]?.entryID == "Barbell_Squat")
        #expect(try store.customEntries().isEmpty)
    }

    @Test("removing an entry no one added is refused naming it", arguments: LogStoreKind.allCases)
    func removingAnUnknownEntryIsRefused(kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        try store.addCustomEntry(Self.carry)
        #expect(throws: TrainingLogError.unknownCustomEntry("custom-nothing")) {
            try store.removeCustomEntry(id: "custom-nothing")
        }
        #expect(try store.customEntries() == [Self.carry])
    }
}

/// A store written before the lifter's own entries were kept gains their table and keeps everything it held.
@Suite struct CustomEntryUpgradeTests {
    let directory = TemporaryDirectory()

    @Test("a version 16 store gains the custom entries table and keeps its data and links")
    func aVersionSixteenStoreGainsCustomEntries() throws {
        let path = directory.path("v16.sqlite")
        do {
            let log = try SQLiteTrainingLogStore(path: path)
            try ExerciseLinkContractTests.importLinked(["Back Squat"], into: log)
            try log.storeSetting("unit", value: "lb")
        }
        let raw = RawDatabase(path: path)
        #expect(raw.dropTablesAddedAtVersion17())
        #expect(raw.execute("PRAGMA user_version = 16") == 0)
        let before = raw.rows("SELECT * FROM log_exercises ORDER BY 1")
        let linksBefore = raw.rows("SELECT * FROM log_exercise_links ORDER BY 1")

        let log = try SQLiteTrainingLogStore(path: path)
        let after = RawDatabase(path: path)
        #expect(after.rows("PRAGMA user_version") == [["17"]])
        #expect(after.rows("SELECT * FROM log_exercises ORDER BY 1") == before)
        #expect(after.rows("SELECT * FROM log_exercise_links ORDER BY 1") == linksBefore)
        #expect(try log.settings() == ["unit": "lb"])
        #expect(try log.customEntries().isEmpty)
        try log.addCustomEntry(CustomEntryContractTests.carry)
        #expect(try log.customEntries() == [CustomEntryContractTests.carry])
    }
}
