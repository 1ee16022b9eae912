/// How many repetitions a prescribed set asks for: a fixed count, a range, or as many as possible from a minimum.
public enum RepTarget: Sendable, Hashable {
    /// Exactly this many reps, written `5`.
    case exactly(Int)
    /// Anywhere inside the range, written `8-12`; the bottom is what the set must reach.
    case range(ClosedRange<Int>)
    /// As many reps as possible, at least this many (AMRAP), written `5+`.
    case atLeast(Int)

    /// The fewest reps that meet the target.
    public var minimum: Int {
        switch self {
        case .exactly(let reps), .atLeast(let reps): reps
        case .range(let range): range.lowerBound
        }
    }

    /// Whether `reps` done meet the target: at least its ``minimum``.
    public func isMet(by reps: Int) -> Bool { reps >= minimum }

    /// The target as the shorthand writes it: `5`, `8-12` or `5+`.
    public var text: String {
        switch self {
        case .exactly(let reps): "\(reps)"
        case .range(let range): "\(range.lowerBound)-\(range.upperBound)"
        case .atLeast(let reps): "\(reps)+"
        }
    }

    /// Reads `5`, `8-12` or `5+`; `nil` for anything else, a count below 1 or a range whose bottom is above its top.
    public init?(text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 2 {
            guard let low = Int(parts[0]), let high = Int(parts[1]), low >= 1, low <= high else { return nil }
            self = .range(low...high)
        } else if text.hasSuffix("+") {
            guard let reps = Int(text.dropLast()), reps >= 1 else { return nil }
            self = .atLeast(reps)
        } else {
            guard let reps = Int(text), reps >= 1 else { return nil }
            self = .exactly(reps)
        }
    }
}
