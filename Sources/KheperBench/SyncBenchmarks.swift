import Foundation
import KheperPostgres
import Synchronization

/// The sync server on a throwaway local PostgreSQL cluster (issue 15): pushes and pulls per second with their
/// latency, and how much the change log and the other tables grow per 1,000 edits.
///
/// The issue sets no time targets, so the goals are generous ceilings that only catch a collapse; the figures are
/// what matter, and docs/SCALING.md builds on them. The cluster is started with `scripts/dev-postgres.sh` from the
/// current directory on first use and stopped when this process exits.
enum SyncBenchmarks {
    static let suite = "sync"
    /// Pushes per run of a throughput benchmark.
    static let pushesPerRun = 40
    /// Pulls per run of the pull throughput benchmark.
    static let pullsPerRun = 20
    /// The page size of every pull.
    static let pageSize = 500
    /// Recorded operations of a latency benchmark.
    static let latencySamples = 200
    /// Edits pushed by the growth benchmark.
    static let growthEdits = 1_000

    static let all: [Benchmark] = [
        pushThroughput(batch: 1), pushThroughput(batch: 50),
        pushLatency(batch: 1), pushLatency(batch: 50),
        Benchmark(
            name: "sync-pull-page-\(pageSize)-throughput", suite: suite,
            goal: .throughput(operations: pullsPerRun, minimum: 1, unit: "pulls")
        ) { SyncFixture.shared.pull(times: pullsPerRun).checksum },
        Benchmark(
            name: "sync-pull-page-\(pageSize)-latency", suite: suite,
            goal: .latency(
                maximum: .seconds(2), samples: { SyncFixture.shared.pull(times: latencySamples).latencies })
        ) { 0 },
        Benchmark(
            name: "sync-change-log-growth-per-\(growthEdits)-edits", suite: suite,
            goal: .ceiling(
                maximum: 10_240, unit: "KB per \(growthEdits) edits",
                measure: { SyncFixture.shared.growthMeasure() })
        ) { SyncFixture.shared.pushGrowthEdits(growthEdits) },
    ]

    private static func pushThroughput(batch: Int) -> Benchmark {
        Benchmark(
            name: "sync-push-batch-\(batch)-throughput", suite: suite,
            goal: .throughput(operations: pushesPerRun, minimum: 1, unit: "pushes of \(batch)")
        ) { SyncFixture.shared.push(times: pushesPerRun, batch: batch, user: .pusher).checksum }
    }

    private static func pushLatency(batch: Int) -> Benchmark {
        Benchmark(
            name: "sync-push-batch-\(batch)-latency", suite: suite,
            goal: .latency(
                maximum: .seconds(2),
                samples: { SyncFixture.shared.push(times: latencySamples, batch: batch, user: .pusher).latencies })
        ) { 0 }
    }
}

/// The throwaway cluster, its users and a generator of realistic change records for each.
final class SyncFixture: Sendable {
    /// The users the benchmarks push and pull as.
    enum Role: String, CaseIterable, Sendable {
        case pusher = "bench_pusher"
        case puller = "bench_puller"
        case growth = "bench_growth"
    }

    /// The measured outcome of a loop of operations.
    struct Loop {
        var checksum: UInt64 = 0
        var latencies: [Int64] = []
    }

    /// The tables whose growth is measured.
    static let tables = ["changes", "blocks", "workouts", "log_sets", "log_sessions", "clients"]

    let admin: PostgresConnection
    /// The superuser's connection string of the throwaway cluster, for tools such as `psql`.
    let connectionString: String
    private let servers: [Role: PostgresSyncServer]
    private let generators: Mutex<[Role: ChangeGenerator]>
    private let growthBefore = Mutex<[String: (rows: Int, bytes: Int)]>([:])

    private static let instance = Mutex<SyncFixture?>(nil)
    private static let cluster = Mutex<Bool>(false)

    static var shared: SyncFixture {
        instance.withLock { instance in
            if let existing = instance { return existing }
            let made = SyncFixture()
            instance = made
            return made
        }
    }

    private init() {
        let connectionString = Self.startCluster()
        self.connectionString = connectionString
        do {
            admin = try PostgresConnection(connectionString)
            _ = try ServerSchema.migrate(admin)
            var servers: [Role: PostgresSyncServer] = [:]
            var generators: [Role: ChangeGenerator] = [:]
            for role in Role.allCases {
                let user = try ServerUsers.add(role.rawValue, on: admin)
                let server = try PostgresSyncServer(connectionString: user.connectionString)
                servers[role] = server
                var generator = ChangeGenerator()
                _ = try server.push(generator.setUp())
                generators[role] = generator
            }
            self.servers = servers
            self.generators = Mutex(generators)
        } catch {
            fatalError("the sync benchmarks could not set up the server: \(error)")
        }
        // The puller's history: 10,000 changes to page through.
        for _ in 0..<200 { _ = push(times: 1, batch: 50, user: .puller) }
        let firstPage = pull(times: 1).checksum
        guard firstPage == UInt64(SyncBenchmarks.pageSize) else {
            fatalError("the puller's first page held \(firstPage) changes; expected \(SyncBenchmarks.pageSize)")
        }
    }

    /// Pushes `times` batches of `batch` records as `user`, timing each.
    func push(times: Int, batch: Int, user: Role) -> Loop {
        guard let server = servers[user] else { fatalError("no user \(user)") }
        var loop = Loop()
        loop.latencies.reserveCapacity(times)
        let clock = ContinuousClock()
        for _ in 0..<times {
            let json = generators.withLock { $0[user, default: ChangeGenerator()].batch(batch) }
            let start = clock.now
            let outcomes: [ServerOutcome]
            do {
                outcomes = try server.push(json)
            } catch {
                fatalError("push failed: \(error)")
            }
            loop.latencies.append(Self.nanoseconds(clock.now - start))
            if let rejected = outcomes.first(where: { $0.status == .rejected }) {
                fatalError("the server rejected a benchmark record: \(rejected.reason ?? "")")
            }
            loop.checksum &+= UInt64(outcomes.count)
        }
        return loop
    }

    /// Pulls `times` pages as the puller, each from the cursor the last page ended at, wrapping at the end.
    func pull(times: Int) -> Loop {
        guard let server = servers[.puller] else { fatalError("no puller") }
        var loop = Loop()
        var cursor = 0
        let clock = ContinuousClock()
        for _ in 0..<times {
            let start = clock.now
            let page: [ServerChange]
            do {
                page = try server.pull(since: cursor, max: SyncBenchmarks.pageSize)
            } catch {
                fatalError("pull failed: \(error)")
            }
            loop.latencies.append(Self.nanoseconds(clock.now - start))
            loop.checksum &+= UInt64(page.count)
            cursor = page.count < SyncBenchmarks.pageSize ? 0 : (page.last?.version ?? 0)
        }
        return loop
    }

    /// Records the tables' sizes, then pushes `edits` records as the growth user in batches of 50.
    func pushGrowthEdits(_ edits: Int) -> UInt64 {
        growthBefore.withLock { $0 = sizes() }
        return push(times: edits / 50, batch: 50, user: .growth).checksum
    }

    /// Rows and bytes each table gained since ``pushGrowthEdits(_:)`` began; the value is the total in kilobytes.
    func growthMeasure() -> (value: Int, note: String) {
        let before = growthBefore.withLock { $0 }
        let after = sizes()
        var totalBytes = 0
        var parts: [String] = []
        for table in Self.tables {
            let rows = (after[table]?.rows ?? 0) - (before[table]?.rows ?? 0)
            let bytes = (after[table]?.bytes ?? 0) - (before[table]?.bytes ?? 0)
            totalBytes += bytes
            parts.append("\(table) +\(rows) rows +\(bytes / 1024) KB")
        }
        return (totalBytes / 1024, parts.joined(separator: ", "))
    }

    /// Rows of the growth user and `pg_total_relation_size` (heap, TOAST and indexes) of every measured table.
    private func sizes() -> [String: (rows: Int, bytes: Int)] {
        var sizes: [String: (rows: Int, bytes: Int)] = [:]
        for table in Self.tables {
            do {
                let result = try admin.query(
                    "SELECT (SELECT count(*) FROM kheper.\(table) WHERE owner = $1),"
                        + " pg_total_relation_size('kheper.\(table)')", [Role.growth.rawValue])
                let row = result.rows.first ?? []
                sizes[table] = (Int(row.first.flatMap { $0 } ?? "") ?? 0, Int(row.last.flatMap { $0 } ?? "") ?? 0)
            } catch {
                fatalError("cannot measure kheper.\(table): \(error)")
            }
        }
        return sizes
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
    }

    /// Starts the cluster, stopped again at exit (and by the script itself should this process die).
    private static func startCluster() -> String {
        let script = FileManager.default.currentDirectoryPath + "/scripts/dev-postgres.sh"
        let output = run(script, "start")
        guard let line = output.split(separator: "\n").last, line.hasPrefix("postgresql://") else {
            fatalError("\(script) start did not print a connection string; run kheper-bench from the repository")
        }
        cluster.withLock { $0 = true }
        atexit { SyncFixture.stopCluster() }
        return String(line)
    }

    private static func stopCluster() {
        let started = cluster.withLock { started in
            defer { started = false }
            return started
        }
        if started { _ = run(FileManager.default.currentDirectoryPath + "/scripts/dev-postgres.sh", "stop") }
    }

    private static func run(_ script: String, _ argument: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = [argument]
        var environment = ProcessInfo.processInfo.environment
        environment["KHEPER_DEV_POSTGRES_WATCH"] = String(ProcessInfo.processInfo.processIdentifier)
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            fatalError("cannot run \(script): \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Change records of one client in a realistic mix: of every 10, 4 block inserts, 3 field updates, 1 move and
/// 2 logged sets (5 sets to a session).
struct ChangeGenerator: Sendable {
    let client = UUID().uuidString.lowercased()
    private var seq = 0
    private var blocks = 0
    private var sets = 0
    private var session = UUID().uuidString.lowercased()
    private let workout = "w1"

    /// The workout and its first 20 blocks, so updates and moves have something to act on.
    mutating func setUp() -> String {
        var records = [record("putWorkout", ["workout": workout, "title": "Benchmark week"])]
        for _ in 0..<20 { records.append(insert()) }
        return Self.json(records)
    }

    /// A JSON array of `count` records in the mix.
    mutating func batch(_ count: Int) -> String {
        var records: [[String: Any]] = []
        records.reserveCapacity(count)
        for _ in 0..<count {
            switch seq % 10 {
            case 0, 3, 6, 8: records.append(insert())
            case 1, 4, 7: records.append(update())
            case 2: records.append(move())
            default: records.append(logSet())
            }
        }
        return Self.json(records)
    }

    private mutating func record(_ op: String, _ members: [String: Any]) -> [String: Any] {
        seq += 1
        return members.merging(["client": client, "seq": seq, "base": 0, "op": op]) { mine, _ in mine }
    }

    /// An order key after every earlier one: integer part `a0`, then the count in base 36, ending in `V`.
    private func orderKey(_ index: Int) -> String {
        let digits = String(index, radix: 36)
        return "a0" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + "V"
    }

    private mutating func insert() -> [String: Any] {
        blocks += 1
        return record(
            "insertBlock",
            [
                "workout": workout, "block": "b\(blocks)", "parent": NSNull(), "order": orderKey(blocks),
                "type": "exercise", "version": 1,
                "data": ["name": "Back squat", "sets": 5, "reps": 5, "load": "100 kg", "note": "belt on top sets"],
                "extra": [String: Any](),
            ])
    }

    private mutating func update() -> [String: Any] {
        let block = "b\(seq % blocks + 1)"
        return record(
            "updateBlock", ["workout": workout, "block": block, "fields": ["load": "\(100 + seq % 40) kg", "reps": 5]])
    }

    private mutating func move() -> [String: Any] {
        let block = "b\(seq % blocks + 1)"
        return record(
            "moveBlock", ["workout": workout, "block": block, "parent": NSNull(), "order": orderKey(blocks + seq)])
    }

    private mutating func logSet() -> [String: Any] {
        sets += 1
        if sets % 5 == 0 { session = UUID().uuidString.lowercased() }
        return record(
            "logSet",
            [
                "set": [
                    "id": UUID().uuidString.lowercased(), "session": session,
                    "sessionFields": ["title": "Evening", "start": "2026-11-30T18:00:00Z"],
                    "exercise": "Back squat", "weight": 100, "reps": 5, "rpe": 8,
                ]
            ])
    }

    private static func json(_ records: [[String: Any]]) -> String {
        do {
            return String(decoding: try JSONSerialization.data(withJSONObject: records), as: UTF8.self)
        } catch {
            fatalError("cannot encode change records: \(error)")
        }
    }
}
