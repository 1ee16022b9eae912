import Foundation
public import KheperTrainingLog

/// Writes sessions in one of Strong's layouts, so a Strong file read with ``LogImporter`` and written back in its
/// own layout gives the same rows.
///
/// What is normalised: names lose leading and trailing spaces; the session's length is written as Strong writes it
/// today (`1h 2m`, `38m`), so `38min` comes back as `38m`; times are written with seconds (`10:26` as `10:26:00`);
/// a file without a header row is written with one; numbers are written in the layout's style (`45.0` or
/// `45`); a distance unit is written as `m`, `km` or `mi` (`mi.` as `mi`); a distance of 0 (`0.00`) is no distance,
/// written as the layout writes none and without its unit; notes lose leading and trailing spaces; rows the import
/// skipped are not written. Loads and distances in another unit than a layout's fixed one
/// are converted for that column only.
public struct StrongExporter: Sendable {
    /// The layout written.
    public let layout: StrongLayout
    /// The unit of weights in a layout that names none (the comma layouts).
    public let weightUnit: WeightUnit

    /// Creates an exporter for a layout; `weightUnit` is used only where the layout names no unit.
    public init(layout: StrongLayout, weightUnit: WeightUnit = .kg) {
        self.layout = layout
        self.weightUnit = weightUnit
    }

    /// The header line, with its line feed.
    public func headerLine() -> String { line(layout.headers) }

    /// The session's rows as CSV lines, each ending in a line feed.
    public func lines(for session: LoggedSession) -> String {
        rows(for: session).map { line($0) }.joined()
    }

    /// The session's rows, one field per column: a `Note` row before an exercise that has a note, one row per
    /// set, and a `Rest Timer` row after each set that recorded a rest.
    public func rows(for session: LoggedSession) -> [[String]] {
        var rows: [[String]] = []
        for exercise in session.exercises {
            if let notes = exercise.notes {
                rows.append(row(session, exercise, set: nil, setOrder: "Note", notes: notes, first: rows.isEmpty))
            }
            var number = layout.setOrderFromZero ? 0 : 1
            for set in exercise.sets {
                let setOrder: String
                switch set.type {
                case .warmUp: setOrder = "W"
                case .drop: setOrder = "D"
                case .failure: setOrder = "F"
                case .working:
                    setOrder = String(number)
                    number += 1
                }
                rows.append(row(session, exercise, set: set, setOrder: setOrder, notes: set.notes, first: rows.isEmpty))
                if let rest = set.restAfterSeconds {
                    var restSet = PerformedSet(order: set.order, durationSeconds: rest)
                    restSet.type = .working
                    rows.append(
                        row(
                            session, exercise, set: restSet, setOrder: "Rest Timer", notes: nil, first: false,
                            rest: true))
                }
            }
        }
        return rows
    }

    private func row(
        _ session: LoggedSession, _ exercise: PerformedExercise, set: PerformedSet?, setOrder: String,
        notes: String?, first: Bool, rest: Bool = false
    ) -> [String] {
        let isSet = set != nil && !rest
        return layout.columns.map { column in
            switch column {
            case .workoutNumber: return session.workoutID ?? ""
            case .date: return FieldParsing.strongDate(session.start)
            case .workoutName: return session.title ?? ""
            case .duration:
                return session.end.map { FieldParsing.strongDuration(seconds: $0.timeIntervalSince(session.start)) }
                    ?? ""
            case .durationSeconds:
                return session.end.map { String(Int($0.timeIntervalSince(session.start).rounded())) } ?? ""
            case .exerciseName: return exercise.name
            case .setOrder: return setOrder
            case .weight(let unit):
                guard let weight = set?.weight else { return "" }
                let value = weight.value(in: unit ?? (layout.columns.contains(.weightUnit) ? weight.unit : weightUnit))
                return layout.weightWithFraction
                    ? LogNumberFormatter.withFraction(value) : LogNumberFormatter.shortest(value)
            case .weightUnit:
                guard let weight = set?.weight else { return "" }
                return weight.unit == .kg ? "kg" : "lbs"
            case .reps: return set?.reps.map(String.init) ?? ""
            case .rpe: return set?.rpe.map(LogNumberFormatter.shortest) ?? ""
            case .distance(let unit):
                guard let distance = set?.distance else {
                    guard isSet, layout.zeroForMissingDistance else { return "" }
                    return layout.distanceWithFraction ? "0.0" : "0"
                }
                let value = distance.value(
                    in: unit ?? (layout.columns.contains(.distanceUnit) ? distance.unit : weightUnit == .lb ? .mi : .km)
                )
                return layout.distanceWithFraction
                    ? LogNumberFormatter.withFraction(value) : LogNumberFormatter.shortest(value)
            case .distanceUnit: return set?.distance?.unit.rawValue ?? ""
            case .seconds:
                guard let seconds = set?.durationSeconds else {
                    return isSet && layout.zeroForMissingSeconds ? "0" : ""
                }
                return layout.secondsWithFraction
                    ? LogNumberFormatter.withFraction(seconds) : LogNumberFormatter.shortest(seconds)
            case .notes: return notes ?? ""
            case .workoutNotes: return first ? session.notes ?? "" : ""
            }
        }
    }

    /// One CSV line: fields quoted when the layout quotes every field or when they hold a separator, quote or line
    /// break.
    private func line(_ fields: [String]) -> String {
        let separator = Character(UnicodeScalar(layout.separator))
        var text = ""
        for (index, field) in fields.enumerated() {
            if index > 0 { text.append(separator) }
            let needsQuotes =
                layout.quotesEveryField
                || field.utf8.contains { $0 == layout.separator || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            if needsQuotes {
                text += "\"" + field.replacingQuotes + "\""
            } else {
                text += field
            }
        }
        return text + "\n"
    }
}

extension String {
    /// The text with every quote doubled, for a quoted CSV field.
    fileprivate var replacingQuotes: String {
        var result = ""
        for character in self {
            if character == "\"" { result.append("\"") }
            result.append(character)
        }
        return result
    }
}
