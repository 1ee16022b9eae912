/// How a store links the exercises an import creates: a function from a name, as recorded, to its link.
///
/// The host builds it from the exercise catalogue's matcher (the log knows no catalogue) and hands it to an
/// import's writer (``TrainingLogImport/linker``). A new name whose link names an entry an exercise already links
/// to joins that exercise, with the name's key as an alias, as a name spelt otherwise joins by its key: `Pull-up`
/// and `Pull Up` are one lift when both resolve to one entry. A name whose link names no entry, or an entry no
/// exercise links to, becomes a new exercise with that link stored.
public struct ExerciseLinker: Sendable {
    private let resolve: @Sendable (String) -> ExerciseLink

    /// Creates a linker that links a name as `resolve` says.
    public init(_ resolve: @escaping @Sendable (String) -> ExerciseLink) {
        self.resolve = resolve
    }

    /// The link of the name `name`.
    public func link(_ name: String) -> ExerciseLink {
        resolve(name)
    }
}
