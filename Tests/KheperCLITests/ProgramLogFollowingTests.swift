import Foundation
import Testing

@testable import KheperCLI

/// A program follows its log: a session replaced by `log import --replace` makes its advance, and every later one,
/// again from the sets as now logged, and a session `log undo` or `log remove` removes takes its advance back.
extension ProgramCommandTests {
    /// Writes a Strong export of one session on `date` to `file`: each exercise with its reps, at 60 kg.
    func export(_ date: String, _ sets: [(String, [Int])], file: String) throws {
        try write(file, Self.strongExport([(date, sets)]))
    }

    /// A Strong export of `sessions`, each on its date at 18:00, each exercise with its reps, at 60 kg.
    static func strongExport(_ sessions: [(date: String, sets: [(String, [Int])])]) -> String {
        var rows = StrongExportFixture.header
        for (date, sets) in sessions {
            for (exercise, reps) in sets {
                for (index, done) in reps.enumerated() {
                    rows += StrongExportFixture.row("\(date) 18:00:00", exercise, "\(index + 1)", "60", "kg", done)
                }
            }
        }
        return rows
    }

    /// What following prints for the linear program when the session of its latest advance is removed from the log.
    static let removedAdvance = """
        "Linear" follows the changed log: its advance after a session this removed is taken back, to be made \
        again from the log as it now holds it
        "Linear": its advance after a session this removed is not made again: the log no longer holds it

        """

    /// `count` days of the linear program done in full from 2026-11-01, one a day: the squat every day, with the
    /// bench on odd days and the deadlift on even ones.
    static func linearDays(_ count: Int) -> [(date: String, sets: [(String, [Int])])] {
        (1...count).map { day in
            let other = day.isMultiple(of: 2) ? ("Deadlift (Barbell)", [5]) : ("Bench Press (Barbell)", [5, 5, 5])
            return ("2026-11-\(String(format: "%02d", day))", [("Squat (Barbell)", [5, 5, 5]), other])
        }
    }

    @Test("a session replaced with other sets makes its advance again, and log undo makes it as first logged")
    func aReplacedSessionMakesItsAdvanceAgain() throws {
        #expect(try linearAdvancedAfterDayA().contains("  Bench Press: 40 → 42.5 kg, 3×5 done\n"))

        // The bench's last set was 3 reps, not 5: the corrected file replaces the session.
        try export(
            "2026-12-01", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 3])], file: "a.csv")
        let replaced = run("log", "import", "--replace", "a.csv")
        #expect(replaced.code == .success, "\(replaced.err)")
        #expect(
            replaced.out.hasSuffix(
                """
                "Linear" follows the changed log: its advance after the session logged 2026-12-01 is taken back, \
                to be made again from the log as it now holds it
                Linear: advanced after Day A, logged 2026-12-01
                  Squat: 60 → 62.5 kg, 3×5 done
                  Bench Press: stays at 40 kg, set 3 had 3 of 5 reps; 1 of 3 failed sessions before a deload
                next is Day B

                """), "\(replaced.out)")
        #expect(
            run("program", "status", "Linear").out.contains(
                "Bench Press 3x5 @40kg lp +2.5kg\n    load 40 kg, 1 failure"))

        let undone = run("log", "undo")
        #expect(undone.code == .success, "\(undone.err)")
        #expect(
            undone.out.contains("\"Linear\" follows the changed log: its advance after the session logged 2026-12-01"))
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

    @Test("a session log undo removes takes its advance back, and one under later advances makes them all again")
    func aRemovedSessionTakesItsAdvanceBack() throws {
        try linearAdvancedAfterDayA()
        try export("2026-12-03", [("Squat (Barbell)", [5, 5, 5]), ("Deadlift (Barbell)", [5])], file: "b.csv")
        #expect(run("log", "import", "--replace", "b.csv").code == .success)
        #expect(run("program", "advance", "Linear").out.contains("  Squat: 62.5 → 65 kg, 3×5 done\n"))

        let undone = run("log", "undo")
        #expect(undone.code == .success, "\(undone.err)")
        #expect(
            undone.out.hasSuffix(Self.removedAdvance + "next is Day B\n"), "\(undone.out)")
        let status = run("program", "status", "Linear").out
        #expect(status.hasPrefix("Linear: next is Day B\n  Squat 3x5 @60kg lp +2.5kg\n    load 62.5 kg"), "\(status)")
        #expect(status.contains("Deadlift 1x5 @80kg lp +5kg\n    load 80 kg"), "\(status)")

        // Day B again, then Day A's session corrected: its advance and the later one are made again.
        try log("2026-12-04", [("Squat (Barbell)", [5, 5, 5]), ("Deadlift (Barbell)", [5])], file: "c.csv")
        #expect(run("program", "advance", "Linear").code == .success)
        try export(
            "2026-12-01", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 3])], file: "a.csv")
        let replaced = run("log", "import", "--replace", "a.csv")
        #expect(replaced.code == .success, "\(replaced.err)")
        #expect(
            replaced.out.hasSuffix(
                """
                "Linear" follows the changed log: its advances after the session logged 2026-12-01 and the 1 session \
                since are taken back, to be made again from the log as it now holds it
                Linear: advanced after Day A, logged 2026-12-01
                  Squat: 60 → 62.5 kg, 3×5 done
                  Bench Press: stays at 40 kg, set 3 had 3 of 5 reps; 1 of 3 failed sessions before a deload
                Linear: advanced after Day B, logged 2026-12-04
                  Squat: 62.5 → 65 kg, 3×5 done
                  Deadlift: 80 → 85 kg, 1×5 done
                next is Day A

                """), "\(replaced.out)")
        let followed = run("program", "status", "Linear").out
        #expect(followed.contains("Bench Press 3x5 @40kg lp +2.5kg\n    load 40 kg, 1 failure"), "\(followed)")
        #expect(followed.contains("Deadlift 1x5 @80kg lp +5kg\n    load 85 kg"), "\(followed)")
        // One step takes all of it back.
        #expect(run("undo", "Linear").code == .success)
        #expect(run("program", "status", "Linear").out.contains("Bench Press 3x5 @40kg lp +2.5kg\n    load 42.5 kg"))
    }
}

extension ProgramCommandTests {
    @Test("log remove takes a session's advance back, and log undo puts back the session and the program")
    func logRemoveTakesTheAdvanceBack() throws {
        #expect(try linearAdvancedAfterDayA().contains("  Bench Press: 40 → 42.5 kg, 3×5 done\n"))

        let removed = run("log", "remove", "2026-12-01")
        #expect(removed.code == .success, "\(removed.err)")
        #expect(
            removed.out.hasSuffix(
                Self.removedAdvance + "next is Day A\n"
                    + "`kheper log undo` puts it back (log change 1), and each program as it stood before\n"),
            "\(removed.out)")
        #expect(run("program", "status", "Linear").out.contains("Bench Press 3x5 @40kg lp +2.5kg\n    load 40 kg,"))

        let undone = run("log", "undo")
        #expect(
            undone.out
                == "undid log remove (log change 1): 1 session put back as before\n"
                + "\"Linear\" is back as it stood before it followed log change 1\n", "\(undone.out)")
        #expect(run("program", "status", "Linear").out.contains("Bench Press 3x5 @40kg lp +2.5kg\n    load 42.5 kg"))
    }

    @Test("a program that moved on after following a removal is left as it stands by log undo, and named")
    func aProgramThatMovedOnIsLeftByLogUndo() throws {
        try linearAdvancedAfterDayA()
        #expect(run("log", "remove", "2026-12-01").code == .success)
        try log("2026-12-02", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 3])], file: "b.csv")
        #expect(run("program", "advance", "Linear").code == .success)
        let moved = run("program", "status", "Linear").out

        let undone = run("log", "undo")
        #expect(undone.code == .success, "\(undone.err)")
        #expect(
            undone.out.contains(
                "\"Linear\" followed log change 1 and has changed since, so it is left as it stands; `kheper undo "),
            "\(undone.out)")
        #expect(run("program", "status", "Linear").out == moved)
    }

    @Test("a session older than what the lifts keep is followed through the program's undo history")
    func aSessionOlderThanALiftKeepsIsFollowedThroughTheHistory() throws {
        try write("p.txt", Self.linear)
        #expect(run("program", "import", "p.txt").code == .success)
        // Squat trains every day, so after 18 advances it no longer keeps what the first replaced.
        let rows = Self.strongExport(Self.linearDays(18))
        try write("all.csv", rows)
        #expect(run("log", "import", "--program", "Linear", "all.csv").out.contains("advanced 18 times"))
        let before = run("program", "status", "Linear").out
        // The whole history again, as stored: no session changed, so the program does not move.
        let same = run("log", "import", "--replace", "all.csv")
        #expect(same.code == .success && !same.out.contains("Linear"), "\(same.out)")
        #expect(run("program", "status", "Linear").out == before)
        // The whole history with the 17th day's bench failed: the last two advances are made again.
        try write(
            "all.csv",
            rows.replacingOccurrences(
                of: "2026-11-17 18:00:00;Day;Bench Press (Barbell);3;60;kg;5",
                with: "2026-11-17 18:00:00;Day;Bench Press (Barbell);3;60;kg;3"))
        let corrected = run("log", "import", "--replace", "all.csv")
        #expect(
            corrected.out.contains(
                "\"Linear\" follows the changed log: its advances after the session logged 2026-11-17 and the 1 "
                    + "session since are taken back"), "\(corrected.out)")
        #expect(corrected.out.contains("  Bench Press: stays at 60 kg, set 3 had 3 of 5 reps"), "\(corrected.out)")
        #expect(run("log", "undo").out.contains("\"Linear\" follows the changed log: its advances after the session"))
        #expect(run("program", "status", "Linear").out == before)
        // Day 9's advance is older than what the squat keeps: the program's undo history remembers the rest (the
        // import made its 18 advances in one step, which keeps each of them).
        try export(
            "2026-11-09", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 3])], file: "ninth.csv")
        let replaced = run("log", "import", "--replace", "ninth.csv")
        #expect(replaced.code == .success, "\(replaced.err)")
        #expect(
            replaced.out.contains(
                "\"Linear\" follows the changed log: its advances after the session logged 2026-11-09 and the 9 "
                    + "sessions since are taken back"), "\(replaced.out)")
        #expect(replaced.out.contains("  Bench Press: stays at 50 kg, set 3 had 3 of 5 reps"), "\(replaced.out)")
        let followed = run("program", "status", "Linear").out
        #expect(followed.contains("Bench Press 3x5 @40kg lp +2.5kg\n    load 60 kg"), "\(followed)")
        #expect(followed.contains("Squat 3x5 @60kg lp +2.5kg\n    load 105 kg"), "\(followed)")
        // Day 1's, the oldest, likewise: all 18 advances are made again, and log undo makes them as first logged.
        try export(
            "2026-11-01", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 3])], file: "first.csv")
        let oldest = run("log", "import", "--replace", "first.csv")
        #expect(
            oldest.out.contains(
                "its advances after the session logged 2026-11-01 and the 17 sessions since are taken back"),
            "\(oldest.out)")
        #expect(run("log", "undo").code == .success)
        #expect(run("log", "undo").code == .success)
        #expect(run("program", "status", "Linear").out == before)
    }
}

/// `kheper log import --program`: a program advanced from each imported session, oldest first, as one step.
extension ProgramCommandTests {
    @Test("advances made one by one are followed back past what the lifts keep, through each step's rows")
    func advancesMadeOneByOneAreFollowedThroughTheHistory() throws {
        try write("p.txt", Self.linear)
        #expect(run("program", "import", "p.txt").code == .success)
        for (day, (date, sets)) in Self.linearDays(8).enumerated() {
            try log(date, sets, file: "d\(day + 1).csv")
            #expect(run("program", "advance", "Linear").code == .success)
        }
        #expect(run("program", "status", "Linear").out.contains("Squat 3x5 @60kg lp +2.5kg\n    load 80 kg"))
        try export(
            "2026-11-01", [("Squat (Barbell)", [5, 5, 3]), ("Bench Press (Barbell)", [5, 5, 5])], file: "d1.csv")
        let replaced = run("log", "import", "--replace", "d1.csv")
        #expect(
            replaced.out.contains(
                "its advances after the session logged 2026-11-01 and the 7 sessions since are taken back"),
            "\(replaced.out)")
        #expect(replaced.out.contains("  Squat: stays at 60 kg, set 3 had 3 of 5 reps"), "\(replaced.out)")
        #expect(run("program", "status", "Linear").out.contains("Squat 3x5 @60kg lp +2.5kg\n    load 77.5 kg"))
    }

    @Test("a program with no undo history, restored from an export, is named when it cannot follow, and left")
    func aProgramWithoutItsHistoryIsNamedAndLeft() throws {
        try write("p.txt", Self.linear)
        #expect(run("program", "import", "p.txt").code == .success)
        let rows = Self.strongExport(Self.linearDays(16))
        try write("all.csv", rows)
        #expect(run("log", "import", "--program", "Linear", "all.csv").out.contains("advanced 16 times"))
        #expect(run("export", "Linear", "-o", "linear.json").code == .success)
        #expect(run("delete", "--yes", "Linear").code == .success)
        #expect(run("import", "linear.json").code == .success)
        let before = run("program", "status", "Linear").out

        // Day 3's bench advance is still kept by the bench, but the squat no longer keeps what came before it.
        try export(
            "2026-11-03", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 3])], file: "third.csv")
        let replaced = run("log", "import", "--replace", "third.csv")
        #expect(replaced.code == .success, "\(replaced.err)")
        #expect(
            replaced.out.contains(
                "\"Linear\" was advanced from a session this changed, but what that advance replaced is no longer kept "
                    + "(a lift keeps its last 6 advances, and the program's undo history its latest 200 steps); it is "
                    + "left as it stands"), "\(replaced.out)")
        #expect(run("program", "status", "Linear").out == before)
        // Day 1's advance is older than anything a lift keeps: the program no longer knows it, and is not moved.
        try export(
            "2026-11-01", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 3])], file: "first.csv")
        let oldest = run("log", "import", "--replace", "first.csv")
        #expect(oldest.code == .success && !oldest.out.contains("Linear"), "\(oldest.out)")
        #expect(run("program", "status", "Linear").out == before)
    }

    @Test("log import --program advances from each new session in order, skips one of other lifts, in one step")
    func importAdvancesTheProgram() throws {
        try write("p.txt", Self.linear)
        #expect(run("program", "import", "p.txt").code == .success)
        let sessions: [(date: String, sets: [(String, [Int])])] = [
            ("2026-12-03", [("Squat (Barbell)", [5, 5, 5]), ("Deadlift (Barbell)", [5])]),
            ("2026-12-01", [("Squat (Barbell)", [5, 5, 5]), ("Bench Press (Barbell)", [5, 5, 5])]),
            ("2026-12-02", [("Overhead Press (Barbell)", [5, 5, 5])]),
        ]
        try write("three.csv", Self.strongExport(sessions))
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
