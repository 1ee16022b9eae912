internal import KheperCore

/// What the changes pulled from other devices touched, counted as they arrive so no page of them is kept.
public struct ReceivedChanges: Sendable, Hashable {
    /// The workouts changed.
    public var workouts: Set<String> = []
    /// The blocks changed, as `workout/block`.
    public var blocks: Set<String> = []
    /// How many logged sets came in, each set of a replaced session counted (a removal brings none).
    public var loggedSets = 0
    /// The ids of the lifter's own catalogue entries added, changed or removed.
    public var customEntries: Set<String> = []
    /// The names of the log exercises whose links the lifter set.
    public var exerciseLinks: Set<String> = []

    /// Nothing received yet.
    public init() {}

    /// Counts `change` in.
    public mutating func add(_ change: PulledChange) {
        let intent = change.change.intent
        if let workout = intent.workout { workouts.insert(workout) }
        if let block = intent.block { blocks.insert("\(intent.workout ?? "")/\(block.rawValue)") }
        switch intent {
        case .logSet: loggedSets += 1
        case .replaceSessionSets(_, _, let sets): loggedSets += sets.count
        default: break
        }
        switch intent.catalogueChoice {
        case .customEntry(let id): customEntries.insert(id)
        case .exerciseLink(let exercise): exerciseLinks.insert(exercise)
        case nil: break
        }
    }
}
