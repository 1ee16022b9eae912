/// The app whose export a file is.
public enum LogFormat: String, Sendable, Hashable, CaseIterable {
    /// Strong (strong.app) in any of its layouts.
    case strong
    /// Hevy.
    case hevy
    /// FitNotes.
    case fitnotes
}
