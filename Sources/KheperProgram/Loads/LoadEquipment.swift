/// What a load goes on, which decides the loads that can be made.
public enum LoadEquipment: String, Sendable, Hashable, CaseIterable {
    /// A bar with pairs of plates, one of each pair a side.
    case barbell
    /// One dumbbell, from the profile's dumbbell steps.
    case dumbbell
    /// A machine's weight stack, from the profile's machine steps.
    case machine
}
