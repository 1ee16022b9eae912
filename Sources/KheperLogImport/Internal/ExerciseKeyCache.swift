import KheperTrainingLog

/// Each exercise name's normalised key (`ExerciseName.key(_:)`), worked out once per name instead of once per
/// session: a log repeats a few dozen names thousands of times.
///
/// It holds at most ``capacity`` names and starts over when full, so a file of ever-new names cannot make it grow
/// without bound.
struct ExerciseKeyCache {
    /// The most names kept at once.
    static let capacity = 4096

    private var keys: [String: String] = [:]

    /// The key of `name`.
    mutating func key(of name: String) -> String {
        if let known = keys[name] { return known }
        if keys.count >= Self.capacity { keys.removeAll(keepingCapacity: true) }
        let key = ExerciseName.key(name)
        keys[name] = key
        return key
    }
}
