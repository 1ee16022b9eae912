import Foundation

/// The exercise catalogue: every entry, in the catalogue's order, with lookup by id. An immutable value, built once
/// and handed to whoever needs it; ``bundled`` is the Free Exercise DB shipped with Kheper.
public struct ExerciseCatalogue: Sendable {
    /// Every entry, in the order the catalogue lists them.
    public let entries: [CatalogueEntry]
    /// The position in ``entries`` of each id; where two entries share an id, the first's.
    let indexByID: [String: Int]
    /// Each entry's name as search reads it, its lowercased words, by position in ``entries``; read once here so a
    /// search compares words and splits no name.
    let nameWords: [[String]]
    /// The positions in ``entries`` in the order search lists them: by name, then id.
    let nameOrder: [Int]
    /// The entry each name key is the name of (the first, where several share one), so ``extended(with:)`` refuses a
    /// name that reads as another's without reading every name again.
    let idByNameKey: [ExerciseNameKey: String]
    /// The ids of the lifter's own entries, added by ``extended(with:)``.
    let customIDs: Set<String>
    /// The spellings the lifter gave their own entries, which ``ExerciseMatcher`` tries before any other alias.
    public let customAliases: [ExerciseAlias]

    /// Creates a catalogue of the given entries; where two share an id, lookup finds the first.
    public init(entries: [CatalogueEntry]) {
        self.entries = entries
        var index: [String: Int] = [:]
        for (position, entry) in entries.enumerated() where index[entry.id] == nil {
            index[entry.id] = position
        }
        indexByID = index
        nameWords = entries.map { Self.words($0.name) }
        nameOrder = entries.indices.sorted { (entries[$0].name, entries[$0].id) < (entries[$1].name, entries[$1].id) }
        idByNameKey = Dictionary(
            entries.map { (ExerciseNameKey($0.name), $0.id) }, uniquingKeysWith: { first, _ in first })
        customIDs = []
        customAliases = []
    }

    /// A catalogue from already computed parts, for ``extended(with:)``, which reads no entry twice.
    init(
        entries: [CatalogueEntry], indexByID: [String: Int], nameWords: [[String]], nameOrder: [Int],
        idByNameKey: [ExerciseNameKey: String], customIDs: Set<String>, customAliases: [ExerciseAlias]
    ) {
        self.idByNameKey = idByNameKey
        self.entries = entries
        self.indexByID = indexByID
        self.nameWords = nameWords
        self.nameOrder = nameOrder
        self.customIDs = customIDs
        self.customAliases = customAliases
    }

    /// The entry with the given id, or `nil` if the catalogue has none.
    public func entry(id: String) -> CatalogueEntry? {
        indexByID[id].map { entries[$0] }
    }

    /// The catalogue shipped with Kheper (the Free Exercise DB, 873 entries), read once from the module's bundle.
    public static let bundled: ExerciseCatalogue = {
        guard
            let url = Bundle.module.url(forResource: "exercises", withExtension: "json", subdirectory: "Resources"),
            let data = try? Data(contentsOf: url),
            let entries = try? JSONDecoder().decode([CatalogueEntry].self, from: data)
        else {
            preconditionFailure("The bundled exercise catalogue (Resources/exercises.json) is missing or unreadable.")
        }
        return ExerciseCatalogue(entries: entries)
    }()
}
