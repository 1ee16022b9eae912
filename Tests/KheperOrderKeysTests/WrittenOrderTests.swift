import KheperOrderKeys
import KheperTestSupport
import Testing

@Suite struct WrittenOrderTests {
    @Test func validDistinctKeysDecideTheOrder() {
        let placed = WrittenOrder(written: ["a2", "a0", "a1"])
        #expect(placed.order == [1, 2, 0])
        #expect(placed.keys.map(\.rawValue) == ["a2", "a0", "a1"])
        #expect(placed.repairs.isEmpty)
        #expect(placed.wasResorted)
        #expect(!WrittenOrder(written: ["a0", "a1"]).wasResorted)
    }

    @Test func theWrittenOrderStandsAndOnlyBrokenKeysChange() throws {
        let placed = WrittenOrder(written: ["a1", nil, "zz!", "a0", "a3"])
        #expect(placed.order == [0, 1, 2, 3, 4])
        #expect(placed.keys[0].rawValue == "a1")
        #expect(placed.keys[4].rawValue == "a3")
        #expect(zip(placed.keys, placed.keys.dropFirst()).allSatisfy { $0 < $1 })
        #expect(placed.repairs.count == 2)
        guard case .malformed(let index, _) = placed.repairs[0] else {
            Issue.record("expected a malformed key first: \(placed.repairs)")
            return
        }
        #expect(index == 2)
        #expect(placed.repairs[1] == .outOfSequence(index: 3, key: try OrderKey("a0"), previous: try OrderKey("a1")))
        #expect(!placed.wasResorted)
    }

    @Test func aKeyLongerThanTheMaximumIsReplacedAsMalformed() throws {
        let atMost = "a0" + String(repeating: "V", count: OrderKey.maximumLength - 2)
        let over = "a1" + String(repeating: "V", count: OrderKey.maximumLength - 1)
        let placed = WrittenOrder(written: [atMost, over, "a3"])
        #expect(placed.keys[0].rawValue == atMost)
        #expect(placed.keys.allSatisfy { $0.isWithinMaximumLength })
        #expect(zip(placed.keys, placed.keys.dropFirst()).allSatisfy { $0 < $1 })
        guard case .malformed(let index, let error)? = placed.repairs.first, placed.repairs.count == 1 else {
            Issue.record("expected one malformed key: \(placed.repairs)")
            return
        }
        #expect(index == 1)
        #expect(error.code == .tooLong)
        #expect(error.message.hasSuffix("it has 129 characters; expected at most 128, as the sync server accepts"))
    }

    @Test(arguments: 1...30 as ClosedRange<UInt64>)
    func anyWrittenKeysGiveStrictlyIncreasingKeysInTheChosenOrder(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pool: [String?] = [nil, "a0", "a1", "a5", "Zz", "b10", "!!", "a0", "a1V"]
        let written = (0..<Int.random(in: 0...12, using: &random)).map { _ in pool.randomElement(using: &random)! }
        let placed = WrittenOrder(written: written)
        #expect(placed.order.sorted() == Array(written.indices), "seed \(seed)")
        let ordered = placed.order.map { placed.keys[$0] }
        #expect(zip(ordered, ordered.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed): \(written)")
    }
}
