import Foundation
import Testing

@testable import KheperCLI

/// `kheper program show`: a program's text read, each day's first session shown with rounded loads and a barbell's
/// plates, the lifter's own bar and plates used when stored, and a line that cannot be read refused by file and line.
@Suite struct ProgramCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        tool.run(arguments, variables: ["KHEPER_STORE": "store.sqlite"])
    }

    /// Writes `text` to `name` in the tool's folder.
    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: tool.directory + "/" + name, atomically: true, encoding: .utf8)
    }

    static let program = """
        # Two days

        ## Day A
        Squat 3x5 @100kg lp +2.5kg
        Dumbbell Curl 3x8-12 @11kg dp

        ## Day B
        Bench Press 531 tm 100kg upper
        Bench Press 5x10 @50%TM
        """

    @Test("each day's first session: sets at rounded loads, the rounding said, and a barbell's plates a side")
    func show() throws {
        try write("p.txt", Self.program)
        let shown = run("program", "show", "p.txt")
        #expect(shown.code == .success, "\(shown.err)")
        #expect(
            shown.out == """
                Two days: 2 days, repeated in turn
                the first session of each day; barbell loads on the standard bar and plates

                Day A
                  Squat: 3×5 @ 100 kg
                    100 kg: 20 kg bar + 25 + 15 per side
                  Dumbbell Curl: 3×8-12 @ 10 kg
                    11 kg cannot be made: rounded down to 10 kg

                Day B
                  Bench Press: 1×5 @ 65 kg, 1×5 @ 75 kg, 1×5+ @ 85 kg
                    65 kg: 20 kg bar + 20 + 2.5 per side
                    75 kg: 20 kg bar + 25 + 2.5 per side
                    85 kg: 20 kg bar + 25 + 5 + 2.5 per side
                  Bench Press: 5×10 @ 50 kg
                    50 kg: 20 kg bar + 15 per side

                """)
    }

    @Test("the lifter's own bar and plates load the barbell lifts")
    func ownBarbell() throws {
        try write("p.txt", Self.program)
        #expect(run("settings", "barbell", "15kg 20x2,10x2,5x2,2.5x2").code == .success)
        let shown = run("program", "show", "p.txt").out
        #expect(shown.contains("barbell loads on your bar and plates (kheper settings barbell)"))
        #expect(
            shown.contains(
                "  Squat: 3×5 @ 90 kg\n    100 kg is more than the bar and plates make: rounded down to 90 kg\n"))
        #expect(shown.contains("    90 kg: 15 kg bar + 20 + 10 + 5 + 2.5 per side\n"))
    }

    @Test("the lifter's dumbbells and machine steps round those lifts; steps in another unit are refused")
    func ownDumbbellsAndMachine() throws {
        try write("p.txt", "# Steps\n## A\nDumbbell Curl 3x8-12 @13kg dp\nLeg Extension 3x8-12 @47kg dp\n")
        let standard = run("program", "show", "p.txt").out
        #expect(standard.contains("  Dumbbell Curl: 3×8-12 @ 12.5 kg\n"), "\(standard)")
        #expect(standard.contains("  Leg Extension: 3×8-12 @ 45 kg\n"), "\(standard)")
        #expect(run("settings", "dumbbells", "2-40kg by 2").code == .success)
        #expect(run("settings", "machine", "4-120kg by 4").code == .success)
        let own = run("program", "show", "p.txt").out
        #expect(
            own.contains("  Dumbbell Curl: 3×8-12 @ 12 kg\n    13 kg cannot be made: rounded down to 12 kg\n"), "\(own)"
        )
        #expect(
            own.contains("  Leg Extension: 3×8-12 @ 48 kg\n    47 kg cannot be made: rounded up to 48 kg\n"), "\(own)")

        #expect(run("settings", "machine", "10-300lb by 10").code == .success)
        let mixed = run("program", "show", "p.txt")
        #expect(mixed.code == .usage)
        #expect(
            mixed.err.contains(
                "the machine setting is in lb and the program's loads are in kg; expected one unit"), "\(mixed.err)")
    }

    @Test(
        "dumbbell and machine steps that cannot be read or do not fit are refused naming the part",
        arguments: [
            ("2-41kg by 2", "dumbbells heaviest is 41 kg; expected 2 kg or more, plus a whole number of 2 kg steps"),
            ("2-40 by 2", "the heaviest load is \"40\" with no unit"),
            ("2lb-40kg by 2", "the lightest load is in lb and the heaviest in kg"),
            ("2-40kg every 2", "\"2-40kg every 2\" cannot be read; expected LIGHTEST-HEAVIEST by STEP"),
            ("0-40kg by 2", "dumbbells lightest is 0 kg; expected a weight above 0"),
        ])
    func stepsRefused(value: String, naming: String) throws {
        for setting in ["dumbbells", "machine"] {
            let refused = run("settings", setting, value)
            #expect(refused.code == .usage)
            let expected = naming.replacingOccurrences(of: "dumbbells ", with: setting + " ")
            #expect(refused.err.contains("setting \(setting) is \"\(value)\": \(expected)"), "\(refused.err)")
        }
    }

    @Test("a line that cannot be read is refused naming the file, the line, the word and what was expected")
    func refusals() throws {
        try write("bad.txt", "# P\n\n## A\nSquat 3x5 @100kg lp\nBench 3x5 @60 stone\n")
        let bad = run("program", "show", "bad.txt")
        #expect(bad.code == .usage)
        #expect(
            bad.err.contains(
                "bad.txt:5: \"@60\" cannot be read; expected a load such as @100kg, @225lb, @75%TM, @75%1RM, @RPE8 or "
                    + "@90%top after 3x5 [program-text.unreadable]"), "\(bad.err)")
        try write("rule.txt", "# P\n\n## A\nSquat 3x5 @100kg lp deload 200%\n")
        let rule = run("program", "show", "rule.txt")
        #expect(rule.code == .usage)
        #expect(rule.err.contains("rule.txt:4: "), "\(rule.err)")
        #expect(rule.err.contains("deload"), "\(rule.err)")
        #expect(rule.err.contains("[program-text.invalid-parameter]"), "\(rule.err)")
        #expect(run("program", "show", "missing.txt").code == .usage)
        try write("warm.txt", "# W\n\n## A\nSquat 3x5 @100kg warmup auto lp\n")
        #expect(
            run("program", "show", "warm.txt").out.contains(
                "  Squat: 3×5 @ 100 kg\n    warm-up: 20 kg × 5, 40 kg × 5, 60 kg × 3, 80 kg × 2\n"))
        #expect(run("program", "list").code == .usage)
    }

    @Test("the help says how a program is written and is listed")
    func help() {
        let help = run("program", "--help").out
        #expect(help.contains("usage: kheper program show [--store PATH] FILE"))
        #expect(help.contains("kheper kinds --examples"))
        #expect(run("--help").out.contains("program"))
    }
}

/// `kheper program import` and `kheper program status`: a program stored as a document of day titles and lift
/// blocks, shown back as its text, refused when its name is taken, and each lift's state listed.
extension ProgramCommandTests {
    @Test("import stores the program as a document whose Markdown is its text, and refuses a second one by name")
    func importStoresADocument() throws {
        try write("p.txt", Self.program)
        let imported = run("program", "import", "p.txt")
        #expect(imported.code == .success, "\(imported.err)")
        let id = imported.out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(run("list").out.contains("\(id)  Two days  (6 blocks)"))
        let markdown = run("show", "--format", "markdown", "Two days")
        #expect(
            markdown.out == """
                # Two days

                ## Day A

                - Squat 3x5 @100kg lp +2.5kg

                - Dumbbell Curl 3x8-12 @11kg dp

                ## Day B

                - Bench Press 531 tm 100kg upper

                - Bench Press 5x10 @50%TM

                """, "\(markdown.out)")
        try write("p.md", markdown.out)
        #expect(run("program", "show", "p.md").out == run("program", "show", "p.txt").out)
        let again = run("program", "import", "p.txt")
        #expect(again.code != .success)
        #expect(again.err.contains("a workout (id \(id)) is already titled \"Two days\""))
    }

    @Test("a line that does not read is refused by import, naming the file and line, and nothing is stored")
    func importRefusesABadLine() throws {
        try write("bad.txt", "# Bad\n## Day A\nSquat 3x5 @100kg wave\n")
        let refused = run("program", "import", "bad.txt")
        #expect(refused.code == .usage)
        #expect(refused.err.contains("bad.txt:3: \"wave\""), "\(refused.err)")
        #expect(!run("list").out.contains("Bad"))
    }

    @Test("status lists each lift's line once, with its load, training max and failures in a row")
    func status() throws {
        try write("p.txt", Self.program)
        #expect(run("program", "import", "p.txt").code == .success)
        let status = run("program", "status", "Two days")
        #expect(status.code == .success, "\(status.err)")
        #expect(
            status.out == """
                Two days: next is Day A
                  Squat 3x5 @100kg lp +2.5kg
                    load 100 kg, no failures in a row
                  Dumbbell Curl 3x8-12 @11kg dp
                    load 11 kg, no failures in a row
                  Bench Press 531 tm 100kg upper
                    training max 100 kg, week 1 of cycle 1, no failures in a row
                  Bench Press 5x10 @50%TM
                    no failures in a row

                """, "\(status.out)")
        let missing = run("program", "status", "Nothing")
        #expect(missing.code != .success)
    }

    @Test("status names a stages lift's stage and scheme from the first stage on, as its rule describes it")
    func statusOfStages() throws {
        try write("p.txt", "# Stages\n## Day 1\nSquat 5x3+ @100kg stages 5x3+,6x2+,10x1+ +5kg restart 85%\n")
        #expect(run("program", "import", "p.txt").code == .success)
        #expect(
            run("program", "status", "Stages").out.hasSuffix(
                "\n    stage 1 of 3 (5x3+), load 100 kg, no failures in a row\n"))
    }
}

/// `kheper program advance`: a stored program moved on from the latest logged session as one undoable step, each
/// rule's sentence printed, the state shown by status, and a session used twice, or one of other lifts, refused.
extension ProgramCommandTests {
    static let linear = """
        # Linear
        ## Day A
        Squat 3x5 @60kg lp +2.5kg
        Bench Press 3x5 @40kg lp +2.5kg
        ## Day B
        Squat 3x5 @60kg lp +2.5kg
        Deadlift 1x5 @80kg lp +5kg
        """

    /// The linear program imported, its Day A logged on 2026-12-01 in full (squat and bench, 3×5 each), and the
    /// program advanced from it; returns what the advance printed.
    @discardableResult
    func linearAdvancedAfterDayA() throws -> String {
        try write("p.txt", Self.linear)
        try #require(run("program", "import", "p.txt").code == .success)
        try log("2026-12-01", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 5])], file: "a.csv")
        let advanced = run("program", "advance", "Linear")
        try #require(advanced.code == .success, "\(advanced.err)")
        return advanced.out
    }

    /// Logs a session on `date` of `sets`: each an exercise and its reps, at `weight` kg.
    func log(_ date: String, _ sets: [(String, [Int])], file: String) throws {
        try export(date, sets, file: file)
        let imported = run("log", "import", file)
        try #require(imported.code == .success, "\(imported.err)")
    }

    @Test("advance moves the program on from the logged day, status shows it, and undo moves it back")
    func advanceFromTheLog() throws {
        try write("p.txt", Self.linear)
        #expect(run("program", "import", "p.txt").code == .success)
        let empty = run("program", "advance", "Linear")
        #expect(empty.code == .failure)
        #expect(empty.err.contains("the training log holds no session; log Day A first"), "\(empty.err)")

        try log("2026-12-01", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 4])], file: "a.csv")
        let advanced = run("program", "advance", "Linear")
        #expect(advanced.code == .success, "\(advanced.err)")
        #expect(
            advanced.out == """
                Linear: advanced after Day A, logged 2026-12-01
                  Squat: 60 → 62.5 kg, 3×5 done
                  Bench Press: stays at 40 kg, set 3 had 4 of 5 reps; 1 of 3 failed sessions before a deload
                next is Day B

                """, "\(advanced.out)")
        let status = run("program", "status", "Linear").out
        #expect(status.hasPrefix("Linear: next is Day B\n  Squat 3x5 @60kg lp +2.5kg\n    load 62.5 kg, no failures"))
        #expect(status.contains("  Bench Press 3x5 @40kg lp +2.5kg\n    load 40 kg, 1 failure in a row\n"))
        #expect(run("show", "--format", "markdown", "Linear").out.contains("- Squat 3x5 @60kg lp +2.5kg\n"))

        let again = run("program", "advance", "Linear")
        #expect(again.code == .failure)
        #expect(again.err.contains("\"Linear\" was already advanced after the session logged 2026-12-01"))

        let undone = run("undo", "Linear")
        #expect(undone.code == .success, "\(undone.err)")
        #expect(undone.out.contains("moved the program back to where it stood before its latest advance"))
        #expect(
            run("program", "status", "Linear").out.contains(
                "next is Day A\n  Squat 3x5 @60kg lp +2.5kg\n    load 60 kg"))
    }

    @Test("day B is advanced from the next session, and a session of none of its lifts is refused")
    func advanceDayByDay() throws {
        try linearAdvancedAfterDayA()
        try log("2026-12-03", [("Overhead Press (Barbell)", [5, 5, 5])], file: "b.csv")
        let other = run("program", "advance", "Linear")
        #expect(other.code == .failure)
        #expect(
            other.err.contains("has none of Day B's lifts (Squat, Deadlift); log that day first"), "\(other.err)")
        try log("2026-12-05", [("Squat (Barbell)", [5, 5, 5]), ("Deadlift (Barbell)", [5])], file: "c.csv")
        let dayB = run("program", "advance", "Linear")
        #expect(dayB.code == .success, "\(dayB.err)")
        #expect(dayB.out.contains("  Squat: 62.5 → 65 kg, 3×5 done\n  Deadlift: 80 → 85 kg, 1×5 done\nnext is Day A\n"))
    }
}

/// `kheper play PROGRAM`: a stored program plays its next day at the loads its lifts stand at, and a day played
/// to the end advances it, the summary saying how.
extension ProgramCommandTests {
    @Test("playing a program plays its next day, advances it at the end, and the next play is at the new loads")
    func playAdvances() throws {
        try write("p.txt", Self.linear)
        #expect(run("program", "import", "p.txt").code == .success)
        try write("all.txt", String(repeating: "enter\n", count: 6))
        let dayA = run("play", "Linear", "--script", "all.txt")
        #expect(dayA.code == .success, "\(dayA.err)")
        #expect(dayA.out.contains("Sets: 6 logged, 0 skipped\n"), "\(dayA.out)")
        #expect(
            dayA.out.contains(
                """
                Linear: advanced after Day A, logged 
                """), "\(dayA.out)")
        #expect(
            dayA.out.contains("  Squat: 60 → 62.5 kg, 3×5 done\n  Bench Press: 40 → 42.5 kg, 3×5 done\nnext is Day B\n")
        )
        #expect(
            run("program", "status", "Linear").out.contains(
                "next is Day B\n  Squat 3x5 @60kg lp +2.5kg\n    load 62.5 kg"))

        try write("quit.txt", "enter\nq\ny\n")
        let dayB = run("play", "Linear", "--script", "quit.txt")
        #expect(dayB.code == .success, "\(dayB.err)")
        #expect(!dayB.out.contains("advanced"), "a day quit early does not advance the program")
        let export = run("log", "export", "--format", "csv").out
        #expect(export.contains("Linear — Day B"), "\(export)")
        #expect(export.split(separator: "\n").contains { $0.contains("Linear — Day B") && $0.contains(",62.5,") })
        #expect(run("program", "status", "Linear").out.contains("next is Day B"))
    }
}
