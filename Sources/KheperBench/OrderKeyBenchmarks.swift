import KheperCore

/// Benchmarks for fractional order keys (`FractionalIndex`).
enum OrderKeyBenchmarks {
    static let suite = "order-keys"

    static var all: [Benchmark] {
        [keysBetweenShortKeys, appendsAtEnd, sameSpotInserts, manyKeysBetween]
    }

    /// Adds a key's length and last byte to a checksum.
    @inline(__always)
    static func mix(_ checksum: UInt64, _ key: String) -> UInt64 {
        checksum &* 31 &+ UInt64(key.utf8.count)
    }

    /// Keys between neighbouring short keys ("a0"/"a1" style).
    static let keysBetweenShortKeys: Benchmark = {
        let operations = 1_000_000
        let bounds = (try? FractionalIndex.rebalancedKeys(count: 64)) ?? ["a0", "a1"]
        return Benchmark(
            name: "key-between-short-keys",
            suite: suite,
            goal: .throughput(operations: operations, minimum: 10_000_000, unit: "keys")
        ) {
            bounds.withUnsafeBufferPointer { bounds in
                var checksum: UInt64 = 0
                var pair = 0
                for _ in 0..<operations {
                    let key = (try? FractionalIndex.key(between: bounds[pair], and: bounds[pair + 1])) ?? ""
                    checksum = mix(checksum, key)
                    pair = pair + 2 < bounds.count ? pair + 1 : 0
                }
                return checksum
            }
        }
    }()

    /// Appending one key after another at the end of a list.
    static let appendsAtEnd: Benchmark = {
        let operations = 1_000_000
        return Benchmark(
            name: "append-at-end",
            suite: suite,
            goal: .throughput(operations: operations, minimum: 10_000_000, unit: "keys")
        ) {
            var checksum: UInt64 = 0
            var last = "a0"
            for _ in 0..<operations {
                last = (try? FractionalIndex.key(between: last, and: nil)) ?? "a0"
                checksum = mix(checksum, last)
            }
            return checksum
        }
    }()

    /// 5,000 inserts at the same spot: each new key goes between a fixed left key and the previous one.
    static let sameSpotInserts = Benchmark(
        name: "same-spot-inserts-5000",
        suite: suite,
        goal: .duration(maximum: .milliseconds(50))
    ) {
        var checksum: UInt64 = 0
        var right = "a1"
        for _ in 0..<5_000 {
            right = (try? FractionalIndex.key(between: "a0", and: right)) ?? "a1"
            checksum = mix(checksum, right)
        }
        return checksum
    }

    /// `keys(between: "a0", and: "a1", count: 100_000)`.
    static let manyKeysBetween = Benchmark(
        name: "keys-between-count-100000",
        suite: suite,
        goal: .duration(maximum: .milliseconds(20))
    ) {
        let keys = (try? FractionalIndex.keys(between: "a0", and: "a1", count: 100_000)) ?? []
        return keys.reduce(UInt64(keys.count)) { mix($0, $1) }
    }
}
