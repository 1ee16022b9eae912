import KheperCore

/// Reads the shorthand of a declared kind: `FIELD=VALUE` pairs, such as `name=Hip openers seconds=2m`, each value
/// read by its field's spec, as `kheper set` reads it.
///
/// A word that starts with a declared field's name and `=` starts a pair; any other word belongs to the value
/// before it, so text values need no quotes. One pair of double quotes around a value is removed.
struct DeclaredShorthand {
    let kind: BlockKind
    let version: Int
    let fields: [FieldSpec]

    /// Reads `line` into a block, refusing unknown fields, unreadable values, missing required fields and values
    /// outside their declared bounds.
    func parse(_ line: String) throws(ShorthandError) -> DeclaredBlock {
        var pairs: [(name: String, words: [Substring])] = []
        for word in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if let equals = word.firstIndex(of: "="), fields[field: String(word[..<equals])] != nil {
                pairs.append((String(word[..<equals]), [word[word.index(after: equals)...]]))
            } else if !pairs.isEmpty {
                pairs[pairs.count - 1].words.append(word)
            } else {
                throw .unreadable(String(word), expected: "FIELD=VALUE, with FIELD one of: \(fieldNames)")
            }
        }
        var data = JSONObject()
        for (name, words) in pairs {
            guard let spec = fields[field: name] else { continue }
            var text = words.joined(separator: " ")
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
                text = String(text.dropFirst().dropLast())
            }
            do {
                data[name] = try spec.parse(text)
            } catch {
                throw ShorthandError(.invalidValue, token: "\(name)=\(text)", error.message)
            }
        }
        for spec in fields where spec.isRequired && data[spec.name] == nil {
            throw ShorthandError(
                .invalidValue, token: nil, "\(JSONValue.string(spec.name)) is required; add \(spec.name)=VALUE")
        }
        if let problem = fields.diagnostics(for: .object(data)).first(where: { $0.severity == .error }) {
            throw ShorthandError(.invalidValue, token: nil, problem.message)
        }
        return DeclaredBlock(kind: kind, version: version, data: data)
    }

    private var fieldNames: String { fields.map(\.name).joined(separator: ", ") }
}
