import Foundation
import Synchronization

/// Advancing a program whole process (issue 29): `kheper program advance` on a store holding the 6-day × 8-lift
/// program of ``ProgramBenchmarks`` and a year of its logged sessions (312 sessions, 7,488 sets), the program
/// advanced from all but the latest a week at a time (`log import --program` of each week's sessions, so every lift
/// block holds its progress and the program's undo history holds 51 steps of every block, about 3 MB, as a year of
/// training leaves it), every advance undone by `kheper undo` so the next run advances again. Each of 30 advances' wall time, process start to exit,
/// is a sample: their 99th percentile must stay under 50 ms. The ratio sets advance and undo against two runs of
/// `kheper program status` on the same store, which open the same program without the log.
///
/// These run the release `kheper` next to this executable (`ReleaseKheper`).
enum ProgramCommandBenchmarks {
    static let suite = "programs"

    static var all: [Benchmark] {
        [
            Benchmark(
                name: "program-advance-cli",
                suite: suite,
                goal: .latency(maximum: .milliseconds(50), samples: { fixture.advanceSamples.withLock { $0 } })
            ) { fixture.advanceRepeatedly(ProgramCommandFixture.samples) },
            Benchmark(
                name: "program-advance-cli-vs-status",
                suite: suite,
                goal: .ratio(maximum: 3, baselineName: "status twice", baseline: { fixture.statusTwice() })
            ) { fixture.advanceAndUndo() },
        ]
    }

    /// The store, built on first use.
    static let fixture = ProgramCommandFixture()
}

/// A temporary store holding the benchmark program and a year of its sessions, and the `kheper` to run on it.
final class ProgramCommandFixture: Sendable {
    let executable: String
    let store: String
    /// The program's title.
    let program = "Six days"
    /// Each advance's wall time in nanoseconds.
    let advanceSamples = Mutex<[Int64]>([])

    init() {
        executable = ReleaseKheper.path(for: "program")
        let folder = FileManager.default.temporaryDirectory.appending(path: "kheper-bench-program")
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        store = folder.appending(path: "store.sqlite").path
        let text = folder.appending(path: "program.txt").path
        let sessions = Self.year()
        let weeks = stride(from: 0, to: sessions.count - 1, by: ProgramBenchmarks.days).map { first in
            sessions[first..<min(first + ProgramBenchmarks.days, sessions.count - 1)].flatMap { $0 }
        }
        let files = (weeks + [sessions[sessions.count - 1]]).enumerated().map { index, rows in
            (folder.appending(path: "log-\(index).csv").path, ([StrongLogExport.header] + rows).joined(separator: "\n"))
        }
        do {
            try ProgramBenchmarks.text.write(toFile: text, atomically: true, encoding: .utf8)
            for (path, rows) in files { try (rows + "\n").write(toFile: path, atomically: true, encoding: .utf8) }
        } catch {
            fatalError("the program benchmark's files could not be written: \(error)")
        }
        run(["program", "import", text])
        for (path, _) in files.dropLast() { run(["log", "import", "--program", program, path]) }
        run(["log", "import", files[files.count - 1].0])
    }

    /// A year of the program in Strong's layout, each session's rows: 52 weeks of its six days, 3×5 a lift, every
    /// seventh lift with a short last set.
    static func year() -> [[String]] {
        var sessions: [[String]] = []
        let start = Date(timeIntervalSince1970: 1_735_725_600)  // 2025-01-01 10:00 UTC
        for session in 0..<ProgramBenchmarks.sessions {
            let day = (session + 1) % ProgramBenchmarks.days
            let date = start.addingTimeInterval(Double(session) * 86_400).formatted(
                .iso8601.year().month().day().dateTimeSeparator(.space).time(includingFractionalSeconds: false))
            var rows: [String] = []
            for slot in 0..<ProgramBenchmarks.liftsPerDay {
                let lift = (day * ProgramBenchmarks.liftsPerDay + slot) % 16
                let last = ProgramBenchmarks.fails(session, slot) ? 3 : 5
                for (order, reps) in [5, 5, last].enumerated() {
                    rows.append(
                        "\(date);Day \(day + 1);Lift \(lift);\(order + 1);\(40 + lift * 5);kg;\(reps);;;;0;;;1h")
                }
            }
            sessions.append(rows)
        }
        return sessions
    }

    /// Runs `kheper` with `arguments` on the store, failing the benchmark when it fails.
    @discardableResult
    func run(_ arguments: [String]) -> Int32 {
        let (status, _) = ChildProcess.run(executable, arguments + ["--store", store])
        guard status == 0 else {
            fatalError("`kheper \(arguments.joined(separator: " "))` failed with status \(status)")
        }
        return status
    }

    /// The advances the latency benchmark times.
    static let samples = 30

    /// Advances and undoes `count` times, keeping each advance's time as this run's samples.
    func advanceRepeatedly(_ count: Int) -> UInt64 {
        advanceSamples.withLock { $0 = [] }
        return (0..<count).reduce(0) { sum, _ in sum + advanceAndUndo() }
    }

    /// Advances the program, timing the process, and undoes the advance.
    func advanceAndUndo() -> UInt64 {
        let clock = ContinuousClock()
        let start = clock.now
        run(["program", "advance", program])
        let elapsed = (clock.now - start).components
        advanceSamples.withLock { $0.append(elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000) }
        run(["undo", program])
        return 1
    }

    /// Shows the program's status twice.
    func statusTwice() -> UInt64 {
        run(["program", "status", program])
        run(["program", "status", program])
        return 2
    }
}
