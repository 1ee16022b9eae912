import Foundation
import KheperTrainingLog

/// Reads Strong's exports, in every layout ``StrongLayout`` knows, into sessions.
///
/// Rows of one session (same `Date` and `Workout Name`) are contiguous, and so are the sets of one exercise: a new
/// exercise starts when the name changes or `Set Order` does not go up. A `Rest Timer` row is no set: its `Seconds`
/// become the rest after the set before it (and the exercise's rest). A `Note` row is no set either: its `Notes`
/// become the exercise's note. `W`, `D` and `F` in `Set Order` mark warm-up, drop and failure sets. `Distance` and
/// `Seconds` of 0 are how Strong writes "not recorded", so they read as absent; a weight of 0 stays 0. A row with
/// no reps, weight, time or distance is skipped ("no values").
struct StrongImporter: RowImporter {
    var summary: ImportSummary
    let layout: StrongLayout
    let defaultUnit: WeightUnit?
    let keepGoing: Bool
    /// ``StrongLayout/identifier``, kept with every session so an export writes the same layout.
    private let layoutIdentifier: String
    private let headers: [String]
    private let index: [StrongColumn: Int]
    var assembler = SessionAssembler()
    private var lastSetOrder: Int?

    /// Prepares to read rows in `layout`; throws `import.unit-required` when the layout does not name the weight
    /// unit and no default is given.
    init(layout: StrongLayout, defaultUnit: WeightUnit?, keepGoing: Bool) throws {
        if !layout.namesWeightUnit && defaultUnit == nil {
            throw LogImportError(
                .unitRequired,
                "this Strong export does not say whether weights are kg or lb; pass --unit kg or --unit lb")
        }
        self.layout = layout
        self.layoutIdentifier = layout.identifier
        self.defaultUnit = defaultUnit
        self.keepGoing = keepGoing
        self.summary = ImportSummary(format: .strong, dialect: layout.name)
        self.headers = layout.headers
        var index: [StrongColumn: Int] = [:]
        for (position, column) in layout.columns.enumerated() where index[column] == nil {
            index[column] = position
        }
        self.index = index
    }

    private var weightColumn: Int? { index[.weight(nil)] ?? index[.weight(.kg)] ?? index[.weight(.lb)] }
    private var distanceColumn: Int? {
        index[.distance(nil)] ?? index[.distance(.m)] ?? index[.distance(.km)] ?? index[.distance(.mi)]
    }

    mutating func readRow(_ record: CSVRecord, emit: (LoggedSession) throws -> Void) throws {
        let fields = FieldReader(record: record, headers: headers)
        try fields.checkFieldCount()
        let dateText = fields.text(index[.date])
        guard let start = FieldParsing.date(dateText) else {
            throw fields.invalid(index[.date], dateText, expected: "a date and time such as 2023-01-05 18:02:11")
        }
        let title = fields.text(index[.workoutName])
        let workoutNumber = fields.text(index[.workoutNumber]).nonBlank
        try assembler.enter(
            key: [dateText, title, workoutNumber ?? ""], summary: &summary, emit: emit,
            make: {
                var length: Double?
                if let column = index[.durationSeconds] {
                    length = try fields.number(column)
                } else if let column = index[.duration], let text = fields.text(column).nonBlank {
                    guard let seconds = FieldParsing.duration(text) else {
                        throw fields.invalid(column, text, expected: "a duration such as 1h 2m or 38min")
                    }
                    length = seconds
                }
                return LoggedSession(
                    workoutID: workoutNumber, title: title.nonBlank, start: start,
                    end: length.map { start.addingTimeInterval($0) }, source: .strong,
                    sourceLayout: layoutIdentifier)
            })
        lastSetOrder = assembler.session?.exercises.isEmpty ?? true ? nil : lastSetOrder
        if let notes = fields.text(index[.workoutNotes]).nonBlank, assembler.session?.notes == nil {
            assembler.update { $0.notes = notes }
        }
        let name = fields.text(index[.exerciseName])
        let setOrder = fields.text(index[.setOrder])
        switch setOrder.lowercased() {
        case "rest timer":
            let seconds = try fields.number(index[.seconds])
            let exercise = assembler.exercise(named: name, startsNew: false)
            assembler.update { session in
                if session.exercises[exercise].restSeconds == nil {
                    session.exercises[exercise].restSeconds = seconds
                }
                if !session.exercises[exercise].sets.isEmpty {
                    session.exercises[exercise].sets[session.exercises[exercise].sets.count - 1].restAfterSeconds =
                        seconds
                }
            }
        case "note":
            let current = assembler.session?.exercises.last
            let startsNew = current?.name != name || !(current?.sets.isEmpty ?? true) || current?.notes != nil
            let exercise = assembler.exercise(named: name, startsNew: startsNew)
            lastSetOrder = nil
            let notes = fields.text(index[.notes])
            assembler.update { $0.exercises[exercise].notes = notes }
        default:
            try readSet(fields, name: name, setOrder: setOrder)
        }
    }

    private mutating func readSet(_ fields: FieldReader, name: String, setOrder: String) throws {
        var type = SetType.working
        var number: Int?
        switch setOrder.uppercased() {
        case "W": type = .warmUp
        case "D": type = .drop
        case "F": type = .failure
        default:
            guard let value = FieldParsing.wholeNumber(setOrder) else {
                throw fields.invalid(
                    index[.setOrder], setOrder, expected: "a set number, W, D, F, Rest Timer or Note")
            }
            number = value
        }
        let weight = try readWeight(fields)
        let reps = try fields.wholeNumber(index[.reps])
        let rpe = try fields.number(index[.rpe])
        let seconds = try fields.number(index[.seconds]).flatMap { $0 == 0 ? nil : $0 }
        let distance = try readDistance(fields)
        if reps == nil && weight == nil && seconds == nil && distance == nil {
            summary.skipped.append(
                ImportNote(line: fields.record.line, reason: "no values: reps, weight, time and distance are all empty")
            )
            return
        }
        let current = assembler.session?.exercises.last
        var startsNew = current?.name != name
        if let number, let lastSetOrder, number <= lastSetOrder { startsNew = true }
        if current?.name == name, current?.sets.isEmpty ?? false { startsNew = false }
        if startsNew { lastSetOrder = nil }
        if let number { lastSetOrder = number }
        let exercise = assembler.exercise(named: name, startsNew: startsNew)
        let notes = fields.text(index[.notes]).nonBlank
        assembler.update { session in
            let order = session.exercises[exercise].sets.count + 1
            session.exercises[exercise].sets.append(
                PerformedSet(
                    order: order, type: type, reps: reps, weight: weight, rpe: rpe, durationSeconds: seconds,
                    distance: distance, notes: notes))
        }
    }

    private func readWeight(_ fields: FieldReader) throws -> Weight? {
        guard let column = weightColumn, let value = try fields.number(column) else { return nil }
        if case .weight(let unit?) = layout.columns[column] { return Weight(value: value, unit: unit) }
        if let unitColumn = index[.weightUnit] {
            let text = fields.text(unitColumn)
            switch text.lowercased() {
            case "kg", "kgs": return Weight(value: value, unit: .kg)
            case "lb", "lbs": return Weight(value: value, unit: .lb)
            case "": break
            default: throw fields.invalid(unitColumn, text, expected: "kg or lbs")
            }
        }
        guard let defaultUnit else {
            throw LogImportError(
                .unitRequired,
                "line \(fields.record.line): the weight \(fields.text(column)) has no unit; pass --unit kg or --unit lb",
                at: fields.record.position(of: column))
        }
        return Weight(value: value, unit: defaultUnit)
    }

    private func readDistance(_ fields: FieldReader) throws -> Distance? {
        guard let column = distanceColumn, let value = try fields.number(column), value != 0 else { return nil }
        if case .distance(let unit?) = layout.columns[column] { return Distance(value: value, unit: unit) }
        if let unitColumn = index[.distanceUnit] {
            let text = fields.text(unitColumn)
            if let unit = DistanceUnit(exportText: text) { return Distance(value: value, unit: unit) }
            if !text.isEmpty { throw fields.invalid(unitColumn, text, expected: "km, mi or m") }
        }
        return Distance(value: value, unit: defaultUnit == .lb ? .mi : .km)
    }
}

extension DistanceUnit {
    /// The unit an export names: `km`, `mi`/`miles`, `m`/`meters`; nil for anything else.
    init?(exportText text: String) {
        switch text.trimmingSpaces.lowercased() {
        case "km", "kms", "kilometers", "kilometres": self = .km
        case "mi", "mi.", "mile", "miles": self = .mi
        case "m", "meters", "metres": self = .m
        default: return nil
        }
    }
}
