/// How a scroll command moves the content.
public enum ScrollAnimation: Sendable, Hashable {
    /// At once, without animation.
    case immediate
    /// Alongside the keyboard, with its duration (seconds) and curve.
    case keyboard(duration: Double, curve: AnimationCurve)
}
