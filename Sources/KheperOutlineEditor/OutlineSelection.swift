public import KheperCore

/// A run of side-by-side sibling blocks chosen together, for `w` (wrap) and `x` (delete): it reaches from the
/// block where it was started (the anchor) to the focused block (the head), in whichever direction.
///
/// It is made with Shift-↑/↓, or with `v` and then ↑/↓ (or k/j), and never leaves the anchor's parent, so the run
/// is always contiguous siblings. It holds ids, not row numbers, and lives only until the next edit.
public struct OutlineSelection: Sendable, Hashable {
    /// The block where the selection started; it stays selected while the head moves.
    public let anchor: BlockID
    /// The block at the moving end, which is also the focused block.
    public var head: BlockID
    /// Whether plain ↑/↓ and k/j extend it (started with `v`); otherwise only Shift-↑/↓ do, and a plain move
    /// clears it.
    public let extendsWithPlainArrows: Bool

    /// A selection of the one block `id`.
    public init(at id: BlockID, extendsWithPlainArrows: Bool) {
        anchor = id
        head = id
        self.extendsWithPlainArrows = extendsWithPlainArrows
    }

    /// The positions among their siblings of the first and the last selected block, or `nil` when either is no
    /// longer in `document`.
    func bounds(in document: BlockDocument) -> ClosedRange<Int>? {
        guard let from = document.index(of: anchor), let to = document.index(of: head) else { return nil }
        return min(from, to)...max(from, to)
    }

    /// How many blocks are selected (their children go with them but are not counted).
    func count(in document: BlockDocument) -> Int { bounds(in: document)?.count ?? 0 }

    /// The selected blocks in document order.
    func ids(in document: BlockDocument) -> [BlockID] {
        guard let bounds = bounds(in: document), let node = document[anchor] else { return [] }
        return bounds.compactMap { document.child(at: $0, of: node.parentID)?.id }
    }

    /// The status line while blocks are selected: how many, and what can be done with them.
    func hints(in document: BlockDocument) -> String {
        let count = count(in: document)
        return "\(count) \(count == 1 ? "block" : "blocks") selected · w wrap · x delete · Esc clear"
    }
}
