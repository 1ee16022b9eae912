import Foundation
import Testing

@testable import KheperJSON

private enum Unit: String, Codable, Equatable {
    case kg
    case lb
}

private struct Load: Codable, Equatable {
    var value: Double
    var unit: Unit
}

private struct WorkSet: Codable, Equatable {
    var reps: Int
    var load: Load?
}

private struct Exercise: Codable, Equatable {
    var name: String
    var sets: [WorkSet]
    var notes: String?
    var tags: [String: Int]
    var extra: JSONValue?
    var small: UInt8
}

@Suite struct JSONCodingTests {
    static let exerciseJSON = """
        {
          "name": "Bench Press",
          "future": {"v": 2},
          "sets": [
            {"reps": 8, "load": {"value": 80, "unit": "kg", "rpe": 8.5}},
            {"reps": 5},
            {"reps": 3, "tempo": "3-1-1", "load": {"value": 82.5, "unit": "lb"}}
          ],
          "tags": {"x": 1, "y": 2},
          "extra": {"anything": [1, 2.50, {"deep": true}]},
          "small": 255,
          "notes": null
        }
        """

    @Test func decodesNestedTypes() throws {
        let value = try JSONValue(parsing: Self.exerciseJSON)
        let exercise = try JSONValueDecoder().decode(Exercise.self, from: value)
        #expect(exercise.name == "Bench Press")
        #expect(exercise.sets.count == 3)
        #expect(exercise.sets[0].load == Load(value: 80, unit: .kg))
        #expect(exercise.sets[1].load == nil)
        #expect(exercise.sets[2].load?.unit == .lb)
        #expect(exercise.tags == ["x": 1, "y": 2])
        #expect(exercise.extra?["anything"]?[1]?.numberValue?.literal == "2.50")
        #expect(exercise.small == 255)
        #expect(exercise.notes == nil)
    }

    @Test func unknownFieldsComeBackInTheOverlay() throws {
        let original = try JSONValue(parsing: Self.exerciseJSON)
        let (exercise, unknown) = try JSONValueDecoder().decodeKeepingUnknownFields(Exercise.self, from: original)
        let expected: JSONValue = [
            "future": ["v": 2],
            "sets": [["load": ["rpe": 8.5]], nil, ["tempo": "3-1-1"]],
            "notes": nil,
        ]
        #expect(unknown == expected)

        let reencoded = try JSONValueEncoder().encode(exercise)
        #expect(reencoded != original)
        #expect(reencoded.merging(unknownFields: unknown) == original)
        #expect(reencoded.merging(unknownFields: nil) == reencoded)
    }

    @Test func nothingUnknownGivesNil() throws {
        let value: JSONValue = ["value": 1, "unit": "kg"]
        let result = try JSONValueDecoder().decodeKeepingUnknownFields(Load.self, from: value)
        #expect(result.value == Load(value: 1, unit: .kg))
        #expect(result.unknownFields == nil)
    }

    @Test func mergingNeverOverwrites() {
        let base: JSONValue = ["a": 1, "o": ["x": 1], "list": [["k": 1], 2]]
        let overlay: JSONValue = ["a": 2, "b": 3, "o": ["x": 9, "y": 2], "list": [["k": 5, "m": 6], nil, ["z": 1]]]
        let merged = base.merging(unknownFields: overlay)
        let expected: JSONValue = ["a": 1, "o": ["x": 1, "y": 2], "list": [["k": 1, "m": 6], 2], "b": 3]
        #expect(merged == expected)
        #expect(merged.objectValue?.keys == ["a", "o", "list", "b"])
    }

    @Test func encodesInDeclarationOrderAndOmitsNil() throws {
        let exercise = Exercise(
            name: "Squat", sets: [WorkSet(reps: 5, load: nil)], notes: nil, tags: [:],
            extra: ["raw": .number(JSONNumber(literal: "1.50")!)], small: 1)
        let value = try JSONValueEncoder().encode(exercise)
        #expect(
            value.serializedString()
                == #"{"name":"Squat","sets":[{"reps":5}],"tags":{},"extra":{"raw":1.50},"small":1}"#)
        #expect(try JSONValueDecoder().decode(Exercise.self, from: value) == exercise)
    }

    @Test func typeMismatchNamesFieldValueAndType() throws {
        let value: JSONValue = ["reps": "ten"]
        let error = #expect(throws: DecodingError.self) { try JSONValueDecoder().decode(WorkSet.self, from: value) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription == #"expected a number for "reps", found the string "ten""#)
        #expect(context.codingPath.map(\.stringValue) == ["reps"])
    }

    @Test func nestedErrorsCarryTheCodingPath() throws {
        let value: JSONValue = ["reps": 1, "load": ["value": 1, "unit": "stone"]]
        let error = #expect(throws: DecodingError.self) { try JSONValueDecoder().decode(WorkSet.self, from: value) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["load", "unit"])

        let array: JSONValue = ["name": "x", "sets": [["reps": 1], ["reps": true]], "tags": [:], "small": 0]
        let arrayError = #expect(throws: DecodingError.self) {
            try JSONValueDecoder().decode(Exercise.self, from: array)
        }
        guard case .typeMismatch(_, let arrayContext) = arrayError else {
            Issue.record("expected typeMismatch, got \(String(describing: arrayError))")
            return
        }
        #expect(arrayContext.codingPath.map(\.stringValue) == ["sets", "Index 1", "reps"])
        #expect(arrayContext.debugDescription == #"expected a number for "reps", found the boolean true"#)
    }

    @Test func integerOverflowNamesTheValue() throws {
        let value: JSONValue = ["name": "x", "sets": [], "tags": [:], "small": 256]
        let error = #expect(throws: DecodingError.self) { try JSONValueDecoder().decode(Exercise.self, from: value) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription == #"the number 256 for "small" does not fit in UInt8"#)
        #expect(context.codingPath.map(\.stringValue) == ["small"])
    }

    @Test func missingAndNullFields() throws {
        let missing = #expect(throws: DecodingError.self) {
            try JSONValueDecoder().decode(Load.self, from: ["value": 1])
        }
        guard case .keyNotFound(let key, _) = missing else {
            Issue.record("expected keyNotFound, got \(String(describing: missing))")
            return
        }
        #expect(key.stringValue == "unit")
        let null = #expect(throws: DecodingError.self) {
            try JSONValueDecoder().decode(Load.self, from: ["value": nil, "unit": "kg"])
        }
        guard case .valueNotFound(_, let context) = null else {
            Issue.record("expected valueNotFound, got \(String(describing: null))")
            return
        }
        #expect(context.debugDescription == #"expected a number for "value", found null"#)
    }

    @Test func integersAreExactAndRangeChecked() throws {
        let decoder = JSONValueDecoder()
        let big = try JSONValue(parsing: "[-9223372036854775808, 18446744073709551615, 8.0, 80e-1]")
        #expect(try decoder.decode([Int64].self, from: [big[0]!]) == [Int64.min])
        #expect(try decoder.decode(UInt64.self, from: big[1]!) == UInt64.max)
        #expect(try decoder.decode(Int.self, from: big[2]!) == 8)
        #expect(try decoder.decode(Int8.self, from: big[3]!) == 8)
        #expect(throws: DecodingError.self) { try decoder.decode(Int64.self, from: big[1]!) }
        #expect(throws: DecodingError.self) { try decoder.decode(Int.self, from: 8.5) }
        #expect(throws: DecodingError.self) { try decoder.decode(UInt.self, from: -1) }
        #expect(throws: DecodingError.self) { try decoder.decode(Int16.self, from: 40_000) }
        #expect(try decoder.decode(Double.self, from: 1) == 1.0)
        #expect(try decoder.decode(Float.self, from: 0.1) == Float(0.1))
        #expect(throws: DecodingError.self) {
            try decoder.decode(Double.self, from: try JSONValue(parsing: "1e400", options: .storedData))
        }
    }

    @Test func boolDoesNotDecodeFromNumbers() {
        #expect(throws: DecodingError.self) { try JSONValueDecoder().decode(Bool.self, from: 1) }
        #expect(throws: DecodingError.self) { try JSONValueDecoder().decode(String.self, from: 1) }
        #expect(throws: DecodingError.self) { try JSONValueDecoder().decode(Int.self, from: "1") }
    }

    @Test func foundationSpecialTypes() throws {
        struct Special: Codable, Equatable {
            var amount: Decimal
            var link: URL
            var blob: Data
        }
        let value = try JSONValue(parsing: #"{"amount":12.345,"link":"https://example.com/a","blob":"AQID"}"#)
        let special = try JSONValueDecoder().decode(Special.self, from: value)
        #expect(
            special
                == Special(
                    amount: Decimal(string: "12.345")!, link: URL(string: "https://example.com/a")!,
                    blob: Data([1, 2, 3])))
        #expect(try JSONValueEncoder().encode(special) == value)
    }

    @Test func nonFiniteDoublesFailToEncode() {
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(["x": Double.infinity]) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([Float.nan]) }
    }

    @Test func jsonValuePassesThroughFoundationCoders() throws {
        let value = try JSONValue(parsing: #"{"b":[1,-2,2.5,"s",null,true],"a":{"x":18446744073709551615}}"#)
        let data = try JSONEncoder().encode(value)
        let back = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(back == value)
    }

    @Test func userInfoReachesTypes() throws {
        struct Probe: Decodable {
            var seen: String
            init(from decoder: any Decoder) throws {
                seen = decoder.userInfo[CodingUserInfoKey(rawValue: "mode")!] as? String ?? "none"
            }
        }
        var decoder = JSONValueDecoder()
        decoder.userInfo[CodingUserInfoKey(rawValue: "mode")!] = "strict"
        #expect(try decoder.decode(Probe.self, from: [:]).seen == "strict")
    }

    @Test func manualContainersAreTracked() throws {
        struct Manual: Codable, Equatable {
            var a: Int
            var inner: Int
            enum Keys: String, CodingKey {
                case a
                case nested
                case inner
            }
            init(a: Int, inner: Int) {
                self.a = a
                self.inner = inner
            }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                a = try container.decode(Int.self, forKey: .a)
                let nested = try container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
                inner = try nested.decode(Int.self, forKey: .inner)
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(a, forKey: .a)
                var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
                try nested.encode(inner, forKey: .inner)
            }
        }
        let value: JSONValue = ["a": 1, "nested": ["inner": 2, "other": 3], "top": 4]
        let (manual, unknown) = try JSONValueDecoder().decodeKeepingUnknownFields(Manual.self, from: value)
        #expect(manual == Manual(a: 1, inner: 2))
        #expect(unknown == ["nested": ["other": 3], "top": 4])
        #expect(try JSONValueEncoder().encode(manual).merging(unknownFields: unknown) == value)

        let error = #expect(throws: DecodingError.self) {
            try JSONValueDecoder().decode(Manual.self, from: ["a": 1, "nested": ["inner": "x"]])
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["nested", "inner"])
    }

    @Test func topLevelArraysOfObjectsTrackPerElement() throws {
        let value: JSONValue = [["reps": 1], ["reps": 2, "x": 1], ["reps": 3]]
        let (sets, unknown) = try JSONValueDecoder().decodeKeepingUnknownFields([WorkSet].self, from: value)
        #expect(sets.map(\.reps) == [1, 2, 3])
        #expect(unknown == [nil, ["x": 1]])
    }
}
