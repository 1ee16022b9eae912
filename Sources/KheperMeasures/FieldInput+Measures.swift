public import KheperForms

extension FieldInput {
    /// A duration field that reads `1:30` or `2m`.
    public static let duration = Self(rawValue: "duration")

    /// A load field that reads `100kg` or `bw+10kg`.
    public static let load = Self(rawValue: "load")
}
