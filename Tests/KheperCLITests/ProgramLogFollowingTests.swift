import Foundation
import Testing

@testable import KheperCLI

/// A program follows its log: a session replaced by `log import --replace` makes its advance again from the sets as
/// now logged, and a session `log undo` removes takes its advance back; an earlier advance's session is named.
extension ProgramCommandTests {
    /// Writes a Strong export of one session on `date` to `file`: each exercise with its reps, at 60 kg.
    func export(_ date: String, _ sets: [(String, [Int])], file: String) throws {
        var rows = StrongExportFixture.header
        for (exercise, reps) in sets {
            for (index, done) in reps.enumerated() {
                rows += StrongExportFixture.row("\(date) 18:00:00", exercise, "\(index + 1)", "60", "kg", done)
            }
        }
        try write(file, rows)
    }

    @Test("a session replaced with other sets makes its advance again, and log undo makes it as first logged")
    func aReplacedSessionMakesItsAdvanceAgain() throws {
        try write("p.txt", Self.linear)
        #expect(run("program", "import", "p.txt").code == .success)
        try log("2026-12-01", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 5])], file: "a.csv")
        #expect(run("program", "advance", "Linear").out.contains("  Bench Press: 40 → 42.5 kg, 3×5 done\n"))

        // The bench's last set was 3 reps, not 5: the corrected file replaces the session.
        try export(
            "2026-12-01", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 3])], file: "a.csv")
        let replaced = run("log", "import", "--replace", "a.csv")
        #expect(replaced.code == .success, "\(replaced.err)")
        #expect(
            replaced.out.hasSuffix(
                """
                "Linear": its advance after the session logged 2026-12-01 is made again from that session
                  Squat: 60 → 62.5 kg, 3×5 done
                  Bench Press: stays at 40 kg, set 3 had 3 of 5 reps; 1 of 3 failed sessions before a deload
                next is Day B

                """), "\(replaced.out)")
        #expect(
            run("program", "status", "Linear").out.contains(
                "Bench Press 3x5 @40kg lp +2.5kg\n    load 40 kg, 1 failure"))

        let undone = run("log", "undo")
        #expect(undone.code == .success, "\(undone.err)")
        #expect(undone.out.contains("\"Linear\": its advance after the session logged 2026-12-01 is made again"))
        #expect(undone.out.contains("  Bench Press: 40 → 42.5 kg, 3×5 done\n"), "\(undone.out)")
        #expect(run("program", "status", "Linear").out.contains("Bench Press 3x5 @40kg lp +2.5kg\n    load 42.5 kg"))

        // Following the log is one step of the program's own history, described as such.
        let followed = run("undo", "Linear")
        #expect(followed.code == .success)
        #expect(
            followed.out.hasPrefix("undid: put the program back as it stood before it followed the changed log ("),
            "\(followed.out)")
        #expect(run("program", "status", "Linear").out.contains("Bench Press 3x5 @40kg lp +2.5kg\n    load 40 kg"))
    }

    @Test("a session log undo removes takes its advance back, and one under a later advance is only named")
    func aRemovedSessionTakesItsAdvanceBack() throws {
        try write("p.txt", Self.linear)
        #expect(run("program", "import", "p.txt").code == .success)
        try log("2026-12-01", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 5])], file: "a.csv")
        #expect(run("program", "advance", "Linear").code == .success)
        try export("2026-12-03", [("Squat (Barbell)", [5, 5, 5]), ("Deadlift (Barbell)", [5])], file: "b.csv")
        #expect(run("log", "import", "--replace", "b.csv").code == .success)
        #expect(run("program", "advance", "Linear").out.contains("  Squat: 62.5 → 65 kg, 3×5 done\n"))

        let undone = run("log", "undo")
        #expect(undone.code == .success, "\(undone.err)")
        #expect(
            undone.out.hasSuffix(
                "\"Linear\": its advance after a session this removed is taken back\nnext is Day B\n"), "\(undone.out)")
        let status = run("program", "status", "Linear").out
        #expect(status.hasPrefix("Linear: next is Day B\n  Squat 3x5 @60kg lp +2.5kg\n    load 62.5 kg"), "\(status)")
        #expect(status.contains("Deadlift 1x5 @80kg lp +5kg\n    load 80 kg"), "\(status)")

        // Day B again, then Day A's session corrected: its advance is not the latest, so it is named and left.
        try log("2026-12-04", [("Squat (Barbell)", [5, 5, 5]), ("Deadlift (Barbell)", [5])], file: "c.csv")
        #expect(run("program", "advance", "Linear").code == .success)
        try export(
            "2026-12-01", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 3])], file: "a.csv")
        let replaced = run("log", "import", "--replace", "a.csv")
        #expect(replaced.out.contains("\"Linear\" was advanced from a session this changed, before its latest advance"))
        #expect(run("program", "status", "Linear").out.contains("Bench Press 3x5 @40kg lp +2.5kg\n    load 42.5 kg"))
    }
}

extension ProgramCommandTests {
    @Test("a whole history re-imported counts only the sessions it changes: none, the latest, or an earlier one")
    func aWholeHistoryReimportedChangesOnlyWhatDiffers() throws {
        try write("p.txt", Self.linear)
        #expect(run("program", "import", "p.txt").code == .success)
        var rows = StrongExportFixture.header
        for day in 1...4 {
            let other = day.isMultiple(of: 2) ? ("Deadlift (Barbell)", [5]) : ("Bench Press (Barbell)", [5, 5, 5])
            for (exercise, reps) in [("Squat (Barbell)", [5, 5, 5]), other] {
                for (index, done) in reps.enumerated() {
                    rows += StrongExportFixture.row(
                        "2026-11-0\(day) 18:00:00", exercise, "\(index + 1)", "60", "kg", done)
                }
            }
        }
        try write("all.csv", rows)
        #expect(run("log", "import", "--program", "Linear", "all.csv").out.contains("advanced 4 times"))
        let before = run("program", "status", "Linear").out

        // As stored: nothing changed, so the program does not move.
        let same = run("log", "import", "--replace", "all.csv")
        #expect(same.code == .success && !same.out.contains("Linear"), "\(same.out)")
        #expect(run("program", "status", "Linear").out == before)

        // The latest session's deadlift failed: only that advance is made again.
        let failed = "2026-11-04 18:00:00;Day;Deadlift (Barbell);1;60;kg;"
        try write("all.csv", rows.replacingOccurrences(of: failed + "5", with: failed + "2"))
        let corrected = run("log", "import", "--replace", "all.csv")
        #expect(
            corrected.out.contains(
                """
                "Linear": its advance after the session logged 2026-11-04 is made again from that session
                  Squat: 67.5 → 70 kg, 3×5 done
                  Deadlift: stays at 85 kg, set 1 had 2 of 5 reps; 1 of 3 failed sessions before a deload
                """), "\(corrected.out)")
        #expect(run("log", "undo").out.contains("  Deadlift: 85 → 90 kg, 1×5 done\n"))
        #expect(run("program", "status", "Linear").out == before)

        // An earlier session changed: its advance is under the latest, so the program is named and left.
        let earlier = "2026-11-03 18:00:00;Day;Bench Press (Barbell);3;60;kg;"
        try write("all.csv", rows.replacingOccurrences(of: earlier + "5", with: earlier + "3"))
        let named = run("log", "import", "--replace", "all.csv")
        #expect(named.out.contains("\"Linear\" was advanced from a session this changed, before its latest advance"))
        #expect(run("program", "status", "Linear").out == before)
    }
}

/// `kheper log import --program`: a program advanced from each imported session, oldest first, as one step.
extension ProgramCommandTests {
    @Test("log import --program advances from each new session in order, skips one of other lifts, in one step")
    func importAdvancesTheProgram() throws {
        try write("p.txt", Self.linear)
        #expect(run("program", "import", "p.txt").code == .success)
        var rows = StrongExportFixture.header
        let sessions: [(String, [(String, [Int])])] = [
            ("2026-12-03", [("Squat (Barbell)", [5, 5, 5]), ("Deadlift (Barbell)", [5])]),
            ("2026-12-01", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 5])]),
            ("2026-12-02", [("Overhead Press (Barbell)", [5, 5, 5])]),
        ]
        for (date, lifts) in sessions {
            for (exercise, reps) in lifts {
                for (index, done) in reps.enumerated() {
                    rows += StrongExportFixture.row("\(date) 18:00:00", exercise, "\(index + 1)", "60", "kg", done)
                }
            }
        }
        try write("three.csv", rows)
        let imported = run("log", "import", "--program", "Linear", "three.csv")
        #expect(imported.code == .success, "\(imported.err)")
        #expect(
            imported.out.contains(
                """
                Linear: advanced after Day A, logged 2026-12-01
                  Squat: 60 → 62.5 kg, 3×5 done
                  Bench Press: 40 → 42.5 kg, 3×5 done
                next is Day B
                skipped for "Linear": the logged session (2026-12-02
                """), "\(imported.out)")
        #expect(
            imported.out.contains(
                """
                Linear: advanced after Day B, logged 2026-12-03
                  Squat: 62.5 → 65 kg, 3×5 done
                  Deadlift: 80 → 85 kg, 1×5 done
                next is Day A

                """ + "\"Linear\" advanced 2 times; `kheper undo "), "\(imported.out)")
        #expect(imported.out.hasSuffix("` takes it all back\n"))

        // The same file again holds nothing after the latest advance.
        let again = run("log", "import", "--program", "Linear", "three.csv")
        #expect(again.out.contains("\"Linear\" was not advanced: the file holds no session logged after its latest"))
        #expect(run("undo", "Linear").code == .success)
        #expect(
            run("program", "status", "Linear").out.hasPrefix(
                "Linear: next is Day A\n  Squat 3x5 @60kg lp +2.5kg\n    load 60 kg"))

        let refused = run("log", "import", "--program", "Linear", "--dry-run", "three.csv")
        #expect(refused.code == .usage)
        #expect(refused.err.contains("--program advances a stored program from new sessions"), "\(refused.err)")
        let notAProgram = run("log", "import", "--program", "Nothing", "three.csv")
        #expect(notAProgram.code != .success)
    }
}
