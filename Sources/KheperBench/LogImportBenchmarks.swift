import Foundation
import KheperCLI
import KheperLogImport
import KheperSQLite
import KheperTrainingLog
import Synchronization

/// Whole `kheper log import` processes on generated Strong exports (issue 12): the time of a 100,000-row import
/// against the sqlite3 shell's own `.import` of the same CSV in the same run, and the peak resident memory of the
/// import at every size, which must not grow with the file. And, in this process, what matching the new exercises
/// to the exercise catalogue adds to that import (issue 28): the import with it against the import without.
///
/// Sizes come from `--rows N[,N…]` (default 100,000 and 1,000,000). The first size is timed against sqlite3 and is
/// the memory reference; every further size is imported once and its peak memory compared with the first's. These
/// run the release `kheper` next to this executable, and `sqlite3` from the `PATH`.
enum LogImportBenchmarks {
    static let suite = "log-import"

    /// The time target, as a multiple of sqlite3's `.import` of the same file.
    static let maximumRatio = 2.0
    /// The most a larger file's peak memory may be, as a percentage of the first size's peak.
    static let maximumGrowthPercent = 125
    /// The peak memory target of the first size, in megabytes.
    static let maximumPeakMegabytes = 64
    /// The most matching names to the exercise catalogue may add to an import, as a multiple of one without it.
    static let maximumMatchingRatio = 1.10

    static func all(rows sizes: [Int]) -> [Benchmark] {
        guard let reference = sizes.first else { return [] }
        var benchmarks = [
            Benchmark(
                name: "log-import-\(reference)-rows-vs-sqlite3",
                suite: suite,
                goal: .ratio(
                    maximum: maximumRatio, baselineName: "sqlite3 .import",
                    baseline: { fixture(reference).runSQLiteImport() })
            ) { fixture(reference).runKheperImport() },
            Benchmark(
                name: "log-import-\(reference)-rows-peak-memory",
                suite: suite,
                goal: .ceiling(
                    maximum: maximumPeakMegabytes, unit: "MB",
                    measure: { fixture(reference).absoluteMeasure() })
            ) { fixture(reference).runKheperImport() },
            Benchmark(
                name: "log-import-\(reference)-rows-matching-vs-not",
                suite: suite,
                goal: .ratio(
                    maximum: maximumMatchingRatio, baselineName: "the import without matching",
                    baseline: { fixture(reference).runInProcessImport(linker: nil) })
            ) { fixture(reference).runInProcessImport(linker: .matching()) },
        ]
        for size in sizes.dropFirst() {
            benchmarks.append(
                Benchmark(
                    name: "log-import-\(size)-rows-peak-memory-vs-\(reference)",
                    suite: suite,
                    goal: .ceiling(
                        maximum: maximumGrowthPercent, unit: "% of the \(reference)-row peak",
                        measure: { fixture(size).growthMeasure(against: fixture(reference)) })
                ) { fixture(size).runKheperImport() })
        }
        return benchmarks
    }

    /// One fixture per size, made on first use.
    private static let fixtures = Mutex<[Int: LogImportFixture]>([:])

    static func fixture(_ rows: Int) -> LogImportFixture {
        fixtures.withLock { fixtures in
            if let existing = fixtures[rows] { return existing }
            let made = LogImportFixture(rows: rows)
            fixtures[rows] = made
            return made
        }
    }
}

/// A generated Strong export of one size, the folders the imports write to, and the processes that import it.
final class LogImportFixture: Sendable {
    let rows: Int
    let file: String
    let fileBytes: Int
    let executable: String
    let sqlite3: String
    /// `XDG_DATA_HOME` of the `kheper` runs; the store is `kheper/kheper.sqlite` inside it, removed before each.
    let dataHome: String
    /// The fresh database file of each sqlite3 run.
    let sqliteDatabase: String

    /// The largest peak resident memory of the runs, in kilobytes, keyed by "kheper" or "sqlite3".
    private let peaks = Mutex<[String: Int]>([:])

    init(rows: Int) {
        self.rows = rows
        executable = ReleaseKheper.path(for: "log-import")
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard
            let found = path.split(separator: ":").map({ "\($0)/sqlite3" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { fatalError("the log-import benchmarks compare against sqlite3; install it (apt-get install sqlite3)") }
        sqlite3 = found
        let folder = FileManager.default.temporaryDirectory.appending(path: "kheper-bench-log-\(rows)")
        try? FileManager.default.removeItem(at: folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            fatalError("cannot create \(folder.path): \(error)")
        }
        file = folder.appending(path: "strong-\(rows).csv").path
        dataHome = folder.appending(path: "data").path
        sqliteDatabase = folder.appending(path: "fresh.db").path
        // Made by a child process so this one stays small: a spawned child's peak memory, as the kernel reports
        // it, starts from its parent's size.
        guard ChildProcess.run(CommandLine.arguments[0], [StrongLogExport.makeFlag, String(rows), file]).status == 0
        else { fatalError("the \(rows)-row Strong export could not be made") }
        fileBytes = ((try? FileManager.default.attributesOfItem(atPath: file)[.size]) as? Int) ?? 1
    }

    /// Imports the file into a fresh store with `kheper log import`, output discarded.
    func runKheperImport() -> UInt64 {
        try? FileManager.default.removeItem(atPath: dataHome)
        var environment = ProcessInfo.processInfo.environment
        environment["KHEPER_STORE"] = nil
        environment["XDG_DATA_HOME"] = dataHome
        let outcome = ChildProcess.run(
            executable, ["log", "import", file], environment: environment.map { "\($0.key)=\($0.value)" })
        return record("kheper", outcome)
    }

    /// Imports the file into a fresh store in this process, as `kheper log import` does, its new exercises linked
    /// by `linker` (building the catalogue's matcher is part of the run, as it is of the command's) or not at all.
    func runInProcessImport(linker: @autoclosure () -> ExerciseLinker?) -> UInt64 {
        let store = dataHome + "-in-process.sqlite"
        for suffix in ["", "-journal", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: store + suffix) }
        do {
            let log = try SQLiteTrainingLogStore(path: store)
            let linker = linker()
            let tally = try log.importing { writer in
                writer.linker = linker
                _ = try LogImporter.importFile(atPath: file) { session in try writer.record(session) }
                return writer.tally
            }
            return UInt64(tally.setsAdded + tally.newLinks.count)
        } catch {
            fatalError("importing \(file) in process failed: \(error)")
        }
    }

    /// Imports the file into a fresh table of a fresh database with the sqlite3 shell's `.import`.
    func runSQLiteImport() -> UInt64 {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: sqliteDatabase + suffix)
        }
        let outcome = ChildProcess.run(
            sqlite3, [sqliteDatabase, ".mode csv", ".separator ;", ".import '\(file)' strong_rows"])
        return record("sqlite3", outcome)
    }

    /// The largest peak memory of the `kheper` runs, importing once when none has run yet.
    func kheperPeakKilobytes() -> Int {
        if let peak = peaks.withLock({ $0["kheper"] }) { return peak }
        _ = runKheperImport()
        return peaks.withLock { $0["kheper"] ?? 0 }
    }

    /// The peak memory in megabytes, with sqlite3's beside it when it ran.
    func absoluteMeasure() -> (value: Int, note: String) {
        let mine = kheperPeakKilobytes()
        var note = "\(megabytes(mine)) MB importing the \(megabytes(fileBytes / 1024)) MB file of \(rows) rows"
        if let theirs = peaks.withLock({ $0["sqlite3"] }) { note += "; sqlite3 .import \(megabytes(theirs)) MB" }
        return (Int((Double(mine) / 1024).rounded(.up)), note)
    }

    /// This size's peak memory as a percentage of `reference`'s, with a verdict on whether memory grows with the
    /// file.
    func growthMeasure(against reference: LogImportFixture) -> (value: Int, note: String) {
        let mine = kheperPeakKilobytes()
        let theirs = max(1, reference.kheperPeakKilobytes())
        let percent = Int((Double(mine) * 100 / Double(theirs)).rounded(.up))
        let verdict =
            percent <= LogImportBenchmarks.maximumGrowthPercent
            ? "independent of file size" : "grows with the file"
        let note =
            "\(megabytes(mine)) MB for \(rows) rows (\(megabytes(fileBytes / 1024)) MB) vs \(megabytes(theirs)) MB "
            + "for \(reference.rows) rows: \(verdict)"
        return (percent, note)
    }

    private func megabytes(_ kilobytes: Int) -> String {
        BenchmarkResult.format(Double(kilobytes) / 1024, digits: 1)
    }

    private func record(_ name: String, _ outcome: (status: Int32, peakKilobytes: Int)) -> UInt64 {
        guard outcome.status == 0 else {
            fatalError("`\(name)` importing \(file) failed with wait status \(outcome.status)")
        }
        peaks.withLock { $0[name] = max($0[name] ?? 0, outcome.peakKilobytes) }
        return UInt64(outcome.peakKilobytes)
    }
}
