/// What a ``PlayMachine`` asks its host to do, as values: write to the log, ring the bell, announce, finish.
public enum PlayEffect: Sendable, Hashable {
    /// A set was logged for the first time: write it to the history now.
    case logSet(PlayLoggedSet)
    /// A logged set was fixed: replace the set with the same ``PlayLoggedSet/id``.
    case updateSet(PlayLoggedSet)
    /// Ring the terminal bell: a rest or a timer phase reached zero.
    case bell
    /// A personal record was just set.
    case announce(PersonalRecord)
    /// The play ended, by reaching the end or by quitting.
    case finish(PlaySummary)
}
