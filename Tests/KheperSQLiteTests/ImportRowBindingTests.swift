import Foundation
import KheperSQLite
import KheperTrainingLog
import Testing

/// What an import binds comes back exactly: every column of sessions, exercises and sets, across statements that
/// write many rows at once and text larger than the blocks the connection copies bound text into.
@Suite struct ImportRowBindingTests {
    let directory = TemporaryDirectory()

    static let names = ["Bench Press (Barbell)", "深蹲 🏋️", "Run"]

    /// A set's note: none, empty, a few kilobytes, or 200 KB for the last set.
    static func notes(order: Int, of sets: Int) -> String? {
        if order == sets { return String(repeating: "長い ", count: 200_000 / 7) }
        if order % 5 == 0 { return "" }
        if order % 2 == 0 { return String(repeating: "é", count: order * 1_500) }
        return nil
    }

    /// A set covering every column, with missing values in turn.
    static func set(_ order: Int, of sets: Int, running: Bool) -> PerformedSet {
        let weight: Weight? =
            order % 3 == 0 ? nil : Weight(value: 100 + Double(order) / 3, unit: order % 2 == 0 ? .kg : .lb)
        return PerformedSet(
            order: order, type: order == 1 ? .warmUp : .working, reps: order == 2 ? nil : order, weight: weight,
            rpe: order % 4 == 0 ? 8.5 : nil, durationSeconds: running ? Double(order) * 60 : nil,
            distance: running ? Distance(value: 1.5, unit: .km) : nil, notes: notes(order: order, of: sets),
            restAfterSeconds: order % 6 == 0 ? 120 : nil)
    }

    /// A session of three exercises with `sets` sets each.
    static func session(_ day: Int, sets: Int) -> LoggedSession {
        var exercises: [PerformedExercise] = []
        for (index, name) in names.enumerated() {
            let running = index == 2
            exercises.append(
                PerformedExercise(
                    name: name, notes: index == 1 ? "" : "note \(index) of day \(day)",
                    supersetGroup: running ? "A" : nil, restSeconds: index == 0 ? 90 : nil,
                    sets: (1...sets).map { set($0, of: sets, running: running) }))
        }
        let start = Date(timeIntervalSince1970: Double(day) * 86_400)
        return LoggedSession(
            workoutID: "w\(day)", title: "Day \(day) 💪", start: start, end: start.addingTimeInterval(3_600),
            notes: day % 2 == 0 ? "felt \"strong\"" : nil, source: .strong, sourceLayout: "layout \(day)",
            exercises: exercises)
    }

    @Test(arguments: [1, 16, 17, 40])
    func sessionsComeBackExactly(sets: Int) throws {
        let store = try SQLiteTrainingLogStore(path: directory.path("store.sqlite"))
        let sessions = (1...3).map { Self.session($0, sets: sets) }
        try store.importing { writer in
            for session in sessions { try writer.record(session) }
        }
        var readBack: [LoggedSession] = []
        try store.forEachSession { readBack.append($0) }
        #expect(readBack == sessions)
    }
}
