import KheperTrainingLog

/// Where each column a Strong row is read from sits in the layout, worked out once per file so reading a row
/// looks up no dictionary.
struct StrongColumnIndex {
    let date, workoutName, workoutNumber, duration, durationSeconds, workoutNotes: Int?
    let exerciseName, setOrder, reps, rpe, seconds, notes, weightUnit, distanceUnit: Int?
    /// The weight column, whichever unit its header names.
    let weight: Int?
    /// The distance column, whichever unit its header names.
    let distance: Int?

    /// The positions from the layout's first column of each kind.
    init(_ index: [StrongColumn: Int]) {
        date = index[.date]
        workoutName = index[.workoutName]
        workoutNumber = index[.workoutNumber]
        duration = index[.duration]
        durationSeconds = index[.durationSeconds]
        workoutNotes = index[.workoutNotes]
        exerciseName = index[.exerciseName]
        setOrder = index[.setOrder]
        reps = index[.reps]
        rpe = index[.rpe]
        seconds = index[.seconds]
        notes = index[.notes]
        weightUnit = index[.weightUnit]
        distanceUnit = index[.distanceUnit]
        weight = index[.weight(nil)] ?? index[.weight(.kg)] ?? index[.weight(.lb)]
        distance = index[.distance(nil)] ?? index[.distance(.m)] ?? index[.distance(.km)] ?? index[.distance(.mi)]
    }
}
