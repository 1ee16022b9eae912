extension FuzzProperty {
    /// Every property with an entry point in `Fuzz/`, by target name.
    public static let all: [FuzzProperty] = [
        .documentRoundTrip, .shorthand, .fieldChange, .trainingLogImport, .logImportHeader,
    ]

    /// The property of the target named `name`, if there is one.
    public static func named(_ name: String) -> FuzzProperty? {
        all.first { $0.name == name }
    }
}
