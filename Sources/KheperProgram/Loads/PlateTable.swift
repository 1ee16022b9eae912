/// Every load a side of a bar can hold with a profile's plates, computed honestly (a bounded subset sum, not a greedy
/// fill, which misses loads such as 30 a side from pairs of 25 and 15), with the nearest such load below and above
/// any amount, and each load's plates, heaviest first.
///
/// Amounts are counted in units of the plates' greatest common divisor, `unit` thousandths of the profile's unit.
struct PlateTable: Sendable {
    /// The plate weights, heaviest first, in thousandths.
    let weights: [Int64]
    /// How many of each go on a side at most.
    let pairs: [Int]
    /// The plates' greatest common divisor, in thousandths (1 when there are no plates).
    let unit: Int64
    /// Each plate weight in `unit`s.
    private let units: [Int]
    /// The heaviest side, in `unit`s: every plate on it.
    let heaviest: Int
    /// For each plate index `k`, a bitset of the sides the plates lighter than it (after `k`) can make.
    private let lighter: [[UInt64]]
    /// For each amount in `unit`s, the heaviest side that can be made at or below it.
    private let below: [Int32]
    /// For each amount in `unit`s, the lightest side that can be made at or above it.
    private let above: [Int32]

    /// The table of `plates`, heaviest first.
    init(_ plates: [PlateStock]) {
        let weights = plates.map { LoadText.grains($0.weight) ?? 0 }
        let unit = weights.reduce(Int64(0)) { Self.gcd($0, $1) }
        self.weights = weights
        self.pairs = plates.map(\.pairs)
        self.unit = max(unit, 1)
        let units = weights.map { Int($0 / max(unit, 1)) }
        self.units = units
        let heaviest = zip(units, pairs).reduce(0) { $0 + $1.0 * $1.1 }
        self.heaviest = heaviest
        let words = heaviest / 64 + 1
        var reach = [UInt64](repeating: 0, count: words)
        reach[0] = 1
        var lighter = [[UInt64]](repeating: [], count: units.count)
        var used = [Int](repeating: 0, count: heaviest + 1)
        for index in units.indices.reversed() {
            lighter[index] = reach
            let size = units[index]
            let limit = pairs[index]
            var next = reach
            for amount in 0...heaviest {
                if Self.contains(reach, amount) {
                    used[amount] = 0
                } else if amount >= size, Self.contains(next, amount - size), used[amount - size] < limit {
                    used[amount] = used[amount - size] + 1
                    next[amount >> 6] |= 1 << UInt64(amount & 63)
                }
            }
            reach = next
        }
        self.lighter = lighter
        var below = [Int32](repeating: 0, count: heaviest + 1)
        var last: Int32 = 0
        for amount in 0...heaviest {
            if Self.contains(reach, amount) { last = Int32(amount) }
            below[amount] = last
        }
        var above = [Int32](repeating: 0, count: heaviest + 1)
        var next = Int32(heaviest)
        for amount in (0...heaviest).reversed() {
            if Self.contains(reach, amount) { next = Int32(amount) }
            above[amount] = next
        }
        self.below = below
        self.above = above
    }

    /// How many distinct per-side amounts the table of `plates` spans, without building it.
    static func distinctLoads(of plates: [PlateStock]) -> Int {
        let weights = plates.map { LoadText.grains($0.weight) ?? 0 }
        let unit = max(weights.reduce(Int64(0)) { gcd($0, $1) }, 1)
        let total = zip(weights, plates).reduce(Int64(0)) { $0 &+ ($1.0 / unit) &* Int64($1.1.pairs) }
        return total > Int64(Int32.max) ? Int(Int32.max) : Int(total) + 1
    }

    /// Whether `amount` `unit`s can be made on a side.
    func canMake(_ amount: Int) -> Bool {
        amount >= 0 && amount <= heaviest && below[amount] == amount
    }

    /// The heaviest side at or below `amount` `unit`s (0 ≤ `amount` ≤ ``heaviest``).
    func side(atOrBelow amount: Int) -> Int { Int(below[amount]) }

    /// The lightest side at or above `amount` `unit`s (0 ≤ `amount` ≤ ``heaviest``).
    func side(atOrAbove amount: Int) -> Int { Int(above[amount]) }

    /// The plates of a side of `amount` `unit`s, heaviest first, in the profile's unit: as many of each plate as
    /// leave a rest the lighter plates can make, which is the greedy fill wherever the greedy fill works.
    func plates(forSide amount: Int) -> [Double] {
        var rest = amount
        var plates: [Double] = []
        guard rest > 0 else { return plates }
        plates.reserveCapacity(8)
        for index in units.indices where rest > 0 {
            var count = min(pairs[index], rest / units[index])
            while count > 0, !Self.contains(lighter[index], rest - count * units[index]) { count -= 1 }
            if count > 0 {
                let weight = LoadText.units(weights[index])
                for _ in 0..<count { plates.append(weight) }
            }
            rest -= count * units[index]
        }
        return plates
    }

    @inline(__always)
    private static func contains(_ bits: [UInt64], _ amount: Int) -> Bool {
        bits[amount >> 6] & (1 << UInt64(amount & 63)) != 0
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var (a, b) = (abs(a), abs(b))
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
