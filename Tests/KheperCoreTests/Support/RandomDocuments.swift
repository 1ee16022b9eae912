import KheperCore
import KheperTestSupport

/// Makes random documents in the written format: sample kinds, unknown kinds, unknown fields and awkward
/// numbers and strings, with every id, version and order key written so that output must equal input.
struct RandomDocuments {
    var generator: SeededGenerator
    private var nextID = 0

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func document(maximumBlocks: Int = 40) -> JSONValue {
        var budget = Int.random(in: 0...maximumBlocks, using: &generator)
        let blocks = siblings(depth: 0, budget: &budget)
        var envelope: JSONObject = [
            "format": "kheper.blocks", "formatVersion": 1, "id": .string(identifier()), "title": .string(text()),
            "blocks": .array(blocks),
        ]
        if chance(0.3) { envelope["x-extra"] = value(depth: 0) }
        return .object(envelope)
    }

    private mutating func siblings(depth: Int, budget: inout Int) -> [JSONValue] {
        let count = min(budget, Int.random(in: 0...(depth == 0 ? 8 : 4), using: &generator))
        budget -= count
        guard count > 0, let keys = try? FractionalIndex.keys(between: nil, and: nil, count: count) else { return [] }
        return keys.map { key in block(order: key, depth: depth, budget: &budget) }
    }

    private mutating func block(order: String, depth: Int, budget: inout Int) -> JSONValue {
        var node: JSONObject = ["id": .string(identifier()), "order": .string(order)]
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            node["type"] = "note"
            node["version"] = 1
            node["data"] = .object(withUnknownFields(["text": .string(text())]))
        case 1:
            node["type"] = "lift"
            node["version"] = 2
            let sets: [JSONValue] = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                var entry: JSONObject = ["reps": .number(JSONNumber(Int.random(in: 0...20, using: &generator)))]
                if chance(0.5) { entry["load"] = .number(JSONNumber(Int.random(in: 0...800, using: &generator))) }
                return .object(withUnknownFields(entry))
            }
            node["data"] = .object(withUnknownFields(["name": .string(text()), "sets": .array(sets)]))
        case 2:
            node["type"] = "group"
            node["version"] = 1
            node["data"] = .object(withUnknownFields(chance(0.5) ? ["label": .string(text())] : [:]))
        case 3:
            node["type"] = .string(["acme/mystery", "zeta", "org/thing-2"][Int.random(in: 0..<3, using: &generator)])
            node["version"] = .number(JSONNumber(Int.random(in: 1...9, using: &generator)))
            node["data"] = value(depth: 1, forceObject: true)
        default:
            node["type"] = "lift"
            node["version"] = 2
            node["data"] = ["name": .number(JSONNumber(Int.random(in: 0...9, using: &generator))), "sets": "bad"]
        }
        if chance(0.15) { node["x-node"] = value(depth: 2) }
        if depth < 3 {
            let children = siblings(depth: depth + 1, budget: &budget)
            if !children.isEmpty { node["children"] = .array(children) }
        }
        return .object(node)
    }

    private mutating func withUnknownFields(_ object: JSONObject) -> JSONObject {
        var copy = object
        if chance(0.3) { copy["x-\(Int.random(in: 0...99, using: &generator))"] = value(depth: 1) }
        return copy
    }

    mutating func value(depth: Int, forceObject: Bool = false) -> JSONValue {
        let pick = forceObject ? 6 : Int.random(in: 0..<(depth >= 3 ? 5 : 7), using: &generator)
        switch pick {
        case 0: return .null
        case 1: return .bool(chance(0.5))
        case 2: return .number(number())
        case 3, 4: return .string(text())
        case 5:
            return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in value(depth: depth + 1) })
        default:
            var object = JSONObject()
            for _ in 0..<Int.random(in: 0...3, using: &generator) { object[text()] = value(depth: depth + 1) }
            return .object(object)
        }
    }

    private mutating func number() -> JSONNumber {
        let literals = [
            "0", "-1", "42", "9223372036854775807", "-9223372036854775808", "18446744073709551615",
            "123456789012345678901234567890", "0.1000000000000000000001", "1.5e300", "-2.25E-7", "3.14159",
        ]
        if chance(0.5) { return JSONNumber(Int64.random(in: .min ... .max, using: &generator)) }
        return JSONNumber(literal: literals[Int.random(in: 0..<literals.count, using: &generator)])!
    }

    private mutating func text() -> String {
        let pieces = ["Bench", "Squat", " ", "\"", "\\", "\n", "é", "日本", "🏋️", "\u{0001}", "/", "a", "Z"]
        return (0..<Int.random(in: 0...5, using: &generator)).map { _ in
            pieces[Int.random(in: 0..<pieces.count, using: &generator)]
        }.joined()
    }

    private mutating func identifier() -> String {
        nextID += 1
        return "id-\(nextID)"
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &generator) < probability
    }
}
