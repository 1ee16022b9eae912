import KheperCore

/// A bounded rebalance: the few siblings around a placement gap that get fresh keys, and the keys between which
/// those go.
///
/// The window is the placed blocks plus up to ``DocumentEditor/rebalanceReach`` - 1 of the nearest siblings on
/// each side of the gap, balanced, with the side that runs out giving its share to the other (which still stays
/// within reach), and never more than ``DocumentEditor/rebalanceWindow`` rows in all. The fresh keys go strictly
/// between the sibling just outside the window on the left and the one just outside it on the right (`nil` at the
/// ends of the list), so order is kept and no other sibling changes. When more blocks are placed than the window
/// holds, the window is just the placed blocks between the gap's neighbours.
///
/// Only siblings within ``DocumentEditor/rebalanceReach`` positions of the gap are ever read, on each side: the
/// window's neighbours plus the one bound beyond them. A document that holds only the nearest 33 siblings on each
/// side of the gap therefore rebalances exactly as a fully loaded one does. Blocks the operation takes away
/// (`excluding`) still count as positions; when one of them is the farthest sibling read, its key serves as the
/// bound, which is safe because every remaining sibling beyond it sorts beyond its key.
struct RebalanceWindow {
    /// A sibling as the window reads it.
    struct Sibling: Sendable, Hashable {
        var id: BlockID
        var order: OrderKey
    }

    /// The siblings on one side of the gap that the window may use.
    private struct Side {
        /// The siblings that stay, nearest the gap first.
        var kept: [Sibling] = []
        /// The farthest sibling read, whether it stays or not.
        var farthest: Sibling?
        /// Whether the list ends within reach on this side.
        var reachedEnd = false

        /// How many of `kept` may join the window while a bound remains readable beyond them.
        var available: Int {
            let usable = reachedEnd || farthest.map { $0 != kept.last } == true ? kept.count : kept.count - 1
            return max(0, min(usable, DocumentEditor.rebalanceReach - 1))
        }

        /// The key just outside the window when `taken` siblings of this side join it; `nil` at the list's end.
        func bound(taking taken: Int) -> OrderKey? {
            if taken < kept.count { return kept[taken].order }
            return reachedEnd ? nil : farthest?.order
        }
    }

    /// The ids in the window, in their final order: left neighbours, the placed blocks, right neighbours.
    let ids: [BlockID]

    /// The key just left of the window, or `nil` at the start of the list.
    let lower: OrderKey?

    /// The key just right of the window, or `nil` at the end of the list.
    let upper: OrderKey?

    /// Plans the window for blocks `placing` (in their final order) going into `gap`, the position between the
    /// siblings at `gap - 1` and `gap` of the current list, which `sibling` reads (`nil` past the end).
    init(
        gap: Int,
        placing: [BlockID],
        excluding: Set<BlockID>,
        sibling: (Int) -> Sibling?
    ) {
        let reach = DocumentEditor.rebalanceReach
        let left = Self.scan(positions: stride(from: gap - 1, through: gap - reach, by: -1), excluding, sibling)
        let right = Self.scan(positions: gap..<gap + reach, excluding, sibling)
        let budget = max(0, DocumentEditor.rebalanceWindow - placing.count)
        let leftCount = min(left.available, max(budget / 2, budget - right.available))
        let rightCount = min(right.available, budget - leftCount)
        ids = left.kept.prefix(leftCount).reversed().map(\.id) + placing + right.kept.prefix(rightCount).map(\.id)
        lower = left.bound(taking: leftCount)
        upper = right.bound(taking: rightCount)
    }

    /// Fresh, increasing keys for the window's blocks strictly between its bounds, or `nil` when none fit.
    func keys() -> [BlockID: OrderKey]? {
        guard let keys = try? OrderKey.keys(between: lower, upper, count: ids.count) else { return nil }
        return Dictionary(uniqueKeysWithValues: zip(ids, keys))
    }

    /// Reads `positions` outward from the gap, stopping at the end of the list.
    private static func scan(
        positions: some Sequence<Int>,
        _ excluding: Set<BlockID>,
        _ sibling: (Int) -> Sibling?
    ) -> Side {
        var side = Side()
        for position in positions {
            guard position >= 0, let next = sibling(position) else {
                side.reachedEnd = true
                break
            }
            side.farthest = next
            if !excluding.contains(next.id) { side.kept.append(next) }
        }
        return side
    }
}
