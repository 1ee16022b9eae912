import KheperCore

/// The rows `kheper kinds --fields` prints for a kind: each field, nested ones by their dotted path, with its type,
/// range, default and doc.
struct FieldListing {
    /// One row: path, type, range, default (or `required`) and doc.
    var rows: [[String]] = []

    /// Lists `fields`, with nested fields under `prefix`.
    init(_ fields: [FieldSpec], prefix: String = "") {
        for field in fields { add(field, path: prefix + field.name) }
    }

    private mutating func add(_ field: FieldSpec, path: String) {
        let defaultText = field.isRequired ? "required" : field.defaultValue.map(\.description) ?? "—"
        rows.append([path, Self.type(field), Self.range(field), defaultText, field.doc])
        switch field.type {
        case .object(let nested):
            rows += FieldListing(nested, prefix: path + ".").rows
        case .list(let element):
            if case .object(let nested) = element.type {
                rows += FieldListing(nested, prefix: path + ".N.").rows
            }
        default:
            break
        }
    }

    /// The type, with a choice's options: `choice (line, space)`.
    static func type(_ field: FieldSpec) -> String {
        if case .choice(let choices) = field.type { return "choice (\(choices.joined(separator: ", ")))" }
        if case .list(let element) = field.type { return "list of \(element.type.name)" }
        return field.type.name
    }

    /// The range, length or count with its unit, such as `0 to 3600 s`; `—` for none.
    static func range(_ field: FieldSpec) -> String {
        let unit = field.unit.map { " \($0)" } ?? ""
        if let range = field.range {
            let step = field.multipleOf.map { " in steps of \(FieldChecks.format($0))" } ?? ""
            return "\(FieldChecks.format(range.lowerBound)) to \(FieldChecks.format(range.upperBound))\(unit)\(step)"
        }
        if let length = field.length {
            return length.lowerBound == 0
                ? "at most \(length.upperBound) characters"
                : "\(length.lowerBound) to \(length.upperBound) characters"
        }
        if let count = field.count { return "\(count.lowerBound) to \(count.upperBound) entries" }
        return "—"
    }
}
