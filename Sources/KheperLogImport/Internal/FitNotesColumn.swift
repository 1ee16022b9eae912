import KheperTrainingLog

/// One column FitNotes writes. The weight is `Weight` with a `Weight Unit` per row, or, in older exports,
/// `Weight (kgs)` or `Weight (lbs)` naming the unit for the whole file; `Distance`, `Distance Unit`, `Time` and
/// `Comment` are written by some versions only.
enum FitNotesColumn: ExportColumn {
    case date, exercise, category, weight, weightUnit, reps, distance, distanceUnit, time, comment

    /// Every header FitNotes writes, with its column and the weight unit it names for the whole file, in the order
    /// FitNotes writes them: the one table both reading a header and listing the expected ones go by.
    private static let headers: [(name: String, column: FitNotesColumn, unit: WeightUnit?)] = [
        ("Date", .date, nil), ("Exercise", .exercise, nil), ("Category", .category, nil), ("Weight", .weight, nil),
        ("Weight (kgs)", .weight, .kg), ("Weight (kg)", .weight, .kg), ("Weight (lbs)", .weight, .lb),
        ("Weight (lb)", .weight, .lb), ("Weight Unit", .weightUnit, nil), ("Reps", .reps, nil),
        ("Distance", .distance, nil), ("Distance Unit", .distanceUnit, nil), ("Time", .time, nil),
        ("Comment", .comment, nil),
    ]

    /// The column a header names, in any case and with spaces around it.
    init?(header: String) {
        guard let known = Self.known(header) else { return nil }
        self = known.column
    }

    /// The unit a weight header names for the whole file (`Weight (lbs)`), or nil when it names none.
    static func weightUnit(header: String) -> WeightUnit? {
        known(header)?.unit
    }

    /// Every header FitNotes writes, in its order.
    static var expectedHeaders: [String] { headers.map(\.name) }

    private static func known(_ header: String) -> (name: String, column: FitNotesColumn, unit: WeightUnit?)? {
        let wanted = header.trimmingSpaces.lowercased()
        return headers.first { $0.name.lowercased() == wanted }
    }
}
