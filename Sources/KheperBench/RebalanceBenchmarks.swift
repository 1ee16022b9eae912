import Foundation
import Kheper
import KheperEditor
import KheperSQLite
import Synchronization

/// 2,000 moves to one spot among 4,864 siblings, each autosaved to an SQLite store by a `DocumentSession`: the
/// worst move may change at most 64 block rows, since a rebalance re-keys only a window of neighbours. The
/// SQLite rows written by the worst move (blocks, history entries and the workout row) are reported beside it.
enum RebalanceBenchmarks {
    static let suite = "rebalance"
    static let siblingCount = 4_864
    static let moveCount = 2_000

    static var all: [Benchmark] { [movesToOneSpot] }

    /// The worst move of the last run: block rows changed and SQLite rows written, and how many moves rebalanced.
    static let worst = Mutex((blockRows: 0, storeRows: 0, rebalances: 0))

    static let movesToOneSpot = Benchmark(
        name: "rebalance-2000-moves-one-spot",
        suite: suite,
        goal: .ceiling(
            maximum: DocumentEditor.rebalanceWindow, unit: "block rows/move",
            measure: {
                worst.withLock {
                    ($0.blockRows, "worst SQLite rows/move \($0.storeRows), \($0.rebalances) rebalances")
                }
            })
    ) { run() }

    /// `siblingCount` text blocks at the root, `b0`, `b1`, ...
    static let document: BlockDocument = {
        var document = BlockDocument(id: "rebalance-bench", title: "Rebalance")
        for index in 0..<siblingCount {
            _ = try? document.append(BlockContent(TextBlock(text: "Note \(index)")), id: BlockID("b\(index)"))
        }
        return document
    }()

    /// Moves random blocks to just after the middle sibling, saving each move, and records the worst rows.
    static func run() -> UInt64 {
        let path = FileManager.default.temporaryDirectory.appending(path: "kheper-bench-rebalance.sqlite").path
        func removeStore() {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        removeStore()
        defer { removeStore() }
        var random = BenchRandom(seed: 11)
        let anchor = BlockID("b\(siblingCount / 2)")
        var blockRows = 0
        var storeRows = 0
        var rebalances = 0
        do {
            let store = try SQLiteDocumentStore(path: path)
            var session = try DocumentSession.importing(document, store: store, registry: .standard)
            for _ in 0..<moveCount {
                let id = BlockID("b\(random.next(siblingCount))")
                guard id != anchor else { continue }
                let rowsBefore = store.rowsWritten
                let changes = try session.perform { editor throws(EditorError) in
                    try editor.move(id, to: .after(anchor))
                }
                let rows = changes.allIDs.count
                blockRows = max(blockRows, rows)
                storeRows = max(storeRows, store.rowsWritten - rowsBefore)
                rebalances += rows > 1 ? 1 : 0
            }
        } catch {
            fatalError("the rebalance benchmark failed: \(error)")
        }
        worst.withLock { $0 = (blockRows, storeRows, rebalances) }
        return UInt64(blockRows &* 31 &+ storeRows)
    }
}
