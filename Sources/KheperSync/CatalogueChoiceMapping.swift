public import KheperCore
public import KheperTrainingLog

/// Turns the lifter's catalogue choices, as the training log keeps them, into the objects their change records
/// carry, and back.
///
/// An entry is `{"id", "name", "equipment" (when said), "primaryMuscles", "secondaryMuscles", "aliases"}`, and a
/// link `{"entry": id or null, "how": code}`.
public enum CatalogueChoiceMapping {
    /// The `putCustomEntry` object of `entry`.
    public static func object(for entry: CustomExerciseEntry) -> JSONObject {
        var object: JSONObject = ["id": .string(entry.id), "name": .string(entry.name)]
        if let equipment = entry.equipment { object["equipment"] = .string(equipment) }
        object["primaryMuscles"] = strings(entry.primaryMuscles)
        object["secondaryMuscles"] = strings(entry.secondaryMuscles)
        object["aliases"] = strings(entry.aliases)
        return object
    }

    /// The entry a `putCustomEntry` object describes, or `nil` when it has no string `id` and `name` or its lists
    /// hold other than strings; a list left out is empty, and members this version does not know are left out.
    public static func entry(from object: JSONObject) -> CustomExerciseEntry? {
        guard let id = object["id"]?.stringValue, !id.isEmpty, let name = object["name"]?.stringValue,
            let primary = strings(object["primaryMuscles"]), let secondary = strings(object["secondaryMuscles"]),
            let aliases = strings(object["aliases"])
        else { return nil }
        let equipment = object["equipment"]
        guard equipment == nil || equipment?.isNull == true || equipment?.stringValue != nil else { return nil }
        return CustomExerciseEntry(
            id: id, name: name, equipment: equipment?.stringValue, primaryMuscles: primary,
            secondaryMuscles: secondary, aliases: aliases)
    }

    /// The `linkExercise` object of `link`, `nil` for no stored link.
    public static func object(for link: ExerciseLink?) -> JSONObject? {
        link.map { ["entry": $0.entryID.map(JSONValue.string) ?? .null, "how": .string($0.how)] }
    }

    /// The link a `linkExercise` object describes, or `nil` for no stored link: a null object, or one without a
    /// string `how`.
    public static func link(from object: JSONObject?) -> ExerciseLink? {
        guard let object, let how = object["how"]?.stringValue else { return nil }
        return ExerciseLink(entryID: object["entry"]?.stringValue, how: how)
    }

    private static func strings(_ values: [String]) -> JSONValue {
        .array(values.map(JSONValue.string))
    }

    /// The strings of an array value, `[]` when it is missing, or `nil` when it holds anything else.
    private static func strings(_ value: JSONValue?) -> [String]? {
        guard let value, !value.isNull else { return [] }
        guard let array = value.arrayValue else { return nil }
        let strings = array.compactMap(\.stringValue)
        return strings.count == array.count ? strings : nil
    }
}
