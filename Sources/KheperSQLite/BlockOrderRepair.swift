internal import KheperCore
internal import KheperEditor

/// Repairs block rows written before the store enforced its invariants, so the unique sibling-order index and the
/// parent check can be added without losing a row.
///
/// An orphan (its parent is gone) moves to the end of its workout's top level; a sibling whose order key is
/// invalid or not greater than the one before it gets a fresh key between its neighbours. Every other row is left
/// exactly as it was.
enum BlockOrderRepair {
    /// One block's place.
    private struct Placement {
        var id: String
        var parent: String?
        var key: String
    }

    /// Repairs every workout's rows in the `blocks` table.
    static func run(on connection: inout SQLiteConnection) throws(StoreError) {
        var byWorkout: [String: [Placement]] = [:]
        try connection.query(
            "SELECT workout_id, id, parent_id, order_key FROM blocks ORDER BY workout_id, order_key, id",
            doing: "checking block order before the upgrade"
        ) { row in
            byWorkout[row.text(0), default: []].append(
                Placement(id: row.text(1), parent: row.isNull(2) ? nil : row.text(2), key: row.text(3)))
        }
        for (workout, placements) in byWorkout {
            for fix in repairs(of: placements) {
                try connection.run(
                    "UPDATE blocks SET parent_id = ?3, order_key = ?4 WHERE workout_id = ?1 AND id = ?2",
                    [.text(workout), .text(fix.id), .optionalText(fix.parent), .text(fix.key)],
                    doing: "repairing the order of blocks in workout \"\(workout)\"")
            }
        }
    }

    /// The placements that must change, given one workout's rows sorted by key and id.
    private static func repairs(of placements: [Placement]) -> [Placement] {
        let ids = Set(placements.map(\.id))
        var fixes: [Placement] = []
        var groups: [String?: [Placement]] = [:]
        var orphans: [Placement] = []
        for placement in placements {
            if let parent = placement.parent, !ids.contains(parent) || parent == placement.id {
                orphans.append(placement)
            } else {
                groups[placement.parent, default: []].append(placement)
            }
        }
        for (parent, siblings) in groups {
            var previous: OrderKey?
            for (index, sibling) in siblings.enumerated() {
                if let key = OrderKey(validating: sibling.key), previous.map({ key > $0 }) ?? true {
                    previous = key
                    continue
                }
                // The next sibling that keeps its key bounds the fresh one.
                let next = siblings[(index + 1)...].lazy.compactMap { OrderKey(validating: $0.key) }
                    .first { key in previous.map { key > $0 } ?? true }
                guard let fresh = try? OrderKey.between(previous, next) else { continue }
                fixes.append(Placement(id: sibling.id, parent: parent, key: fresh.rawValue))
                previous = fresh
            }
        }
        var last = groups[nil]?.compactMap { OrderKey(validating: $0.key) }.max()
        if let fixedRoot = fixes.filter({ $0.parent == nil }).compactMap({ OrderKey(validating: $0.key) }).max() {
            last = max(last ?? fixedRoot, fixedRoot)
        }
        for orphan in orphans {
            guard let fresh = try? OrderKey.between(last, nil) else { continue }
            fixes.append(Placement(id: orphan.id, parent: nil, key: fresh.rawValue))
            last = fresh
        }
        return fixes
    }
}
