public import KheperCore

/// A one-line summary of a declared block for one render target, such as `{name}[ — {seconds|duration}]`.
///
/// `{field}` writes a declared field's value, formatted by its type (a duration as `2:00`, a distance as
/// `400 m`); `{field|duration}`, `{field|clock}` and `{field|unit}` choose a format. A part in `[…]` is left out
/// when a field in it has no value. `{{`, `}}`, `[[` and `]]` write the bracket itself. Every value is escaped
/// for the target; the literal text is the kind author's own.
public struct SummaryTemplate: Sendable, Hashable {
    /// One piece of a template.
    public enum Part: Sendable, Hashable {
        /// Text written as it is.
        case literal(String)
        /// A field's value, formatted and then escaped for the target.
        case field(String, format: Format?)
        /// Parts left out together when a field among them has no value.
        case optional([Part])
    }

    /// How a placeholder writes its value, chosen after a `|`.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// Seconds as a short span: `40 s`, `2:00`.
        case duration
        /// Seconds as a clock: `0:40`, `2:00`.
        case clock
        /// The value followed by the field's unit: `120 s`.
        case unit
    }

    /// The pieces in order.
    public let parts: [Part]

    /// Reads a template, checking every placeholder against `fields`.
    ///
    /// - Throws: ``KindFileError`` at `path` for an unknown field or format, an unbalanced bracket or a control
    ///   character.
    init(parsing text: String, fields: [FieldSpec], file: String, at path: JSONPath) throws(KindFileError) {
        var parser = Parser(text: Array(text.unicodeScalars), fields: fields, file: file, path: path)
        parts = try parser.parse()
    }

    /// A template with the same placeholders whose literal text is passed through `escape`, so a text template
    /// can stand in for a Markdown or HTML one.
    func escapingLiterals(with escape: (String) -> String) -> SummaryTemplate {
        func map(_ parts: [Part]) -> [Part] {
            parts.map { part in
                switch part {
                case .literal(let text): .literal(escape(text))
                case .field: part
                case .optional(let inner): .optional(map(inner))
                }
            }
        }
        return SummaryTemplate(parts: map(parts))
    }

    private init(parts: [Part]) {
        self.parts = parts
    }

    /// The summary of `data`: literal text as written, each value formatted and passed through `escape`.
    public func render(_ data: JSONObject, fields: [FieldSpec], escape: (String) -> String) -> String {
        var output = ""
        for part in parts {
            output += Self.render(part, data, fields, escape) ?? ""
        }
        return output
    }

    /// One part's text, or `nil` when it names a field without a value.
    private static func render(
        _ part: Part, _ data: JSONObject, _ fields: [FieldSpec], _ escape: (String) -> String
    ) -> String? {
        switch part {
        case .literal(let text):
            return text
        case .field(let name, let format):
            guard let spec = fields[field: name], let value = data[name] ?? spec.defaultValue else { return nil }
            return escape(Self.text(of: value, spec: spec, format: format))
        case .optional(let inner):
            var output = ""
            for part in inner {
                guard let text = render(part, data, fields, escape) else { return "" }
                output += text
            }
            return output
        }
    }

    /// A value as a person reads it, by `format` or else by the field's type.
    static func text(of value: JSONValue, spec: FieldSpec, format: Format?) -> String {
        let seconds = value.numberValue?.int64Value.flatMap { Int(exactly: $0) }
        switch (format, spec.type, value) {
        case (nil, .custom(let valueType), _):
            return valueType.displayText(for: value, of: spec).map(Self.sanitized) ?? plain(value)
        case (.duration?, _, _):
            return seconds.map(DurationFormatter.span) ?? plain(value)
        case (.clock?, _, _):
            return seconds.map(DurationFormatter.clock) ?? plain(value)
        case (.unit?, _, _):
            return plain(value) + (spec.unit.map { " " + $0 } ?? "")
        default:
            return plain(value)
        }
    }

    /// Text as itself, numbers as written, anything else as JSON; line breaks become spaces.
    private static func plain(_ value: JSONValue) -> String {
        let text: String
        switch value {
        case .string(let string): text = string
        case .number(let number): text = number.literal
        default: text = value.description
        }
        return sanitized(text)
    }

    /// Text with each control character, such as a line break, replaced by a space.
    private static func sanitized(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
    }
}
