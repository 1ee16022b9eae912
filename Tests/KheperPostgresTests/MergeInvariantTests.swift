import Foundation
import KheperPostgres
import KheperTestSupport
import Testing

/// Random batches from several devices, made offline against stale views and pushed in random order, always leave
/// the server's tree sound: no cycles, no orphans, no two live siblings on one key, every logged set once.
@Suite("merge invariants")
struct MergeInvariantTests {
    @Test("random concurrent batches keep the tree sound", arguments: [UInt64(11), 12, 13])
    func randomBatchesKeepTheTreeSound(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        try withTestDatabase { database in
            let user = try database.user("sim")
            var devices = (0..<3).map { ChangeRecords(client: "device-\($0)") }
            _ = try user.push([devices[0].putWorkout("w", title: "Simulated")])
            var known = ["b0"]
            var loggedSets: Set<String> = []
            var applied = 0
            var rewritten = 0
            var rejected = 0
            // Keys from a small pool, so that devices collide often.
            let keys = ["a0", "a1", "a2", "a3", "a0V", "a1V"]
            for round in 0..<12 {
                var batches: [[[String: Any]]] = []
                for index in devices.indices {
                    var batch: [[String: Any]] = []
                    for _ in 0..<Int.random(in: 1...6, using: &generator) {
                        let block = known.randomElement(using: &generator) ?? "b0"
                        let parent: String? =
                            Bool.random(using: &generator) ? nil : known.randomElement(using: &generator)
                        let order = keys.randomElement(using: &generator) ?? "a0"
                        switch Int.random(in: 0..<10, using: &generator) {
                        case 0...3:
                            let id = "b\(known.count)"
                            known.append(id)
                            batch.append(devices[index].insert(id, in: "w", parent: parent, order: order))
                        case 4...5:
                            batch.append(devices[index].move(block, in: "w", parent: parent, order: order))
                        case 6...7:
                            batch.append(devices[index].update(block, in: "w", fields: ["n": round]))
                        case 8:
                            batch.append(devices[index].delete(block, in: "w"))
                        default:
                            let id = UUID().uuidString
                            loggedSets.insert(id)
                            batch.append(devices[index].logSet(["id": id, "session": UUID().uuidString]))
                        }
                    }
                    batches.append(batch)
                }
                batches.shuffle(using: &generator)
                for batch in batches {
                    let outcomes = try user.push(batch)
                    #expect(outcomes.count == batch.count, "seed \(seed)")
                    applied += outcomes.count { $0.status == .applied }
                    rewritten += outcomes.count { $0.status == .rewritten }
                    rejected += outcomes.count { $0.status == .rejected }
                    // Replaying a batch, as after a lost answer, is all duplicates.
                    if Bool.random(using: &generator) {
                        #expect(try user.push(batch).allSatisfy { $0.status == .duplicate }, "seed \(seed)")
                    }
                }
            }
            // The simulation reaches every rule: plain applies, rewritten keys and rejections.
            #expect(applied > 0 && rewritten > 0 && rejected > 0, "seed \(seed): \(applied) \(rewritten) \(rejected)")
            let duplicateKeys = try user.own(
                """
                SELECT count(*) FROM (SELECT parent_id, order_key FROM kheper.blocks WHERE owner = $1 AND NOT deleted
                GROUP BY parent_id, order_key HAVING count(*) > 1) d
                """)
            #expect(duplicateKeys.scalar == "0", "seed \(seed): two live siblings share a key")
            let orphans = try user.own(
                """
                SELECT count(*) FROM kheper.blocks c WHERE c.owner = $1 AND NOT c.deleted AND c.parent_id IS NOT NULL
                AND NOT EXISTS (
                    SELECT 1 FROM kheper.blocks p WHERE p.owner = $1 AND p.id = c.parent_id AND NOT p.deleted)
                """)
            #expect(orphans.scalar == "0", "seed \(seed): a live block under a missing or deleted parent")
            let cycles = try user.own(
                """
                WITH RECURSIVE walk(start, id, depth) AS (
                    SELECT id, parent_id, 1 FROM kheper.blocks WHERE owner = $1 AND parent_id IS NOT NULL
                    UNION ALL
                    SELECT w.start, b.parent_id, w.depth + 1 FROM walk w JOIN kheper.blocks b ON b.id = w.id
                    WHERE b.owner = $1 AND b.parent_id IS NOT NULL AND w.depth < 1000 AND w.id <> w.start
                )
                SELECT count(*) FROM walk WHERE id = start
                """)
            #expect(cycles.scalar == "0", "seed \(seed): a block is its own ancestor")
            #expect(
                try user.own("SELECT count(*) FROM kheper.log_sets WHERE owner = $1").scalar
                    == String(loggedSets.count))
            // The log replays to the same tree: every applied change is in it, in order, exactly once per seq.
            let log = try user.pull(since: 0, max: 100_000)
            #expect(log.map(\.version) == log.map(\.version).sorted(), "seed \(seed)")
            #expect(Set(log.map { "\($0.client)#\($0.seq)" }).count == log.count, "seed \(seed)")
        }
    }
}
