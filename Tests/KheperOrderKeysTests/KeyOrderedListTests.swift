import KheperOrderKeys
import KheperTestSupport
import Testing

@Suite struct KeyOrderedListTests {
    @Test func itemsStaySortedByKeyAndATakenKeyNamesItsItem() throws {
        var list = KeyOrderedList<String>()
        #expect(list.insert("c", at: try OrderKey("a2")) == nil)
        #expect(list.insert("a", at: try OrderKey("a0")) == nil)
        #expect(list.insert("b", at: try OrderKey("a1")) == nil)
        #expect(list.insert("x", at: try OrderKey("a1")) == "b")
        #expect(list.map(\.item) == ["a", "b", "c"])
        #expect(list.index(of: "b", at: try OrderKey("a1")) == 1)
        #expect(list.index(of: "b", at: try OrderKey("a2")) == nil)
        list.remove("b", at: try OrderKey("a1"))
        list.remove("c", at: try OrderKey("a0"))  // Not there with that key: nothing changes.
        #expect(list.map(\.item) == ["a", "c"])
    }

    @Test func aFreshKeyFallsBetweenTheNeighboursOfItsIndex() throws {
        var list = KeyOrderedList<Int>()
        #expect(try list.key(forIndex: 0) == OrderKey.first)
        _ = list.insert(1, at: try OrderKey("a0"))
        _ = list.insert(2, at: try OrderKey("a5"))
        let between = try list.key(forIndex: 1)
        #expect(try OrderKey("a0") < between && between < OrderKey("a5"))
        #expect(try list.key(forIndex: 0) < OrderKey("a0"))
        #expect(try list.key(forIndex: 2) > OrderKey("a5"))
    }

    private static let keys = ["a0", "a0V", "a1", "a2", "a2V", "a3", "a5", "a5z", "a8", "a9", "b10", "Zz"]

    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func randomInsertionsAndRemovalsMatchASortedModel(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var list = KeyOrderedList<Int>()
        var model: [String: Int] = [:]
        for step in 0..<60 {
            let key = try OrderKey(Self.keys.randomElement(using: &random)!)
            if Bool.random(using: &random), let item = model[key.rawValue] {
                list.remove(item, at: key)
                model[key.rawValue] = nil
            } else {
                let taken = list.insert(step, at: key)
                #expect(taken == model[key.rawValue], "seed \(seed)")
                if taken == nil { model[key.rawValue] = step }
            }
        }
        let expected = model.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map(\.value)
        #expect(list.map(\.item) == expected, "seed \(seed)")
    }
}
