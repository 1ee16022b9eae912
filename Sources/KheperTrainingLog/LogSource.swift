/// The app a session was recorded in.
public enum LogSource: String, Sendable, Hashable, CaseIterable {
    /// Strong (strong.app).
    case strong
    /// Hevy (hevyapp.com).
    case hevy
    /// FitNotes (Android).
    case fitnotes
    /// Kheper itself.
    case kheper
}
