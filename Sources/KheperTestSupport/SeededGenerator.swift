/// A deterministic random number generator (SplitMix64) for reproducible property tests.
///
/// Tests take a list of fixed seeds and print the seed of a failing case so it can be replayed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The seed the generator started from.
    public let seed: UInt64

    private var state: UInt64

    /// Creates a generator whose sequence is fully determined by `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        self.state = seed
    }

    /// Returns the next pseudo-random 64-bit value.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
