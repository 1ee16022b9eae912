public import KheperCore

/// Edits one document: every operation is checked against the nesting rules, applied as one
/// transaction, and recorded as one undo step. A refused operation throws ``EditorError`` and changes nothing.
///
/// Operations cost O(log n) in the document's size plus the size of the change: they touch only the blocks
/// they change, compute one order key between the new neighbours, and validate only the edited block.
public struct DocumentEditor: Sendable {
    /// The order key length in bytes above which a window of siblings is rebalanced in the same transaction.
    public static let defaultRebalanceThreshold = 32

    /// The most block rows one rebalance re-keys, placed blocks included: a window of neighbours around the
    /// placement, never every sibling, so a move's transaction and undo step stay small.
    public static let rebalanceWindow = 64

    /// How many positions a rebalance reads on each side of the placement gap: up to one less as window
    /// neighbours, plus the bound beyond them. Nothing farther from the gap is looked at.
    public static let rebalanceReach = 32

    /// The document being edited.
    public private(set) var document: BlockDocument

    /// The undo history.
    public private(set) var history: EditHistory

    /// The kinds the document is checked against.
    public let registry: BlockRegistry

    /// The order key length in bytes above which a window of siblings around the placement gets fresh keys,
    /// recorded in the same step.
    public var rebalanceThreshold: Int = DocumentEditor.defaultRebalanceThreshold

    /// Whether the document holds every sibling of every block, so a list whose keys leave no room for a short
    /// key between neighbours can be respaced whole; `false` for a partly loaded document, such as a slice's.
    public var respacesWholeLists = true

    /// Whether new order keys get a few random trailing digits, so two devices placing a block at the same spot
    /// offline almost never pick the same key; set on a store that syncs.
    public var jittersOrderKeys = false

    /// The steps applied since a session began journaling, so it can persist or roll them back.
    private var journal: [JournalStep]?

    /// Creates an editor over `document`.
    public init(document: BlockDocument, registry: BlockRegistry, history: EditHistory = EditHistory()) {
        self.document = document
        self.registry = registry
        self.history = history
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { history.canUndo }

    /// Whether there is a step to redo.
    public var canRedo: Bool { history.canRedo }

    /// Renames the document as one undo step; setting the same title changes nothing.
    @discardableResult
    public mutating func setTitle(_ title: String) -> ChangeSet {
        guard title != document.title else { return ChangeSet() }
        return commit(EditTransaction(label: "title", titleBefore: document.title, titleAfter: title))
    }

    /// Reverts the last done step and returns what that changed.
    @discardableResult
    public mutating func undo() throws(EditorError) -> ChangeSet {
        guard let step = history.undoStep else { throw history.nothingToUndo }
        apply(step, forward: false)
        history.stepBack()
        journal?.append(JournalStep(transaction: step, forward: false))
        return step.changeSet(forward: false)
    }

    /// Applies the last undone step again and returns what that changed.
    @discardableResult
    public mutating func redo() throws(EditorError) -> ChangeSet {
        guard let step = history.redoStep else {
            throw EditorError(.nothingToRedo, "there is nothing to redo")
        }
        apply(step, forward: true)
        history.stepForward()
        journal?.append(JournalStep(transaction: step, forward: true))
        return step.changeSet(forward: true)
    }

    /// Ends coalescing, so the next coalescing edit of the same field starts a new undo step.
    public mutating func endCoalescing() {
        history.sealLastStep()
    }

    // MARK: Committing

    /// Applies a new transaction, records it as one step and returns its change set.
    mutating func commit(_ transaction: EditTransaction) -> ChangeSet {
        guard !transaction.isEmpty else { return ChangeSet() }
        apply(transaction, forward: true)
        history.record(transaction)
        journal?.append(JournalStep(transaction: transaction, forward: true))
        return transaction.changeSet(forward: true)
    }

    // MARK: Journal

    /// One applied step, in the direction it was applied.
    struct JournalStep: Sendable {
        var transaction: EditTransaction
        var forward: Bool
    }

    /// Starts remembering applied steps.
    mutating func beginJournal() {
        journal = []
    }

    /// Stops remembering and returns the steps applied since ``beginJournal()``.
    mutating func endJournal() -> [JournalStep] {
        defer { journal = nil }
        return journal ?? []
    }

    /// Reverts `steps` (newest first) and restores `history`, undoing everything since the journal began.
    mutating func revert(_ steps: [JournalStep], history: EditHistory) {
        for step in steps.reversed() {
            apply(step.transaction, forward: !step.forward)
        }
        self.history = history
    }

    /// Applies a transaction's target side to the document.
    mutating func apply(_ transaction: EditTransaction, forward: Bool) {
        document.apply(transaction, forward: forward, registry: registry)
    }
}
