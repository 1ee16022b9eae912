import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import KheperTrainingLog
import Testing

/// The ``SettingsStore`` contract, run against every training-log store.
@Suite struct SettingsStoreTests {
    let directory = TemporaryDirectory()

    @Test(arguments: LogStoreKind.allCases)
    func aSettingIsStoredReplacedAndReset(_ kind: LogStoreKind) throws {
        let store = try kind.make(in: directory)
        #expect(try store.settings() == [:])
        try store.storeSetting("unit", value: "lb")
        try store.storeSetting("other", value: "x")
        #expect(try store.settings() == ["unit": "lb", "other": "x"])
        try store.storeSetting("unit", value: "kg")
        #expect(try store.settings()["unit"] == "kg")
        try store.storeSetting("unit", value: nil)
        #expect(try store.settings() == ["other": "x"])
        try store.storeSetting("unit", value: nil)
        #expect(try store.settings() == ["other": "x"])
    }

    @Test func aStoredSettingOutlivesTheConnection() throws {
        let path = directory.path("store.sqlite")
        try SQLiteTrainingLogStore(path: path).storeSetting("unit", value: "lb")
        #expect(try SQLiteTrainingLogStore(path: path, access: .readOnly).settings() == ["unit": "lb"])
    }
}

/// A store written before settings were kept gains the table and keeps everything it held.
@Suite struct SettingsUpgradeTests {
    let directory = TemporaryDirectory()

    @Test func aVersionFourteenStoreGainsSettingsAndKeepsItsData() throws {
        let path = directory.path("v14.sqlite")
        do {
            let log = try SQLiteTrainingLogStore(path: path)
            try log.workouts.createDocument(DocumentRecord(id: "w", title: "Kept", blocks: []))
            try log.importing { try $0.record(TrainingLogContractTests.session(1)) }
        }
        let raw = RawDatabase(path: path)
        #expect(raw.dropTablesAddedAtVersion15())
        #expect(raw.execute("PRAGMA user_version = 14") == 0)
        let before = raw.rows("SELECT id, title, start FROM log_sessions")
        let setsBefore = raw.rows("SELECT * FROM log_sets ORDER BY 1, 2")

        let log = try SQLiteTrainingLogStore(path: path)
        let after = RawDatabase(path: path)
        #expect(after.rows("PRAGMA user_version") == [["17"]])
        #expect(after.rows("SELECT id, title, start FROM log_sessions") == before)
        #expect(after.rows("SELECT * FROM log_sets ORDER BY 1, 2") == setsBefore)
        #expect(try log.workouts.loadDocument(id: "w")?.title == "Kept")
        #expect(try log.settings() == [:])
        try log.storeSetting("unit", value: "lb")
        #expect(try log.settings() == ["unit": "lb"])
    }
}

extension RawDatabase {
    /// The tables schema version 15 adds, which a test making a file look older drops.
    static let tablesAddedAtVersion15 = ["settings"]

    /// The tables schema version 16 adds, which a test making a file look older drops.
    static let tablesAddedAtVersion16 = ["log_exercise_link_changes", "log_exercise_links"]

    /// Drops ``tablesAddedAtVersion16`` and ``tablesAddedAtVersion15``, as a store older than version 15 lacks
    /// them; false when one cannot be.
    func dropTablesAddedAtVersion15() -> Bool {
        dropTablesAddedAtVersion16() && Self.tablesAddedAtVersion15.allSatisfy { execute("DROP TABLE \($0)") == 0 }
    }

    /// The tables schema version 17 adds, which a test making a file look older drops.
    static let tablesAddedAtVersion17 = ["log_custom_entries"]

    /// Drops ``tablesAddedAtVersion16`` and ``tablesAddedAtVersion17``, as a store older than version 16 lacks
    /// them; false when one cannot be.
    func dropTablesAddedAtVersion16() -> Bool {
        dropTablesAddedAtVersion17() && Self.tablesAddedAtVersion16.allSatisfy { execute("DROP TABLE \($0)") == 0 }
    }

    /// Drops ``tablesAddedAtVersion17``, as a store older than version 17 lacks them; false when one cannot be.
    func dropTablesAddedAtVersion17() -> Bool {
        Self.tablesAddedAtVersion17.allSatisfy { execute("DROP TABLE \($0)") == 0 }
    }
}
