import Kheper

/// Decoding and encoding a 10,000-block document through the open registry, against a closed enum of the same
/// seven structs decoded with the same JSON layer: the price of openness.
enum DocumentBenchmarks {
    static let suite = "documents"
    static let blockCount = 10_000

    static var all: [Benchmark] { [decodeEncode] }

    /// The document's bytes, built once: a realistic mix of the seven kinds, supersets holding exercises.
    static let documentBytes: [UInt8] = SyntheticWorkout.json(blocks: blockCount).serialized()

    static let decodeEncode = Benchmark(
        name: "decode-encode-10000-blocks",
        suite: suite,
        goal: .ratio(maximum: 1.25, baselineName: "closed enum", baseline: { ClosedEnumCodec.roundTrip(documentBytes) })
    ) {
        let registry = BlockRegistry.standard
        guard let decoded = try? registry.decodeDocument(from: documentBytes, validating: false),
            let bytes = try? registry.encodedJSON(decoded.document, options: [])
        else { return 0 }
        return UInt64(bytes.count) &+ UInt64(decoded.document.count)
    }
}

/// Makes a large document of the seven kinds, as JSON.
enum SyntheticWorkout {
    static func json(blocks count: Int) -> JSONValue {
        var roots: [JSONValue] = []
        var made = 0
        var index = 0
        let keys = (try? FractionalIndex.keys(between: nil, and: nil, count: count)) ?? []
        while made < count {
            let key = JSONValue.string(keys[index])
            index += 1
            if index % 8 == 3 && made + 3 <= count {
                let children: [JSONValue] = [
                    exercise("A1 Press", id: made + 1, order: "a0"), exercise("A2 Row", id: made + 2, order: "a1"),
                ]
                roots.append(
                    node(
                        id: made, type: "set", order: key,
                        data: ["style": "superset", "name": "A", "rounds": 3, "restBetweenRounds": 90],
                        children: children))
                made += 3
                continue
            }
            roots.append(leaf(index % 8, id: made, order: key))
            made += 1
        }
        return [
            "format": "kheper.workout", "formatVersion": 1, "id": "bench", "title": "Benchmark",
            "blocks": .array(roots),
        ]
    }

    private static func leaf(_ pick: Int, id: Int, order: JSONValue) -> JSONValue {
        switch pick {
        case 0:
            return node(
                id: id, type: "text", order: order,
                data: ["text": "Keep the bar path vertical and brace before each rep.", "style": "body"])
        case 1, 2: return exercise("Bench Press", id: id, order: order)
        case 4:
            return node(
                id: id, type: "timer", order: order,
                data: ["mode": "interval", "work": 40, "rest": 20, "rounds": 8, "label": "Bike"])
        case 5:
            return node(
                id: id, type: "chart", order: order,
                data: ["exercise": "Bench Press", "metric": "estimated1RM", "periodDays": 84])
        case 6:
            return node(
                id: id, type: "media", order: order,
                data: [
                    "kind": "image", "source": "https://example.com/a.jpg", "alt": "Form check", "width": 800,
                    "height": 600,
                ])
        default: return node(id: id, type: "divider", order: order, data: ["style": "section", "label": "Finisher"])
        }
    }

    private static func exercise(_ name: String, id: Int, order: JSONValue) -> JSONValue {
        let set: JSONValue = ["reps": 8, "load": ["value": 80.5, "unit": "kg"], "rpe": 8, "rest": 120]
        return node(
            id: id, type: "exercise", order: order,
            data: ["name": .string(name), "rest": 120, "sets": [set, set, set]])
    }

    private static func node(id: Int, type: String, order: JSONValue, data: JSONValue, children: [JSONValue] = [])
        -> JSONValue
    {
        var object: JSONObject = [
            "id": .string("block-\(id)"), "type": .string(type), "version": 1, "order": order, "data": data,
        ]
        if !children.isEmpty { object["children"] = .array(children) }
        return .object(object)
    }
}

/// The baseline: the same seven structs behind a closed enum, decoded and encoded with the same JSON layer, with
/// no registry, no unknown-field tracking and no validation.
enum ClosedEnumCodec {
    enum AnyStandardBlock {
        case text(TextBlock)
        case exercise(ExerciseBlock)
        case set(SetBlock)
        case timer(TimerBlock)
        case chart(ChartBlock)
        case media(MediaBlock)
        case divider(DividerBlock)
    }

    struct Node {
        var id: String
        var order: String
        var block: AnyStandardBlock
        var children: [Node]
    }

    static func roundTrip(_ bytes: [UInt8]) -> UInt64 {
        guard let json = try? JSONValue(parsing: bytes), let blocks = json["blocks"]?.arrayValue,
            let nodes = try? blocks.map(decode)
        else { return 0 }
        guard let encoded = try? nodes.map(encode) else { return 0 }
        let document: JSONValue = [
            "format": "kheper.workout", "formatVersion": 1, "id": "bench", "title": "Benchmark",
            "blocks": .array(encoded),
        ]
        return UInt64(document.serialized().count) &+ UInt64(nodes.count)
    }

    private static func decode(_ value: JSONValue) throws -> Node {
        let decoder = JSONValueDecoder()
        let data = value["data"] ?? [:]
        let block: AnyStandardBlock
        switch value["type"]?.stringValue {
        case "text": block = .text(try decoder.decode(TextBlock.self, from: data))
        case "exercise": block = .exercise(try decoder.decode(ExerciseBlock.self, from: data))
        case "set": block = .set(try decoder.decode(SetBlock.self, from: data))
        case "timer": block = .timer(try decoder.decode(TimerBlock.self, from: data))
        case "chart": block = .chart(try decoder.decode(ChartBlock.self, from: data))
        case "media": block = .media(try decoder.decode(MediaBlock.self, from: data))
        default: block = .divider(try decoder.decode(DividerBlock.self, from: data))
        }
        let children = try (value["children"]?.arrayValue ?? []).map(decode)
        return Node(
            id: value["id"]?.stringValue ?? "", order: value["order"]?.stringValue ?? "", block: block,
            children: children)
    }

    private static func encode(_ node: Node) throws -> JSONValue {
        let encoder = JSONValueEncoder()
        let type: String
        let data: JSONValue
        switch node.block {
        case .text(let block): (type, data) = ("text", try encoder.encode(block))
        case .exercise(let block): (type, data) = ("exercise", try encoder.encode(block))
        case .set(let block): (type, data) = ("set", try encoder.encode(block))
        case .timer(let block): (type, data) = ("timer", try encoder.encode(block))
        case .chart(let block): (type, data) = ("chart", try encoder.encode(block))
        case .media(let block): (type, data) = ("media", try encoder.encode(block))
        case .divider(let block): (type, data) = ("divider", try encoder.encode(block))
        }
        var object: JSONObject = [
            "id": .string(node.id), "type": .string(type), "version": 1, "order": .string(node.order), "data": data,
        ]
        if !node.children.isEmpty { object["children"] = .array(try node.children.map(encode)) }
        return .object(object)
    }
}
