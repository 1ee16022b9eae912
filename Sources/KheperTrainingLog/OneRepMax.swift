/// Estimated one-repetition maximum from a set's load and reps, in the load's own unit.
public enum OneRepMax {
    /// Epley: `w × (1 + reps / 30)`; one rep is the load itself; nil for fewer than one rep.
    public static func epley(weight: Double, reps: Int) -> Double? {
        guard reps >= 1 else { return nil }
        return reps == 1 ? weight : weight * (1 + Double(reps) / 30)
    }

    /// Brzycki: `w × 36 / (37 − reps)`; one rep is the load itself; nil below one rep or from 37 reps on, where the
    /// formula breaks down.
    public static func brzycki(weight: Double, reps: Int) -> Double? {
        guard reps >= 1, reps < 37 else { return nil }
        return reps == 1 ? weight : weight * 36 / Double(37 - reps)
    }
}
