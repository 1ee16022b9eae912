/// The timing curve of an animation, as UIKit numbers them (`UIView.AnimationCurve` raw values); the keyboard's
/// own curve is 7, which has no named case in UIKit.
public struct AnimationCurve: RawRepresentable, Sendable, Hashable {
    /// The raw value, as in `keyboardAnimationCurveUserInfoKey`.
    public let rawValue: Int

    /// Wraps a raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Slow at both ends.
    public static let easeInOut = AnimationCurve(rawValue: 0)
    /// Slow at the start.
    public static let easeIn = AnimationCurve(rawValue: 1)
    /// Slow at the end.
    public static let easeOut = AnimationCurve(rawValue: 2)
    /// Even speed.
    public static let linear = AnimationCurve(rawValue: 3)
    /// The curve iOS keyboards use.
    public static let keyboard = AnimationCurve(rawValue: 7)
}
