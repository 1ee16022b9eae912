import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import Synchronization

/// Autosave on a 10,000-block workout in an SQLite store: a move writes one block row and one history entry,
/// against rewriting every block row of the document for the same move, timed in the same run.
enum AutosaveBenchmarks {
    static let suite = "autosave"
    static let blockCount = 10_000

    static var all: [Benchmark] { [moveAutosave, moveVersusRewrite] }

    /// The store and its workout, built on first use (only when an autosave benchmark runs).
    static let fixture = AutosaveFixture(blockCount: blockCount)

    /// One durable autosave (its own transaction and fsync) of one moved block.
    static let moveAutosave = Benchmark(
        name: "autosave-move-10000-blocks",
        suite: suite,
        goal: .duration(maximum: .milliseconds(5))
    ) { fixture.save(rewritingEverything: false) }

    /// The same autosave against writing all 10,000 block rows for the same move.
    static let moveVersusRewrite = Benchmark(
        name: "autosave-vs-rewrite-10000-blocks",
        suite: suite,
        goal: .ratio(
            maximum: 0.05, baselineName: "rewrite all rows", baseline: { fixture.save(rewritingEverything: true) })
    ) { fixture.save(rewritingEverything: false) }
}

/// A temporary SQLite store holding one 10,000-block workout, and the moves applied to it.
final class AutosaveFixture: Sendable {
    private struct State {
        var blocks: [BlockRecord]
        var moves = 0
        var reported: Set<Bool> = []
    }

    private let store: SQLiteDocumentStore
    private let rootKeys: [OrderKey]
    private let state: Mutex<State>
    private static let documentID: DocumentID = "autosave-bench"

    init(blockCount: Int) {
        // A fixed path, replaced on every run, so repeated runs leave one file behind at most.
        let path = FileManager.default.temporaryDirectory.appending(path: "kheper-bench-autosave.sqlite").path
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
        do {
            store = try SQLiteDocumentStore(path: path)
            let blocks = try Self.blocks(count: blockCount)
            rootKeys = blocks.filter { $0.parentID == nil }.map(\.order)
            try store.createDocument(DocumentRecord(id: Self.documentID, title: "Autosave benchmark", blocks: blocks))
            state = Mutex(State(blocks: blocks))
        } catch {
            fatalError("the autosave benchmark's store could not be made: \(error)")
        }
    }

    /// Moves the next block between two root blocks and saves the move with its history entry: only the moved
    /// block's row, or (the baseline) every block row. Returns the rows written.
    func save(rewritingEverything: Bool) -> UInt64 {
        state.withLock { state in
            let move = state.moves
            state.moves += 1
            let index = (move &* 7919) % state.blocks.count
            let slot = (move &* 104_729) % (rootKeys.count - 1)
            var block = state.blocks[index]
            let before = block
            block.parentID = nil
            guard let order = try? OrderKey.between(rootKeys[slot], rootKeys[slot + 1]) else { return 0 }
            block.order = order
            state.blocks[index] = block
            let entry = HistoryEntry(
                position: move,
                payload: [
                    "kind": "move", "block": .string(block.id.rawValue),
                    "from": [
                        "parent": before.parentID.map { .string($0.rawValue) } ?? nil,
                        "order": .string(before.order.rawValue),
                    ],
                    "to": ["parent": nil, "order": .string(order.rawValue)],
                ])
            let write = StoreWrite(
                documentID: Self.documentID,
                upserts: rewritingEverything ? state.blocks : [block],
                history: HistoryChange(upserts: [entry], cursor: move + 1))
            let rowsBefore = store.rowsWritten
            do {
                try store.apply(write)
            } catch {
                fatalError("the autosave benchmark could not save: \(error)")
            }
            let rows = store.rowsWritten - rowsBefore
            if state.reported.insert(rewritingEverything).inserted {
                let what = rewritingEverything ? "rewrite all rows" : "autosave move"
                print("\(what): \(rows) rows written per save (\(write.upserts.count) block, 1 history, 1 workout)")
            }
            return UInt64(rows)
        }
    }

    /// Block rows like a real workout's: mostly exercises and notes, every eighth a superset with two exercises.
    private static func blocks(count: Int) throws -> [BlockRecord] {
        let set: JSONValue = ["reps": 8, "load": ["value": 80.5, "unit": "kg"], "rpe": 8, "rest": 120]
        let exercise: JSONValue = ["name": "Bench Press", "rest": 120, "sets": [set, set, set]]
        let note: JSONValue = ["text": "Keep the bar path vertical and brace before each rep.", "style": "body"]
        let timer: JSONValue = ["mode": "interval", "work": 40, "rest": 20, "rounds": 8, "label": "Bike"]
        var blocks: [BlockRecord] = []
        blocks.reserveCapacity(count)
        let keys = try OrderKey.keys(between: nil, nil, count: count)
        var root = 0
        while blocks.count < count {
            let id = BlockID("block-\(blocks.count)")
            let key = keys[root]
            root += 1
            if root % 8 == 3 && blocks.count + 3 <= count {
                blocks.append(
                    BlockRecord(
                        id: id, parentID: nil, order: key, kind: "set", version: 1,
                        data: ["style": "superset", "name": "A", "rounds": 3, "restBetweenRounds": 90]))
                for childKey in try OrderKey.keys(between: nil, nil, count: 2) {
                    blocks.append(
                        BlockRecord(
                            id: BlockID("block-\(blocks.count)"), parentID: id, order: childKey, kind: "exercise",
                            version: 1, data: exercise))
                }
                continue
            }
            let (type, data): (String, JSONValue) =
                switch root % 4 {
                case 0: ("text", note)
                case 1: ("timer", timer)
                default: ("exercise", exercise)
                }
            blocks.append(
                BlockRecord(
                    id: id, parentID: nil, order: key, kind: BlockKind(stringLiteral: type), version: 1, data: data))
        }
        return blocks
    }
}
