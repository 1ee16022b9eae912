import Foundation
import KheperTrainingLog

/// Reads FitNotes' exports into sessions: one session per date (FitNotes records dates only, so each starts at
/// midnight and has no title), exercises grouped by consecutive rows.
///
/// `Weight Unit` is `kgs` or `lbs`; older files name the unit in the header (`Weight (lbs)`). `Time` reads as
/// `0:00:30`. FitNotes writes exercise names unquoted, so a name with a comma splits the row into one field too
/// many: the importer joins the name back (`"Press, Close Grip"`) and reports the row as recovered. `Comment` is
/// the set's note; `Category` is not kept.
struct FitNotesImporter: RowImporter {
    var summary = ImportSummary(format: .fitnotes, dialect: "fitnotes")
    let defaultUnit: WeightUnit?
    let keepGoing: Bool
    private let headers: [String]
    private let index: [FitNotesColumn: Int]
    private let headerWeightUnit: WeightUnit?
    var assembler = SessionAssembler()

    /// Whether a header is FitNotes': `Date` and `Exercise`, with `Category` or a weight column.
    static func matches(header: [String]) -> Bool {
        let names = Set(header.map { $0.trimmingSpaces.lowercased() })
        return names.contains("date") && names.contains("exercise")
            && (names.contains("category") || names.contains { $0.hasPrefix("weight") })
    }

    /// Prepares to read rows under `header`.
    /// - Throws: ``LogImportError`` `import.unknown-column` or `import.repeated-column` naming the header's column,
    ///   or `import.unit-required` when nothing says the weights' unit.
    init(header: CSVRecord, defaultUnit: WeightUnit?, keepGoing: Bool) throws {
        self.defaultUnit = defaultUnit
        self.keepGoing = keepGoing
        self.headers = header.fields
        let index = try ExportHeader<FitNotesColumn>(header, app: "FitNotes").index
        let headerUnit = index[.weight].flatMap { FitNotesColumn.weightUnit(header: header.fields[$0]) }
        self.index = index
        self.headerWeightUnit = headerUnit
        if let headerUnit {
            summary.dialect = "fitnotes, weights in \(headerUnit.rawValue) by header"
        } else if index[.weightUnit] != nil {
            summary.dialect = "fitnotes, weight unit per row"
        } else if defaultUnit == nil {
            throw LogImportError(
                .unitRequired,
                "this FitNotes export does not say whether weights are kg or lb; pass --unit kg or --unit lb")
        }
    }

    /// Joins the fields a comma in the exercise name split apart, when the row has more fields than the header.
    private mutating func recoverSplitName(_ record: CSVRecord) -> CSVRecord {
        let extra = record.fields.count - headers.count
        guard extra > 0, let nameIndex = index[.exercise] else { return record }
        var repaired = record
        let parts = record.fields[nameIndex...(nameIndex + extra)]
        let name = parts.joined(separator: ",")
        repaired.fields.replaceSubrange(nameIndex...(nameIndex + extra), with: [name])
        repaired.positions.removeSubrange((nameIndex + 1)...(nameIndex + extra))
        summary.recover(
            ImportNote(
                line: record.line,
                reason: "the exercise name had an unquoted comma; read as \(LogImportError.quoted(name.trimmingSpaces))"
            ))
        return repaired
    }

    mutating func readRow(_ original: CSVRecord, emit: (LoggedSession) throws -> Void) throws {
        let record = recoverSplitName(original)
        let fields = FieldReader(record: record, headers: headers)
        try fields.checkFieldCount()
        let dateText = fields.text(index[.date])
        guard let start = FieldParsing.date(dateText) else {
            throw fields.invalid(index[.date], dateText, expected: "a date such as 2019-03-04")
        }
        try assembler.enter(key: (dateText, "", ""), summary: &summary, emit: emit) {
            LoggedSession(title: nil, start: start, source: .fitnotes)
        }
        let name = fields.text(index[.exercise])
        let reps = try fields.wholeNumber(index[.reps])
        var weight: Weight?
        if let value = try fields.number(index[.weight]) {
            let unitText = fields.text(index[.weightUnit])
            switch unitText.lowercased() {
            case "kgs", "kg": weight = Weight(value: value, unit: .kg)
            case "lbs", "lb": weight = Weight(value: value, unit: .lb)
            case "":
                guard let unit = headerWeightUnit ?? defaultUnit else {
                    throw LogImportError(
                        .unitRequired,
                        "line \(record.line): the weight \(value) has no unit; pass --unit kg or --unit lb",
                        at: record.position(of: index[.weight] ?? 0))
                }
                weight = Weight(value: value, unit: unit)
            default: throw fields.invalid(index[.weightUnit], unitText, expected: "kgs or lbs")
            }
        }
        var distance: Distance?
        if let value = try fields.number(index[.distance]), value != 0 {
            let unitText = fields.text(index[.distanceUnit])
            guard let unit = DistanceUnit(exportText: unitText) ?? (unitText.isEmpty ? .km : nil) else {
                throw fields.invalid(index[.distanceUnit], unitText, expected: "km, mi or m")
            }
            distance = Distance(value: value, unit: unit)
        }
        var seconds: Double?
        let timeText = fields.text(index[.time])
        if !timeText.isEmpty {
            guard let value = FieldParsing.duration(timeText) else {
                throw fields.invalid(index[.time], timeText, expected: "a time such as 0:00:30")
            }
            seconds = value == 0 ? nil : value
        }
        if reps == nil && weight == nil && seconds == nil && distance == nil {
            summary.skip(
                ImportNote(line: record.line, reason: "no values: reps, weight, time and distance are all empty"))
            return
        }
        let exercise = assembler.exercise(named: name, startsNew: false)
        let notes = fields.text(index[.comment]).nonBlank
        assembler.update { session in
            let order = session.exercises[exercise].sets.count + 1
            session.exercises[exercise].sets.append(
                PerformedSet(
                    order: order, reps: reps, weight: weight, durationSeconds: seconds, distance: distance,
                    notes: notes))
        }
    }
}
