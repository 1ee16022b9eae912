import Kheper
public import KheperCore
import KheperKindFiles

/// The field cases: a field spec, as a kind file declares it, and the text a person types, then the JSON value it
/// reads as or the error code; and how each is run.
public enum FieldCases {
    /// Reads the text with the field's spec.
    ///
    /// - Throws: ``ConformanceError`` when the input lacks `field` or `text`.
    public static func evaluate(_ operation: String, _ input: JSONValue) throws(ConformanceError) -> JSONValue {
        guard operation == "parse" else {
            throw ConformanceError(.malformedInput, "fields has no operation \"\(operation)\"")
        }
        guard let field = input["field"], let text = input["text"]?.stringValue else {
            throw ConformanceError(.malformedInput, "a fields parse input needs \"field\" and the string \"text\"")
        }
        do {
            let spec = try FieldSpec(json: field, valueTypes: BlockRegistry.standard.valueTypes)
            return ["value": try spec.parse(text)]
        } catch let error as FieldSpecError {
            return ["error": .string(error.code.rawValue)]
        } catch let error as FieldValueError {
            return ["error": .string(error.code.rawValue)]
        } catch {
            throw ConformanceError(.malformedInput, "\(error)")
        }
    }

    private static func spec(_ type: String, choices: [String]? = nil) -> JSONValue {
        var object: JSONObject = ["name": "value", "type": .string(type), "doc": "The value."]
        if let choices { object["choices"] = .array(choices.map(JSONValue.string)) }
        if type == "list" { object["items"] = ["name": "item", "type": "integer", "doc": "An item."] }
        return .object(object)
    }

    /// Texts per field type, each with what it pins down.
    static let texts: [(type: String, texts: [(String, String)])] = [
        (
            "duration",
            [
                ("90", "a bare number is seconds"), ("1:30", "M:SS"), ("1:02:03", "H:MM:SS"), ("2m", "minutes"),
                ("2m30s", "minutes then seconds"), ("1h 5m", "hours and minutes with a space"), ("45s", "seconds"),
                ("2 min", "a unit word"), ("1hr", "hr"), ("3 minutes", "a plural unit word"), ("1:3", "M:S is refused"),
                ("1:60", "seconds of 60 are refused"), ("30s2m", "units out of order are refused"),
                ("2m2m", "a unit twice is refused"), ("abc", "words are refused"), ("", "empty text is refused"),
                ("1234567890", "more than nine digits are refused"), ("  75  ", "spaces around are trimmed"),
                ("1:30:00:00", "four parts are refused"), ("0", "zero"), ("1.5m", "a decimal is refused"),
                ("1H", "units in any case"), ("-5", "a negative number is refused"),
                (":30", "an empty part is refused"), ("1234567:00", "a part of seven digits is refused"),
            ]
        ),
        (
            "load",
            [
                ("100kg", "kilograms"), ("225lb", "pounds"), ("225 lbs", "lbs with a space"), ("60kgs", "kgs"),
                ("bw", "bodyweight alone is zero"), ("bw+10kg", "bodyweight plus kilograms"),
                ("bodyweight", "the word"),
                ("bw+10", "bodyweight plus a bare number"), ("BW + 5KG", "any case and spaces"),
                ("75%", "percent of 1RM"),
                ("82.5kg", "a decimal"), ("100", "a bare number is refused"), ("-5kg", "a negative load is refused"),
                ("kg", "a unit alone is refused"), ("bw-10kg", "bodyweight minus is refused"), ("", "empty is refused"),
                ("1e2kg", "an exponent"), ("01kg", "a leading zero is refused, as JSON numbers are"),
                ("100 kg", "a space before the unit"), ("bw+", "a plus with no amount is refused"),
                ("10lb+5", "pounds with a plus are refused"), (".5kg", "a number without a leading digit is refused"),
            ]
        ),
        (
            "distance",
            [
                ("400", "metres"), ("400m", "metres with m"), ("5km", "kilometres"), ("1.5km", "decimal kilometres"),
                ("5 KM", "any case and spaces"), ("-1km", "negative kilometres are refused"),
                ("mile", "words are refused"),
                ("", "empty is refused"), ("0m", "zero"), ("2.5", "decimal metres"),
            ]
        ),
        (
            "integer",
            [
                ("5", "a whole number"), (" 12 ", "trimmed"), ("-3", "a negative number"),
                ("1.5", "a decimal is refused"),
                ("five", "words are refused"), ("", "empty is refused"),
                ("99999999999999999999", "too large is refused"),
            ]
        ),
        (
            "number",
            [
                ("1.5", "a decimal"), ("-2", "negative"), ("1e3", "an exponent"), ("1.", "a trailing dot is refused"),
                ("NaN", "NaN is refused"), ("0.10", "the text is kept as written"),
            ]
        ),
        (
            "boolean",
            [
                ("true", "true"), ("yes", "yes"), ("ON", "on, any case"), ("1", "1"), ("false", "false"), ("no", "no"),
                ("off", "off"), ("0", "0"), ("maybe", "other words are refused"),
            ]
        ),
        (
            "choice",
            [
                ("line", "a choice by name"), ("LINE", "in any case"), ("section-break", "ignoring dashes"),
                ("section break", "ignoring spaces"), ("Section_Break", "ignoring underscores"),
                ("other", "an unknown choice is refused"),
            ]
        ),
        (
            "string",
            [("  kept  ", "text is kept as typed, spaces included"), ("", "empty text is text")]
        ),
        ("url", [("https://example.com", "a URL is text")]),
        (
            "list",
            [("[1, 2, 3]", "a list as JSON"), ("1, 2", "a list not written as JSON is refused")]
        ),
        ("object", [("{\"a\": 1}", "an object as JSON"), ("{", "malformed JSON is refused")]),
    ]

    /// The field case file, before its expectations are filled in.
    static func files() -> [ConformanceFile] {
        var cases: [ConformanceCase] = []
        for (type, texts) in texts {
            let field = spec(type, choices: type == "choice" ? ["line", "sectionBreak", "space"] : nil)
            for (index, (text, pins)) in texts.enumerated() {
                cases.append(
                    ConformanceCase(
                        name: "\(type)-\(index < 9 ? "0" : "")\(index + 1)", pins: "\(type): \(pins)",
                        input: ["field": field, "text": .string(text)]))
            }
        }
        cases.append(
            ConformanceCase(
                name: "spec-unknown-type", pins: "a spec of an unknown type is refused with field-spec.invalid",
                input: ["field": ["name": "x", "type": "colour", "doc": "A colour."], "text": "red"]))
        cases.append(
            ConformanceCase(
                name: "spec-missing-doc", pins: "a spec without doc is refused with field-spec.invalid",
                input: ["field": ["name": "x", "type": "string"], "text": "red"]))
        return [
            ConformanceFile(
                suite: .fields, name: "parse", operation: "parse",
                about: "Field values as a person types them, read by the field's type, to a JSON value or an error.",
                cases: cases)
        ]
    }
}
