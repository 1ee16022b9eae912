/// One column Hevy writes. Its exports name weights in `weight_kg` or `weight_lbs` and distances in `distance_km`,
/// `distance_miles` or `distance_meters`, as the account's units are set, and a file may carry both of a pair.
enum HevyColumn: String, CaseIterable, ExportColumn {
    case title
    case startTime = "start_time"
    case endTime = "end_time"
    case description
    case exerciseTitle = "exercise_title"
    case supersetID = "superset_id"
    case exerciseNotes = "exercise_notes"
    case setIndex = "set_index"
    case setType = "set_type"
    case weightKilograms = "weight_kg"
    case weightPounds = "weight_lbs"
    case reps
    case distanceKilometres = "distance_km"
    case distanceMiles = "distance_miles"
    case distanceMetres = "distance_meters"
    case durationSeconds = "duration_seconds"
    case rpe

    /// The column a header names, in any case and with spaces around it.
    init?(header: String) {
        self.init(rawValue: header.trimmingSpaces.lowercased())
    }

    /// Every header Hevy writes, in its order.
    static var expectedHeaders: [String] { allCases.map(\.rawValue) }
}
