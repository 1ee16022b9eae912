import Foundation
import KheperPostgres

/// A device's first sync of an imported history (issue 25), whole `kheper sync` processes against the throwaway
/// cluster: 1,000, 10,000 and 100,000 logged sets, each imported with `kheper log import` into a fresh store and
/// synced to a fresh user.
///
/// - The 100,000-set sync is timed against `psql`'s `\copy` of the same rows into a table like the server's
///   `log_sets` (its columns, keys and indexes), in the same run: within 3x.
/// - The cost per set at the three sizes stays within 1.5x of the cheapest. The note also gives each size's cost
///   per set beyond a sync with nothing to send (the process, connection, schema check, pull and rebase every sync
///   pays), timed in the same run, to tell a fixed cost from one that grows with the history.
/// - The sync process's peak memory at 100,000 sets (`wait4`'s maximum resident size) stays under 64 MB.
///
/// These run the release `kheper` next to this executable and `psql` from the `PATH`.
enum FirstSyncBenchmarks {
    static let suite = "sync"
    /// The history sizes, in logged sets; the last is compared with `\copy` and its memory measured.
    static let sizes = [1_000, 10_000, 100_000]

    static let all: [Benchmark] = [
        Benchmark(
            name: "sync-first-\(sizes[2])-sets-vs-psql-copy", suite: suite,
            goal: .ceiling(
                maximum: 300, unit: "% of \\copy's time", measure: { FirstSyncFixture.shared.copyComparison() })
        ) { FirstSyncFixture.shared.checksum },
        Benchmark(
            name: "sync-first-cost-per-set-spread", suite: suite,
            goal: .ceiling(
                maximum: 150, unit: "% of the cheapest size's cost per set",
                measure: { FirstSyncFixture.shared.perSetSpread() })
        ) { FirstSyncFixture.shared.checksum },
        Benchmark(
            name: "sync-first-\(sizes[2])-sets-peak-memory", suite: suite,
            goal: .ceiling(
                maximum: 64 * 1_024, unit: "KB peak resident", measure: { FirstSyncFixture.shared.peakMemory() })
        ) { FirstSyncFixture.shared.checksum },
    ]
}

/// The first syncs, run once when a benchmark of the suite first asks, and the `\copy` baseline.
final class FirstSyncFixture: Sendable {
    /// One size's first sync.
    struct Run: Sendable {
        var sets: Int
        var seconds: Double
        var peakKilobytes: Int
    }

    let runs: [Run]
    /// The median of three `kheper sync` runs of the smallest store once it has synced: nothing to send or pull.
    let emptySyncSeconds: Double
    /// The median of three `\copy` runs of the largest size's rows, in seconds.
    let copySeconds: Double
    /// The number of sets the server holds after all the syncs.
    let checksum: UInt64

    static let shared = FirstSyncFixture()

    private init() {
        let kheper = ReleaseKheper.path(for: "first-sync")
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard
            let psql = path.split(separator: ":").map({ "\($0)/psql" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { fatalError("the first-sync benchmarks compare against psql's \\copy; install postgresql-client") }
        let fixture = SyncFixture.shared
        let folder = FileManager.default.temporaryDirectory.appending(path: "kheper-bench-first-sync").path
        try? FileManager.default.removeItem(atPath: folder)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            fatalError("cannot create \(folder): \(error)")
        }
        var runs: [Run] = []
        var total: UInt64 = 0
        var largestUser = ""
        var emptySyncSeconds = 0.0
        for sets in FirstSyncBenchmarks.sizes {
            let csv = "\(folder)/strong-\(sets).csv"
            let store = "\(folder)/store-\(sets).sqlite"
            guard ChildProcess.run(CommandLine.arguments[0], [StrongLogExport.makeFlag, String(sets), csv]).status == 0
            else { fatalError("the \(sets)-row Strong export could not be made") }
            let imported = ChildProcess.run(
                kheper, ["log", "import", csv], environment: Self.environment(["KHEPER_STORE": store]))
            guard imported.status == 0 else { fatalError("kheper log import of \(sets) rows failed") }
            let name = "bench_first_\(sets)"
            let user: ServerUsers.NewUser
            do {
                user = try ServerUsers.add(name, on: fixture.admin)
            } catch {
                fatalError("cannot add the user \(name): \(error)")
            }
            let environment = Self.environment(["KHEPER_STORE": store, "KHEPER_SERVER": user.connectionString])
            let (synced, elapsed) = Self.timeSync(kheper, environment: environment)
            guard synced.status == 0 else { fatalError("the first sync of \(sets) sets failed (\(synced.status))") }
            if runs.isEmpty {
                emptySyncSeconds =
                    (0..<3).map { _ in
                        let (again, seconds) = Self.timeSync(kheper, environment: environment)
                        guard again.status == 0 else {
                            fatalError("a sync with nothing to send failed (\(again.status))")
                        }
                        return seconds
                    }.sorted()[1]
            }
            let held = Self.count(name, on: fixture.admin)
            total += UInt64(held)
            runs.append(Run(sets: held, seconds: elapsed, peakKilobytes: synced.peakKilobytes))
            largestUser = name
        }
        self.runs = runs
        self.emptySyncSeconds = emptySyncSeconds
        checksum = total
        copySeconds = Self.timeCopy(
            of: largestUser, psql: psql, server: fixture.connectionString, folder: folder, admin: fixture.admin)
    }

    /// Runs `kheper sync` in `environment` and times the whole process, in seconds.
    private static func timeSync(_ kheper: String, environment: [String])
        -> (outcome: (status: Int32, peakKilobytes: Int), seconds: Double)
    {
        let clock = ContinuousClock()
        let start = clock.now
        let synced = ChildProcess.run(kheper, ["sync"], environment: environment)
        return (synced, BenchmarkResult.seconds(clock.now - start))
    }

    /// This process's environment with `overrides`, as `NAME=value` strings.
    private static func environment(_ overrides: [String: String]) -> [String] {
        ProcessInfo.processInfo.environment.merging(overrides) { $1 }.map { "\($0.key)=\($0.value)" }
    }

    /// How many logged sets the server holds for `user`.
    private static func count(_ user: String, on admin: PostgresConnection) -> Int {
        do {
            let result = try admin.query("SELECT count(*) FROM kheper.log_sets WHERE owner = $1", [user])
            return Int(result.scalar ?? "") ?? 0
        } catch {
            fatalError("cannot count the logged sets of \(user): \(error)")
        }
    }

    /// The median of three `psql` runs of `\copy` loading `user`'s logged sets (owner, id, session, data) into a
    /// fresh table with `kheper.log_sets`'s columns, keys and indexes, whole process included as the sync's is.
    private static func timeCopy(
        of user: String, psql: String, server: String, folder: String, admin: PostgresConnection
    ) -> Double {
        let rows = "\(folder)/log-sets.tsv"
        let export = ChildProcess.run(
            psql,
            [
                server, "-v", "ON_ERROR_STOP=1", "-c",
                "\\copy (SELECT owner, id, session_id, data FROM kheper.log_sets WHERE owner = '\(user)') TO '\(rows)'",
            ])
        guard export.status == 0 else { fatalError("psql could not export the logged sets") }
        var samples: [Double] = []
        for _ in 0..<3 {
            do {
                try admin.execute(
                    script: "DROP TABLE IF EXISTS kheper_bench_copy; "
                        + "CREATE TABLE kheper_bench_copy (LIKE kheper.log_sets INCLUDING ALL)")
            } catch {
                fatalError("cannot make the \\copy table: \(error)")
            }
            let clock = ContinuousClock()
            let start = clock.now
            let copied = ChildProcess.run(
                psql, [server, "-v", "ON_ERROR_STOP=1", "-c", "\\copy kheper_bench_copy FROM '\(rows)'"])
            samples.append(BenchmarkResult.seconds(clock.now - start))
            guard copied.status == 0 else { fatalError("psql's \\copy failed") }
        }
        return samples.sorted()[1]
    }

    /// The largest sync's time as a percentage of `\copy`'s.
    func copyComparison() -> (value: Int, note: String) {
        guard let largest = runs.last else { return (0, "no run") }
        let percent = Int((largest.seconds / copySeconds * 100).rounded())
        return (
            percent,
            "\(largest.sets) sets: sync \(Self.format(largest.seconds)) s, \\copy \(Self.format(copySeconds)) s "
                + "(\(Self.format(largest.seconds / copySeconds))x)"
        )
    }

    /// The dearest size's cost per set as a percentage of the cheapest's.
    func perSetSpread() -> (value: Int, note: String) {
        let costs = runs.map { $0.seconds / Double(max(1, $0.sets)) }
        guard let cheapest = costs.min(), let dearest = costs.max(), cheapest > 0 else { return (0, "no run") }
        func microseconds(_ seconds: Double, _ run: Run) -> String {
            Self.format(seconds / Double(max(1, run.sets)) * 1_000_000)
        }
        let note = runs.map { "\($0.sets) sets \(microseconds($0.seconds, $0)) µs/set" }
        let beyond = runs.map { microseconds(max(0, $0.seconds - emptySyncSeconds), $0) }
        return (
            Int((dearest / cheapest * 100).rounded()),
            note.joined(separator: ", ") + "; beyond a sync with nothing to send "
                + "(\(Self.format(emptySyncSeconds * 1_000)) ms): \(beyond.joined(separator: " / ")) µs/set"
        )
    }

    /// The largest sync's peak resident memory, in kilobytes.
    func peakMemory() -> (value: Int, note: String) {
        (
            runs.last?.peakKilobytes ?? 0,
            runs.map { "\($0.sets) sets \($0.peakKilobytes / 1_024) MB" }.joined(separator: ", ")
        )
    }

    private static func format(_ value: Double) -> String {
        String(format: value < 10 ? "%.2f" : "%.1f", value)
    }
}
