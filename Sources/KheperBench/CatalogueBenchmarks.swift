import Kheper
import KheperCLI
import KheperEditor
import Synchronization

/// `kheper exercises search`, run in-process over the shipped catalogue (873 entries) as a lifter types: a spread of
/// queries (one word, several, a prefix, none with a filter, every entry) with and without `--muscle`,
/// `--equipment` and `--json`, each run timed on its own, with a p99 target of 5 ms (issue 28); and the same runs
/// against as many `exercises show ENTRY` by id, the command's fixed cost (parsing, dispatch, printing): at most 50
/// times it, so a search stays a scan of words read once (splitting every name per query was ten times slower in a
/// debug build).
enum CatalogueBenchmarks {
    static let suite = "catalogue"
    /// How many times the whole spread of queries is run for the latency benchmark.
    static let rounds = 60

    static var all: [Benchmark] {
        [latency, againstShow]
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

    /// The tool, with an empty in-memory store: the catalogue's commands read none.
    static let tool = KheperCommandLine(registry: .standard, environment: ToolEnvironment(currentDirectory: "/")) {
        _, _ throws(StoreError) in InMemoryWorkoutStore()
    }

    /// Runs the command in-process; returns the size of what it printed.
    static func run(_ arguments: [String]) -> UInt64 {
        let (_, output) = tool.run(arguments)
        return UInt64(output.standardOutput.utf8.count + output.standardError.utf8.count)
    }
}
