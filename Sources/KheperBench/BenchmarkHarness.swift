/// What a benchmark must achieve: a minimum rate of operations or a maximum duration per run.
enum BenchmarkGoal: Sendable {
    /// At least `minimum` operations per second, where one run performs `operations` of them.
    case throughput(operations: Int, minimum: Double, unit: String)
    /// Each run finishes within `maximum`.
    case duration(maximum: Duration)
    /// The work takes at most `maximum` times as long as `baseline`, both timed in the same run, interleaved.
    case ratio(maximum: Double, baselineName: String, baseline: @Sendable () -> UInt64)
    /// The 99th percentile of per-operation latencies, in nanoseconds as `samples` returns them after the body
    /// has run, stays within `maximum`; the 50th percentile is reported beside it.
    case latency(maximum: Duration, samples: @Sendable () -> [Int64])
    /// A count the body measures, such as the rows one move writes at worst, stays within `maximum`; `measure`
    /// returns it after one run of the body, with a note shown beside it (empty for none).
    case ceiling(maximum: Int, unit: String, measure: @Sendable () -> (value: Int, note: String))
}

/// A named piece of work to time, with the goal it is judged against.
struct Benchmark: Sendable {
    /// A short kebab-case name, matched by `--filter`.
    let name: String
    /// The suite the benchmark belongs to, shown in the table.
    let suite: String
    /// The goal the median run is judged against.
    let goal: BenchmarkGoal
    /// One run of the work; returns a checksum so the optimizer cannot discard the work.
    let body: @Sendable () -> UInt64
}

/// The outcome of timing one benchmark.
struct BenchmarkResult: Sendable {
    let benchmark: Benchmark
    /// The median duration of the measured runs.
    let median: Duration
    /// The checksum of the last run, printed to keep the work observable.
    let checksum: UInt64
    /// The median duration of the baseline, for ratio goals.
    var baselineMedian: Duration?
    /// The 50th percentile and the sample count, for latency goals (whose `median` holds the 99th percentile).
    var latencySummary: (p50: Duration, count: Int)?
    /// The measured count and its note, for ceiling goals (whose `median` holds the one run's duration).
    var ceilingMeasure: (value: Int, note: String)?

    /// The median duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = median.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Whether the median run meets the goal.
    var passed: Bool {
        switch benchmark.goal {
        case .throughput(let operations, let minimum, _):
            return seconds > 0 ? Double(operations) / seconds >= minimum : true
        case .duration(let maximum):
            return median <= maximum
        case .ratio(let maximum, _, _):
            return ratio.map { $0 <= maximum } ?? false
        case .latency(let maximum, _):
            return latencySummary != nil && median <= maximum
        case .ceiling(let maximum, _, _):
            return ceilingMeasure.map { $0.value <= maximum } ?? false
        }
    }

    /// The median duration divided by the baseline's, for ratio goals.
    var ratio: Double? {
        guard let baselineMedian else { return nil }
        let baselineSeconds = Self.seconds(baselineMedian)
        return baselineSeconds > 0 ? seconds / baselineSeconds : nil
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The measured figure, formatted for the table.
    var figure: String {
        switch benchmark.goal {
        case .throughput(let operations, _, let unit):
            return "\(Self.format(seconds > 0 ? Double(operations) / seconds : .infinity)) \(unit)/s"
        case .duration:
            return "\(Self.format(seconds * 1000, digits: 2)) ms"
        case .ratio(_, let baselineName, _):
            let baseline = baselineMedian.map { Self.format(Self.seconds($0) * 1000, digits: 2) } ?? "?"
            let ratioDigits = (ratio ?? 1) < 0.1 ? 4 : 2
            return
                "\(Self.format(ratio ?? .infinity, digits: ratioDigits))x (\(Self.format(seconds * 1000, digits: 2)) ms vs "
                + "\(baselineName) \(baseline) ms)"
        case .latency:
            guard let summary = latencySummary else { return "no samples" }
            let p50 = Self.format(Self.seconds(summary.p50) * 1e6, digits: 1)
            return "p99 \(Self.format(seconds * 1e6, digits: 1)) µs (p50 \(p50) µs, n=\(summary.count))"
        case .ceiling(_, let unit, _):
            guard let measure = ceilingMeasure else { return "not measured" }
            return "\(measure.value) \(unit)" + (measure.note.isEmpty ? "" : " (\(measure.note))")
        }
    }

    /// The goal, formatted for the table.
    var target: String {
        switch benchmark.goal {
        case .throughput(_, let minimum, let unit):
            return ">= \(Self.format(minimum)) \(unit)/s"
        case .duration(let maximum):
            let (seconds, attoseconds) = maximum.components
            return "<= \(Self.format((Double(seconds) + Double(attoseconds) / 1e18) * 1000, digits: 0)) ms"
        case .ratio(let maximum, _, _):
            return "<= \(Self.format(maximum, digits: 2))x"
        case .latency(let maximum, _):
            return "p99 <= \(Self.format(Self.seconds(maximum) * 1e6, digits: 0)) µs"
        case .ceiling(let maximum, let unit, _):
            return "<= \(maximum) \(unit)"
        }
    }

    /// Formats large numbers with a metric suffix and small ones with a fixed number of decimals.
    static func format(_ value: Double, digits: Int = 1) -> String {
        guard value.isFinite else { return "inf" }
        if digits == 1 {
            if value >= 1e9 { return fixed(value / 1e9, 2) + "G" }
            if value >= 1e6 { return fixed(value / 1e6, 2) + "M" }
            if value >= 1e3 { return fixed(value / 1e3, 2) + "k" }
        }
        return fixed(value, digits)
    }

    private static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}

/// Times benchmarks with a monotonic clock: a few warm-up runs, then the median of several measured runs.
struct BenchmarkRunner: Sendable {
    /// Runs performed and discarded before measuring.
    var warmUpRuns = 2
    /// Runs measured; the median is reported.
    var measuredRuns = 7

    /// Times `benchmark` and returns its median run.
    func run(_ benchmark: Benchmark) -> BenchmarkResult {
        if case .ratio(_, _, let baseline) = benchmark.goal {
            return runInterleaved(benchmark, baseline: baseline)
        }
        if case .latency(_, let samples) = benchmark.goal {
            return summarize(benchmark, checksum: benchmark.body(), samples: samples().sorted())
        }
        let clock = ContinuousClock()
        if case .ceiling(_, _, let measure) = benchmark.goal {
            // The count is deterministic, so one run measures it.
            let start = clock.now
            let checksum = benchmark.body()
            var result = BenchmarkResult(benchmark: benchmark, median: clock.now - start, checksum: checksum)
            result.ceilingMeasure = measure()
            return result
        }
        var checksum: UInt64 = 0
        for _ in 0..<warmUpRuns {
            checksum ^= benchmark.body()
        }
        var durations: [Duration] = []
        durations.reserveCapacity(measuredRuns)
        for _ in 0..<max(1, measuredRuns) {
            let start = clock.now
            let sum = benchmark.body()
            durations.append(clock.now - start)
            checksum = checksum &* 31 &+ sum
        }
        durations.sort()
        return BenchmarkResult(benchmark: benchmark, median: durations[durations.count / 2], checksum: checksum)
    }

    /// Reports the 99th percentile of recorded latencies as the result, with the 50th beside it.
    private func summarize(_ benchmark: Benchmark, checksum: UInt64, samples: [Int64]) -> BenchmarkResult {
        guard !samples.isEmpty else { return BenchmarkResult(benchmark: benchmark, median: .zero, checksum: checksum) }
        func percentile(_ fraction: Double) -> Duration {
            .nanoseconds(samples[min(samples.count - 1, Int(Double(samples.count) * fraction))])
        }
        var result = BenchmarkResult(benchmark: benchmark, median: percentile(0.99), checksum: checksum)
        result.latencySummary = (percentile(0.5), samples.count)
        return result
    }

    /// Times the work and its baseline in alternation, so both see the same machine conditions.
    private func runInterleaved(_ benchmark: Benchmark, baseline: @Sendable () -> UInt64) -> BenchmarkResult {
        let clock = ContinuousClock()
        var checksum: UInt64 = 0
        for _ in 0..<warmUpRuns {
            checksum ^= benchmark.body() ^ baseline()
        }
        var work: [Duration] = []
        var base: [Duration] = []
        for _ in 0..<max(1, measuredRuns) {
            var start = clock.now
            checksum = checksum &* 31 &+ baseline()
            base.append(clock.now - start)
            start = clock.now
            checksum = checksum &* 31 &+ benchmark.body()
            work.append(clock.now - start)
        }
        work.sort()
        base.sort()
        var result = BenchmarkResult(benchmark: benchmark, median: work[work.count / 2], checksum: checksum)
        result.baselineMedian = base[base.count / 2]
        return result
    }
}

/// The command line of `kheper-bench`.
struct BenchmarkOptions: Sendable {
    /// Only benchmarks whose name or suite contains this text (case-insensitive) run.
    var filter: String?
    /// Overrides the number of measured runs.
    var runs: Int?
    /// Overrides the number of warm-up runs.
    var warmUps: Int?
    /// The document sizes, in blocks, of the scale suite.
    var blocks = [10_000]
    /// The Strong export sizes, in rows, of the log-import suite: the first is timed, the others' memory compared.
    var rows = [100_000, 1_000_000]
    /// Whether to print usage and exit.
    var help = false

    static let usage = """
        USAGE: kheper-bench [--filter NAME] [--runs N] [--warmups N] [--blocks N[,N…]] [--rows N[,N…]] [--help]

        Runs Kheper's release-mode benchmarks and prints one row per benchmark:
        name, measured figure, target, and PASS or MISS. Exits with status 1 if any target is missed.

        OPTIONS:
          --filter NAME   Run only benchmarks whose name or suite contains NAME.
          --runs N        Measure N runs per benchmark (default 7) and report the median.
          --warmups N     Discard N runs before measuring (default 2).
          --blocks N,…    The document sizes of the scale suite, in blocks (default 10000); 1000000 makes
                          a file of about 250 MB: kheper-bench --filter scale --blocks 1000000 --runs 1 --warmups 0
          --rows N,…      The Strong export sizes of the log-import suite, in rows (default 100000,1000000): the
                          first is timed against sqlite3, each other one's peak memory is compared with the first's.
          --help          Show this help.

        Build in release mode: swift run -c release kheper-bench
        """

    /// Parses the arguments after the program name; returns an error message for bad input.
    static func parse(_ arguments: [String]) -> Result<BenchmarkOptions, BenchmarkUsageError> {
        var options = BenchmarkOptions()
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--help", "-h":
                options.help = true
            case "--filter":
                guard let value = iterator.next() else { return .failure(.init("--filter needs a NAME")) }
                options.filter = value
            case "--runs":
                guard let value = iterator.next(), let runs = Int(value), runs > 0 else {
                    return .failure(.init("--runs needs a positive number"))
                }
                options.runs = runs
            case "--warmups":
                guard let value = iterator.next(), let warmUps = Int(value), warmUps >= 0 else {
                    return .failure(.init("--warmups needs a number"))
                }
                options.warmUps = warmUps
            case "--blocks":
                let sizes = iterator.next()?.split(separator: ",").compactMap { Int($0) } ?? []
                guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else {
                    return .failure(.init("--blocks needs positive numbers separated by commas"))
                }
                options.blocks = sizes
            case "--rows":
                let sizes = iterator.next()?.split(separator: ",").compactMap { Int($0) } ?? []
                guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else {
                    return .failure(.init("--rows needs positive numbers separated by commas"))
                }
                options.rows = sizes
            default:
                return .failure(.init("unknown argument \"\(argument)\""))
            }
        }
        return .success(options)
    }

    /// Whether `benchmark` passes the filter.
    func includes(_ benchmark: Benchmark) -> Bool {
        guard let filter = filter?.lowercased(), !filter.isEmpty else { return true }
        return benchmark.name.lowercased().contains(filter) || benchmark.suite.lowercased().contains(filter)
    }
}

/// A command-line mistake, reported with the usage text.
struct BenchmarkUsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

/// Prints results as an aligned table.
enum BenchmarkTable {
    static func render(_ results: [BenchmarkResult]) -> String {
        let header = ["suite", "benchmark", "figure", "target", "result"]
        let rows = results.map { result in
            [
                result.benchmark.suite, result.benchmark.name, result.figure, result.target,
                result.passed ? "PASS" : "MISS",
            ]
        }
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }
        var lines = [line(header), line(widths.map { String(repeating: "-", count: $0) })]
        lines += rows.map(line)
        return lines.joined(separator: "\n")
    }
}
