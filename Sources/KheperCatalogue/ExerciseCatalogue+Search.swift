extension ExerciseCatalogue {
    /// The entries whose name holds every word of `query` (in any case and order, each word as the start of one of
    /// the name's words), that train `muscle` (as a primary or secondary muscle) and use `equipment`, when given;
    /// sorted by name. An empty query finds every entry the filters let through.
    public func search(_ query: String, muscle: Muscle? = nil, equipment: Equipment? = nil) -> [CatalogueEntry] {
        let wanted = Self.words(query)
        return entries.filter { entry in
            if let equipment, entry.equipment != equipment { return false }
            if let muscle, !entry.primaryMuscles.contains(muscle), !entry.secondaryMuscles.contains(muscle) {
                return false
            }
            let words = Self.words(entry.name)
            return wanted.allSatisfy { word in words.contains { $0.hasPrefix(word) } }
        }
        .sorted { ($0.name, $0.id) < ($1.name, $1.id) }
    }

    /// The lowercased runs of letters and digits in `text`: the words `search` and `ExerciseNameSuggester` match.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
