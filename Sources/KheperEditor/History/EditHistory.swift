/// The bounded undo history: done steps before the cursor, redoable steps after it, oldest dropped first.
///
/// Entries have absolute positions: the oldest kept entry is at ``firstPosition``, which grows as old steps are
/// dropped, so a store never renumbers rows.
public struct EditHistory: Sendable, Hashable {
    /// The most steps kept.
    public let limit: Int

    /// The kept steps, oldest first.
    public private(set) var entries: [EditTransaction]

    /// How many of ``entries`` are done; the rest can be redone.
    public private(set) var cursor: Int

    /// The absolute position of the first kept entry.
    public private(set) var firstPosition: Int

    /// A stamp per entry, renewed whenever the entry is written, so a session can tell which entries changed.
    private(set) var stamps: [UInt64]
    private var nextStamp: UInt64

    /// The most steps a document's history keeps unless told otherwise; older ones are dropped and cannot be undone.
    public static let defaultLimit = 200

    /// Creates an empty history keeping at most `limit` steps (at least one).
    public init(limit: Int = defaultLimit) {
        self.init(limit: limit, entries: [], cursor: 0, firstPosition: 0)
    }

    /// Creates a history from stored entries.
    init(limit: Int, entries: [EditTransaction], cursor: Int, firstPosition: Int) {
        self.limit = max(1, limit)
        self.entries = entries
        self.cursor = min(max(0, cursor), entries.count)
        self.firstPosition = firstPosition
        self.stamps = (0..<entries.count).map { UInt64($0) + 1 }
        self.nextStamp = UInt64(entries.count) + 1
    }

    /// Whether a step can be undone.
    public var canUndo: Bool { cursor > 0 }

    /// Whether a step can be redone.
    public var canRedo: Bool { cursor < entries.count }

    /// The absolute position the cursor stands at, as a store records it.
    public var absoluteCursor: Int { firstPosition + cursor }

    /// The step the next undo reverts.
    public var undoStep: EditTransaction? { canUndo ? entries[cursor - 1] : nil }

    /// The refusal of an undo with no step before the cursor; when earlier steps were made but dropped at the
    /// limit, it says the history keeps only the latest ``limit``.
    var nothingToUndo: EditorError {
        absoluteCursor > 0
            ? EditorError(.nothingToUndo, "there is nothing more to undo: the history keeps the latest \(limit) steps")
            : EditorError(.nothingToUndo, "there is nothing to undo")
    }

    /// The step the next redo applies again.
    public var redoStep: EditTransaction? { canRedo ? entries[cursor] : nil }

    /// Records a new step: discards redoable steps, merges into the last step when both coalesce with the same
    /// key, and drops the oldest steps beyond the limit.
    mutating func record(_ transaction: EditTransaction) {
        if let key = transaction.coalescingKey, cursor == entries.count, cursor > 0,
            entries[cursor - 1].coalescingKey == key
        {
            entries[cursor - 1] = entries[cursor - 1].merged(with: transaction)
            stamps[cursor - 1] = takeStamp()
            return
        }
        if cursor < entries.count {
            entries.removeSubrange(cursor...)
            stamps.removeSubrange(cursor...)
        }
        entries.append(transaction)
        stamps.append(takeStamp())
        cursor += 1
        if entries.count > limit {
            let dropped = entries.count - limit
            entries.removeFirst(dropped)
            stamps.removeFirst(dropped)
            cursor -= dropped
            firstPosition += dropped
        }
    }

    /// Moves the cursor one step back.
    mutating func stepBack() {
        cursor -= 1
    }

    /// Moves the cursor one step forward.
    mutating func stepForward() {
        cursor += 1
    }

    /// Ends coalescing: the next coalescing edit starts a step of its own.
    mutating func sealLastStep() {
        guard cursor > 0, entries[cursor - 1].coalescingKey != nil else { return }
        entries[cursor - 1].coalescingKey = nil
        stamps[cursor - 1] = takeStamp()
    }

    /// Histories are equal when they keep the same steps at the same positions with the same cursor.
    public static func == (lhs: EditHistory, rhs: EditHistory) -> Bool {
        lhs.limit == rhs.limit && lhs.entries == rhs.entries && lhs.cursor == rhs.cursor
            && lhs.firstPosition == rhs.firstPosition
    }

    /// Hashes the steps, positions and cursor.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(limit)
        hasher.combine(entries)
        hasher.combine(cursor)
        hasher.combine(firstPosition)
    }

    private mutating func takeStamp() -> UInt64 {
        defer { nextStamp += 1 }
        return nextStamp
    }
}
