import Foundation
public import KheperCore
import KheperLogImport
import KheperTrainingLog

/// The import cases: a small CSV export and the importer's options, then the summary and one row per set, or the
/// error code; and how each is run.
public enum ImportCases {
    /// Imports the CSV text with the options the input names.
    ///
    /// - Throws: ``ConformanceError`` when the input has no `csv` text or names an unknown format or unit.
    public static func evaluate(_ operation: String, _ input: JSONValue) throws(ConformanceError) -> JSONValue {
        guard operation == "import" else {
            throw ConformanceError(.malformedInput, "imports has no operation \"\(operation)\"")
        }
        guard let csv = input["csv"]?.stringValue else {
            throw ConformanceError(.malformedInput, "an imports input needs the string \"csv\"")
        }
        var options = ImportOptions(keepGoing: input["keepGoing"]?.boolValue ?? false)
        if let name = input["format"]?.stringValue {
            guard let format = LogFormat(rawValue: name) else {
                throw ConformanceError(.malformedInput, "no import format \"\(name)\"")
            }
            options.format = format
        }
        if let name = input["defaultUnit"]?.stringValue {
            guard let unit = WeightUnit(rawValue: name) else {
                throw ConformanceError(.malformedInput, "no weight unit \"\(name)\"")
            }
            options.defaultUnit = unit
        }
        var rows: [JSONValue] = []
        do {
            let summary = try LogImporter.importBytes(Array(csv.utf8), options: options) { session in
                rows += Self.rows(session)
            }
            return [
                "summary": [
                    "format": .string(summary.format.rawValue), "dialect": .string(summary.dialect),
                    "rows": number(summary.rows), "sessions": number(summary.sessions),
                    "exercises": number(summary.exercises), "sets": number(summary.sets),
                    "skipped": number(summary.skipped.count), "recovered": number(summary.recovered.count),
                ],
                "sets": .array(rows),
            ]
        } catch let error as LogImportError {
            return ["error": .string(error.code.rawValue)]
        } catch {
            throw ConformanceError(.malformedInput, "\(error)")
        }
    }

    private static func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

    private static func number(_ value: Double?) -> JSONValue {
        value.flatMap(JSONNumber.init).map(JSONValue.number) ?? .null
    }

    private static func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// One history row per performed set, in the order the session holds them.
    static func rows(_ session: LoggedSession) -> [JSONValue] {
        let start = ISO8601DateFormatter().string(from: session.start)
        let end = session.end.map { ISO8601DateFormatter().string(from: $0) }
        var rows: [JSONValue] = []
        for exercise in session.exercises {
            for set in exercise.sets {
                rows.append([
                    "session": .string(session.id), "start": .string(start), "end": text(end),
                    "title": text(session.title), "sessionNotes": text(session.notes),
                    "source": .string(session.source.rawValue), "exercise": .string(exercise.name),
                    "exerciseNotes": text(exercise.notes), "supersetGroup": text(exercise.supersetGroup),
                    "order": number(set.order), "type": .string(set.type.rawValue),
                    "reps": set.reps.map(number) ?? .null, "weight": number(set.weight?.value),
                    "weightUnit": text(set.weight?.unit.rawValue), "rpe": number(set.rpe),
                    "durationSeconds": number(set.durationSeconds), "distance": number(set.distance?.value),
                    "distanceUnit": text(set.distance?.unit.rawValue), "notes": text(set.notes),
                ])
            }
        }
        return rows
    }

    /// The import case file, before its expectations are filled in.
    static func files() -> [ConformanceFile] {
        var cases: [ConformanceCase] = []
        // Exports whose weights carry no unit are read in kilograms, as a person would say.
        let unitless: Set<String> = ["strong-comma-12", "strong-comma-quirks", "strong-headerless"]
        for (name, csv) in ImportSamples.all {
            var input: JSONObject = ["csv": .string(csv)]
            if unitless.contains(name) { input["defaultUnit"] = "kg" }
            cases.append(
                ConformanceCase(
                    name: name, pins: "the \(name) export reads as exactly these sets, or is refused",
                    input: .object(input)))
        }
        let extra: [(String, String, JSONValue)] = [
            (
                "strong-headerless-lb", "a headerless Strong export with a default unit of pounds",
                [
                    "csv": .string(ImportSamples.all.first { $0.name == "strong-headerless" }?.text ?? ""),
                    "defaultUnit": "lb",
                ]
            ),
            (
                "stray-quote-keep-going", "with keepGoing a malformed row is skipped and the rest are read",
                [
                    "csv": .string(ImportSamples.all.first { $0.name == "malformed-stray-quote" }?.text ?? ""),
                    "keepGoing": true,
                ]
            ),
            ("empty", "an empty file is refused", ["csv": ""]),
            (
                "unit-required", "an export that does not say its weight unit needs a default unit",
                ["csv": .string(ImportSamples.all.first { $0.name == "strong-comma-12" }?.text ?? "")]
            ),
            (
                "unknown-header", "a header no importer knows is refused with import.unknown-format",
                ["csv": "a,b,c\n1,2,3\n"]
            ),
            (
                "forced-format-mismatch", "forcing hevy on a Strong export is refused",
                ["csv": .string(ImportSamples.all.first { $0.name == "strong-2016" }?.text ?? ""), "format": "hevy"]
            ),
        ]
        for (name, pins, input) in extra {
            cases.append(ConformanceCase(name: name, pins: pins, input: input))
        }
        return [
            ConformanceFile(
                suite: .imports, name: "import", operation: "import",
                about: "Strong, Hevy and FitNotes exports: the summary and one row per set, or the error.",
                cases: cases)
        ]
    }
}
