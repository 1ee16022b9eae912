public import KheperCore

/// The render-context key for naming a linked exercise's muscles; none by default, so an exercise renders without
/// them.
public enum LinkedEntryMusclesKey: RenderContextKey {
    /// No lookup: no muscles are named.
    public static let defaultValue: LinkedEntryMuscles? = nil
}
