import KheperCatalogue
public import KheperCore

/// The matching cases: an exercise name as an app or a lifter writes it, then the catalogue entry it resolves to (or
/// `null`) and how that was decided (`MatchReason.code`); and how each is run, with the bundled catalogue and the
/// standard aliases.
public enum MatchingCases {
    /// The matcher every case runs: the bundled catalogue with the standard aliases, built once.
    private static let matcher = ExerciseMatcher(catalogue: .bundled)

    /// Matches the input's name.
    ///
    /// - Throws: ``ConformanceError`` when the input has no `name` text.
    public static func evaluate(_ operation: String, _ input: JSONValue) throws(ConformanceError) -> JSONValue {
        guard operation == "match" else {
            throw ConformanceError(.malformedInput, "matching has no operation \"\(operation)\"")
        }
        guard let name = input["name"]?.stringValue else {
            throw ConformanceError(.malformedInput, "a matching input needs the string \"name\"")
        }
        let match = matcher.match(name)
        return ["entry": match.entryID.map(JSONValue.string) ?? .null, "how": .string(match.reason.code)]
    }

    /// Names in each app's style, each with what it pins down; the case names are the style and a number.
    static let names: [(style: String, names: [(String, String)])] = [
        (
            "catalogue",
            [
                ("Dumbbell Bench Press", "the catalogue's own name is its entry"),
                ("Barbell Bench Press - Medium Grip", "a name with a grip and a dash is its entry"),
                ("Pullups", "a one-word catalogue name"),
                ("Face Pull", "a name that states no equipment is the entry that records it"),
                ("Barbell Squat", "equipment first, as the catalogue writes it"),
                ("Hammer Curls", "a plural catalogue name"),
                ("Farmer's Walk", "an apostrophe joins a word"),
                ("Seated Cable Rows", "a cable name with a posture"),
                ("Smith Machine Decline Press", "two entries hold one lift's name: neither is chosen"),
            ]
        ),
        (
            "strong-hevy",
            [
                ("Bench Press (Dumbbell)", "Name (Equipment) is the catalogue's Equipment Name"),
                ("Bench Press (Barbell)", "without its standard medium grip, the barbell bench press"),
                ("Face Pull (Cable)", "the equipment the entry records but its name leaves out"),
                ("Pull Up", "two words where the catalogue writes one"),
                ("Squat (Barbell)", "the barbell squat"),
                ("Bench Press (Smith Machine)", "the Smith machine is its own equipment"),
                ("Deadlift (Trap bar)", "the trap bar is its own equipment"),
                ("Lat Pulldown (Cable)", "a curated spelling: the wide-grip pulldown"),
                ("Lateral Raise (Dumbbell)", "a curated spelling: the side lateral raise"),
                ("Chest Fly (Machine)", "a curated spelling: the pec deck"),
                ("Leg Press (Dumbbell)", "a dumbbell leg press is no entry: equipment is identity"),
                ("Bench Press (Cable)", "no cable bench press: never the barbell or dumbbell one"),
                ("Squat (Machine)", "a machine squat is never the free-weight squat"),
                ("Shoulder Press (Dumbbell)", "seated or standing unstated: kept unmatched on purpose"),
                ("Front Raise (Dumbbell)", "alternating or two-arm unstated: kept unmatched on purpose"),
                ("Barbell Curl (Dumbbell)", "two kinds of equipment: refused"),
                ("Squat (Smith Machine) Barbell", "Smith machine and barbell: refused"),
                ("Decline Press (Smith Machine)", "two entries fit: ambiguous, neither is chosen"),
                ("Triceps Extension (Barbell)", "a barbell triceps extension is not forced onto another entry"),
                ("Yin / Restorative Yoga", "a name no entry fits"),
            ]
        ),
        (
            "fitnotes",
            [
                ("Flat Barbell Bench Press", "FitNotes' flat bench is the barbell bench press"),
                ("Dumbbell Lateral Raise", "Equipment Name, a curated spelling"),
                ("Cable Face Pull", "Equipment Name with the equipment the entry records"),
                ("Barbell Row", "a curated spelling: the bent-over row"),
                ("Seated Machine Fly", "a curated spelling: the pec deck"),
                ("Dumbbell Shoulder Press", "seated or standing unstated: kept unmatched"),
                ("Lateral Dumbbell Raise", "equipment in the middle of the name"),
                ("EZ-Bar Curl", "the E-Z bar is its own equipment"),
                ("Cable Bench Press", "no cable bench press"),
            ]
        ),
        (
            "kheper",
            [
                ("Pull-up", "a hyphen joins the pull-up"),
                ("DB Bench Press", "DB is dumbbell"),
                ("BB Row", "BB is barbell"),
                ("Back Squat", "a curated spelling: the barbell back squat"),
                ("Squat", "bare, the barbell back squat"),
                ("Bench", "lifters' shorthand for the barbell bench press"),
                ("OHP", "the abbreviation of overhead press"),
                ("RDL", "the abbreviation of Romanian deadlift"),
                ("Goblet Squat", "kept unmatched: the entry is the kettlebell one, and a dumbbell one is as common"),
                ("Dip", "a bare dip is no entry's name: never forced onto the chest or triceps dip"),
                ("Curl", "a bare curl is not forced onto an entry"),
                ("squats with bands", "two entries fit: ambiguous, whatever the case and plural"),
                ("bench-press (db)", "any case, hyphens and parentheses"),
                ("  PULL   UPS  ", "spaces and case do not matter"),
                ("Plank 30''", "a duration in the name is dropped"),
                ("", "an empty name matches nothing"),
            ]
        ),
    ]

    /// The matching case file, before its expectations are filled in.
    static func files() -> [ConformanceFile] {
        var cases: [ConformanceCase] = []
        for (style, names) in names {
            for (index, (name, pins)) in names.enumerated() {
                let number = index + 1 < 10 ? "0\(index + 1)" : "\(index + 1)"
                cases.append(ConformanceCase(name: "\(style)-\(number)", pins: pins, input: ["name": .string(name)]))
            }
        }
        return [
            ConformanceFile(
                suite: .matching, name: "match", operation: "match",
                about: "Exercise names as Strong, Hevy, FitNotes, Kheper and the catalogue write them, to the entry "
                    + "of the bundled catalogue (the Free Exercise DB) each resolves to with the standard aliases, "
                    + "or null, and how: alias, a rule (catalogue-name, recorded-equipment, standard-grip), or the "
                    + "refusal (kept-unmatched, ambiguous, conflicting-equipment, no-match).",
                cases: cases)
        ]
    }
}
