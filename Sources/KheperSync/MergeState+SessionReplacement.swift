internal import Foundation
internal import KheperCore

/// The rule for a `replaceSessionSets` change: which replacements the server refuses, and why, in the same words as
/// the SQL function `kheper.replace_session_sets` (server schema version 4).
extension MergeState {
    /// The most sets one `replaceSessionSets` change may carry; the server's schema version 4 takes its limit from
    /// here, so one change cannot make the server write more sets than one push of `logSet` records could.
    public static let maximumReplacementSets = 1_000

    /// Why replacing the sets of `session` by `sets` is refused, or `nil` when it applies: the session must be a
    /// UUID, the list at most ``maximumReplacementSets`` long, and every set an object with a UUID `id` naming that
    /// session, held once in the list and by no other session. The first problem, in list order, is the answer.
    func replacementProblem(session: String, sets: [JSONObject]) -> String? {
        guard Self.isUUID(session) else { return "The change record has no string \"session\" holding a UUID." }
        if sets.count > Self.maximumReplacementSets {
            return "The replacement holds \(sets.count) sets; at most \(Self.maximumReplacementSets) may replace a "
                + "session."
        }
        let sessionKey = session.lowercased()
        var seen: Set<String> = []
        for (index, set) in sets.enumerated() {
            guard let id = set["id"]?.stringValue, Self.isUUID(id) else {
                return "The replacement's set \(index + 1) has no string \"id\" holding a UUID."
            }
            guard let named = set["session"]?.stringValue, Self.isUUID(named), named.lowercased() == sessionKey else {
                return "The replacement's set \"\(id)\" names another session."
            }
            guard seen.insert(id.lowercased()).inserted else {
                return "The replacement holds the set \"\(id)\" twice."
            }
            if let held = loggedSets[id]?.objectValue?["session"]?.stringValue, held.lowercased() != sessionKey {
                return "The set \"\(id)\" belongs to another session."
            }
        }
        return nil
    }

    /// Whether `text` is a UUID in its canonical 8-4-4-4-12 hexadecimal form, as the server's `kheper.is_uuid`.
    static func isUUID(_ text: String) -> Bool {
        text.utf8.count == 36 && UUID(uuidString: text) != nil
    }
}
