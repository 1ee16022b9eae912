/// Plates of one weight a lifter owns: the weight of one plate, in the profile's unit, and how many plates there are.
/// Plates go on a barbell in pairs, one a side, so the count is even.
public struct PlateStock: Sendable, Hashable {
    /// The weight of one plate, in the profile's unit.
    public let weight: Double
    /// How many plates of this weight there are (an even number: half go on each side at most).
    public let count: Int

    /// Plates of one weight; the profile that holds them checks them (``EquipmentProfile/init(unit:bar:plates:dumbbells:machine:)``).
    public init(weight: Double, count: Int) {
        self.weight = weight
        self.count = count
    }

    /// How many can go on each side of a bar.
    public var pairs: Int { count / 2 }
}
