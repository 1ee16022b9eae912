// kheper-bench: release-mode benchmarks. Run with `swift run -c release kheper-bench [--filter NAME]`.
// Add a suite by appending its benchmarks to `suites`.

import Foundation

if CommandLine.arguments.count == 2, CommandLine.arguments[1] == ChildProcess.spawnerFlag {
    ChildProcess.serve()
}
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == CommandLineFixture.buildFlag {
    do {
        try CommandLineFixture.buildStore(at: CommandLine.arguments[2])
        exit(0)
    } catch {
        print("error: \(error)")
        exit(1)
    }
}
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == ScaleDocument.makeFlag,
    let blocks = Int(CommandLine.arguments[2])
{
    do {
        try ScaleDocument.write(blocks: blocks, to: CommandLine.arguments[3])
        exit(0)
    } catch {
        print("error: \(error)")
        exit(1)
    }
}

if CommandLine.arguments.count == 4, CommandLine.arguments[1] == StrongLogExport.makeFlag,
    let rows = Int(CommandLine.arguments[2])
{
    do {
        try StrongLogExport.write(rows: rows, to: CommandLine.arguments[3])
        exit(0)
    } catch {
        print("error: \(error)")
        exit(1)
    }
}

let options: BenchmarkOptions
switch BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
    options = parsed
case .failure(let error):
    print("error: \(error.message)\n")
    print(BenchmarkOptions.usage)
    exit(2)
}
if options.help {
    print(BenchmarkOptions.usage)
    exit(0)
}

// Children are spawned by a helper started now, while this process is small, so their peak memory is their own.
ChildProcess.startSpawner()

let suites: [[Benchmark]] = [
    CommandLineBenchmarks.all,
    DocumentScaleBenchmarks.all(sizes: options.blocks),
    LogImportBenchmarks.all(rows: options.rows),
    OrderKeyBenchmarks.all,
    DocumentBenchmarks.all,
    FindingBenchmarks.all,
    CatalogueBenchmarks.all,
    PlateBenchmarks.all,
    ProgramBenchmarks.all,
    ProgramCommandBenchmarks.all,
    AutosaveBenchmarks.all,
    EditorBenchmarks.all,
    InteractionBenchmarks.all,
    EditScreenBenchmarks.all,
    RebalanceBenchmarks.all,
    ChartBenchmarks.all,
    SyncBenchmarks.all,
    DeviceSyncBenchmarks.all,
    FirstSyncBenchmarks.all,
]

#if DEBUG
    print("warning: this is a debug build; figures are only meaningful with `swift run -c release kheper-bench`\n")
#endif

var runner = BenchmarkRunner()
if let runs = options.runs { runner.measuredRuns = runs }
if let warmUps = options.warmUps { runner.warmUpRuns = warmUps }

let selected = suites.joined().filter(options.includes)
if selected.isEmpty {
    print("no benchmark matches \"\(options.filter ?? "")\"")
    exit(2)
}

var results: [BenchmarkResult] = []
for benchmark in selected {
    results.append(runner.run(benchmark))
}
print(BenchmarkTable.render(results))
let checksum = results.reduce(UInt64(0)) { $0 &* 31 &+ $1.checksum }
print("\nchecksum \(checksum)")
let missed = results.filter { !$0.passed }.count
print(missed == 0 ? "all \(results.count) targets met" : "\(missed) of \(results.count) targets missed")
exit(missed == 0 ? 0 : 1)
