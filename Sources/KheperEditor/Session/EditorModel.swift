public import KheperCore
public import Observation

/// An observable editor for SwiftUI hosts: wraps a ``DocumentSession``, so every change is saved before the
/// method returns, and publishes the document, undo state, and the last change or refusal.
@Observable @MainActor
public final class EditorModel {
    /// The document as edited so far.
    public private(set) var document: BlockDocument

    /// Whether there is a step to undo.
    public private(set) var canUndo: Bool

    /// Whether there is a step to redo.
    public private(set) var canRedo: Bool

    /// What the last successful operation changed.
    public private(set) var lastChanges: ChangeSet?

    /// Why the last operation was refused, cleared by the next success.
    public private(set) var lastError: EditorError?

    @ObservationIgnored private var session: DocumentSession

    /// Creates a model over an open session.
    public init(session: DocumentSession) {
        self.session = session
        self.document = session.document
        self.canUndo = session.editor.canUndo
        self.canRedo = session.editor.canRedo
    }

    /// Inserts a new block of `kind`, from `shorthand` when given, and returns its id.
    @discardableResult
    public func insertNew(kind: BlockKind, shorthand: String? = nil, at point: InsertionPoint) -> BlockID? {
        run { editor throws(EditorError) in try editor.insertNew(kind: kind, shorthand: shorthand, at: point) }
    }

    /// Inserts `content` and returns the new block's id.
    @discardableResult
    public func insert(_ content: BlockContent, at point: InsertionPoint) -> BlockID? {
        run { editor throws(EditorError) in try editor.insert(content, at: point) }
    }

    /// Moves a block with its children.
    public func move(_ id: BlockID, to point: InsertionPoint) {
        run { editor throws(EditorError) in ((), try editor.move(id, to: point)) }
    }

    /// Deletes a block with its children.
    public func delete(_ id: BlockID) {
        run { editor throws(EditorError) in ((), try editor.delete(id)) }
    }

    /// Edits a block's fields; pass `coalescing` while the person types into one field.
    public func update(_ id: BlockID, _ changes: [FieldChange], coalescing: Bool = false) {
        run { editor throws(EditorError) in ((), try editor.update(id, changes, coalescing: coalescing)) }
    }

    /// Duplicates a block and returns the copy's id.
    @discardableResult
    public func duplicate(_ id: BlockID) -> BlockID? {
        run { editor throws(EditorError) in try editor.duplicate(id) }
    }

    /// Wraps adjacent siblings in a new container and returns its id.
    @discardableResult
    public func wrap(_ ids: [BlockID], in container: BlockContent) -> BlockID? {
        run { editor throws(EditorError) in try editor.wrap(ids, in: container) }
    }

    /// Replaces a container with its children.
    public func unwrap(_ id: BlockID) {
        run { editor throws(EditorError) in ((), try editor.unwrap(id)) }
    }

    /// Converts a block to another kind.
    public func convert(_ id: BlockID, to kind: BlockKind) {
        run { editor throws(EditorError) in ((), try editor.convert(id, to: kind)) }
    }

    /// Renames the document.
    public func setTitle(_ title: String) {
        run { editor throws(EditorError) in ((), editor.setTitle(title)) }
    }

    /// Undoes the last step.
    public func undo() {
        run { editor throws(EditorError) in ((), try editor.undo()) }
    }

    /// Redoes the last undone step.
    public func redo() {
        run { editor throws(EditorError) in ((), try editor.redo()) }
    }

    /// Runs an operation through the session and publishes its outcome.
    @discardableResult
    private func run<Value>(
        _ operation: (inout DocumentEditor) throws(EditorError) -> (Value, ChangeSet)
    ) -> Value? {
        do {
            let (value, changes) = try session.perform(operation)
            lastChanges = changes
            lastError = nil
            document = session.document
            canUndo = session.editor.canUndo
            canRedo = session.editor.canRedo
            return value
        } catch {
            lastError = error
            return nil
        }
    }
}
