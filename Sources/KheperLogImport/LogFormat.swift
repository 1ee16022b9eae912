/// The app whose export a file is.
public enum LogFormat: String, Sendable, Hashable, CaseIterable {
    /// Strong (strong.app) in any of its layouts.
    case strong
    /// Hevy.
    case hevy
    /// FitNotes.
    case fitnotes
}

extension LogFormat {
    /// Every header the app's exports may carry, in the app's order; a header row naming anything else, or one of
    /// these twice, is refused (`import.unknown-column`, `import.repeated-column`).
    public var columnHeaders: [String] {
        switch self {
        case .strong: StrongColumn.expectedHeaders
        case .hevy: HevyColumn.expectedHeaders
        case .fitnotes: FitNotesColumn.expectedHeaders
        }
    }
}
