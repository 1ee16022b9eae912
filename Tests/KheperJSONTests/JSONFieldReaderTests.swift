import Foundation
import Testing

@testable import KheperJSON

enum ReaderGrip: String, Codable, Equatable {
    case wide
    case narrow
}

/// A band read through Codable's containers only.
struct ReaderPlainBand: Codable, Equatable {
    var tension: Double
    var colour: String?
}

/// The same band read through a `JSONFieldReader`, as an exercise set's load is.
struct ReaderFastBand: Codable, Equatable, JSONFieldDecodable {
    var tension: Double
    var colour: String?

    init(fields: JSONFieldReader) throws {
        tension = try fields.double("tension")
        colour = try fields.stringIfPresent("colour")
    }
}

/// A set read through Codable's containers only.
struct ReaderPlainSet: Codable, Equatable {
    var reps: Int?
    var weight: Double
    var grip: ReaderGrip?
    var done: Bool?
    var band: ReaderPlainBand?
}

/// The same set read through a `JSONFieldReader`, as the built-in kinds are.
struct ReaderFastSet: Codable, Equatable, JSONFieldDecodable {
    var reps: Int?
    var weight: Double
    var grip: ReaderGrip?
    var done: Bool?
    var band: ReaderFastBand?

    init(fields: JSONFieldReader) throws {
        reps = try fields.intIfPresent("reps")
        weight = try fields.double("weight")
        grip = try fields.choiceIfPresent(ReaderGrip.self, "grip")
        done = try fields.boolIfPresent("done")
        band = try fields.objectIfPresent(ReaderFastBand.self, "band")
    }
}

struct ReaderPlainExercise: Codable, Equatable {
    var name: String
    var grip: ReaderGrip
    var note: String?
    var sets: [ReaderPlainSet]?
}

struct ReaderFastExercise: Codable, Equatable, JSONFieldDecodable {
    var name: String
    var grip: ReaderGrip
    var note: String?
    var sets: [ReaderFastSet]?

    init(fields: JSONFieldReader) throws {
        name = try fields.string("name")
        grip = try fields.choice(ReaderGrip.self, "grip")
        note = try fields.stringIfPresent("note")
        sets = try fields.arrayIfPresent(of: ReaderFastSet.self, "sets")
    }
}

/// A type read through a field reader must read exactly as its Codable conformance does: the same values, the same
/// unknown fields and the same first error, with the same path.
@Suite struct JSONFieldReaderTests {
    /// What one decode gave: the value's description and unknown fields, or the error's message and path.
    private static func outcome<T: Decodable>(_ type: T.Type, _ text: String) throws -> String {
        let value = try JSONValue(parsing: text)
        do {
            let (decoded, unknown) = try JSONValueDecoder().decodeKeepingUnknownFields(T.self, from: value)
            let described = String(describing: decoded).replacingOccurrences(of: "Fast", with: "Plain")
            return "\(described) unknown: \(unknown?.description ?? "none")"
        } catch let error as DecodingError {
            return "error: \(error.readableMessage) at \(error.jsonPath)"
        }
    }

    @Test(arguments: [
        #"{"name": "Row", "grip": "wide", "sets": [{"weight": 60, "reps": 8}, {"weight": 62.5, "done": true}]}"#,
        #"{"name": "Row", "grip": "wide", "future": 1, "sets": [{"weight": 60, "tempo": "3-1"}, {"weight": 1}]}"#,
        #"{"name": "Row", "grip": "wide", "note": null, "sets": null, "x": {"y": [1, 2]}}"#,
        #"{"grip": "wide"}"#,
        #"{"name": "Row", "grip": "sideways"}"#,
        #"{"name": "Row", "grip": 3}"#,
        #"{"name": 7, "grip": "wide"}"#,
        #"{"name": "Row", "grip": "wide", "sets": {"weight": 1}}"#,
        #"{"name": "Row", "grip": "wide", "sets": [{"weight": 1}, 5]}"#,
        #"{"name": "Row", "grip": "wide", "sets": [{"weight": 1}, {"reps": 2}]}"#,
        #"{"name": "Row", "grip": "wide", "sets": [{"weight": 1, "reps": 2.5}]}"#,
        #"{"name": "Row", "grip": "wide", "sets": [{"weight": 1, "grip": "narrow", "done": "yes"}]}"#,
        #"{"name": "Row", "grip": "wide", "sets": [{"weight": 1, "grip": "flat"}]}"#,
        #"{"name": "Row", "grip": "wide", "sets": [{"weight": 1, "band": {"tension": 2.5, "colour": "red", "k": 1}}]}"#,
        #"{"name": "Row", "grip": "wide", "sets": [{"weight": 1, "band": null}, {"weight": 2, "band": {"tension": 1}}]}"#,
        #"{"name": "Row", "grip": "wide", "sets": [{"weight": 1, "band": "red"}]}"#,
        #"{"name": "Row", "grip": "wide", "sets": [{"weight": 1, "band": {"colour": "red"}}]}"#,
        #"{"name": "Row", "grip": "wide", "sets": [{"weight": 1, "band": {"tension": 1, "colour": 3}}]}"#,
        #"[1, 2]"#,
    ])
    func readsAsCodableDoes(_ text: String) throws {
        let plain = try Self.outcome(ReaderPlainExercise.self, text)
        let fast = try Self.outcome(ReaderFastExercise.self, text)
        #expect(fast == plain)
    }

    @Test func readsMembersThroughTheFastPath() throws {
        let value = try JSONValue(parsing: #"{"name": "Row", "grip": "narrow", "sets": [{"weight": 60, "reps": 8}]}"#)
        let decoded = try JSONValueDecoder().decode(ReaderFastExercise.self, from: value)
        #expect(decoded.name == "Row")
        #expect(decoded.grip == .narrow)
        #expect(decoded.sets?.first?.reps == 8)
        #expect(decoded.sets?.first?.weight == 60)
    }
}
