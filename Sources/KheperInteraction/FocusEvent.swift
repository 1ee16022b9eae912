/// One input to a ``FocusScrollController``: a focus change or a keyboard notification.
public enum FocusEvent: Sendable, Hashable {
    /// A field took focus: the call every editable field makes.
    case focus(FieldID)
    /// The keyboard will appear or change size, ending at `frame`, animated with `duration` and `curve`.
    case keyboardWillShow(KeyboardFrame, duration: Double, curve: AnimationCurve)
    /// The keyboard finished appearing at `frame`.
    case keyboardDidShow(KeyboardFrame)
    /// The keyboard will disappear, animated with `duration` and `curve`.
    case keyboardWillHide(duration: Double, curve: AnimationCurve)
    /// The keyboard finished disappearing.
    case keyboardDidHide
}
