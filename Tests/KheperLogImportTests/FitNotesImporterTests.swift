import KheperCore
import KheperLogImport
import KheperTrainingLog
import Testing

@Suite struct FitNotesImporterTests {
    @Test func readsUnitsTimesDatesAndRecoversCommasInNames() throws {
        let (sessions, summary) = try Fixture.load("fitnotes.csv")
        #expect(summary.format == .fitnotes)
        #expect(sessions.map(\.start) == [Fixture.date(2024, 4, 25), Fixture.date(2024, 5, 1)])
        #expect(sessions.allSatisfy { $0.title == nil && $0.end == nil })
        let first = sessions[0].exercises
        #expect(first.map(\.name) == ["Seated Machine Fly", "Press, Close Grip", "Plank"])
        #expect(first[0].sets[1].notes == "last one \"hard\"")
        #expect(first[1].sets[0].weight == Weight(value: 60, unit: .lb))
        #expect(first[2].sets == [PerformedSet(order: 1, durationSeconds: 30)])
        #expect(
            summary.recovered == [
                ImportNote(line: 4, reason: "the exercise name had an unquoted comma; read as \"Press, Close Grip\"")
            ])
        #expect(
            summary.skipped == [ImportNote(line: 6, reason: "no values: reps, weight, time and distance are all empty")]
        )
        #expect(sessions[1].exercises.map(\.name) == ["硬拉", "Cycling"])
        #expect(sessions[1].exercises[0].sets[0].notes == "warm up")
        #expect(
            sessions[1].exercises[1].sets == [
                PerformedSet(order: 1, durationSeconds: 1800, distance: Distance(value: 10, unit: .km))
            ])
    }

    @Test func readsTheUnitFromAnOlderHeaderAndKeepsFloatNoise() throws {
        let (sessions, summary) = try Fixture.load("fitnotes-old.csv")
        #expect(summary.dialect == "fitnotes, weights in lb by header")
        let weight = try #require(sessions[0].exercises[0].sets[1].weight)
        #expect(weight == Weight(value: 149.99999999999997, unit: .lb))
        #expect(weight.displayText == "150 lb")
    }

    @Test(arguments: [
        ("malformed-stray-quote.csv", CSVPosition(line: 3, column: 16)),
        ("malformed-unterminated.csv", CSVPosition(line: 2, column: 36)),
    ])
    func aMalformedFileNamesTheLineAndColumn(name: String, position: CSVPosition) {
        #expect {
            _ = try Fixture.load(name)
        } throws: { error in
            let error = error as? LogImportError
            return error?.code == .malformedCSV && error?.position == position
                && error?.message.contains("\(position)") == true
        }
    }

    @Test func aBadValueFailsTheImportUnlessKeepGoing() throws {
        let text = Array("Date,Exercise,Category,Weight,Weight Unit,Reps\n2024-01-01,Fly,Chest,50,kgs,ten\n".utf8)
        #expect {
            _ = try LogImporter.importBytes(text) { _ in }
        } throws: { error in
            (error as? LogImportError)?.message
                == "line 2, column 29: Reps is \"ten\", but it should be a whole number such as 8"
        }
        let summary = try LogImporter.importBytes(text, options: ImportOptions(keepGoing: true)) { _ in }
        #expect(summary.skipped.map(\.line) == [2])
        #expect(summary.sessions == 0)
    }

    @Test func anUnknownFileNamesItsFirstLine() {
        #expect {
            _ = try LogImporter.importBytes(Array("name,age\nx,1\n".utf8)) { _ in }
        } throws: { error in
            (error as? LogImportError)?.code == .unknownFormat
        }
    }
}
