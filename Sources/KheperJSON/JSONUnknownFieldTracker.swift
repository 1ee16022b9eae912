/// Records which members of one object (or which elements of one array) a decoded type asked about.
///
/// A tree of trackers can be reused for many decodes (the document reader decodes thousands of blocks with one):
/// each decode starts a new generation, and nodes left from an earlier generation count as never opened until a
/// container asks for them again, so no node is allocated twice for the same shape.
package final class JSONUnknownFieldTracker {
    /// Creates an empty tracker tree.
    package init() {}

    private var seenLow: UInt64 = 0
    private var seenHigh: [UInt64] = []
    /// Trackers for nested containers, sorted by member position or array index; some may be stale.
    private var children: [(slot: Int, node: JSONUnknownFieldTracker)] = []
    /// The decode this node was last opened in.
    private var generation = 0

    /// Starts a new decode on this root: everything below it counts as never opened.
    func beginDecode() {
        generation += 1
        clearSeen()
    }

    private func clearSeen() {
        seenLow = 0
        if !seenHigh.isEmpty { seenHigh.removeAll(keepingCapacity: true) }
    }

    func markSeen(_ position: Int) {
        if position < 64 {
            seenLow |= 1 << UInt64(position)
        } else {
            let word = position / 64 - 1
            while seenHigh.count <= word { seenHigh.append(0) }
            seenHigh[word] |= 1 << UInt64(position % 64)
        }
    }

    func isSeen(_ position: Int) -> Bool {
        if position < 64 { return seenLow & (1 << UInt64(position)) != 0 }
        let word = position / 64 - 1
        return word < seenHigh.count && seenHigh[word] & (1 << UInt64(position % 64)) != 0
    }

    /// The tracker for the nested container at `slot`, created on first use and renewed when stale.
    func child(_ slot: Int) -> JSONUnknownFieldTracker {
        let node: JSONUnknownFieldTracker
        if let last = children.last, last.slot >= slot {
            if last.slot == slot {
                node = last.node
            } else {
                var low = 0
                var high = children.count
                while low < high {
                    let middle = (low + high) / 2
                    if children[middle].slot < slot { low = middle + 1 } else { high = middle }
                }
                if low < children.count, children[low].slot == slot {
                    node = children[low].node
                } else {
                    node = JSONUnknownFieldTracker()
                    children.insert((slot, node), at: low)
                }
            }
        } else {
            node = JSONUnknownFieldTracker()
            children.append((slot, node))
        }
        if node.generation != generation {
            node.generation = generation
            node.clearSeen()
        }
        return node
    }

    func existingChild(_ slot: Int) -> JSONUnknownFieldTracker? {
        children.first { $0.slot == slot && $0.node.generation == generation }?.node
    }

    /// The overlay of members in `value` that were never asked about (see `decodeKeepingUnknownFields`).
    func unknownFields(in value: JSONValue) -> JSONValue? {
        switch value {
        case .object(let object):
            var result = JSONObject()
            var childCursor = 0
            for position in 0..<object.count {
                guard isSeen(position) else {
                    result.appendUnchecked(object.key(at: position), object.value(at: position))
                    continue
                }
                while childCursor < children.count, children[childCursor].slot < position { childCursor += 1 }
                if childCursor < children.count, children[childCursor].slot == position,
                    children[childCursor].node.generation == generation,
                    let nested = children[childCursor].node.unknownFields(in: object.value(at: position))
                {
                    result.appendUnchecked(object.key(at: position), nested)
                }
            }
            return result.isEmpty ? nil : .object(result)
        case .array(let array):
            var result: [JSONValue] = []
            for (slot, node) in children where slot < array.count && node.generation == generation {
                guard let nested = node.unknownFields(in: array[slot]) else { continue }
                while result.count < slot { result.append(.null) }
                result.append(nested)
            }
            return result.isEmpty ? nil : .array(result)
        default:
            return nil
        }
    }
}
