/// A sorted list of disjoint scalar ranges, searched by bisection.
struct RangeTable: Sendable {
    private let ranges: [ClosedRange<UInt32>]

    /// A table of `ranges`, which must be sorted and disjoint.
    init(_ ranges: [ClosedRange<UInt32>]) {
        precondition(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
        self.ranges = ranges
    }

    /// Whether a range holds `value`.
    func contains(_ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else if ranges[middle].lowerBound > value {
                high = middle
            } else {
                return true
            }
        }
        return false
    }
}
