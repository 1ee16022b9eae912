import Foundation
import KheperCore
import KheperOrderKeys
import KheperTestSupport
import Testing

@testable import KheperSync

/// The merge state's index of keys by parent: applying a block to a large workout costs the same whatever its size,
/// and the index always says what a pass over the blocks would.
@Suite struct SiblingKeysTests {
    typealias F = SyncFixtures

    /// A state holding workout `w` with `count` root text blocks `b0`, `b1`, … at increasing keys, as a store reads
    /// its shadow back (so the state has no index yet), and the keys used.
    static func state(blocks count: Int) throws -> (MergeState, [OrderKey]) {
        let keys = try OrderKey.keys(between: nil, nil, count: count)
        var blocks: [BlockID: SyncBlock] = [:]
        for (index, key) in keys.enumerated() {
            let id = BlockID("b\(index)")
            blocks[id] = SyncBlock(id: id, parent: nil, order: key, type: "text", version: 1, data: ["text": "x"])
        }
        return (MergeState(workouts: ["w": SyncDocument(title: "W", blocks: blocks)], loggedSets: [:]), keys)
    }

    @Test func applyingNBlocksToAWorkoutOfNBlocksVisitsEachBlockAFewTimesNotNTimes() throws {
        let count = 2_000
        var (state, keys) = try Self.state(blocks: count)
        let later = try OrderKey.keys(between: keys.last, nil, count: count)
        for (index, key) in later.enumerated() {
            let block = F.block(BlockID("n\(index)"), key.rawValue)
            #expect(state.apply(.insertBlock(workout: "w", block: block)) == .applied)
        }
        // One pass to index the workout; a check that rebuilt the index or scanned the blocks for each insert
        // would visit count × count blocks.
        #expect(state.blocksVisited(inWorkout: "w") <= 2 * count)
        #expect(state.workouts["w"]?.liveBlocks.count == 2 * count)
    }

    @Test func aDeletedSubtreeFindsItsChildrenInTheIndexNotInAPassOverTheWorkout() throws {
        let count = 2_000
        var (state, keys) = try Self.state(blocks: count)
        for index in 0..<count {
            let child = F.block(BlockID("c\(index)"), under: BlockID("b\(index)"), keys[0].rawValue)
            #expect(state.apply(.insertBlock(workout: "w", block: child)) == .applied)
        }
        for index in 0..<count {
            #expect(state.apply(.deleteBlock(workout: "w", block: BlockID("b\(index)"))) == .applied)
        }
        #expect(state.workouts["w"]?.liveBlocks.isEmpty == true)
        #expect(state.blocksVisited(inWorkout: "w") <= 3 * count)
    }

    /// Applies the same random changes, with many key collisions, moves and deletions, to a state that keeps its
    /// index throughout and to copies read back from their encoding (a fresh index built from the blocks) every few
    /// changes: every result and the final state agree.
    @Test(arguments: [UInt64(0x51B1_0001), 0x51B1_0002, 0x51B1_0003])
    func theKeptIndexAgreesWithOneBuiltAfreshFromTheBlocks(seed: UInt64) throws {
        print("SiblingKeysTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        var (kept, keys) = try Self.state(blocks: 20)
        var fresh = kept
        let few = Array(keys.prefix(4))
        var ids = (0..<20).map { BlockID("b\($0)") }
        for step in 0..<400 {
            let id = ids.randomElement(using: &random)!
            let parent: BlockID? = Bool.random(using: &random) ? nil : ids.randomElement(using: &random)
            let key = few.randomElement(using: &random)!
            let intent: ChangeIntent
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let new = BlockID("s\(step)")
                ids.append(new)
                intent = .insertBlock(workout: "w", block: F.block(new, under: parent, key.rawValue))
            case 5..<8: intent = .moveBlock(workout: "w", block: id, parent: parent, order: key)
            default: intent = .deleteBlock(workout: "w", block: id)
            }
            let expected = fresh.apply(intent)
            #expect(kept.apply(intent) == expected, "seed \(seed), step \(step)")
            if step % 7 == 0 {
                fresh = try JSONDecoder().decode(MergeState.self, from: try JSONEncoder().encode(fresh))
            }
        }
        #expect(kept == fresh, "seed \(seed)")
    }
}
