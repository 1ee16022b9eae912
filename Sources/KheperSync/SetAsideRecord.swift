/// A change the server would not take, kept on the device with the reason instead of blocking every later sync:
/// the server refused it (`rejected`), could not store a value in it, or the device saw before sending that it holds
/// a value no server can store.
public struct SetAsideRecord: Sendable, Hashable {
    /// The record as it was made.
    public var record: ChangeRecord
    /// Why it was set aside, as a sentence.
    public var reason: String
    /// When it was set aside, in seconds since 1970 UTC.
    public var setAsideAt: Double

    /// Creates a set-aside record.
    public init(record: ChangeRecord, reason: String, setAsideAt: Double) {
        self.record = record
        self.reason = reason
        self.setAsideAt = setAsideAt
    }
}
