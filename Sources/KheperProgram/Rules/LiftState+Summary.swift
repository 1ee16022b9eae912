import KheperTrainingLog

extension LiftState {
    /// Where the lift stands, for a person, naming only what its rule has set: `load 100 kg, no failures in a row`,
    /// or `training max 140 kg, week 2 of cycle 1, no failures in a row`. Its stage is for a rule with stages to
    /// name (`ProgressionRule.describe(_:with:)`), with the scheme it stands for.
    public var summary: String {
        var parts: [String] = []
        if let load { parts.append("load \(LoadText.weight(load.value, load.unit))") }
        if let reps { parts.append("\(reps) reps a set") }
        if let trainingMax {
            parts.append("training max \(LoadText.weight(trainingMax.value, trainingMax.unit))")
            parts.append("week \(week) of cycle \(cycle)")
        }
        let failures: String =
            switch failuresInARow {
            case 0: "no failures in a row"
            case 1: "1 failure in a row"
            default: "\(failuresInARow) failures in a row"
            }
        parts.append(failures)
        return parts.joined(separator: ", ")
    }
}
