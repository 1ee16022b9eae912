internal import KheperSync

/// What a paged push has done so far, for the sync's report: every outcome, the records the server rewrote or
/// rejected, and the records set aside. Outcomes are small; whole records are kept only for those worth reporting.
struct SyncPushTally {
    /// One outcome per record the server answered, in push order.
    var outcomes: [PushOutcome] = []
    /// The pushed records the server rewrote or rejected.
    var noted: [ChangeRecord] = []
    /// The records set aside, with the reasons.
    var setAside: [SetAsideRecord] = []
}
