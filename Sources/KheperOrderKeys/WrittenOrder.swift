/// Siblings placed by the order keys they were written with: which order they take, a valid key for each, and what
/// had to be repaired on the way.
///
/// When every written key is valid and distinct, the keys decide the order. Otherwise the written order stands,
/// valid keys that increase along it are kept, and the rest get fresh keys between their kept neighbours, so
/// nothing is lost and as few keys as possible change. A key longer than ``OrderKey/maximumLength`` is not valid.
public struct WrittenOrder: Sendable, Hashable {
    /// What was wrong with one written key, which was replaced.
    public enum Repair: Sendable, Hashable {
        /// The key at `index` could not be read as a key, or is longer than ``OrderKey/maximumLength``.
        case malformed(index: Int, OrderKeyError)
        /// The key at `index` does not sort after the kept key of an earlier sibling.
        case outOfSequence(index: Int, key: OrderKey, previous: OrderKey)
    }

    /// The indices of the siblings in the order they take.
    public let order: [Int]

    /// The key of each sibling, by its written index.
    public let keys: [OrderKey]

    /// The keys that were replaced, with why.
    public let repairs: [Repair]

    /// Whether valid, distinct keys put the siblings in an order other than the written one.
    public let wasResorted: Bool

    /// Places siblings written in this order with these keys (`nil` where none was written).
    public init(written: [String?]) {
        var repairs: [Repair] = []
        let parsed: [OrderKey?] = written.enumerated().map { index, text in
            guard let text else { return nil }
            do throws(OrderKeyError) {
                let key = try OrderKey(text)
                guard key.isWithinMaximumLength else { throw .tooLong(text) }
                return key
            } catch {
                repairs.append(.malformed(index: index, error))
                return nil
            }
        }
        let valid = parsed.compactMap { $0 }
        if valid.count == parsed.count && Set(valid).count == valid.count {
            order = valid.indices.sorted { valid[$0] < valid[$1] }
            (keys, self.repairs, wasResorted) = (valid, repairs, order != Array(valid.indices))
            return
        }
        var kept = [Bool](repeating: false, count: parsed.count)
        var last: OrderKey?
        for (index, key) in parsed.enumerated() {
            guard let key else { continue }
            if let previous = last, previous >= key {
                repairs.append(.outOfSequence(index: index, key: key, previous: previous))
            } else {
                kept[index] = true
                last = key
            }
        }
        var result: [OrderKey] = []
        result.reserveCapacity(parsed.count)
        var index = 0
        while index < parsed.count {
            if kept[index], let key = parsed[index] {
                result.append(key)
                index += 1
                continue
            }
            var end = index
            while end < parsed.count && !kept[end] { end += 1 }
            let upper = end < parsed.count ? parsed[end] : nil
            // Always succeeds: the kept keys increase, and keys can always be made between two keys.
            result += (try? OrderKey.keys(between: result.last, upper, count: end - index)) ?? []
            index = end
        }
        (order, keys, self.repairs, wasResorted) = (Array(parsed.indices), result, repairs, false)
    }
}
