/// Normalised exercise names: the identity by which "Bench Press (Barbell)", "barbell bench press" and
/// "  Barbell   Bench Press " are one exercise, and through which "Bench Press" matches it.
///
/// The rules, in order:
/// 1. Leading and trailing white space goes, and every run of white space inside becomes one space.
/// 2. Letters are lowercased with Unicode's full mapping (`"STRASSE"` and `"Straße"` stay different words; names in
///    scripts without case, such as Chinese, Japanese, Korean or emoji, pass through unchanged).
/// 3. A trailing parenthesised equipment word moves to the front: `bench press (barbell)` → `barbell bench press`.
///    Other parenthesised text stays where it is: `pull up (neutral grip)`.
/// 4. Equipment is part of the identity: `dumbbell bench press` is not `barbell bench press`. A name without any
///    equipment word matches the ``defaultEquipment`` variant through ``candidateKeys(_:)`` only, so the store
///    decides whether to treat it as an alias.
public enum ExerciseName {
    /// The equipment a name without one is assumed to use when matching: barbell.
    public static let defaultEquipment = "barbell"

    /// Equipment words recognised in a trailing parenthesis, lowercased.
    public static let equipmentWords: Set<String> = [
        "barbell", "dumbbell", "machine", "cable", "kettlebell", "smith machine", "band", "bodyweight",
        "weighted", "assisted", "ez bar", "trap bar", "plate", "resistance band", "suspension",
    ]

    /// The normalised key of a name, by the rules above; an empty or blank name gives an empty key.
    public static func key(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace }).map { $0.lowercased() }
        var text = words.joined(separator: " ")
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return text }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        guard equipmentWords.contains(inside) else { return text }
        let base = text[..<open].split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        guard !base.isEmpty else { return text }
        text = base.hasPrefix(inside + " ") ? base : inside + " " + base
        return text
    }

    /// The keys a store may match a name on: its key first, then the key with the default equipment word removed
    /// (`barbell bench press` → `bench press`) or added (`bench press` → `barbell bench press`) when the name names
    /// no equipment.
    public static func candidateKeys(_ name: String) -> [String] {
        let key = key(name)
        guard !key.isEmpty else { return [key] }
        let prefix = defaultEquipment + " "
        if key.hasPrefix(prefix) { return [key, String(key.dropFirst(prefix.count))] }
        let namesEquipment = equipmentWords.contains { key.hasPrefix($0 + " ") || key.hasSuffix("(\($0))") }
        return namesEquipment ? [key] : [key, prefix + key]
    }
}
