public import KheperCore

/// The identity of one set in a play: its exercise block and its number among that exercise's sets (the `2` in
/// `A2`), so a logged set finds its step again after extra sets are added or a session is resumed.
public struct PlaySetKey: Sendable, Hashable {
    /// The exercise block the set belongs to.
    public var exerciseID: BlockID
    /// The set's number within its exercise in this play, from 1; extra sets continue the count.
    public var number: Int

    /// Creates a key.
    public init(exerciseID: BlockID, number: Int) {
        self.exerciseID = exerciseID
        self.number = number
    }
}
