public import KheperTrainingLog

/// One column Strong writes, across all its layouts.
public enum StrongColumn: Sendable, Hashable {
    /// `Workout #`: Strong's number for the workout.
    case workoutNumber
    /// `Date`: the session's start.
    case date
    /// `Workout Name`.
    case workoutName
    /// `Duration` or `Workout Duration`, as text such as `1h 2m` or `38min`.
    case duration
    /// `Duration (sec)`: the session's length in seconds.
    case durationSeconds
    /// `Exercise Name`.
    case exerciseName
    /// `Set Order`: a number, a `W`/`D`/`F` marker, `Rest Timer` or `Note`.
    case setOrder
    /// `Weight`, `Weight (kg)`, `kg` or `lbs`: the load, in the column's unit when it names one.
    case weight(WeightUnit?)
    /// `Weight Unit`: `kg` or `lbs`, per row.
    case weightUnit
    /// `Reps`.
    case reps
    /// `RPE`.
    case rpe
    /// `Distance`, `Distance (meters)`, `km` or `mi.`: the distance, in the column's unit when it names one.
    case distance(DistanceUnit?)
    /// `Distance Unit`: `km`, `mi` or `m`, per row.
    case distanceUnit
    /// `Seconds`: the set's duration, or a rest's length on a `Rest Timer` row.
    case seconds
    /// `Notes`: the set's note, or the exercise's on a `Note` row.
    case notes
    /// `Workout Notes`: the session's note.
    case workoutNotes

    /// The column a header names, or nil for a header Strong does not write. Case and spaces are ignored.
    public init?(header: String) {
        switch header.trimmingSpaces.lowercased() {
        case "workout #": self = .workoutNumber
        case "date": self = .date
        case "workout name": self = .workoutName
        case "duration", "workout duration": self = .duration
        case "duration (sec)", "duration (seconds)": self = .durationSeconds
        case "exercise name": self = .exerciseName
        case "set order": self = .setOrder
        case "weight": self = .weight(nil)
        case "weight (kg)", "kg", "kgs": self = .weight(.kg)
        case "weight (lbs)", "weight (lb)", "lbs", "lb": self = .weight(.lb)
        case "weight unit": self = .weightUnit
        case "reps": self = .reps
        case "rpe": self = .rpe
        case "distance": self = .distance(nil)
        case "distance (meters)", "distance (m)", "meters", "m": self = .distance(.m)
        case "distance (km)", "km": self = .distance(.km)
        case "distance (miles)", "distance (mi)", "mi.", "mi", "miles": self = .distance(.mi)
        case "distance unit": self = .distanceUnit
        case "seconds": self = .seconds
        case "notes": self = .notes
        case "workout notes": self = .workoutNotes
        default: return nil
        }
    }

    /// The header Strong writes for the column.
    public var header: String {
        switch self {
        case .workoutNumber: "Workout #"
        case .date: "Date"
        case .workoutName: "Workout Name"
        case .duration: "Duration"
        case .durationSeconds: "Duration (sec)"
        case .exerciseName: "Exercise Name"
        case .setOrder: "Set Order"
        case .weight(nil): "Weight"
        case .weight(.kg): "kg"
        case .weight(.lb): "lbs"
        case .weightUnit: "Weight Unit"
        case .reps: "Reps"
        case .rpe: "RPE"
        case .distance(nil): "Distance"
        case .distance(.m): "Distance (meters)"
        case .distance(.km): "km"
        case .distance(.mi): "mi."
        case .distanceUnit: "Distance Unit"
        case .seconds: "Seconds"
        case .notes: "Notes"
        case .workoutNotes: "Workout Notes"
        }
    }
}

extension StrongColumn: ExportColumn {
    /// The header of every column Strong writes, in any layout, for the message that lists what was expected.
    static var expectedHeaders: [String] {
        let all: [StrongColumn] = [
            .workoutNumber, .date, .workoutName, .duration, .durationSeconds, .exerciseName, .setOrder, .weight(nil),
            .weight(.kg), .weight(.lb), .weightUnit, .reps, .rpe, .distance(nil), .distance(.m), .distance(.km),
            .distance(.mi), .distanceUnit, .seconds, .notes, .workoutNotes,
        ]
        return all.map(\.header)
    }
}
