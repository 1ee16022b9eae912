import Foundation
import Kheper
import KheperTestSupport

/// Builds seeded random workout documents as raw JSON, full of the numbers and strings a hostile file holds, and
/// remembers where it put each extreme number that still decodes, so a test can expect validation to name it.
struct HostileDocuments {
    /// An extreme number written into a field: the block's id and the field's path inside `data`.
    struct PlantedNumber: Hashable, CustomStringConvertible {
        var blockID: String
        var path: String
        var description: String { "\(blockID): data.\(path)" }
    }

    /// What a field of a kind's `data` holds, so most values decode and the rest exercise the raw path.
    enum FieldShape {
        case integer, number, string, bool, sets
        case choice([String])
    }

    static let pwned = "a` <script>document.title='PWNED'</script> `b"

    static let hostileStrings: [String] = [
        "", " ", "NaN", "Infinity", "-Infinity", "-0", "1e19", pwned, "<img src=x onerror=alert(1)>",
        "&lt;script&gt;", "&#60;script&#62;", "<https://evil.example>", "[x](javascript:alert(1))",
        "``` \n<script>\n```", "a\r\n<script>b\rc", "1. one\n- two\n+ three\n=====\n---\n~~~\n    code",
        "\\<script>", "| a | b |", "![x](y)", "\u{1B}[31mred\u{1B}[0m", "\u{202E}evil", "e\u{301}\u{301}\u{301}",
        "https://x.example/a (1)<b>.png", "img/a b.png", "javascript:alert(1)", "Bench", "\u{0}",
        String(repeating: "`<&*_\n", count: 3_000),
    ]

    static let extremeIntegers: [Int] = [.max, .min, -Int.max]
    static let ordinaryIntegers: [Int] = [0, -1, 1, 59, 60, 3_600, 86_400]
    static let extremeNumbers = ["1e19", "-1e19", "1e308", "-1e308", "9223372036854775807", "-9223372036854775808"]
    static let ordinaryNumbers = ["-0", "0", "0.5", "4.9e-324", "-0.0", "90", "0.1"]
    static let undecodableNumbers = ["1e400", "-1e400", "1e19", "0.5", "18446744073709551616"]
    static let wrongTypes: [JSONValue] = ["NaN", "Infinity", "-Infinity", "12", nil, [], [:], true]

    static let kinds: [String: [(String, FieldShape)]] = [
        "text": [("text", .string), ("style", .choice(["title", "heading", "body", "note", "shout"]))],
        "divider": [("style", .choice(["line", "space", "section", "zigzag"])), ("label", .string)],
        "timer": [
            ("mode", .choice(["countdown", "interval", "emom", "amrap", "tabata", "nap"])), ("duration", .integer),
            ("work", .integer), ("rest", .integer), ("rounds", .integer), ("prepare", .integer), ("label", .string),
        ],
        "set": [
            ("style", .choice(["superset", "circuit", "giant", "mega"])), ("name", .string), ("rounds", .integer),
            ("restBetweenExercises", .integer), ("restBetweenRounds", .integer),
        ],
        "exercise": [
            ("name", .string), ("exerciseID", .string), ("entry", .string), ("sets", .sets), ("rest", .integer),
            ("tempo", .string), ("notes", .string),
        ],
        "chart": [
            ("exercise", .string),
            ("metric", .choice(["estimated1RM", "volume", "maxWeight", "totalReps", "bestSet"])),
            ("formula", .choice(["epley", "brzycki", "guess"])), ("periodDays", .integer),
            ("style", .choice(["line", "bar", "pie"])),
        ],
        "media": [
            ("kind", .choice(["image", "video", "audio"])), ("source", .string), ("alt", .string),
            ("caption", .string), ("width", .integer), ("height", .integer), ("duration", .number),
            ("mimeType", .string),
        ],
    ]

    static let setFields: [(String, FieldShape)] = [
        ("kind", .choice(["warmup", "working", "drop", "failure", "easy"])), ("reps", .integer), ("repsMax", .integer),
        ("amrap", .bool), ("duration", .integer), ("distance", .number), ("rpe", .number), ("rir", .integer),
        ("rest", .integer),
    ]

    static let unknownTypes = [pwned, "acme/thing", "", "Timer", "x<script>", "a`b", "``", "\n", "set/../x"]

    private var generator: SeededGenerator
    private var nextID = 0

    /// The extreme numbers planted so far in blocks of a registered kind.
    private(set) var planted: [PlantedNumber] = []

    /// Starts a sequence of documents fully determined by `seed`.
    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// A history whose numbers are as extreme as the documents', for the charts to draw.
    static let history = InMemoryProgressHistory(
        Dictionary(
            (["Bench", pwned, ""] + hostileStrings.prefix(4)).map { name in
                (
                    name,
                    [
                        ProgressEntry(date: Date(timeIntervalSince1970: 1_750_000_000), weight: 1e308, reps: .max),
                        ProgressEntry(date: Date(timeIntervalSince1970: 1_749_990_000), weight: -1e308, reps: .min),
                        ProgressEntry(date: Date(timeIntervalSince1970: 1_749_900_000), weight: 0, reps: 1),
                        ProgressEntry(date: Date(timeIntervalSince1970: -1e300), weight: 80, reps: 5),
                    ]
                )
            }, uniquingKeysWith: { first, _ in first }))

    /// A whole document: a hostile title and up to a dozen root blocks, some with children, one sometimes very deep.
    mutating func document() -> JSONValue {
        planted = []
        let count = Int.random(in: 0...12, using: &generator)
        var blocks = (0..<count).map { _ in node(depth: 0) }
        if chance(0.2) { blocks.append(chain(length: Int.random(in: 20...120, using: &generator))) }
        if chance(0.2) { blocks.append(.string("not a block")) }
        return [
            "format": "kheper.workout", "formatVersion": 1, "id": "hostile",
            "title": .string(pick(Self.hostileStrings)), "blocks": .array(blocks),
        ]
    }

    /// A block of a random kind, or of an unknown type, with children at shallow depths.
    private mutating func node(depth: Int) -> JSONValue {
        let id = "b\(nextID)"
        nextID += 1
        let known = chance(0.85)
        let type = known ? pick(Array(Self.kinds.keys.sorted())) : pick(Self.unknownTypes)
        var data = JSONObject()
        for (name, shape) in Self.kinds[type] ?? Self.kinds["timer"] ?? [] where chance(0.75) || isRequired(name) {
            data[name] = value(shape, field: name, blockID: known ? id : nil)
        }
        var object: JSONObject = ["id": .string(id), "type": .string(type), "data": .object(data)]
        if chance(0.1) { object["version"] = pick([0, 2, -1, .number(JSONNumber(Int.max))]) }
        if depth < 3, chance(0.3) {
            object["children"] = .array(
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in node(depth: depth + 1) })
        }
        return .object(object)
    }

    /// `length` sets or unknown blocks, each the only child of the one before.
    private mutating func chain(length: Int) -> JSONValue {
        var inner = node(depth: 3)
        for level in 0..<length {
            let type = level.isMultiple(of: 3) ? "acme/box" : "set"
            inner = [
                "id": .string("chain\(nextID)-\(level)"), "type": .string(type), "data": ["rounds": 3],
                "children": [inner],
            ]
        }
        nextID += 1
        return inner
    }

    private func isRequired(_ field: String) -> Bool {
        ["name", "exercise", "mode", "kind", "source", "text"].contains(field)
    }

    /// A value for a field: mostly the right type, often extreme, sometimes one that cannot decode.
    private mutating func value(_ shape: FieldShape, field: String, blockID: String?) -> JSONValue {
        if chance(0.08) { return pick(Self.wrongTypes) }
        switch shape {
        case .string:
            return .string(pick(Self.hostileStrings))
        case .bool:
            return .bool(chance(0.5))
        case .choice(let options):
            return .string(pick(options))
        case .integer:
            if chance(0.05) { return .number(JSONNumber(literal: pick(Self.undecodableNumbers))!) }
            if chance(0.4) {
                plant(field, in: blockID)
                return .number(JSONNumber(pick(Self.extremeIntegers)))
            }
            return .number(JSONNumber(pick(Self.ordinaryIntegers)))
        case .number:
            if chance(0.03) { return .number(JSONNumber(literal: "1e400")!) }
            if chance(0.4) {
                plant(field, in: blockID)
                return .number(JSONNumber(literal: pick(Self.extremeNumbers))!)
            }
            return .number(JSONNumber(literal: pick(Self.ordinaryNumbers))!)
        case .sets:
            let count = chance(0.1) ? 60 : Int.random(in: 0...4, using: &generator)
            return .array(
                (0..<count).map { index in
                    var set = JSONObject()
                    for (name, shape) in Self.setFields where chance(0.5) {
                        set[name] = value(shape, field: "sets[\(index)].\(name)", blockID: blockID)
                    }
                    if chance(0.5) {
                        set["load"] = [
                            "value": value(.number, field: "sets[\(index)].load.value", blockID: blockID),
                            "unit": value(
                                .choice(["kg", "lb", "bodyweight", "percent1RM", "stone"]), field: "", blockID: nil),
                        ]
                    }
                    return .object(set)
                })
        }
    }

    private mutating func plant(_ field: String, in blockID: String?) {
        guard let blockID else { return }
        planted.append(PlantedNumber(blockID: blockID, path: field))
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &generator) < probability
    }

    private mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &generator)]
    }
}
