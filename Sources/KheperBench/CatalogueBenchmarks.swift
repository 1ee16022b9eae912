import Kheper
import KheperCLI
import KheperEditor
import KheperTrainingLog
import Synchronization

/// `kheper exercises search`, run in-process over the shipped catalogue (873 entries) as a lifter types: a spread of
/// queries (one word, several, a prefix, none with a filter, every entry) with and without `--muscle`,
/// `--equipment` and `--json`, each run timed on its own, with a p99 target of 5 ms (issue 28); and the same runs
/// against as many `exercises show ENTRY` by id, the command's fixed cost (parsing, dispatch, printing): at most 50
/// times it, so a search stays a scan of words read once (splitting every name per query was ten times slower in a
/// debug build). And the same searches over the catalogue a store with 50 of the lifter's own entries sees (the
/// bundled one extended on each command), against them with no store: at most 10 times it. Each command checks the
/// 50 entries' names and aliases by the matcher's rules (about 30 µs an entry, so 5–6 times a bare search), while
/// the bundled catalogue's parsed entries, words and name keys are reused: reading its JSON again would cost tens of
/// times a search.
enum CatalogueBenchmarks {
    static let suite = "catalogue"
    /// How many times the whole spread of queries is run for the latency benchmark.
    static let rounds = 60

    static var all: [Benchmark] {
        [latency, againstShow, ownEntries]
    }

    /// The queries, as the words after `kheper exercises search`.
    static let queries: [[String]] = [
        ["bench"], ["bench", "press"], ["squat"], ["curl"], ["row"], ["pull"], ["press", "shoulder"], ["lat"],
        ["deadlift", "romanian"], ["leg"], ["calf", "raise"], ["fly"], ["triceps"], ["kettlebell", "swing"],
        ["lunge"], ["face", "pull"], ["hip"], ["plank"], ["crunch"], ["a"], ["dumb", "ben"], ["zercher"],
        ["--muscle", "chest"], ["--muscle", "quadriceps", "squat"], ["--equipment", "dumbbell,cable", "press"],
        ["--equipment", "barbell", "--muscle", "hamstrings"], ["--json", "curl"], ["--json", "--muscle", "lats"],
        [], ["frobnicate"],
    ]

    /// Catalogue ids for the baseline, one a query.
    static let shownEntries = [
        "Barbell_Squat", "Dumbbell_Bench_Press", "Pullups", "Face_Pull", "Barbell_Curl", "Romanian_Deadlift",
    ]

    static let latencies = Mutex<[Int64]>([])

    static let latency = Benchmark(
        name: "exercises-search-latency",
        suite: suite,
        goal: .latency(maximum: .milliseconds(5), samples: { latencies.withLock { $0 } })
    ) {
        var samples: [Int64] = []
        samples.reserveCapacity(rounds * queries.count)
        var checksum: UInt64 = 0
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            for query in queries {
                let start = clock.now
                checksum &+= run(["exercises", "search"] + query)
                samples.append(InteractionBenchmarks.nanoseconds(clock.now - start))
            }
        }
        latencies.withLock { $0 = samples }
        return checksum
    }

    static let againstShow = Benchmark(
        name: "exercises-search-vs-show",
        suite: suite,
        goal: .ratio(
            maximum: 50, baselineName: "\(queries.count) exercises show",
            baseline: {
                (0..<queries.count).reduce(0) {
                    $0 &+ run(["exercises", "show", shownEntries[$1 % shownEntries.count]])
                }
            })
    ) {
        queries.reduce(0) { $0 &+ run(["exercises", "search"] + $1) }
    }

    static let ownEntries = Benchmark(
        name: "exercises-search-own-entries",
        suite: suite,
        goal: .ratio(
            maximum: 10, baselineName: "\(queries.count) searches with no store",
            baseline: { queries.reduce(0) { $0 &+ run(["exercises", "search"] + $1) } })
    ) {
        queries.reduce(0) { $0 &+ run(["exercises", "search"] + $1, tool: toolWithOwnEntries) }
    }

    /// The tool, with an empty in-memory store: the catalogue's commands read none.
    static let tool = KheperCommandLine(registry: .standard, environment: ToolEnvironment(currentDirectory: "/")) {
        _, _ throws(StoreError) in InMemoryDocumentStore()
    }

    /// The tool with a training log holding 50 of the lifter's own entries, which the catalogue's commands read.
    static let toolWithOwnEntries: KheperCommandLine = {
        let log = InMemoryTrainingLogStore()
        for number in 0..<50 {
            try? log.addCustomEntry(
                CustomExerciseEntry(
                    id: "custom-bench-lift-\(number)", name: "Bench Lift \(number)", equipment: "dumbbell",
                    primaryMuscles: ["chest"], aliases: ["Own Lift \(number)"]))
        }
        return KheperCommandLine(
            registry: .standard, environment: ToolEnvironment(currentDirectory: "/"),
            openLog: { _, _ throws(StoreError) in log }
        ) { _, _ throws(StoreError) in InMemoryDocumentStore() }
    }()

    /// Runs the command in-process with `tool`; returns the size of what it printed.
    static func run(_ arguments: [String], tool: KheperCommandLine = tool) -> UInt64 {
        let (_, output) = tool.run(arguments)
        return UInt64(output.standardOutput.utf8.count + output.standardError.utf8.count)
    }
}
