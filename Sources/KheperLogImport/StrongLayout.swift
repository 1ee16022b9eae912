public import KheperTrainingLog

/// One of Strong's CSV layouts: its columns, separator and how it writes numbers and missing values, for reading
/// and for writing back the same rows.
public struct StrongLayout: Sendable, Hashable {
    /// The columns in order.
    public var columns: [StrongColumn]
    /// The header of each column, as the layout writes it (`Workout Duration` or `Duration`, `Weight (kg)` or `kg`).
    public var headers: [String]
    /// `,` or `;`.
    public var separator: UInt8
    /// Whether every field is quoted (the 2025 semicolon layout).
    public var quotesEveryField: Bool
    /// Whether `Set Order` counts from 0 (the 2016 layout).
    public var setOrderFromZero: Bool
    /// Whether weights are written with a fraction (`45.0`), rather than shortest (`45`).
    public var weightWithFraction: Bool
    /// Whether a missing distance is written `0` (or `0.0`) rather than left empty.
    public var zeroForMissingDistance: Bool
    /// Whether distances are written with a fraction.
    public var distanceWithFraction: Bool
    /// Whether a missing `Seconds` is written `0` rather than left empty.
    public var zeroForMissingSeconds: Bool
    /// Whether seconds are written with a fraction (`120.0`).
    public var secondsWithFraction: Bool
    /// A short name for reports.
    public var name: String

    /// Creates a layout.
    public init(
        columns: [StrongColumn], separator: UInt8, quotesEveryField: Bool = false, setOrderFromZero: Bool = false,
        weightWithFraction: Bool = true, zeroForMissingDistance: Bool = true, distanceWithFraction: Bool = false,
        zeroForMissingSeconds: Bool = true, secondsWithFraction: Bool = false, headers: [String]? = nil, name: String
    ) {
        self.columns = columns
        self.headers = headers ?? columns.map(\.header)
        self.separator = separator
        self.quotesEveryField = quotesEveryField
        self.setOrderFromZero = setOrderFromZero
        self.weightWithFraction = weightWithFraction
        self.zeroForMissingDistance = zeroForMissingDistance
        self.distanceWithFraction = distanceWithFraction
        self.zeroForMissingSeconds = zeroForMissingSeconds
        self.secondsWithFraction = secondsWithFraction
        self.name = name
    }

    /// The comma layout with 12 columns, `Duration` and `RPE` included; weights carry no unit.
    public static let comma = StrongLayout(
        columns: [
            .date, .workoutName, .duration, .exerciseName, .setOrder, .weight(nil), .reps, .distance(nil), .seconds,
            .notes, .workoutNotes, .rpe,
        ], separator: UInt8(ascii: ","), name: "strong comma, 12 columns")

    /// The semicolon layout with 14 columns, `Weight Unit` and `Distance Unit` per row.
    public static let semicolon = StrongLayout(
        columns: [
            .date, .workoutName, .exerciseName, .setOrder, .weight(nil), .weightUnit, .reps, .rpe, .distance(nil),
            .distanceUnit, .seconds, .notes, .workoutNotes, .duration,
        ], separator: UInt8(ascii: ";"), weightWithFraction: false, zeroForMissingDistance: false,
        headers: [
            "Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Weight Unit", "Reps", "RPE", "Distance",
            "Distance Unit", "Seconds", "Notes", "Workout Notes", "Workout Duration",
        ], name: "strong semicolon, 14 columns")

    /// The semicolon layout with every field quoted, `Workout #`, `Duration (sec)`, `Weight (kg)` and
    /// `Distance (meters)`.
    public static let quotedSemicolon = StrongLayout(
        columns: [
            .workoutNumber, .date, .workoutName, .durationSeconds, .exerciseName, .setOrder, .weight(.kg), .reps,
            .rpe, .distance(.m), .seconds, .notes, .workoutNotes,
        ], separator: UInt8(ascii: ";"), quotesEveryField: true, zeroForMissingDistance: false,
        distanceWithFraction: true, zeroForMissingSeconds: false, secondsWithFraction: true,
        headers: [
            "Workout #", "Date", "Workout Name", "Duration (sec)", "Exercise Name", "Set Order", "Weight (kg)", "Reps",
            "RPE", "Distance (meters)", "Seconds", "Notes", "Workout Notes",
        ], name: "strong quoted semicolon, 13 columns")

    /// The 2016 layout: the unit is the column's name (`kg`/`lbs`, `km`/`mi.`) and `Set Order` counts from 0.
    public static func legacy2016(weightUnit: WeightUnit) -> StrongLayout {
        StrongLayout(
            columns: [
                .date, .workoutName, .exerciseName, .setOrder, .weight(weightUnit), .reps,
                .distance(weightUnit == .kg ? .km : .mi), .seconds, .notes,
            ], separator: UInt8(ascii: ","), setOrderFromZero: true, distanceWithFraction: true,
            name: "strong 2016, 9 columns")
    }

    /// The layout a header row names, or nil when it is not Strong's (no `Exercise Name` and `Set Order`).
    public static func detect(header: [String], separator: UInt8) -> StrongLayout? {
        var columns: [StrongColumn] = []
        for name in header {
            guard let column = StrongColumn(header: name) else { return nil }
            columns.append(column)
        }
        guard columns.contains(.exerciseName), columns.contains(.setOrder), columns.contains(.date) else {
            return nil
        }
        var detected = layout(columns: columns, separator: separator)
        detected.headers = header.map(\.trimmingSpaces)
        return detected
    }

    /// The layout of a file without a header row, from its first record's field count and values: 12, 11 and 10
    /// fields are the comma layouts (with or without `Duration` and `RPE`), 9 the 2016 layout (weights in the
    /// default unit), 14 and 13 the semicolon layouts.
    public static func detect(headerless record: [String], separator: UInt8, defaultUnit: WeightUnit?)
        -> StrongLayout?
    {
        guard let first = record.first, FieldParsing.date(first) != nil || record.count == 13 else { return nil }
        let comma = StrongLayout.comma.columns
        switch record.count {
        case 12: return layout(columns: comma, separator: separator)
        case 11:
            let thirdIsDuration = FieldParsing.duration(record[2]) != nil
            let columns = thirdIsDuration ? Array(comma.dropLast()) : comma.filter { $0 != .duration }
            return layout(columns: columns, separator: separator)
        case 10:
            return layout(columns: comma.filter { $0 != .duration && $0 != .rpe }, separator: separator)
        case 9:
            return legacy2016(weightUnit: defaultUnit ?? .kg).with(separator: separator)
        case 14: return semicolon.with(separator: separator)
        case 13:
            if FieldParsing.date(first) == nil, FieldParsing.date(record[1]) != nil {
                return quotedSemicolon.with(separator: separator)
            }
            return layout(
                columns: semicolon.columns.filter { $0 != .duration }, separator: separator)
        default: return nil
        }
    }

    private func with(separator: UInt8) -> StrongLayout {
        var copy = self
        copy.separator = separator
        return copy
    }

    /// A known layout when the columns are one, else a layout named after its column count with the style of the
    /// nearest known one.
    static func layout(columns: [StrongColumn], separator: UInt8) -> StrongLayout {
        for known in [comma, semicolon, quotedSemicolon, legacy2016(weightUnit: .kg), legacy2016(weightUnit: .lb)]
        where known.columns == columns {
            return known.with(separator: separator)
        }
        let separatorName = separator == UInt8(ascii: ";") ? "semicolon" : "comma"
        var base =
            columns.contains(.durationSeconds)
            ? quotedSemicolon : columns.contains(.weightUnit) ? semicolon : comma
        if columns.contains(.weight(.kg)) || columns.contains(.weight(.lb)), !columns.contains(.durationSeconds) {
            base = legacy2016(weightUnit: .kg)
        }
        base.columns = columns
        base.headers = columns.map(\.header)
        base.separator = separator
        base.name = "strong \(separatorName), \(columns.count) columns"
        return base
    }

    /// Whether the layout says the weight's unit, by column name or per row.
    public var namesWeightUnit: Bool {
        columns.contains(.weightUnit) || columns.contains(.weight(.kg)) || columns.contains(.weight(.lb))
    }
}
