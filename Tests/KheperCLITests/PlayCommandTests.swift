import Foundation
import Glibc
import Kheper
import KheperEditor
import KheperPlay
import KheperSQLite
import KheperTerminal
import KheperTrainingLog
import Synchronization
import Testing

@testable import KheperCLI

/// `kheper play`, in-process with key scripts against a SQLite store: logging each set as it is done, the
/// summary, and resuming a session left open.
@Suite struct PlayCommandTests {
    let tool: ToolHarness
    let workout: String

    init() throws {
        tool = try ToolHarness()
        let created = tool.runInStore(["new", "Two"])
        try #require(created.code == .success, "\(created.err)")
        workout = created.out.trimmingCharacters(in: .whitespacesAndNewlines)
        for line in [["exercise", "Squat", "2x5", "@100kg"], ["exercise", "Bench Press", "2x8", "@60kg"]] {
            let added = tool.runInStore(["add", workout] + line)
            try #require(added.code == .success, "\(added.err)")
        }
    }

    func play(_ script: String, _ options: String...) throws -> (code: ExitCode, out: String, err: String) {
        try tool.write("keys.txt", script)
        return tool.runInStore(["play", workout, "--script", "keys.txt"] + options)
    }

    /// The log's sets as `session,exercise,order,reps,weight` lines, from `kheper log export --format csv`.
    func loggedSets(sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let export = tool.runInStore(["log", "export", "--format", "csv"])
        #expect(export.code == .success, "\(export.err)", sourceLocation: sourceLocation)
        return export.out.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return [fields[0], fields[5], fields[7], fields[9], fields[10]].joined(separator: ",")
        }
    }

    func openSession() throws -> LoggedSession? {
        let log = try SQLiteTrainingLogStore(path: tool.directory + "/store.sqlite")
        return try log.openSession(forWorkout: workout)
    }

    @Test func aPlayToTheEndLogsEverySetClosesTheSessionAndPrintsTheSummary() throws {
        let result = try play("enter\nenter\nenter\nenter\n")
        #expect(result.code == .success, "\(result.err)")
        #expect(
            result.out.contains(
                "Workout complete\n"), "\(result.out)")
        #expect(result.out.contains("Volume: 1960 kg\nSets: 4 logged, 0 skipped\nRecords: none\n"), "\(result.out)")
        #expect(!result.out.contains("stays open"))
        let sets = loggedSets()
        #expect(
            sets.map { $0.split(separator: ",").dropFirst().joined(separator: ",") } == [
                "Squat,1,5,100", "Squat,2,5,100", "Bench Press,1,8,60", "Bench Press,2,8,60",
            ])
        #expect(Set(sets.map { $0.split(separator: ",")[0] }).count == 1)
        #expect(try openSession() == nil)
    }

    @Test func everySetIsInTheStoreTheMomentItIsLogged() throws {
        let log = try SQLiteTrainingLogStore(path: tool.directory + "/store.sqlite")
        let reader = try SQLiteTrainingLogStore(path: tool.directory + "/store.sqlite")
        let session = try DocumentSession(loading: DocumentID(workout), store: log.workouts, registry: .standard)
            .document
        let plan = PlayPlan(document: session)
        let recorder = PlayRecorder(
            store: log, sessionID: "kheper-test", workoutID: workout, title: "Two", start: Date(), plan: plan,
            resumed: [])
        let counts = Counts()
        let runner = PlayRunner(document: session, history: InMemoryPlayHistory()) { set in
            recorder.record(set)
            // Read on another connection, as a process started after a kill -9 would.
            let stored = (try? reader.openSession(forWorkout: session.id.rawValue)?.setCount) ?? -1
            counts.append(stored)
        }
        _ = try runner.run(script: "enter\nenter\ntext:6 @ 65kg\nenter\nenter\n")
        #expect(counts.values == [1, 2, 3, 4])
        #expect(recorder.failure == nil)
        let stored = try #require(try reader.openSession(forWorkout: workout))
        #expect(stored.exercises.map(\.name) == ["Squat", "Bench Press"])
        #expect(stored.exercises[1].sets.map(\.reps) == [6, 8])
    }

    @Test func aSessionQuitEarlyResumesAtTheNextSetWithoutDuplicates() throws {
        let first = try play("enter\nenter\nq y\n")
        #expect(first.code == .success, "\(first.err)")
        #expect(first.out.contains("Workout ended early"))
        #expect(first.out.contains("stays open"))
        #expect(loggedSets().count == 2)
        #expect(try openSession()?.setCount == 2)

        // The resumed play starts at Bench Press set 1: one Enter logs it, with Bench Press's numbers.
        let second = try play("enter\n")
        #expect(second.code == .success, "\(second.err)")
        let afterOne = loggedSets()
        #expect(afterOne.count == 3)
        #expect(afterOne.last?.hasSuffix("Bench Press,1,8,60") == true, "\(afterOne)")

        let third = try play("enter\n")
        #expect(third.code == .success, "\(third.err)")
        #expect(third.out.contains("Workout complete"), "\(third.out)")
        let sets = loggedSets()
        #expect(
            sets.map { $0.split(separator: ",").dropFirst().joined(separator: ",") } == [
                "Squat,1,5,100", "Squat,2,5,100", "Bench Press,1,8,60", "Bench Press,2,8,60",
            ])
        #expect(Set(sets.map { $0.split(separator: ",")[0] }).count == 1)
        #expect(try openSession() == nil)
    }

    @Test func freshStartsANewSessionAndClosesTheOpenOne() throws {
        #expect(try play("enter\n").code == .success)
        let result = try play("enter\n", "--fresh")
        #expect(result.code == .success, "\(result.err)")
        let sets = loggedSets()
        #expect(sets.count == 2)
        #expect(Set(sets.map { $0.split(separator: ",")[0] }).count == 2)
        #expect(sets.allSatisfy { $0.hasSuffix("Squat,1,5,100") })
    }

    @Test func keysComeFromStandardInputWithoutAScript() throws {
        let result = tool.run(
            ["play", workout], variables: ["KHEPER_STORE": "store.sqlite"], input: "\r\r\r\r")
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.contains("Sets: 4 logged, 0 skipped"), "\(result.out)")
    }

    @Test func keysFromAPipeAreReadAsTheyArriveAndTheEndOfInputEndsThePlay() throws {
        var descriptors: [Int32] = [-1, -1]
        try #require(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        let environment = ToolEnvironment(
            variables: ["KHEPER_STORE": "store.sqlite"], currentDirectory: tool.directory,
            readStandardInput: {
                Issue.record("standard input was read whole")
                return []
            },
            standardInputDescriptor: descriptors[0])
        let finished = DispatchSemaphore(value: 0)
        let result = Mutex<(code: ExitCode, out: String)?>(nil)
        let workout = workout
        Thread.detachNewThread {
            let (code, output) = ToolHarness.tool(environment).run(["play", workout])
            result.withLock { $0 = (code, output.standardOutput) }
            finished.signal()
        }
        // One Enter at a time: each is logged while the pipe is still open, before the next is written.
        for logged in 1...3 {
            #expect(Glibc.write(descriptors[1], "\r", 1) == 1)
            let deadline = Date().addingTimeInterval(20)
            var stored = 0
            while stored < logged, Date() < deadline {
                stored = (try? openSession()?.setCount) ?? 0
                if stored < logged { usleep(20_000) }
            }
            #expect(stored == logged, "set \(logged) was not logged while the input was open")
        }
        close(descriptors[1])
        #expect(finished.wait(timeout: .now() + 20) == .success)
        let (code, out) = try #require(result.withLock { $0 })
        #expect(code == .success)
        #expect(out.hasPrefix("Play stopped; 3 sets in the session.\n"), "\(out)")
        #expect(out.contains("stays open"), "\(out)")
        #expect(try openSession()?.setCount == 3)
    }

    @Test func aBadScriptOrAMissingOneIsAUsageError() throws {
        let bad = try play("enter\nnot-a-key\n")
        #expect(bad.code == .usage)
        #expect(bad.err.contains("line 2"), "\(bad.err)")
        #expect(loggedSets().isEmpty)
        let missing = tool.runInStore(["play", workout, "--script", "nowhere.txt"])
        #expect(missing.code == .usage)
        #expect(tool.runInStore(["play"]).code == .usage)
        #expect(tool.runInStore(["play", "--help"]).out.contains("Enter log it"))
    }

    @Test func aBadScriptChangesNothingEvenWithFresh() throws {
        #expect(try play("enter\n").code == .success)
        let bad = try play("enter\nnot-a-key\n", "--fresh")
        #expect(bad.code == .usage)
        #expect(try openSession()?.setCount == 1)
        #expect(loggedSets().count == 1)
    }

    /// Values appended from the runner's log callback.
    final class Counts: Sendable {
        private let storage = Mutex<[Int]>([])
        func append(_ value: Int) { storage.withLock { $0.append(value) } }
        var values: [Int] { storage.withLock { $0 } }
    }
}
