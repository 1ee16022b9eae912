import KheperOrderKeys
import KheperTestSupport
import Testing

/// Whether `a` sorts strictly before `b`, comparing UTF-8 bytes.
func bytewiseLess(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
}

/// Whether `key` lies strictly between the optional bounds, comparing UTF-8 bytes.
func isStrictlyBetween(_ key: String, _ a: String?, _ b: String?) -> Bool {
    (a.map { bytewiseLess($0, key) } ?? true) && (b.map { bytewiseLess(key, $0) } ?? true)
}

/// Whether `keys` are strictly increasing, which also makes them unique.
func isStrictlyIncreasing(_ keys: [String]) -> Bool {
    zip(keys, keys.dropFirst()).allSatisfy { bytewiseLess($0, $1) }
}

@Suite struct FractionalIndexPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 42, 2024, 0xDEAD_BEEF, 0x5EED_0000_0000_0001]
    static let alphabets: [OrderKeyDigits] = [.base62, .base10, .base95]

    /// Builds a list by inserting `count` keys at random positions, each between its two neighbours.
    static func randomList(
        count: Int,
        digits: OrderKeyDigits,
        using generator: inout SeededGenerator
    ) throws -> [String] {
        var keys: [String] = []
        for _ in 0..<count {
            let position = Int.random(in: 0...keys.count, using: &generator)
            let left = position > 0 ? keys[position - 1] : nil
            let right = position < keys.count ? keys[position] : nil
            keys.insert(try FractionalIndex.key(between: left, and: right, digits: digits), at: position)
        }
        return keys
    }

    @Test(arguments: seeds, alphabets)
    func randomInsertsStaySortedAndUnique(seed: UInt64, digits: OrderKeyDigits) throws {
        var generator = SeededGenerator(seed: seed)
        var keys: [String] = []
        for step in 0..<300 {
            let position = Int.random(in: 0...keys.count, using: &generator)
            let left = position > 0 ? keys[position - 1] : nil
            let right = position < keys.count ? keys[position] : nil
            let key = try FractionalIndex.key(between: left, and: right, digits: digits)
            #expect(
                isStrictlyBetween(key, left, right),
                "seed \(seed) step \(step): \(key) not in (\(left ?? "nil"), \(right ?? "nil"))")
            keys.insert(key, at: position)
        }
        #expect(isStrictlyIncreasing(keys), "seed \(seed)")
        #expect(Set(keys).count == keys.count, "seed \(seed)")
        for key in keys {
            #expect(throws: Never.self, "seed \(seed): \(key)") { try FractionalIndex.validate(key, digits: digits) }
        }
    }

    @Test(arguments: seeds)
    func sameSpotInsertsStaySorted(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        // Always insert right after a fixed left key, or right before a fixed right key.
        let fixed = try FractionalIndex.keys(between: nil, and: nil, count: 2)
        var keys = fixed
        for _ in 0..<200 {
            let afterLeft = Bool.random(using: &generator)
            let position = afterLeft ? 1 : keys.count - 1
            let key = try FractionalIndex.key(between: keys[position - 1], and: keys[position])
            keys.insert(key, at: position)
        }
        #expect(isStrictlyIncreasing(keys), "seed \(seed)")
        #expect(keys.allSatisfy { $0.utf8.count < 120 }, "seed \(seed)")
    }

    @Test(arguments: seeds, alphabets)
    func jitterKeysStayStrictlyBetweenBounds(seed: UInt64, digits: OrderKeyDigits) throws {
        var generator = SeededGenerator(seed: seed)
        let keys = try Self.randomList(count: 60, digits: digits, using: &generator)
        var produced = Set<String>()
        for _ in 0..<200 {
            let position = Int.random(in: 0...keys.count, using: &generator)
            let left = position > 0 ? keys[position - 1] : nil
            let right = position < keys.count ? keys[position] : nil
            let key = try FractionalIndex.key(between: left, and: right, digits: digits, jitter: &generator)
            #expect(
                isStrictlyBetween(key, left, right), "seed \(seed): \(key) not in (\(left ?? "nil"), \(right ?? "nil"))"
            )
            #expect(throws: Never.self, "seed \(seed): \(key)") { try FractionalIndex.validate(key, digits: digits) }
            produced.insert(key)
        }
        #expect(produced.count > 190, "seed \(seed): jitter keys should almost never collide")
    }

    @Test(arguments: seeds)
    func jitterHandlesKeysThatArePrefixesOfTheUpperBound(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        // The plain key between these is a prefix of the upper bound ("a1", "a1", "a0V", "a1").
        let pairs: [(String?, String)] = [
            ("a0", "a1V"), ("a0", "a101"), ("Zz", "a0001"), (nil, "a0V"), ("a0", "a1001"),
        ]
        for (left, right) in pairs {
            for _ in 0..<50 {
                let key = try FractionalIndex.key(between: left, and: right, jitter: &generator)
                #expect(isStrictlyBetween(key, left, right), "seed \(seed): \(key) not in (\(left ?? "nil"), \(right))")
                #expect(throws: Never.self, "seed \(seed): \(key)") { try FractionalIndex.validate(key) }
            }
        }
    }

    @Test func jitterIsReproducibleWithTheSameSeed() throws {
        var first = SeededGenerator(seed: 7)
        var second = SeededGenerator(seed: 7)
        let a = try FractionalIndex.key(between: "a0", and: "a1", jitter: &first)
        let b = try FractionalIndex.key(between: "a0", and: "a1", jitter: &second)
        #expect(a == b)
        #expect(a.hasPrefix("a0V"))
        #expect(a.utf8.count == 3 + 4)
        #expect(try FractionalIndex.key(between: "a0", and: "a1") == "a0V")
    }

    @Test(arguments: [0, 1, 2, 61, 62, 63, 100, 1000, 3844, 3845, 5000])
    func rebalancedKeysAreIncreasingValidAndShort(count: Int) throws {
        for digits in Self.alphabets {
            let keys = try FractionalIndex.rebalancedKeys(count: count, digits: digits)
            #expect(keys.count == count)
            #expect(isStrictlyIncreasing(keys), "count \(count) base \(digits.base)")
            // 1 head letter plus ⌈log_base(count)⌉ digits (at least one).
            var limit = 1
            var span = digits.base
            while span < count {
                span *= digits.base
                limit += 1
            }
            #expect(keys.allSatisfy { $0.utf8.count <= 1 + limit }, "count \(count) base \(digits.base)")
            for key in keys {
                #expect(throws: Never.self, "count \(count): \(key)") {
                    try FractionalIndex.validate(key, digits: digits)
                }
            }
            if count > 0 { #expect(keys.first == "a" + digits.characters.prefix(1)) }
        }
    }

    @Test(arguments: seeds)
    func rebalancedKeysAreEvenlySpacedAndLeaveRoom(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 2...3000, using: &generator)
        let keys = try FractionalIndex.rebalancedKeys(count: count)
        #expect(isStrictlyIncreasing(keys), "seed \(seed) count \(count)")
        // Every gap has room for a new key.
        for (left, right) in zip(keys, keys.dropFirst()).prefix(200) {
            let key = try FractionalIndex.key(between: left, and: right)
            #expect(key.utf8.count <= right.utf8.count + 2, "seed \(seed)")
        }
        #expect(try OrderKey.rebalanced(count: count).map(\.rawValue) == keys)
    }

    @Test(arguments: seeds, alphabets)
    func keysWithCountAreIncreasingAndWithinBounds(seed: UInt64, digits: OrderKeyDigits) throws {
        var generator = SeededGenerator(seed: seed)
        let list = try Self.randomList(count: 40, digits: digits, using: &generator)
        for _ in 0..<20 {
            let position = Int.random(in: 0...list.count, using: &generator)
            let left = position > 0 && Bool.random(using: &generator) ? list[position - 1] : nil
            let right = position < list.count && Bool.random(using: &generator) ? list[position] : nil
            let count = Int.random(in: 0...150, using: &generator)
            let keys = try FractionalIndex.keys(between: left, and: right, count: count, digits: digits)
            let context = "seed \(seed): \(count) keys in (\(left ?? "nil"), \(right ?? "nil"))"
            #expect(keys.count == count, "\(context)")
            #expect(isStrictlyIncreasing(keys), "\(context)")
            #expect(keys.allSatisfy { isStrictlyBetween($0, left, right) }, "\(context)")
            for key in keys {
                #expect(throws: Never.self, "\(context): \(key)") { try FractionalIndex.validate(key, digits: digits) }
            }
        }
    }

    @Test func keysWithCountMatchRepeatedSingleKeysAtOpenEnds() throws {
        var upward: [String] = []
        var current: String? = "a4"
        for _ in 0..<30 {
            let next = try FractionalIndex.key(between: current, and: nil)
            upward.append(next)
            current = next
        }
        #expect(try FractionalIndex.keys(between: "a4", and: nil, count: 30) == upward)
        var downward: [String] = []
        current = "a4"
        for _ in 0..<30 {
            let next = try FractionalIndex.key(between: nil, and: current)
            downward.insert(next, at: 0)
            current = next
        }
        #expect(try FractionalIndex.keys(between: nil, and: "a4", count: 30) == downward)
    }

    @Test func manyKeysBetweenAdjacentKeys() throws {
        let keys = try FractionalIndex.keys(between: "a0", and: "a1", count: 10_000)
        #expect(keys.count == 10_000)
        #expect(isStrictlyIncreasing(keys))
        #expect(keys.first.map { bytewiseLess("a0", $0) } == true)
        #expect(keys.last.map { bytewiseLess($0, "a1") } == true)
        #expect(keys.allSatisfy { $0.utf8.count <= 6 })
    }
}
