import KheperCore
import KheperLogImport
import KheperTrainingLog
import Testing

/// `--keep-going` with bad rows in the middle of sessions: only each bad row is left out, reported with its line
/// and reason; the rest of its session and every later session are read.
@Suite struct KeepGoingTests {
    @Test func badRowsInTheMiddleOfSessionsLoseOnlyThemselves() throws {
        let (sessions, summary) = try Fixture.load("strong-bad-rows.csv", options: ImportOptions(keepGoing: true))
        #expect(sessions.map(\.title) == ["Push", "Pull", "Legs"])
        let push = sessions[0]
        #expect(push.exercises.map(\.name) == ["Bench Press (Barbell)", "Overhead Press"])
        #expect(push.exercises[0].sets.map(\.reps) == [8, 7])
        #expect(push.exercises[1].sets.map(\.reps) == [6])
        let pull = sessions[1]
        #expect(pull.exercises.map(\.name) == ["Barbell Row", "Pull Up"])
        #expect(pull.exercises.map { $0.sets.map(\.reps) } == [[8], [9]])
        #expect(sessions[2].exercises.map(\.name) == ["Squat (Barbell)"])
        #expect(summary.rows == 10)
        #expect(summary.sets == 6)
        #expect(
            summary.skipped.map(\.description) == [
                "line 3: malformed CSV at line 3, column 63: text after the closing quote of a field; a field ends at "
                    + "its closing quote",
                "line 5: line 5, column 53: Reps is \"ten\", but it should be a whole number such as 8",
                "line 7: malformed CSV at line 8, column 22: text after the closing quote of a field; a field ends at "
                    + "its closing quote; the quoted field that starts at line 7, column 57 runs on past the end of "
                    + "its line",
                "line 9: malformed CSV at line 9, column 33: a quote inside a field that does not start with one; "
                    + "quote the field and double the quote",
            ])
    }

    @Test func withoutKeepGoingTheFirstBadRowEndsTheImport() {
        #expect {
            _ = try Fixture.load("strong-bad-rows.csv")
        } throws: { error in
            let error = error as? LogImportError
            return error?.code == .malformedCSV && error?.position == CSVPosition(line: 3, column: 63)
        }
    }

    @Test func aQuoteNeverClosedSkipsItsLineAndReadsTheLinesAfterIt() throws {
        let text = """
            Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;\
            Notes;Workout Notes;Workout Duration
            2022-09-20 16:39:37;Push;Bench;1;60;kg;8;;;;0;;;40m
            2022-09-20 16:39:37;Push;Bench;2;60;kg;8;;;;0;"never closed;;40m
            2022-09-20 16:39:37;Push;Bench;3;60;kg;6;;;;0;;;40m\r
            2022-09-21 16:39:37;Pull;Row;1;50;kg;10;;;;0;;;40m

            """
        var sessions: [LoggedSession] = []
        let summary = try LogImporter.importBytes(Array(text.utf8), options: ImportOptions(keepGoing: true)) {
            sessions.append($0)
        }
        #expect(sessions.map { $0.exercises.flatMap(\.sets).map(\.reps) } == [[8, 6], [10]])
        #expect(
            summary.skipped.map(\.description) == [
                "line 3: malformed CSV at line 3, column 47: the quoted field that starts here is never closed with a "
                    + "quote"
            ])
    }

    @Test func theReaderSkipsOnlyTheBadRecordAndKeepsItsPlace() throws {
        var reader = CSVReader(separator: UInt8(ascii: ","), skipsBadRows: true)
        var records: [(line: Int, fields: [String])] = []
        let text = "a,b\nc\"d,e\n\"f\"g,h\r\ni,\"j\nk\",l\nm,n\n\"o"
        try reader.feed(Array(text.utf8)) { records.append(($0.line, $0.fields)) }
        try reader.finish { records.append(($0.line, $0.fields)) }
        #expect(records.map(\.fields) == [["a", "b"], ["i", "j\nk", "l"], ["m", "n"]])
        #expect(records.map(\.line) == [1, 4, 6])
        #expect(reader.skippedRows.map(\.line) == [2, 3, 7])
    }
}
