import Foundation
import KheperCore
import KheperExercise
import Testing

/// An exercise and its sets name each field once, in a table: these pin that the specs, the fast reading,
/// `Decodable`'s reading and the writing all follow it.
@Suite struct ExerciseFieldTableTests {
    static let fullSet = ExerciseSet(
        kind: .warmup, reps: 8, repsMax: 12, amrap: true, load: Load(value: 62.5, unit: .kg), duration: 30,
        distance: 12.5, rpe: 7.5, rir: 2, rest: 90)

    static let fullBlock = ExerciseBlock(
        name: "Bench Press", exerciseID: "ex-0123456789abcdef", entry: "Barbell_Bench_Press_-_Medium_Grip",
        sets: [fullSet, ExerciseSet(reps: 5)], rest: 120, tempo: "3-1-X-0", notes: "Pause on the chest.")

    @Test func aSetWritesEveryFieldItsSpecsDeclareInTheirOrder() throws {
        let written = try JSONValueEncoder().encode(Self.fullSet)
        #expect(written.objectValue?.keys == ExerciseSet.fields.map(\.name))
    }

    @Test func anExerciseWritesItsSetsWhereItAlwaysHasAndListsThemLastInItsSpecs() throws {
        let written = try JSONValueEncoder().encode(Self.fullBlock)
        #expect(written.objectValue?.keys == ["name", "exerciseID", "entry", "sets", "rest", "tempo", "notes"])
        #expect(
            ExerciseBlock.fields.map(\.name) == ["name", "exerciseID", "entry", "rest", "tempo", "notes", "sets"])
    }

    @Test func theFastPathAndDecodableReadTheSameExercise() throws {
        let written = try JSONValueEncoder().encode(Self.fullBlock)
        let text = Data(try JSONEncoder().encode(Self.fullBlock))
        #expect(try JSONValueDecoder().decode(ExerciseBlock.self, from: written) == Self.fullBlock)
        #expect(try JSONDecoder().decode(ExerciseBlock.self, from: text) == Self.fullBlock)
    }

    @Test func aMissingNameStopsBothPathsAtTheName() throws {
        let data: JSONValue = ["sets": [["reps": 5]]]
        let fast = Self.errorPath { try JSONValueDecoder().decode(ExerciseBlock.self, from: data) }
        let decodable = Self.errorPath { try JSONDecoder().decode(ExerciseBlock.self, from: Self.text(data)) }
        #expect(fast == "name (missing)")
        #expect(decodable == fast)
    }

    @Test(arguments: [
        ["name": "x", "sets": [["reps": "ten", "rest": "long"]], "tempo": 5] as JSONValue,
        ["name": "x", "rest": "long", "tempo": 5],
        ["name": "x", "sets": [["rpe": "hard", "kind": 3]]],
    ])
    func bothPathsStopAtTheSameFirstWrongField(_ data: JSONValue) throws {
        let fast = Self.errorPath { try JSONValueDecoder().decode(ExerciseBlock.self, from: data) }
        let decodable = Self.errorPath { try JSONDecoder().decode(ExerciseBlock.self, from: Self.text(data)) }
        #expect(fast != nil)
        #expect(decodable == fast)
    }

    /// The path of the error `decode` throws, with `(missing)` after a missing field; `nil` when it throws none.
    static func errorPath(_ decode: () throws -> ExerciseBlock) -> String? {
        do {
            _ = try decode()
            return nil
        } catch DecodingError.keyNotFound(let key, let context) {
            return (context.codingPath + [key]).map(Self.name).joined(separator: ".") + " (missing)"
        } catch DecodingError.typeMismatch(_, let context), DecodingError.dataCorrupted(let context) {
            return context.codingPath.map(Self.name).joined(separator: ".")
        } catch {
            return "\(error)"
        }
    }

    static func name(_ key: any CodingKey) -> String { key.intValue.map { "[\($0)]" } ?? key.stringValue }

    static func text(_ value: JSONValue) throws -> Data { Data(try JSONEncoder().encode(value)) }
}
