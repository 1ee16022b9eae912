import Foundation
import KheperTrainingLog

/// Reads Hevy's exports into sessions.
///
/// Rows of one session (same `title` and `start_time`) are contiguous. A new exercise starts when
/// `exercise_title` or `superset_id` changes or `set_index` does not go up, so the same exercise done twice in a
/// workout stays two exercises. Weights come from `weight_kg` or `weight_lbs` and distances from `distance_km` or
/// `distance_miles`, whichever the row fills, so a file may mix them. `superset_id` is kept as the exercise's
/// superset group, which is unique within its session only.
struct HevyImporter: RowImporter {
    var summary = ImportSummary(format: .hevy, dialect: "hevy")
    let keepGoing: Bool
    private let headers: [String]
    private let index: [HevyColumn: Int]
    var assembler = SessionAssembler()
    private var lastSetIndex: Int?

    /// The header names that make a file Hevy's.
    static func matches(header: [String]) -> Bool {
        let names = Set(header.map { $0.trimmingSpaces.lowercased() })
        return names.contains("exercise_title") && names.contains("start_time") && names.contains("title")
    }

    /// Prepares to read rows under `header`.
    /// - Throws: ``LogImportError`` `import.unknown-column` or `import.repeated-column` naming the header's column.
    init(header: CSVRecord, keepGoing: Bool) throws {
        self.keepGoing = keepGoing
        self.headers = header.fields
        let index = try ExportHeader<HevyColumn>(header, app: "Hevy").index
        self.index = index
        let weights = [HevyColumn.weightKilograms, .weightPounds].filter { index[$0] != nil }
        let distances = [HevyColumn.distanceKilometres, .distanceMiles].filter { index[$0] != nil }
        summary.dialect =
            "hevy, weights in \(weights.map { $0.rawValue.dropFirst(7) }.joined(separator: "+")), distances in "
            + distances.map { $0.rawValue.dropFirst(9) }.joined(separator: "+")
    }

    mutating func readRow(_ record: CSVRecord, emit: (LoggedSession) throws -> Void) throws {
        let fields = FieldReader(record: record, headers: headers)
        try fields.checkFieldCount()
        let title = fields.text(index[.title])
        let startText = fields.text(index[.startTime])
        guard let start = FieldParsing.date(startText) else {
            throw fields.invalid(index[.startTime], startText, expected: "a date such as 5 Dec 2025, 11:37")
        }
        let endText = fields.text(index[.endTime])
        let end = FieldParsing.date(endText)
        if end == nil && !endText.isEmpty {
            throw fields.invalid(index[.endTime], endText, expected: "a date such as 5 Dec 2025, 12:55")
        }
        let description = fields.text(index[.description]).nonBlank
        try assembler.enter(key: (title, startText, ""), summary: &summary, emit: emit) {
            LoggedSession(title: title.nonBlank, start: start, end: end, notes: description, source: .hevy)
        }
        if assembler.session?.exercises.isEmpty ?? true { lastSetIndex = nil }
        let name = fields.text(index[.exerciseTitle])
        let superset = fields.text(index[.supersetID]).nonBlank
        let setIndex = try fields.wholeNumber(index[.setIndex])
        let typeText = fields.text(index[.setType])
        let type: SetType
        switch typeText.lowercased() {
        case "", "normal": type = .working
        case "warmup", "warm_up", "warm-up": type = .warmUp
        case "failure": type = .failure
        case "dropset", "drop_set", "drop": type = .drop
        default:
            throw fields.invalid(index[.setType], typeText, expected: "normal, warmup, failure or dropset")
        }
        var weight: Weight?
        if let value = try fields.number(index[.weightKilograms]) {
            weight = Weight(value: value, unit: .kg)
        } else if let value = try fields.number(index[.weightPounds]) {
            weight = Weight(value: value, unit: .lb)
        }
        var distance: Distance?
        if let value = try fields.number(index[.distanceKilometres]) {
            distance = Distance(value: value, unit: .km)
        } else if let value = try fields.number(index[.distanceMiles]) {
            distance = Distance(value: value, unit: .mi)
        } else if let value = try fields.number(index[.distanceMetres]) {
            distance = Distance(value: value, unit: .m)
        }
        let reps = try fields.wholeNumber(index[.reps])
        let seconds = try fields.number(index[.durationSeconds])
        let rpe = try fields.number(index[.rpe])
        if reps == nil && weight == nil && seconds == nil && distance == nil {
            summary.skip(
                ImportNote(line: record.line, reason: "no values: reps, weight, time and distance are all empty"))
            return
        }
        let current = assembler.session?.exercises.last
        var startsNew = current?.name != name || current?.supersetGroup != superset
        if let setIndex, let lastSetIndex, setIndex <= lastSetIndex { startsNew = true }
        lastSetIndex = setIndex
        let exercise = assembler.exercise(named: name, startsNew: startsNew)
        let notes = fields.text(index[.exerciseNotes]).nonBlank
        assembler.update { session in
            session.exercises[exercise].supersetGroup = superset
            if session.exercises[exercise].notes == nil { session.exercises[exercise].notes = notes }
            let order = session.exercises[exercise].sets.count + 1
            session.exercises[exercise].sets.append(
                PerformedSet(
                    order: order, type: type, reps: reps, weight: weight, rpe: rpe, durationSeconds: seconds,
                    distance: distance))
        }
    }
}
