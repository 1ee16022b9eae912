public import KheperCore

/// The shorthand cases: a kind and the line a person types, then the block's `data` or the error code and the
/// token it names; and how each is run.
public enum ShorthandCases {
    /// Reads one line of shorthand with the kind's definition and returns the block's `data` as written.
    ///
    /// - Throws: ``ConformanceError`` when the input lacks `kind` or `text`.
    public static func evaluate(_ operation: String, _ input: JSONValue) throws(ConformanceError) -> JSONValue {
        guard operation == "parse" else {
            throw ConformanceError(.malformedInput, "shorthand has no operation \"\(operation)\"")
        }
        return try evaluate(operation, input, registry: try DocumentCases.registry(maximumDepth: nil))
    }

    /// Reads one line of shorthand with the definition `registry` holds for the input's kind.
    static func evaluate(_ operation: String, _ input: JSONValue, registry: BlockRegistry) throws(ConformanceError)
        -> JSONValue
    {
        guard let kindName = input["kind"]?.stringValue, let text = input["text"]?.stringValue else {
            throw ConformanceError(.malformedInput, "a shorthand parse input needs the strings \"kind\" and \"text\"")
        }
        guard let kind = try? BlockKind(validating: kindName), let definition = registry.definition(for: kind) else {
            throw ConformanceError(.malformedInput, "no kind \"\(kindName)\" is registered for shorthand cases")
        }
        let block: AnyBlock
        do {
            block = try definition.parseShorthand(text)
        } catch {
            return [
                "error": ["code": .string(error.code.rawValue), "token": error.token.map(JSONValue.string) ?? .null]
            ]
        }
        return ["data": try data(of: block, registry)]
    }

    /// A block's `data` as a document writes it.
    static func data(of block: AnyBlock, _ registry: BlockRegistry) throws(ConformanceError) -> JSONValue {
        var document = BlockDocument(id: "shorthand")
        do {
            try document.append(.known(block), id: "b1")
            return try registry.encode(document)["blocks"]?[0]?["data"] ?? .null
        } catch {
            throw ConformanceError(.malformedInput, "the block read from shorthand cannot be written: \(error)")
        }
    }

    /// The shorthand case file, before its expectations are filled in: every kind with a shorthand, and each of
    /// its examples.
    static func files(registry: BlockRegistry) -> [ConformanceFile] {
        var cases: [ConformanceCase] = []
        var lines = lines
        for definition in registry.definitionsByKind.values.sorted(by: { $0.kind.rawValue < $1.kind.rawValue }) {
            let kind = definition.kind.rawValue
            let examples = definition.shorthandExamples.map { ($0, "the kind's own example reads as shown") }
            var seen: Set<String> = []
            for (index, (text, pins)) in (examples + (lines.removeValue(forKey: kind) ?? [])).enumerated()
            where seen.insert(text).inserted {
                cases.append(
                    ConformanceCase(
                        name: "\(kind.replacingSlashes)-\(index < 9 ? "0" : "")\(index + 1)", pins: pins,
                        input: ["kind": .string(kind), "text": .string(text)]))
            }
        }
        return [
            ConformanceFile(
                suite: .shorthand, name: "parse", operation: "parse",
                about: "Each kind's one-line shorthand: the data it makes, or the error code and the token it names.",
                cases: cases)
        ]
    }

    /// Lines per kind beyond its examples, edge cases included, each with what it pins down.
    static let lines: [String: [(String, String)]] = [
        "text": [
            ("Plain words", "plain words make body text"),
            ("# Title", "a leading \"# \" makes a title"),
            ("## Heading", "a leading \"## \" makes a heading, not a title"),
            ("> A note", "a leading \"> \" makes a note"),
            ("#Title", "a marker needs its space: \"#Title\" is body text"),
            ("   padded   ", "the text is trimmed"),
            ("# ", "a marker alone makes an empty title, or is refused"),
            ("", "an empty line is refused or empty"),
            ("   ", "a blank line is refused or empty"),
            ("### Deeper", "three hashes are not a marker the kind knows"),
            ("Ünïcødé — ✓", "non-ASCII text is kept as typed"),
            ("日本語のテキスト", "CJK text is kept as typed"),
            ("> ", "a note marker alone"),
            ("a\ttab", "a tab inside the text is kept"),
            ("## Warm-up ##", "trailing hashes are part of the text"),
            ("\"quoted\"", "quotes are text"),
            (String(repeating: "w", count: 5000), "a very long line is read or refused by the field's length"),
            ("#", "a lone hash"),
            ("> > nested", "only the first marker is read"),
            ("\u{1F3CB} lift", "an emoji is kept"),
        ],
        "exercise": [
            ("Squat", "a name alone makes an exercise"),
            ("Squat 5x5", "SETSxREPS gives that many sets of that many reps"),
            ("Squat 5x5 @100kg", "@LOAD sets the load on every set"),
            ("Bench 3x8 @225lb", "pounds are kept as pounds"),
            ("Dips 3x10 @bw", "bw is bodyweight"),
            ("Squat 3x5 @80%", "a percentage of one-rep max"),
            ("Row 3x8-12", "a rep range gives reps and repsMax"),
            ("Pull-up 3xAMRAP", "AMRAP sets"),
            ("Plank 3x45s", "a duration instead of reps"),
            ("Run 1x400m", "m after a count is minutes, not metres: one set of 400 minutes"),
            ("Squat 5x5 rest 90s", "rest after the sets"),
            ("Squat 5x5 rpe 8", "an RPE target"),
            ("Squat 5x5 rpe 11", "an RPE beyond 10 is refused naming the token"),
            ("Squat 0x5", "zero sets is refused"),
            ("Squat 5x0", "zero reps is refused or kept for validation"),
            ("", "an empty line is refused with shorthand.empty"),
            ("5x5", "sets with no name"),
            ("Squat 5x5 @", "a bare @ is refused naming the token"),
            ("Squat 5x5 @heavy", "an unreadable load is refused naming the token"),
            ("Squat 99999999999x5", "a set count too large is refused naming the token"),
            ("Squat 3x12-8", "a falling rep range is refused or kept for validation"),
            ("Squat 5x5 tempo 3-1-X-0", "a tempo with X"),
            ("Squat 5X5 @100KG", "upper case"),
            ("Squat 5x5@100kg", "a load written against the scheme, no space between"),
            ("Squat 5 x 5 @ 100 kg", "spaces around x, after @ and before the unit"),
            ("Squat 5×5", "the multiplication sign between sets and reps"),
            ("Row 3x8-12 @RPE8", "an RPE written against @, a rep range before it"),
            ("Squat 5@60kg, 5@100kg", "a word before the sets that holds @ is refused naming it, not kept in the name"),
            ("Squat 5 100kg", "a number with a load unit before the sets is refused naming it"),
            ("Curl 21s 3x7", "a word with digits and no load unit is part of the name"),
            ("Curl 1x12 @10kg drop", "a drop set"),
            ("Squat 1x3 @140kg failure", "a set to failure"),
            ("Front Squat — 3 × 6 @ 70 kg, RPE 8", "the plain-text summary line reads back: a dash after the name"),
            ("Squat — 5 @ 100 kg (drop set, rest 1:30), rest 2:00", "a single set, its own details in parentheses"),
        ],
        "set": [
            ("superset", "a style alone"),
            ("circuit", "a circuit"),
            ("giant", "a giant set"),
            ("superset x3", "rounds"),
            ("superset ×3", "rounds with the multiplication sign"),
            ("superset A", "a name"),
            ("superset Upper Body x2", "a name of several words and rounds"),
            ("circuit x0", "zero rounds is refused naming the token"),
            ("circuit x999", "too many rounds is refused naming the token"),
            ("", "an empty line"),
            ("dropset", "an unknown style is refused naming the token"),
            ("SUPERSET", "the style in upper case"),
            ("superset x", "a bare x is part of the name"),
            ("superset xx3", "xx3 is part of the name"),
            ("superset x3 x4", "only the last xN is the rounds"),
            ("superset \(String(repeating: "n", count: 300))", "a name longer than its field allows"),
            ("circuit Légs", "a non-ASCII name"),
        ],
        "timer": [
            ("90s", "seconds"),
            ("2m", "minutes"),
            ("1:30", "minutes and seconds with a colon"),
            ("1h", "an hour"),
            ("tabata", "tabata with its defaults"),
            ("tabata x10", "tabata rounds"),
            ("emom 12m", "an EMOM length"),
            ("amrap 20m \"Burpees\"", "a label in quotes"),
            ("interval 30s/30s x10", "work, rest and rounds"),
            ("interval 40s", "work alone"),
            ("interval x8 40s/20s", "the tokens in any order"),
            ("90", "a bare number is not a duration here"),
            ("", "an empty line"),
            ("emom", "an EMOM with no length"),
            ("2m \"unterminated", "an unterminated label"),
            ("0s", "a zero duration is refused or kept for validation"),
            ("interval 40s/20s x8 x9", "a repeated token is refused naming it"),
            ("sprint 10m", "an unknown mode is refused naming the token"),
            ("99999h", "a duration beyond the field's range is refused naming the token"),
        ],
        "chart": [
            ("Squat", "an exercise name"),
            ("  Deadlift  ", "the name is trimmed"),
            ("barbell-bench-press", "an exercise id"),
            ("", "an empty line is refused"),
            ("   ", "a blank name is refused"),
            ("Ünïcødé Press", "a non-ASCII name"),
            (String(repeating: "c", count: 300), "a name beyond its field's length is refused"),
            ("Bench Press 3x5", "the whole line is the name"),
            ("\"Quoted\"", "quotes are part of the name"),
            ("Squat\tFront", "a tab inside the name"),
            ("a", "a one-letter name"),
            ("Overhead Press (strict)", "parentheses in a name"),
            ("日本", "a CJK name"),
            ("100", "digits as a name"),
            ("Squat ", "a trailing space is trimmed"),
            (" Squat", "a leading space is trimmed"),
            ("Lat Pull-down", "a hyphenated name"),
            ("Farmer's Walk", "an apostrophe in a name"),
            ("Row/Press", "a slash in a name"),
        ],
        "media": [
            ("img/squat.jpg", "a relative image path"),
            ("photo.PNG", "the extension in any case"),
            ("clip.mov", "a video"),
            ("https://example.com/a.webp \"Alt text\"", "a URL with alt text"),
            ("https://example.com/a.gif", "a gif"),
            ("a.heic", "a heic image"),
            ("b.webm", "a webm video"),
            ("c.m4v", "an m4v video"),
            ("file.txt", "an unknown extension is refused naming the token"),
            ("javascript:alert(1)", "an unsafe source is refused naming it"),
            ("", "an empty line"),
            ("a.jpg \"unterminated", "an unterminated alt text"),
            ("a.jpg extra words", "words after the source that are not quoted"),
            ("/etc/passwd.jpg", "an absolute path"),
            ("../up.jpg", "a path leaving the document's folder"),
            ("http://example.com/a.jpg", "plain http"),
            ("data:image/png;base64,AAAA", "a data URL"),
            ("noext", "no extension"),
            ("img/squat.jpg \"\"", "empty alt text"),
            ("img/sq uat.jpg", "a space in the path"),
        ],
        "divider": [
            ("---", "three dashes are a line"),
            ("-----", "more dashes are a line"),
            ("--- Cool-down", "dashes and a label start a section"),
            ("space", "space is blank space"),
            ("", "an empty line is blank space"),
            ("   ", "a blank line is blank space"),
            ("--", "two dashes are refused naming the text"),
            ("SPACE", "space in upper case"),
            ("***", "asterisks are refused"),
            ("---Warm-up", "a label with no space after the dashes"),
            ("--- ", "dashes and a trailing space"),
            ("--- \(String(repeating: "l", count: 300))", "a label longer than its field allows"),
            ("line", "the word line"),
            ("——", "em dashes"),
            ("--- Ünïcødé", "a non-ASCII label"),
            ("- - -", "spaced dashes"),
            ("--- --- ---", "a label of dashes"),
            ("spacer", "a word that starts like space"),
            ("\t---\t", "dashes between tabs"),
            ("--- Warm-up x3", "a label with more words"),
        ],
        "conformance/note": [
            ("anything", "a kind with no shorthand refuses every line with shorthand.unsupported")
        ],
    ]
}
