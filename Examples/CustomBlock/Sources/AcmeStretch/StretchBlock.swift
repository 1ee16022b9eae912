public import KheperCore

/// A stretch held for a time on each side, optionally with a resistance band: Acme's own block kind.
///
/// Third-party kinds are namespaced (`acme/stretch`) so they never clash with a built-in kind. Fields with a
/// default are stored as optionals so a round trip writes back exactly what was read.
public struct StretchBlock: Block {
    /// `acme/stretch`.
    public static let kind: BlockKind = "acme/stretch"

    /// What to stretch, such as "Hamstring".
    public var name: String

    /// How long to hold each side, in seconds.
    public var hold: Int

    /// How many sides, 1 or 2, as written; `nil` means 2.
    public var sides: Int?

    /// The band, as written; `nil` means ``Band/none``.
    public var band: Band?

    /// The sides in effect: the stored number, or 2.
    public var resolvedSides: Int { sides ?? 2 }

    /// The band in effect: the stored one, or ``Band/none``.
    public var resolvedBand: Band { band ?? .none }

    /// Seconds from start to finish: the hold times the sides.
    public var totalSeconds: Int { hold * resolvedSides }

    /// Creates a stretch; leave `sides` and `band` `nil` for the defaults, two sides and no band.
    public init(name: String, hold: Int, sides: Int? = nil, band: Band? = nil) {
        self.name = name
        self.hold = hold
        self.sides = sides
        self.band = band
    }
}
