public import KheperCore

extension FieldType {
    /// Whole seconds, read as `90`, `1:30`, `2m`, `2m30s` or `1h 5m`.
    public static var duration: FieldType { .custom(DurationValueType()) }

    /// A load object `{"value": 100, "unit": "kg"}`, read as `100kg`, `225lb`, `bw`, `bw+10kg` or `75%`.
    public static var load: FieldType { .custom(LoadValueType()) }

    /// Metres, read as `400`, `400m` or `5km`.
    public static var distance: FieldType { .custom(DistanceValueType()) }
}

/// The value types this module declares, for a registry to know even when no kind's field uses them.
public enum Measures {
    /// Duration, load and distance.
    public static let valueTypes: [any FieldValueType] = [DurationValueType(), LoadValueType(), DistanceValueType()]
}
