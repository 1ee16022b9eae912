extension ExerciseCatalogue {
    /// The entries whose name holds every word of `query` (in any case and order, each word as the start of one of
    /// the name's words), that train `muscle` (as a primary or secondary muscle) and use `equipment`, when given;
    /// sorted by name. An empty query finds every entry the filters let through.
    public func search(_ query: String, muscle: Muscle? = nil, equipment: Equipment? = nil) -> [CatalogueEntry] {
        search(query, muscle: muscle, anyOf: equipment.map { [$0] })
    }

    /// The entries ``search(_:muscle:equipment:)`` finds, with the equipment narrowed to any of a set: an entry is
    /// kept when it uses one of `equipment` (an entry that records none is then left out); `nil` keeps every entry.
    public func search(_ query: String, muscle: Muscle? = nil, anyOf equipment: Set<Equipment>?) -> [CatalogueEntry] {
        let wanted = Self.words(query)
        return nameOrder.compactMap { position in
            let entry = entries[position]
            if let equipment {
                guard let used = entry.equipment, equipment.contains(used) else { return nil }
            }
            if let muscle, !entry.primaryMuscles.contains(muscle), !entry.secondaryMuscles.contains(muscle) {
                return nil
            }
            let words = nameWords[position]
            return wanted.allSatisfy { word in words.contains { $0.hasPrefix(word) } } ? entry : nil
        }
    }

    /// The lowercased runs of letters and digits in `text`: the words `search` and `ExerciseNameSuggester` match.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
