extension ExerciseCatalogue {
    /// The rule ``alternatives(to:equipment:)`` follows, in words for a person (a command's help states it).
    public static let alternativesRule = """
        An alternative trains at least one of the exercise's primary muscles with the same mechanic (compound or \
        isolation); a stretch is an alternative only to a stretch. With equipment given, only entries done with one \
        of it count. Ranked: the same primary muscles exactly first, then the most primary muscles shared; then the \
        same force (push, pull or static), then the same category, then by name.
        """

    /// The entries that could stand in for `entry`: they train at least one of its primary muscles, with the same
    /// ``Mechanic`` (an entry that records none is an alternative only to another that records none), stretches only
    /// for stretches, done with one of `equipment` when it is given (an entry that records no equipment is then left
    /// out). `entry` itself is never among them.
    ///
    /// Ranked as ``alternativesRule`` says: the same primary muscles exactly first, then the most primary muscles
    /// shared, then the same ``Force``, then the same ``ExerciseCategory``, then by name and id.
    public func alternatives(to entry: CatalogueEntry, equipment: Set<Equipment>? = nil) -> [CatalogueEntry] {
        let muscles = Set(entry.primaryMuscles)
        let isStretch = entry.category == .stretching
        let candidates = entries.filter { candidate in
            guard candidate.id != entry.id, candidate.mechanic == entry.mechanic,
                (candidate.category == .stretching) == isStretch
            else { return false }
            if let equipment {
                guard let used = candidate.equipment, equipment.contains(used) else { return false }
            }
            return !muscles.isDisjoint(with: candidate.primaryMuscles)
        }
        let ranked = candidates.map { candidate in
            let primary = Set(candidate.primaryMuscles)
            let rank = AlternativeRank(
                sameMuscles: primary == muscles, sharedMuscles: primary.intersection(muscles).count,
                sameForce: candidate.force == entry.force, sameCategory: candidate.category == entry.category,
                name: candidate.name, id: candidate.id)
            return (rank, candidate)
        }
        return ranked.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

/// How well a candidate stands in for an exercise; a smaller rank comes first.
private struct AlternativeRank: Comparable {
    let sameMuscles: Bool
    let sharedMuscles: Int
    let sameForce: Bool
    let sameCategory: Bool
    let name: String
    let id: String

    static func < (lhs: AlternativeRank, rhs: AlternativeRank) -> Bool {
        if lhs.sameMuscles != rhs.sameMuscles { return lhs.sameMuscles }
        if lhs.sharedMuscles != rhs.sharedMuscles { return lhs.sharedMuscles > rhs.sharedMuscles }
        if lhs.sameForce != rhs.sameForce { return lhs.sameForce }
        if lhs.sameCategory != rhs.sameCategory { return lhs.sameCategory }
        return (lhs.name, lhs.id) < (rhs.name, rhs.id)
    }
}
