extension ExerciseCatalogue {
    /// The longest name or alias a lifter's entry may have, in characters.
    public static let maximumNameLength = 100

    /// This catalogue with the lifter's own entries added after its own, each checked first: its id must be
    /// free, its name must name a movement and read unlike every other entry's, its muscles and equipment must be
    /// the catalogue's, and a name or alias that states equipment must state the entry's. Its aliases become known
    /// spellings of it (``customAliases``), tried before any other. Nothing is read again: the entries, words and
    /// order already computed are kept and the additions merged in.
    /// - Throws: ``CatalogueAdditionError`` for the first addition refused, naming the field, the value and what was
    ///   expected.
    public func extended(with additions: [CatalogueAddition]) throws(CatalogueAdditionError) -> ExerciseCatalogue {
        guard !additions.isEmpty else { return self }
        var entries = self.entries
        var indexByID = self.indexByID
        var nameWords = self.nameWords
        var customIDs = self.customIDs
        var customAliases = self.customAliases
        var namesTaken = idByNameKey
        for addition in additions {
            let (entry, key) = try Self.entry(for: addition, namesTaken: namesTaken, idsTaken: indexByID)
            indexByID[entry.id] = entries.count
            namesTaken[key] = entry.id
            entries.append(entry)
            nameWords.append(Self.words(entry.name))
            customIDs.insert(entry.id)
            customAliases += try Self.aliases(of: addition, entry: entry)
        }
        let added = (self.entries.count..<entries.count).sorted {
            (entries[$0].name, entries[$0].id) < (entries[$1].name, entries[$1].id)
        }
        return ExerciseCatalogue(
            entries: entries, indexByID: indexByID, nameWords: nameWords,
            nameOrder: Self.merge(nameOrder, added, of: entries), idByNameKey: namesTaken, customIDs: customIDs,
            customAliases: customAliases)
    }

    /// Whether the entry with the given id is one of the lifter's own, added by ``extended(with:)``.
    public func isCustom(id: String) -> Bool { customIDs.contains(id) }

    /// The id a lifter's entry named `name` gets: `custom-` and the name's words, lowercased, joined by `-`
    /// (`Landmine Press (Barbell)` → `custom-landmine-press-barbell`).
    public static func customID(forName name: String) -> String {
        let slug = name.lowercased().unicodeScalars
            .split { !(("a"..."z").contains($0) || ("0"..."9").contains($0)) }
            .map { String(String.UnicodeScalarView($0)) }
        return (["custom"] + slug).joined(separator: "-")
    }

    /// The entry `addition` describes, checked against the names and ids already taken, and its name's key.
    private static func entry(
        for addition: CatalogueAddition, namesTaken: [ExerciseNameKey: String], idsTaken: [String: Int]
    ) throws(CatalogueAdditionError) -> (entry: CatalogueEntry, key: ExerciseNameKey) {
        let id = addition.id
        let idCharacters = id.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_" || $0 == "-"
        }
        guard !id.isEmpty, idCharacters else {
            throw CatalogueAdditionError(
                .invalidID, "id is \(quoted(id)); expected letters, digits, \"_\" and \"-\", at least one")
        }
        guard idsTaken[id] == nil else {
            throw CatalogueAdditionError(
                .idTaken, "id is \(quoted(id)), which is already an entry's; expected an id no entry has")
        }
        let key = try checkedName(addition.name, field: "name", code: .invalidName)
        if let other = namesTaken[key] {
            throw CatalogueAdditionError(
                .nameTaken,
                "name is \(quoted(addition.name)), which reads as the same as entry \(other)'s name; expected a "
                    + "name that tells it apart (an alias can still spell it so)")
        }
        let equipment = try equipmentValue(addition.equipment)
        try checkStated(key, field: "name", value: addition.name, against: equipment)
        guard !addition.primaryMuscles.isEmpty else {
            throw CatalogueAdditionError(
                .invalidMuscle, "primary muscles is empty; expected at least one of \(muscleNames)")
        }
        let entry = CatalogueEntry(
            id: id, name: addition.name.trimmingSpaces, equipment: equipment,
            primaryMuscles: try muscles(addition.primaryMuscles, field: "primary muscle"),
            secondaryMuscles: try muscles(addition.secondaryMuscles, field: "secondary muscle"),
            category: .strength, level: .beginner, mechanic: nil, force: nil, instructions: [])
        return (entry, key)
    }

    /// The aliases of `addition`, each checked, as known spellings of `entry`.
    private static func aliases(of addition: CatalogueAddition, entry: CatalogueEntry)
        throws(CatalogueAdditionError) -> [ExerciseAlias]
    {
        var found: [ExerciseAlias] = []
        for alias in addition.aliases {
            let key = try checkedName(alias, field: "alias", code: .invalidAlias)
            try checkStated(key, field: "alias", value: alias, against: entry.equipment, name: entry.name)
            found.append(
                ExerciseAlias(alias.trimmingSpaces, entry.id, "the lifter's own spelling"))
        }
        return found
    }

    /// The key of a name or alias that is not empty, not too long, holds no control character, names a movement and
    /// states at most one kind of equipment.
    private static func checkedName(_ text: String, field: String, code: CatalogueAdditionError.Code)
        throws(CatalogueAdditionError) -> ExerciseNameKey
    {
        let trimmed = text.trimmingSpaces
        let key = ExerciseNameKey(trimmed)
        guard !trimmed.isEmpty, trimmed.count <= maximumNameLength,
            !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
            !key.movement.isEmpty, !key.statesSeveralEquipment
        else {
            throw CatalogueAdditionError(
                code,
                "\(field) is \(quoted(text)); expected an exercise's name of at most \(maximumNameLength) characters, "
                    + "without control characters, naming a movement and at most one kind of equipment")
        }
        return key
    }

    /// Refuses a name or alias whose stated equipment is not the entry's: equipment is identity, so a dumbbell
    /// entry never takes a barbell name. With no equipment recorded, an alias must state what the name states.
    private static func checkStated(
        _ key: ExerciseNameKey, field: String, value: String, against equipment: Equipment?, name: String? = nil
    ) throws(CatalogueAdditionError) {
        guard let stated = key.equipment else { return }
        let fits =
            if let equipment { stated.filedUnder == equipment } else {
                name.map { ExerciseNameKey($0).equipment == stated } ?? true
            }
        guard !fits else { return }
        let expected = equipment.map { "the entry's equipment, \($0.rawValue)" } ?? "the equipment its name states"
        throw CatalogueAdditionError(
            .invalidEquipment,
            "\(field) is \(quoted(value)), which states \(stated.filedUnder.rawValue) equipment; expected none or "
                + expected)
    }

    /// The catalogue's equipment named `value`, or `nil` for none.
    private static func equipmentValue(_ value: String?) throws(CatalogueAdditionError) -> Equipment? {
        guard let value else { return nil }
        guard let equipment = Equipment(rawValue: value) else {
            throw CatalogueAdditionError(
                .invalidEquipment,
                "equipment is \(quoted(value)); expected one of "
                    + Equipment.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return equipment
    }

    /// The catalogue's muscles named in `values`, each once, in order.
    private static func muscles(_ values: [String], field: String) throws(CatalogueAdditionError) -> [Muscle] {
        var found: [Muscle] = []
        for value in values {
            guard let muscle = Muscle(rawValue: value) else {
                throw CatalogueAdditionError(
                    .invalidMuscle, "\(field) is \(quoted(value)); expected one of \(muscleNames)")
            }
            if !found.contains(muscle) { found.append(muscle) }
        }
        return found
    }

    /// Every muscle's name, as the refusals list them.
    private static var muscleNames: String { Muscle.allCases.map(\.rawValue).joined(separator: ", ") }

    /// `text` in double quotes, as refusals name a value.
    private static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// Two lists of positions in `entries`, each in search order, merged into one.
    private static func merge(_ first: [Int], _ second: [Int], of entries: [CatalogueEntry]) -> [Int] {
        var merged: [Int] = []
        merged.reserveCapacity(first.count + second.count)
        var (left, right) = (0, 0)
        while left < first.count, right < second.count {
            let (a, b) = (entries[first[left]], entries[second[right]])
            if (b.name, b.id) < (a.name, a.id) {
                merged.append(second[right])
                right += 1
            } else {
                merged.append(first[left])
                left += 1
            }
        }
        return merged + first[left...] + second[right...]
    }
}

extension String {
    /// The text without the spaces and tabs it begins and ends with; cheaper than Foundation's trimming, which each
    /// command that reads a store's entries runs on every name.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
