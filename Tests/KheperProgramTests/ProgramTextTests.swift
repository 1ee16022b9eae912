import Foundation
import KheperCore
import KheperProgram
import KheperTestSupport
import KheperTrainingLog
import Testing

/// A program's text reads into days of lifts, refuses a bad line on its line number, and writes back to text that
/// reads to the same program: the example programs and random ones.
@Suite struct ProgramTextTests {
    static let examples = URL(filePath: #filePath).deletingLastPathComponent()
        .appending(path: "../../Examples/Programs")
    static let exampleFiles = [
        "linear-3x5.txt", "531-boring-but-big.txt", "gzclp.txt", "upper-lower-double-progression.txt",
    ]
    let rules = ProgressionRules.standard

    /// The example program in `file`, as text.
    static func example(_ file: String) throws -> String {
        try String(contentsOf: examples.appending(path: file), encoding: .utf8)
    }

    @Test("days under ## headings, weeks under ## with days under ###, and Markdown list items")
    func structure() throws {
        let plan = try ProgramText.parse(
            """
            # Two weeks

            ## Week 1
            ### Heavy
            - Squat 3x5 @100kg lp
            ### Light
            Squat 3x5 @80kg

            ## Week 2
            ### Heavy
            Squat 3x5 @100kg lp
            """, rules: rules)
        #expect(plan.name == "Two weeks")
        #expect(plan.days.map(\.name) == ["Heavy", "Light", "Heavy"])
        #expect(plan.days.map(\.week) == ["Week 1", "Week 1", "Week 2"])
        #expect(plan.days.map { $0.lifts.map(\.rule) } == [["linear"], ["none"], ["linear"]])
        let written = ProgramText.text(of: plan, rules: rules)
        #expect(written.contains("## Week 1\n\n### Heavy\nSquat 3x5 @100kg lp\n\n### Light"))
        #expect(try ProgramText.parse(written, rules: rules) == plan)
    }

    @Test("each example program reads, and writes back to its own text", arguments: exampleFiles)
    func examplesRoundTrip(file: String) throws {
        let text = try Self.example(file)
        let plan = try ProgramText.parse(text, rules: rules)
        #expect(!plan.days.isEmpty && plan.days.allSatisfy { !$0.lifts.isEmpty })
        #expect(ProgramText.text(of: plan, rules: rules) == text)
    }

    @Test("the example programs' text reads to the programs the simulations run, built in Swift")
    func examplesAreTheSimulatedPrograms() throws {
        for (file, plan) in zip(Self.exampleFiles, ExamplePrograms.all) {
            #expect(try ProgramText.parse(Self.example(file), rules: rules) == plan, "\(file)")
        }
    }

    @Test("a refusal names its line")
    func refusals() {
        let cases: [(text: String, code: ProgramTextError.Code, line: Int, words: [String])] = [
            ("## Day A\nSquat 3x5 @100kg", .structure, 1, ["line 1:", "program's name", "# 5/3/1"]),
            ("# P\nSquat 3x5 @100kg", .structure, 2, ["line 2:", "a lift before the first day", "## Day A"]),
            ("# P\n\n## A\nSquat 3x5 @100kg\nBench 3x5 @60 stone", .unreadable, 5, ["line 5:", "\"@60\""]),
            ("# P\n# Q\n## A\nSquat 3x5", .structure, 2, ["line 2:", "a second program heading"]),
            ("# P\n### A\nSquat 3x5 @100kg", .structure, 2, ["before any week"]),
            ("# P\n\n", .structure, 0, ["P has no day"]),
        ]
        for (text, code, line, words) in cases {
            var caught: ProgramTextError?
            do { _ = try ProgramText.parse(text, rules: rules) } catch { caught = error }
            #expect(caught?.code == code, "\(text)")
            #expect(caught?.line == (line == 0 ? nil : line), "\(text)")
            for word in words {
                #expect(caught?.message.contains(word) == true, "\(caught?.message ?? "no error") lacks \(word)")
            }
        }
    }

    static let seeds: [UInt64] = [0x2929_7001, 0x2929_7002, 0x2929_7003]

    @Test("a random program writes text that reads back to it", arguments: seeds)
    func randomRoundTrip(seed: UInt64) throws {
        print("ProgramTextTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        for _ in 0..<50 {
            let plan = randomPlan(&random)
            let text = ProgramText.text(of: plan, rules: rules)
            #expect(try ProgramText.parse(text, rules: rules) == plan, "seed \(seed):\n\(text)")
        }
    }

    /// A program of a few days whose lifts use every rule and every kind of load.
    func randomPlan(_ random: inout SeededGenerator) -> ProgramPlan {
        let names = ["Squat", "Bench Press", "Deadlift", "Overhead Press", "Barbell Row", "Pull Up"]
        let weeks = Bool.random(using: &random)
        let days = (1...Int.random(in: 1...4, using: &random)).map { number in
            ProgramDay(
                "Day \(number)", week: weeks ? "Week \((number + 1) / 2)" : nil,
                lifts: (1...Int.random(in: 1...4, using: &random)).map { _ in
                    randomLift(names.randomElement(using: &random) ?? "Squat", &random)
                })
        }
        return ProgramPlan("Program \(random.next() % 100)", days: days)
    }

    /// A lift named `name` under a random rule, its parameters written as the line gives them.
    func randomLift(_ name: String, _ random: inout SeededGenerator) -> PlannedLift {
        let unit: WeightUnit = Bool.random(using: &random) ? .kg : .lb
        let load = Weight(value: Double(Int.random(in: 8...120, using: &random)) * 2.5, unit: unit)
        let sets = Int.random(in: 1...6, using: &random)
        let reps = Int.random(in: 1...12, using: &random)
        let increment: JSONValue = [2.5, 5, 1.25].randomElement(using: &random) ?? 2.5
        var start = LiftState(lift: name, load: load)
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            return PlannedLift(
                name, Prescription(sets, .exactly(reps), at: .absolute(load)), rule: "linear",
                parameters: [
                    "sets": .number(JSONNumber(sets)), "reps": .number(JSONNumber(reps)), "increment": increment,
                ],
                start: start)
        case 1:
            return PlannedLift(
                name, Prescription(sets, .range(reps...reps + 4), at: .absolute(load)),
                rule: "double-progression",
                parameters: [
                    "sets": .number(JSONNumber(sets)), "bottom": .number(JSONNumber(reps)),
                    "top": .number(JSONNumber(reps + 4)),
                ], start: start)
        case 2:
            start.load = nil
            start.trainingMax = load
            return PlannedLift(
                name, nil, rule: "531",
                parameters: ["body": Bool.random(using: &random) ? "upper" : "lower"], start: start)
        case 3:
            var prescription = Prescription(sets, .exactly(reps), at: .absolute(load))
            prescription.sets[sets - 1].reps = .atLeast(reps)
            return PlannedLift(
                name, prescription, rule: "stages",
                parameters: ["stages": ["5x3+", "6x2+", "10x1+"], "restart": 90], start: start)
        default:
            let shares: [PrescribedLoad] = [
                .absolute(load), .percentOfTrainingMax(65), .percentOfOneRepMax(72.5), .rpe(8.5),
            ]
            var prescription = Prescription(sets, .exactly(reps), at: shares.randomElement(using: &random) ?? .rpe(8))
            prescription.sets += Prescription(2, .exactly(reps + 2), at: .percentOfTopSet(90)).sets
            start.load = prescription.sets.first.flatMap {
                if case .absolute(let weight) = $0.load { weight } else { nil }
            }
            return PlannedLift(name, prescription, rule: "none", start: start)
        }
    }
}
