import Kheper
import KheperTestSupport
import Testing

@testable import KheperEditor

/// Rebalancing re-keys a bounded window of neighbours around a placement, never every sibling, and reads nothing
/// farther than ``DocumentEditor/rebalanceReach`` positions from the gap.
@Suite("Bounded rebalancing")
struct RebalanceWindowTests {
    static let seeds: [UInt64] = [1, 2, 3, 42]

    /// Keys stay below this many bytes through 2,000 moves to one spot: measured at 32, the default threshold, as
    /// the window's fresh keys always come out short enough that no key stays past it.
    static let keyLengthBound = DocumentEditor.defaultRebalanceThreshold + 1

    /// `count` text blocks at the root with ids `b0`, `b1`, ...
    static func flatDocument(count: Int) throws -> BlockDocument {
        var document = BlockDocument(id: "flat", title: "Flat")
        for index in 0..<count {
            try document.append(BlockContent(TextBlock(text: "\(index)")), id: BlockID("b\(index)"))
        }
        return document
    }

    @Test(arguments: [1, 42] as [UInt64])
    func manyMovesToOneSpotRewriteFewRowsAndUndo(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let original = try Self.flatDocument(count: 3_000)
        var editor = DocumentEditor(
            document: original, registry: Fixtures.registry, history: EditHistory(limit: 2_000))
        var expected = original.childIDs(of: nil)
        var anchorIndex = Int.random(in: 500..<2_500, using: &random)
        let anchor = expected[anchorIndex]
        var worstRows = 0
        var longestKey = 0
        var rebalances = 0
        for step in 0..<2_000 {
            let from = Int.random(in: 0..<expected.count, using: &random)
            let id = expected[from]
            guard id != anchor else { continue }
            let changes = try editor.move(id, to: .after(anchor))
            let rows = changes.allIDs.count
            worstRows = max(worstRows, rows)
            rebalances += rows > 1 ? 1 : 0
            #expect(rows <= 64, "step \(step), seed \(seed): \(rows) rows changed")
            for changed in changes.allIDs {
                longestKey = max(longestKey, editor.document[changed]?.order.rawValue.utf8.count ?? 0)
            }
            expected.remove(at: from)
            if from < anchorIndex { anchorIndex -= 1 }
            expected.insert(id, at: anchorIndex + 1)
        }
        #expect(rebalances >= 5, "seed \(seed): only \(rebalances) moves rebalanced, so the test proves little")
        #expect(worstRows > 32, "seed \(seed): a rebalance re-keyed only \(worstRows) rows")
        #expect(longestKey < Self.keyLengthBound, "seed \(seed): a key grew to \(longestKey) bytes")
        #expect(editor.document.childIDs(of: nil) == expected, "seed \(seed): sibling order differs")
        let keys = editor.document.children(of: nil).map(\.order)
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed): keys do not increase")
        #expect(keys.allSatisfy { $0.rawValue.utf8.count < Self.keyLengthBound }, "seed \(seed)")
        while editor.canUndo { try editor.undo() }
        #expect(editor.document == original, "seed \(seed): undoing every move did not restore the document")
    }

    @Test func insertRekeysOnlyTheNearestNeighboursOnEachSide() throws {
        let document = try Self.flatDocument(count: 300)
        var editor = DocumentEditor(document: document, registry: Fixtures.registry)
        editor.rebalanceThreshold = 2
        let (id, changes) = try editor.insertNew(kind: "text", at: .after("b150"))
        // The gap is position 151: b120...b150 on the left and b151...b181 on the right, 31 each.
        let neighbours = Set((120...181).map { BlockID("b\($0)") })
        #expect(changes.inserted == [id])
        #expect(Set(changes.moved) == neighbours)
        #expect(differingIDs(document, editor.document) == neighbours.union([id]))
        let keys = editor.document.children(of: nil).map(\.order)
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
        try editor.undo()
        #expect(editor.document == document)
    }

    @Test func atTheStartOfTheListTheWindowStaysWithinReach() throws {
        let document = try Self.flatDocument(count: 300)
        var editor = DocumentEditor(document: document, registry: Fixtures.registry)
        editor.rebalanceThreshold = 2
        let changes = try editor.move("b200", to: .after("b2"))
        // Left: b0...b2, the list's start; right: b3...b33, 31 siblings within reach of the gap.
        // Keys the window gives back unchanged are not rewritten, so only part of it may show up as moved.
        let neighbours = Set((0...33).map { BlockID("b\($0)") })
        #expect(Set(changes.moved).isSubset(of: neighbours.union(["b200"])) && changes.moved.count > 3)
        #expect(differingIDs(document, editor.document) == Set(changes.moved))
        #expect(editor.document.childIDs(of: nil).prefix(5) == ["b0", "b1", "b2", "b200", "b3"])
        let keys = editor.document.children(of: nil).map(\.order)
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func unwrappingManyChildrenRekeysOnlyThem() throws {
        var document = try Self.flatDocument(count: 100)
        let set = try document.append(BlockContent(SetBlock()), id: "big")
        try document.move("big", under: nil, order: OrderKey.between(document["b49"]?.order, document["b50"]?.order))
        for index in 0..<100 {
            try document.append(BlockContent(TextBlock(text: "c\(index)")), id: BlockID("c\(index)"), under: set.id)
        }
        var editor = DocumentEditor(document: document, registry: Fixtures.registry)
        editor.rebalanceThreshold = 2
        let changes = try editor.unwrap("big")
        let children = Set((0..<100).map { BlockID("c\($0)") })
        #expect(Set(changes.moved) == children && changes.removed == ["big"])
        let ids = editor.document.childIDs(of: nil)
        #expect(ids[49] == "b49" && ids[50] == "c0" && ids[149] == "c99" && ids[150] == "b50")
        let keys = editor.document.children(of: nil).map(\.order)
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
        try editor.undo()
        #expect(editor.document == document)
    }

    /// Random lists, gaps, placements and removed blocks: the window reads only within reach of the gap, holds at
    /// most 64 blocks (or just the placed ones), takes the nearest siblings, and its keys keep the list in order.
    @Test(arguments: seeds)
    func windowReadsOnlyWithinReachAndKeepsOrder(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        // The promise to partially loaded documents (33 siblings each side of the gap), written out rather than
        // read from `DocumentEditor.rebalanceReach`, so that widening the reach fails here.
        let reach = 32
        for round in 0..<300 {
            let count = Int.random(in: 0...150, using: &random)
            let list = try OrderKey.keys(between: nil, nil, count: count).enumerated().map {
                RebalanceWindow.Sibling(id: BlockID("s\($0)"), order: $1)
            }
            let gap = Int.random(in: 0...count, using: &random)
            var excluding: Set<BlockID> = []
            if count > 0 {
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    let near = Int.random(in: max(0, gap - reach - 2)...min(count - 1, gap + reach + 1), using: &random)
                    excluding.insert(list[near].id)
                }
            }
            let placedCount = Int.random(in: 1...(round % 10 == 0 ? 90 : 3), using: &random)
            let placed = (0..<placedCount).map { BlockID("p\($0)") }
            var reads: [Int] = []
            let window = RebalanceWindow(gap: gap, placing: placed, excluding: excluding) { index in
                reads.append(index)
                return list.indices.contains(index) ? list[index] : nil
            }
            let context = "round \(round), seed \(seed), \(count) siblings, gap \(gap)"
            #expect(reads.allSatisfy { $0 >= gap - reach && $0 < gap + reach }, "\(context): read \(reads)")
            #expect(window.ids.count <= max(64, placedCount), "\(context)")
            // The window is the nearest remaining siblings on each side of the placed blocks, in order.
            let remaining = list.filter { !excluding.contains($0.id) }
            let split = list[..<gap].filter { !excluding.contains($0.id) }.count
            let start = try #require(window.ids.firstIndex(of: placed[0]), "\(context)")
            let leftCount = start
            let rightCount = window.ids.count - start - placedCount
            #expect(Array(window.ids[start..<start + placedCount]) == placed, "\(context)")
            #expect(leftCount < reach && rightCount < reach, "\(context)")
            #expect(
                window.ids == remaining[(split - leftCount)..<split].map(\.id) + placed
                    + remaining[split..<(split + rightCount)].map(\.id), "\(context)")
            if placedCount + 2 * (reach - 1) <= 64 {
                // Room for everything within reach: each side takes all it can while keeping a bound readable.
                #expect(leftCount >= min(split, reach - 3) && rightCount >= min(remaining.count - split, reach - 3))
            }
            // Fresh keys between the bounds keep the whole list in order.
            let keys = try #require(window.keys(), "\(context)")
            var final = remaining.map { (id: $0.id, order: $0.order) }
            final.insert(contentsOf: placed.map { (id: $0, order: OrderKey.first) }, at: split)
            for index in final.indices { final[index].order = keys[final[index].id] ?? final[index].order }
            #expect(zip(final, final.dropFirst()).allSatisfy { $0.order < $1.order }, "\(context)")
        }
    }
}
