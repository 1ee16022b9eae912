/// Loads that come in even steps, as a rack of dumbbells or a machine's weight stack: from the lightest to the
/// heaviest, every `step`, in the profile's unit. A dumbbell's load is one dumbbell's, as logs record it.
public struct LoadSteps: Sendable, Hashable {
    /// The lightest load.
    public let lightest: Double
    /// The difference between one load and the next.
    public let step: Double
    /// The heaviest load: the lightest plus a whole number of steps.
    public let heaviest: Double

    /// Steps from `lightest` to `heaviest` every `step`; the profile that holds them checks them
    /// (``EquipmentProfile/init(unit:bar:plates:dumbbells:machine:)``).
    public init(lightest: Double, step: Double, heaviest: Double) {
        self.lightest = lightest
        self.step = step
        self.heaviest = heaviest
    }
}
