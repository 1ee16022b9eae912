/// Normalised exercise names: the identity by which "Bench Press (Barbell)", "barbell bench press" and
/// "  Barbell   Bench Press " are one exercise, and through which "Bench Press" matches it.
///
/// The rules, in order:
/// 1. Hyphens, dashes and underscores separate words as a space does (`Pull-up` is `pull up`), and apostrophes go
///    (`Farmer's Walk` is `farmers walk`).
/// 2. Leading and trailing white space goes, and every run of white space inside becomes one space.
/// 3. Letters are lowercased with Unicode's full mapping (`"STRASSE"` and `"Straße"` stay different words; names in
///    scripts without case, such as Chinese, Japanese, Korean or emoji, pass through unchanged).
/// 4. A trailing parenthesised equipment word moves to the front: `bench press (barbell)` → `barbell bench press`.
///    Other parenthesised text stays where it is: `pull up (neutral grip)`.
/// 5. Equipment is part of the identity: `dumbbell bench press` is not `barbell bench press`, and a name without
///    any equipment word is not the ``defaultEquipment`` variant either: an app's `Triceps Extension` and
///    `Triceps Extension (Barbell)` are two exercises. Only a name a person types to find an exercise, or plans in
///    a workout, may reach the ``defaultEquipment`` variant, through ``candidateKeys(_:)`` (see
///    ``resolutionKeys(_:source:)``), and what finds it that way says so.
public enum ExerciseName {
    /// The equipment a name without one is assumed to use when matching: barbell.
    public static let defaultEquipment = "barbell"

    /// Equipment words recognised in a trailing parenthesis, lowercased.
    public static let equipmentWords: Set<String> = [
        "barbell", "dumbbell", "machine", "cable", "kettlebell", "smith machine", "band", "bodyweight",
        "weighted", "assisted", "ez bar", "trap bar", "plate", "resistance band", "suspension",
    ]

    /// Characters that separate words as a space does: the hyphens and dashes of Unicode's dash punctuation that
    /// names use, and the underscore.
    static let wordSeparators: Set<Character> = ["-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "_"]

    /// Characters a key leaves out: the apostrophes.
    static let ignoredCharacters: Set<Character> = ["'", "\u{2019}"]

    /// The normalised key of a name, by the rules above; an empty or blank name gives an empty key.
    public static func key(_ name: String) -> String {
        let words = name.filter { !ignoredCharacters.contains($0) }
            .split(whereSeparator: { $0.isWhitespace || wordSeparators.contains($0) }).map { $0.lowercased() }
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

    /// The alias key of one spelling exactly as written: a tab, then the name without its outer white space. No
    /// ``key(_:)`` holds a tab, so a spelling key never meets a normalised one; `kheper exercises split` gives a
    /// spelling whose normalised key stays with another exercise (`Pull-up` of `Pull Up`) an exercise of its own so.
    public static func spellingKey(_ name: String) -> String {
        let start = name.firstIndex { !$0.isWhitespace } ?? name.endIndex
        let end = name.lastIndex { !$0.isWhitespace }.map { name.index(after: $0) } ?? name.endIndex
        return "\t" + (start < end ? name[start..<end] : "")
    }

    /// The spelling an alias key holds when it is a ``spellingKey(_:)``, else nil.
    public static func spelling(ofKey key: String) -> String? {
        key.hasPrefix("\t") ? String(key.dropFirst()) : nil
    }

    /// The alias keys a name recorded by `source` is looked up by, in order: its ``spellingKey(_:)``, which a split
    /// spelling alone has, then its ``resolutionKeys(_:source:)``.
    public static func lookupKeys(_ name: String, source: LogSource) -> [String] {
        [spellingKey(name)] + resolutionKeys(name, source: source)
    }

    /// The keys a recorded name of `source` joins an exercise by: for a session Kheper logged from a plan, the
    /// name's ``candidateKeys(_:)``, so a plan's `Bench Press` logs to the `Bench Press (Barbell)` whose history
    /// the play showed; for an app's export, the name's ``key(_:)`` alone, as each name the app wrote is an
    /// exercise of its own catalogue.
    public static func resolutionKeys(_ name: String, source: LogSource) -> [String] {
        source == .kheper ? candidateKeys(name) : [key(name)]
    }
}
