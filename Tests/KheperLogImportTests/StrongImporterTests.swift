import KheperCore
import KheperLogImport
import KheperTrainingLog
import Testing

@Suite struct StrongImporterTests {
    private let kg = ImportOptions(defaultUnit: .kg)

    @Test func readsTheCommaLayoutWithDurationAndRPE() throws {
        let (sessions, summary) = try Fixture.load("strong-comma-12.csv", options: kg)
        #expect(summary.format == .strong)
        #expect(summary.dialect == "strong comma, 12 columns")
        #expect(sessions.count == 2)
        let legs = sessions[0]
        #expect(legs.title == "Leg Day 🦵")
        #expect(legs.start == Fixture.date(2023, 1, 5, 18, 2, 11))
        #expect(legs.end == Fixture.date(2023, 1, 5, 19, 4, 11))
        #expect(legs.notes == "knees ok")
        #expect(legs.exercises.map(\.name) == ["深蹲 (Barbell)", "Running"])
        #expect(
            legs.exercises[0].sets == [
                PerformedSet(order: 1, reps: 5, weight: Weight(value: 60, unit: .kg), rpe: 8, notes: "felt \"heavy\""),
                PerformedSet(order: 2, reps: 5, weight: Weight(value: 62.5, unit: .kg), rpe: 8.5),
            ])
        #expect(
            legs.exercises[1].sets == [
                PerformedSet(order: 1, durationSeconds: 1800, distance: Distance(value: 5, unit: .km))
            ])
        #expect(sessions[1].title == "Push; Pull")
        #expect(summary.sets == 5 && summary.skipped.isEmpty)
    }

    @Test func theCommaLayoutNeedsAUnit() {
        #expect {
            _ = try Fixture.load("strong-comma-12.csv")
        } throws: { error in
            let error = error as? LogImportError
            return error?.code == .unitRequired
                && error?.message
                    == "this Strong export does not say whether weights are kg or lb; pass --unit kg or --unit lb"
        }
    }

    @Test func readsMarkersDurationsSpacesBlankRowsAndRepeatedExercises() throws {
        let (sessions, summary) = try Fixture.load("strong-comma-quirks.csv", options: ImportOptions(defaultUnit: .lb))
        #expect(sessions.count == 2)
        let squat = sessions[0].exercises
        #expect(squat.map(\.name) == ["Squat (Barbell)", "Squat (Barbell)"])
        #expect(squat[0].sets.map(\.type) == [.warmUp, .working, .drop, .failure])
        #expect(squat[0].sets.map(\.order) == [1, 2, 3, 4])
        #expect(squat[1].sets.map(\.reps) == [10, 10])
        #expect(sessions[0].start == Fixture.date(2022, 9, 21, 10, 26))
        #expect(sessions[0].end == Fixture.date(2022, 9, 21, 11, 4))
        #expect(sessions[1].end == Fixture.date(2022, 10, 12, 8, 1))
        #expect(sessions[1].exercises[0].name == "ランニング")
        #expect(sessions[1].exercises[0].sets[0].weight == Weight(value: 0, unit: .lb))
        #expect(sessions[1].exercises[0].sets[0].distance == Distance(value: 42.195, unit: .mi))
        #expect(
            summary.skipped == [ImportNote(line: 6, reason: "no values: reps, weight, time and distance are all empty")]
        )
    }

    @Test(arguments: [
        ("strong-comma-11.csv", "strong comma, 11 columns", 1, 2),
        ("strong-comma-10.csv", "strong comma, 10 columns", 1, 3),
        ("strong-semicolon-13.csv", "strong semicolon, 13 columns", 1, 2),
        ("strong-headerless.csv", "strong comma, 12 columns, no header row", 2, 3),
    ])
    func readsTheOtherLayouts(name: String, dialect: String, sessions: Int, sets: Int) throws {
        let (_, summary) = try Fixture.load(name, options: kg)
        #expect(summary.dialect == dialect)
        #expect(summary.sessions == sessions)
        #expect(summary.sets == sets)
    }

    @Test func readsUnitsPerRowAndLeavesBlankUnitsWithoutWeight() throws {
        let (sessions, summary) = try Fixture.load("strong-semicolon-14.csv")
        #expect(summary.dialect == "strong semicolon, 14 columns")
        let day = sessions[0]
        #expect(day.title == "Week B, Day 1")
        #expect(day.end == Fixture.date(2022, 9, 20, 16, 56, 37))
        #expect(day.exercises[0].sets[1].weight == Weight(value: 115, unit: .lb))
        #expect(day.exercises[0].sets[1].rpe == 9.5)
        #expect(day.exercises[1].sets == [PerformedSet(order: 1, reps: 10, notes: "assisted")])
        #expect(
            day.exercises[2].sets == [
                PerformedSet(order: 1, durationSeconds: 600, distance: Distance(value: 2.5, unit: .km))
            ])
        #expect(sessions[1].title == "벤치 데이")
    }

    @Test func restTimerAndNoteRowsAreNotSets() throws {
        let (sessions, summary) = try Fixture.load("strong-quoted-semicolon.csv")
        #expect(summary.sets == 5)
        let first = sessions[0]
        #expect(first.workoutID == "1")
        #expect(first.end == Fixture.date(2025, 2, 24, 15, 46, 48))
        #expect(first.exercises[0].restSeconds == 120)
        #expect(first.exercises[0].sets.map(\.restAfterSeconds) == [120, 90])
        #expect(first.exercises[1].notes == "Seat @ 5; \"slow\"")
        #expect(first.exercises[1].sets[0].weight == Weight(value: 9.1, unit: .kg))
        #expect(first.exercises[2].sets == [PerformedSet(order: 1, durationSeconds: 60)])
        #expect(sessions[1].exercises[0].notes == "")
    }

    @Test func readsThe2016LayoutWithUnitsAsColumnNames() throws {
        let (sessions, _) = try Fixture.load("strong-2016.csv")
        #expect(sessions.map(\.title) == ["W1D1", "W1D2"])
        #expect(sessions[0].exercises.map { $0.sets.count } == [2, 2])
        #expect(sessions[0].exercises[1].sets[0].weight == Weight(value: 0, unit: .kg))
        #expect(sessions[1].exercises[0].sets[0].distance == Distance(value: 3.5, unit: .km))
        let (pounds, _) = try Fixture.load("strong-2016-lbs.csv")
        #expect(pounds[0].exercises[0].sets[0].distance == Distance(value: 3.1, unit: .mi))
        #expect(pounds[0].exercises[1].sets[0].weight == Weight(value: 65, unit: .lb))
    }

    @Test(arguments: [
        "62.5", "100", "0.1", "0.3", "2.675", "149.99999999999997", "-1.5", "+7", ".5", "5.", "1e2", "0",
        "123456789012345", "1234567890123456", "0.000000000000001", "99999.99999", " 42.25 ",
    ])
    func readsWeightsExactlyAsTheirDecimalText(text: String) throws {
        var file = "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;"
        file += "Seconds;Notes;Workout Notes;Workout Duration\n"
        file += "2023-01-05 18:02:11;\"Legs\";\"Squat (Barbell)\";1;\(text);kg;5;;;;0;;;1h\n"
        var sessions: [LoggedSession] = []
        _ = try LogImporter.importBytes(Array(file.utf8)) { sessions.append($0) }
        let expected = try #require(Double(text.filter { $0 != " " }))
        #expect(sessions.first?.exercises.first?.sets.first?.weight == Weight(value: expected, unit: .kg))
    }

    @Test func countsEverySkippedRowButListsOnlyTheFirstThousand() throws {
        var text = "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;"
        text += "Seconds;Notes;Workout Notes;Workout Duration\n"
        text += "2023-01-05 18:02:11;\"Legs\";\"Squat (Barbell)\";1;100;kg;5;;;;0;;;1h\n"
        for _ in 0..<1_500 { text += "2023-01-05 18:02:11;\"Legs\";\"Squat (Barbell)\";2;;kg;;;;;0;;;1h\n" }
        var sessions: [LoggedSession] = []
        let summary = try LogImporter.importBytes(Array(text.utf8)) { sessions.append($0) }
        #expect(sessions.count == 1 && summary.sets == 1)
        #expect(summary.skippedRows == 1_500)
        #expect(summary.skipped.count == ImportSummary.notesKept)
        #expect(summary.skipped.first?.line == 3 && summary.skipped.last?.line == 1_002)
    }

    @Test func importingTwiceGivesTheSameIDs() throws {
        let first = try Fixture.load("strong-quoted-semicolon.csv").0.map(\.id)
        let second = try Fixture.load("strong-quoted-semicolon.csv").0.map(\.id)
        #expect(first == second)
        #expect(Set(first).count == first.count)
    }

    @Test(arguments: [
        ("strong-comma-12.csv", WeightUnit.kg, StrongLayout.comma),
        ("strong-semicolon-14.csv", .kg, .semicolon),
        ("strong-quoted-semicolon.csv", .kg, .quotedSemicolon),
        ("strong-2016.csv", .kg, .legacy2016(weightUnit: .kg)),
        ("strong-2016-lbs.csv", .lb, .legacy2016(weightUnit: .lb)),
    ])
    func exportingAStrongImportGivesTheSameRows(name: String, unit: WeightUnit, layout: StrongLayout) throws {
        let original = try Fixture.bytes(name)
        let (sessions, _) = try Fixture.load(name, options: ImportOptions(defaultUnit: unit))
        let exporter = StrongExporter(layout: layout, weightUnit: unit)
        let written = exporter.headerLine() + sessions.map(exporter.lines(for:)).joined()
        let expected = try Fixture.records(original)
        let actual = try Fixture.records(Array(written.utf8))
        #expect(actual.count == expected.count)
        for (line, (read, wrote)) in zip(expected, actual).enumerated() where read != wrote {
            Issue.record("line \(line + 1): read \(read), wrote \(wrote)")
        }
    }
}
