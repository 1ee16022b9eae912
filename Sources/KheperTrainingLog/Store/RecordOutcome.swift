/// What recording one session did.
public enum RecordOutcome: Sendable, Hashable {
    /// The session was new and is now stored.
    case added
    /// A session with the same id was already stored (the same file imported again); nothing was written.
    case alreadyStored
    /// A session with the same id was stored and, in a ``TrainingLogStore/replacing(_:)``, was replaced by this one.
    case replaced
}
