public import KheperCore

/// One user intent as one undo step: the rows it changed, before and after, and the title if it changed.
///
/// A transaction holds only what changed, so history memory is proportional to the edits, not the document.
/// It is `Codable` so a store can keep it and undo works across processes.
public struct EditTransaction: Sendable, Hashable, Codable {
    /// The operation's name, such as `insert` or `update`, for menus like "Undo Move".
    public var label: String

    /// The blocks changed, in an order that places parents before children on each side.
    public var changes: [BlockChange]

    /// The title before, when the transaction changed it.
    public var titleBefore: String?

    /// The title after, when the transaction changed it.
    public var titleAfter: String?

    /// Set for coalescing edits: consecutive ones with the same key merge into one step.
    public var coalescingKey: String?

    /// What the step did, said by whoever made it, for a step no block-by-block description fits (a document
    /// replaced by an imported document, a program advanced); `nil` for the editor's own operations.
    public var summary: Summary?

    /// What the step's maker keeps with it, to read back from the stored history later; the editor stores it with
    /// the step and never reads it. A program keeps here the progress of each advance a step made several of.
    public var kept: JSONValue?

    /// A step's own description, done and undone, which undo and redo print with the number of blocks changed.
    public struct Summary: Sendable, Hashable, Codable {
        /// What doing the step did: `advanced the program`.
        public var done: String
        /// What undoing it did: `moved the program back to where it stood before its latest advance`.
        public var undone: String

        /// Creates a step's description from what doing it did and what undoing it did.
        public init(done: String, undone: String) {
            self.done = done
            self.undone = undone
        }
    }

    /// Creates a transaction.
    public init(
        label: String,
        changes: [BlockChange] = [],
        titleBefore: String? = nil,
        titleAfter: String? = nil,
        coalescingKey: String? = nil,
        summary: Summary? = nil,
        kept: JSONValue? = nil
    ) {
        self.label = label
        self.changes = changes
        self.titleBefore = titleBefore
        self.titleAfter = titleAfter
        self.coalescingKey = coalescingKey
        self.summary = summary
        self.kept = kept
    }

    /// Whether the transaction changes nothing.
    public var isEmpty: Bool {
        changes.isEmpty && titleBefore == titleAfter
    }

    /// What applying the transaction forward (or backward, for undo) changes.
    public func changeSet(forward: Bool) -> ChangeSet {
        var set = ChangeSet(titleChanged: titleBefore != titleAfter)
        for change in changes {
            let from = forward ? change.before : change.after
            let to = forward ? change.after : change.before
            switch (from, to) {
            case (nil, nil):
                continue
            case (nil, _?):
                set.inserted.append(change.id)
            case (_?, nil):
                set.removed.append(change.id)
            case (let from?, let to?):
                if from.isPlacedDifferently(from: to) { set.moved.append(change.id) }
                if from.hasDifferentPayload(from: to) { set.updated.append(change.id) }
            }
        }
        return set
    }

    /// This transaction followed by `next`, as one step: each block keeps its first `before` and last `after`.
    func merged(with next: EditTransaction) -> EditTransaction {
        var result = self
        var index: [BlockID: Int] = [:]
        for (position, change) in result.changes.enumerated() { index[change.id] = position }
        for change in next.changes {
            if let position = index[change.id] {
                result.changes[position].after = change.after
            } else {
                index[change.id] = result.changes.count
                result.changes.append(change)
            }
        }
        if next.titleBefore != next.titleAfter {
            if result.titleBefore == result.titleAfter { result.titleBefore = next.titleBefore }
            result.titleAfter = next.titleAfter
        }
        result.coalescingKey = next.coalescingKey
        return result
    }
}
