import Foundation
import KheperLogImport
import KheperTrainingLog
import Testing

/// Hevy and FitNotes headers are checked like Strong's: a column the app does not write, or one named twice, is
/// refused with its name, its place and the columns expected, instead of importing every set without it.
@Suite struct HeaderCheckTests {
    static let hevyHeader =
        "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\",\"exercise_notes\","
        + "\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\",\"duration_seconds\",\"rpe\""
    static let hevyRow =
        "\"Push\",\"5 Dec 2025, 11:37\",\"5 Dec 2025, 12:55\",\"\",\"Bench\",,\"\",0,\"normal\",60,8,,,"
    static let hevyColumns =
        "title, start_time, end_time, description, exercise_title, superset_id, exercise_notes, set_index, set_type, "
        + "weight_kg, weight_lbs, reps, distance_km, distance_miles, distance_meters, duration_seconds, rpe"
    static let fitNotesColumns =
        "Date, Exercise, Category, Weight, Weight (kgs), Weight (kg), Weight (lbs), Weight (lb), Weight Unit, Reps, "
        + "Distance, Distance Unit, Time, Comment"

    func refusal(_ text: String, options: ImportOptions = ImportOptions()) throws -> (LogImportError, Int) {
        var sessions = 0
        let error = try #require(throws: LogImportError.self) {
            _ = try LogImporter.importBytes(Array(text.utf8), options: options) { _ in sessions += 1 }
        }
        return (error, sessions)
    }

    @Test func hevyRefusesAColumnItDoesNotWrite() throws {
        let header = Self.hevyHeader.replacingOccurrences(of: "\"weight_kg\"", with: "\"weight_stone\"")
        let (error, sessions) = try refusal(header + "\n" + Self.hevyRow + "\n")
        #expect(error.code == .unknownColumn)
        #expect(error.position == CSVPosition(line: 1, column: 118))
        #expect(
            error.message
                == "line 1, column 118: the header's column 10 is \"weight_stone\", which Hevy does not write; "
                + "expected only Hevy's columns: \(Self.hevyColumns)")
        #expect(sessions == 0)
    }

    @Test func hevyRefusesAColumnNamedTwiceEvenWithKeepGoing() throws {
        let header = Self.hevyHeader.replacingOccurrences(of: "\"rpe\"", with: "\"reps\"")
        let (error, sessions) = try refusal(
            header + "\n" + Self.hevyRow + "\n", options: ImportOptions(keepGoing: true))
        #expect(error.code == .repeatedColumn)
        #expect(error.refusesWholeFile)
        #expect(
            error.message
                == "line 1, column 170: the header's column 14 is \"reps\", the same column as column 11; expected "
                + "each of Hevy's columns at most once: \(Self.hevyColumns)")
        #expect(sessions == 0)
    }

    @Test func fitNotesRefusesAColumnItDoesNotWrite() throws {
        let (error, _) = try refusal(
            "Date,Exercise,Category,Weight,Weight Unit,Reps,Notes\n2024-01-01,Fly,Chest,50,kgs,8,x\n")
        #expect(error.code == .unknownColumn)
        #expect(
            error.message
                == "line 1, column 48: the header's column 7 is \"Notes\", which FitNotes does not write; expected only "
                + "FitNotes's columns: \(Self.fitNotesColumns)")
    }

    @Test func fitNotesRefusesTwoWeightColumns() throws {
        let (error, _) = try refusal("Date,Exercise,Category,Weight,Weight (lbs),Reps\n2024-01-01,Fly,Chest,50,50,8\n")
        #expect(error.code == .repeatedColumn)
        #expect(error.position == CSVPosition(line: 1, column: 31))
        #expect(
            error.message.hasPrefix(
                "line 1, column 31: the header's column 5 is \"Weight (lbs)\", the same column as column 4;"))
    }

    @Test func aByteOrderMarkInAHeaderNameIsShownEscaped() throws {
        let header = Self.hevyHeader.replacingOccurrences(of: "\"reps\"", with: "\"\u{FEFF}reps\"")
        let (error, _) = try refusal(header + "\n")
        #expect(error.code == .unknownColumn)
        #expect(error.message.contains("is \"\\u{FEFF}reps\", which Hevy does not write"))
    }

    @Test func strongRefusesAColumnNamedTwice() throws {
        let (error, _) = try refusal(
            "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;Reps\n", options: ImportOptions())
        #expect(error.code == .repeatedColumn)
        #expect(
            error.message.hasPrefix(
                "line 1, column 67: the header's column 8 is \"Reps\", the same column as column 7;"))
    }

    @Test func everyKnownHevyDialectStillImports() throws {
        let dialects: [(from: String, to: String, weight: Weight?, distance: Distance?)] = [
            ("\"weight_kg\"", "\"weight_kg\"", Weight(value: 60, unit: .kg), nil),
            ("\"weight_kg\"", "\"weight_lbs\"", Weight(value: 60, unit: .lb), nil),
            ("\"distance_km\"", "\"distance_miles\"", Weight(value: 60, unit: .kg), nil),
            ("\"distance_km\"", "\"distance_meters\"", Weight(value: 60, unit: .kg), nil),
            ("\"title\"", "  TITLE ", Weight(value: 60, unit: .kg), nil),
        ]
        for dialect in dialects {
            var sessions: [LoggedSession] = []
            let header = Self.hevyHeader.replacingOccurrences(of: dialect.from, with: dialect.to)
            _ = try LogImporter.importBytes(Array((header + "\n" + Self.hevyRow + "\n").utf8)) { sessions.append($0) }
            #expect(sessions.first?.exercises.first?.sets.first?.weight == dialect.weight, "\(dialect.to)")
        }
    }

    @Test func everyKnownFitNotesDialectStillImports() throws {
        for (header, unit) in [("Weight (kgs)", WeightUnit.kg), ("Weight (lb)", .lb), ("weight (KG)", .kg)] {
            var sessions: [LoggedSession] = []
            let text =
                "Date,Exercise,Category,\(header),Reps,Distance,Distance Unit,Time,Comment\n"
                + "2024-01-01,Fly,Chest,50,8,,,,\n"
            _ = try LogImporter.importBytes(Array(text.utf8)) { sessions.append($0) }
            #expect(sessions.first?.exercises.first?.sets.first?.weight == Weight(value: 50, unit: unit), "\(header)")
        }
        var sessions: [LoggedSession] = []
        _ = try LogImporter.importBytes(
            Array("Date,Exercise,Category,Reps\n2024-01-01,Push Up,Chest,20\n".utf8),
            options: ImportOptions(defaultUnit: .kg)
        ) { sessions.append($0) }
        #expect(sessions.first?.exercises.first?.sets.first?.reps == 20)
    }

    @Test(arguments: LogFormat.allCases)
    func theColumnsListedAreTheOnesRead(_ format: LogFormat) {
        #expect(Set(format.columnHeaders.map { $0.lowercased() }).count == format.columnHeaders.count)
    }
}
