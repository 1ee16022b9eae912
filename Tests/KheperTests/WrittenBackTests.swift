import Foundation
import Kheper
import KheperTestSupport
import Testing

/// A document that nobody edits is written back byte for byte: numbers keep their text (`40`, `1E3`, `2.50`, `-0`)
/// whatever the Swift type behind the field, and unknown members keep their place among the known ones.
@Suite struct WrittenBackTests {
    let registry = BlockRegistry.standard

    /// A compact document in the writer's own member order, holding `blocks` (written as JSON text).
    static func document(_ blocks: [String]) -> String {
        #"{"format":"kheper.workout","formatVersion":1,"id":"w","title":"Day","blocks":["#
            + blocks.joined(separator: ",") + "]}"
    }

    static func node(_ id: String, _ type: String, order: String, data: String, children: [String] = []) -> String {
        let tail = children.isEmpty ? "" : #","children":["# + children.joined(separator: ",") + "]"
        return #"{"id":"\#(id)","type":"\#(type)","version":1,"order":"\#(order)","data":\#(data)\#(tail)}"#
    }

    static let numbers = document([
        node(
            "e", "exercise", order: "a0",
            data: #"{"name":"Squat","sets":[{"reps":5,"load":{"value":40,"unit":"kg"},"rpe":7.50,"rest":1E2},"#
                + #"{"reps":5.0,"load":{"value":2.50E1,"unit":"kg"},"distance":-0,"rest":90}],"rest":120}"#),
        node("t", "timer", order: "a1", data: #"{"mode":"emom","duration":6E2,"work":40,"rounds":1E1}"#),
        node(
            "s", "set", order: "a2",
            data: #"{"style":"superset","rounds":3,"restBetweenExercises":-0,"restBetweenRounds":1E3}"#,
            children: [node("c", "exercise", order: "a0", data: #"{"name":"Row","rest":60.0}"#)]),
    ])

    private func written(_ text: String, edit: (inout BlockDocument) throws -> Void = { _ in }) throws -> String {
        var document = try registry.decodeDocument(from: Array(text.utf8), validating: false).document
        let raw = document.allIDs.filter { document[$0]?.content.registeredKind == nil }
        #expect(raw.isEmpty, "blocks kept raw: \(raw.map { String(describing: document[$0]?.content) })")
        try edit(&document)
        return String(decoding: try registry.encodedJSON(document, options: []), as: UTF8.self)
    }

    @Test func numbersKeepTheirText() throws {
        #expect(try written(Self.numbers) == Self.numbers)
    }

    @Test func anEditedFieldIsWrittenWithItsNewValueAndTheRestAsWritten() throws {
        let output = try written(Self.numbers) { document in
            var exercise = try #require(document["e"]?.content.as(ExerciseBlock.self))
            exercise.sets?[1].load?.value = 27.5
            exercise.rest = 150
            guard case .known(var block)? = document["e"]?.content else { return }
            block.base = exercise
            try document.setContent(.known(block), of: "e")
        }
        let expected = Self.numbers
            .replacingOccurrences(of: #""value":2.50E1"#, with: #""value":27.5"#)
            .replacingOccurrences(of: #"}],"rest":120}"#, with: #"}],"rest":150}"#)
        #expect(output == expected)
    }

    @Test func aBlockMadeInCodeIsWrittenInItsOwnForm() throws {
        let output = try written(Self.numbers) { document in
            try document.setContent(BlockContent(ExerciseBlock(name: "Row", rest: 60)), of: "c")
        }
        #expect(output.contains(#""data":{"name":"Row","rest":60}"#))
    }

    @Test func unknownMembersKeepTheirPlaceAtTheTopAndNested() throws {
        let text = Self.document([
            Self.node(
                "e", "exercise", order: "a0",
                data: #"{"name":"Squat","x-note":1,"sets":[{"reps":5,"x-tag":"top","rest":90}],"x-last":[]}"#)
        ])
        #expect(try written(text) == text)
        // Edited, the block is encoded again; unknown members still go back to where they were.
        let output = try written(text) { document in
            var exercise = try #require(document["e"]?.content.as(ExerciseBlock.self))
            exercise.name = "Front squat"
            guard case .known(var block)? = document["e"]?.content else { return }
            block.base = exercise
            try document.setContent(.known(block), of: "e")
        }
        #expect(output == text.replacingOccurrences(of: "\"Squat\"", with: "\"Front squat\""))
    }

    @Test(arguments: Array(1...30) as [UInt64])
    func randomDocumentsRoundTripByteForByte(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var blocks: [String] = []
        var names: [String] = []
        for index in 0..<Int.random(in: 1...6, using: &random) {
            let order = "a\(index)"
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let name = "Lift \(index)"
                names.append(name)
                let sets = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    var members = [#""reps":\#(Self.spelled(Int.random(in: 1...20, using: &random), &random))"#]
                    if Bool.random(using: &random) {
                        let load = Self.spelledDecimal(Int.random(in: 0...4000, using: &random), &random)
                        members.append(#""load":{"value":\#(load),"unit":"kg"}"#)
                    }
                    if Bool.random(using: &random) {
                        members.append(
                            #""rpe":\#(Self.spelledDecimal(5 * Int.random(in: 12...20, using: &random), &random))"#)
                    }
                    if Bool.random(using: &random) {
                        members.append(#""x-extra":\#(Self.spelled(Int.random(in: -5...5, using: &random), &random))"#)
                    }
                    members.shuffle(using: &random)
                    return "{" + members.joined(separator: ",") + "}"
                }
                var members = [#""name":"\#(name)""#, #""sets":[\#(sets.joined(separator: ","))]"#]
                if Bool.random(using: &random) {
                    members.append(#""rest":\#(Self.spelled(Int.random(in: 0...600, using: &random), &random))"#)
                }
                if Bool.random(using: &random) { members.append(#""x-note":\#(Self.spelledDecimal(-5, &random))"#) }
                members.shuffle(using: &random)
                blocks.append(
                    Self.node("b\(index)", "exercise", order: order, data: "{" + members.joined(separator: ",") + "}"))
            case 1:
                let work = Self.spelled(Int.random(in: 1...120, using: &random), &random)
                let rounds = Self.spelled(Int.random(in: 1...20, using: &random), &random)
                let data =
                    #"{"mode":"interval","work":\#(work),"rest":\#(Self.spelled(0, &random)),"rounds":\#(rounds)}"#
                blocks.append(Self.node("b\(index)", "timer", order: order, data: data))
            default:
                // Rests are whole seconds, spelled in any JSON form of a whole number.
                let between = Self.spelled(Int.random(in: 0...1200, using: &random), &random)
                let rounds = Self.spelled(Int.random(in: 1...10, using: &random), &random)
                let data = #"{"rounds":\#(rounds),"restBetweenRounds":\#(between),"style":"circuit"}"#
                let child = Self.node("c\(index)", "exercise", order: "a0", data: #"{"name":"Row"}"#)
                blocks.append(Self.node("b\(index)", "set", order: order, data: data, children: [child]))
            }
        }
        let text = Self.document(blocks)
        #expect(try written(text) == text, "seed \(seed): the document was not written back as written")
        // Renaming every exercise re-encodes it; every number and member order it holds is still as written.
        let renamed = try written(text) { document in
            for id in document.allIDs {
                guard case .known(var block)? = document[id]?.content, var exercise = block.as(ExerciseBlock.self),
                    names.contains(exercise.name)
                else { continue }
                exercise.name += "!"
                block.base = exercise
                try document.setContent(.known(block), of: id)
            }
        }
        var expected = text
        for name in names { expected = expected.replacingOccurrences(of: "\"\(name)\"", with: "\"\(name)!\"") }
        #expect(renamed == expected, "seed \(seed): an edit changed how untouched numbers are written")
    }

    /// `value` spelled in one of several JSON forms that all read as the same whole number.
    static func spelled(_ value: Int, _ random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: "\(value).0"
        case 1: "\(value)E0"
        case 2: value == 0 ? "0e-1" : "\(value)0e-1"
        case 3: value == 0 ? "-0" : "\(value)"
        case 4: "\(value).00e+0"
        default: "\(value)"
        }
    }

    /// `tenths / 10` spelled in one of several JSON forms, some with trailing zeros.
    static func spelledDecimal(_ tenths: Int, _ random: inout SeededGenerator) -> String {
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        let whole = magnitude / 10
        let tenth = magnitude % 10
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return "\(sign)\(whole).\(tenth)0"
        case 1: return "\(sign)\(magnitude)E-1"
        case 2: return "\(sign)\(whole).\(tenth)e0"
        case 3: return tenth == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(tenth)"
        default: return "\(sign)0.\(magnitude)E\(String(magnitude).count - 1)"
        }
    }
}
