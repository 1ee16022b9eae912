import Foundation
import KheperOrderKeys
import Synchronization

/// Whole `kheper` processes on one big document file, each timed against `jq -c .` on the same file in the same
/// run, and each one's peak resident memory as a multiple of the file's size (issue 11).
///
/// Sizes come from `--blocks N[,N…]` (default 10,000); 1,000,000 blocks make a file of about 250 MB. These run
/// the release `kheper` next to this executable, and `jq` from the `PATH`.
enum DocumentScaleBenchmarks {
    static let suite = "scale"

    /// The `kheper` commands timed, each on the document of one size.
    enum Command: String, CaseIterable, Sendable {
        case validate, render, normalize, `import`, export

        /// The time target, as a multiple of jq's time on the same file.
        var maximumRatio: Double {
            switch self {
            case .validate, .render: 1.2
            case .normalize, .import, .export: 2
            }
        }
    }

    /// The peak memory target, as a multiple of the file's size.
    static let maximumMemoryMultiple = 4.0

    static func all(sizes: [Int]) -> [Benchmark] {
        sizes.flatMap { size in
            Command.allCases.flatMap { command in
                [
                    Benchmark(
                        name: "scale-\(command.rawValue)-\(size)-blocks-vs-jq",
                        suite: suite,
                        goal: .ratio(
                            maximum: command.maximumRatio, baselineName: "jq -c .",
                            baseline: { fixture(size).runJQ() })
                    ) { fixture(size).run(command) },
                    Benchmark(
                        name: "scale-\(command.rawValue)-\(size)-blocks-peak-memory",
                        suite: suite,
                        goal: .ceiling(
                            maximum: Int(maximumMemoryMultiple * 100), unit: "% of the file",
                            measure: { fixture(size).memoryMeasure(command) })
                    ) { fixture(size).run(command) },
                ]
            }
        }
    }

    /// One fixture per size, made on first use.
    private static let fixtures = Mutex<[Int: ScaleFixture]>([:])

    static func fixture(_ size: Int) -> ScaleFixture {
        fixtures.withLock { fixtures in
            if let existing = fixtures[size] { return existing }
            let made = ScaleFixture(blocks: size)
            fixtures[size] = made
            return made
        }
    }
}

/// A generated document file of one size, a store holding it for `export`, and the processes that read them.
final class ScaleFixture: Sendable {
    let blocks: Int
    let file: String
    let fileBytes: Int
    let exportStore: String
    let importStore: String
    let executable: String
    let jq: String
    /// The peak memory of `kheper validate` on an empty document, in kilobytes: what any run costs.
    let floorKilobytes: Int
    var workoutID: String { "bench-scale-\(blocks)" }

    /// The largest peak resident memory of each command's runs, in kilobytes, keyed by command name or "jq".
    private let peaks = Mutex<[String: Int]>([:])

    init(blocks: Int) {
        self.blocks = blocks
        executable = ReleaseKheper.path(for: "scale")
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard
            let found = path.split(separator: ":").map({ "\($0)/jq" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { fatalError("the scale benchmarks compare against jq; install it (apt-get install jq)") }
        jq = found
        let temporary = FileManager.default.temporaryDirectory
        file = temporary.appending(path: "kheper-bench-scale-\(blocks).json").path
        exportStore = temporary.appending(path: "kheper-bench-scale-\(blocks)-export.sqlite").path
        importStore = temporary.appending(path: "kheper-bench-scale-\(blocks)-import.sqlite").path
        // Made by a child process so this one stays small.
        guard ChildProcess.run(CommandLine.arguments[0], [ScaleDocument.makeFlag, String(blocks), file]).status == 0
        else {
            fatalError("the \(blocks)-block document could not be made")
        }
        fileBytes = ((try? FileManager.default.attributesOfItem(atPath: file)[.size]) as? Int) ?? 1
        let empty = temporary.appending(path: "kheper-bench-scale-empty.json").path
        _ = FileManager.default.createFile(
            atPath: empty, contents: Data(#"{"format":"kheper.workout","blocks":[]}"#.utf8))
        floorKilobytes = ChildProcess.run(executable, ["validate", empty]).peakKilobytes
        // jq's first run on a large file is several times slower than the next ones here, so one is not timed.
        _ = ChildProcess.run(jq, ["-c", ".", file])
    }

    /// Whether the export store holds the document yet; it is imported on the first export only.
    private let exportStoreReady = Mutex(false)

    /// Runs `jq -c .` on the file, output discarded.
    func runJQ() -> UInt64 {
        record("jq", ChildProcess.run(jq, ["-c", ".", file]))
    }

    /// Runs one `kheper` command on the file (or, for export, the workout imported from it), output discarded.
    func run(_ command: DocumentScaleBenchmarks.Command) -> UInt64 {
        let arguments: [String]
        switch command {
        case .validate: arguments = ["validate", file]
        case .render: arguments = ["render", file]
        case .normalize: arguments = ["normalize", file]
        case .import:
            Self.removeStore(importStore)
            arguments = ["import", file, "--store", importStore]
        case .export:
            exportStoreReady.withLock { ready in
                guard !ready else { return }
                Self.removeStore(exportStore)
                let imported = ChildProcess.run(executable, ["import", file, "--store", exportStore])
                guard imported.status == 0 else { fatalError("`kheper import \(file)` failed: \(imported.status)") }
                ready = true
            }
            arguments = ["export", workoutID, "--store", exportStore]
        }
        return record(command.rawValue, ChildProcess.run(executable, arguments))
    }

    /// The command's largest peak memory as a percentage of the file's size, with jq's beside it.
    func memoryMeasure(_ command: DocumentScaleBenchmarks.Command) -> (value: Int, note: String) {
        let (mine, theirs) = peaks.withLock { ($0[command.rawValue] ?? 0, $0["jq"]) }
        func multiple(_ kilobytes: Int) -> String {
            BenchmarkResult.format(Double(kilobytes) * 1024 / Double(fileBytes), digits: 2) + "x"
        }
        let megabytes = { (kilobytes: Int) in BenchmarkResult.format(Double(kilobytes) / 1024, digits: 0) }
        var note = "\(megabytes(mine)) MB = \(multiple(mine)) the \(megabytes(fileBytes / 1024)) MB file"
        note += ", \(multiple(mine - floorKilobytes)) above the \(megabytes(floorKilobytes)) MB of an empty one"
        if let theirs { note += "; jq \(megabytes(theirs)) MB = \(multiple(theirs))" }
        return (Int((Double(mine) * 1024 * 100 / Double(fileBytes)).rounded(.up)), note)
    }

    private func record(_ name: String, _ outcome: (status: Int32, peakKilobytes: Int)) -> UInt64 {
        guard outcome.status == 0 else { fatalError("`\(name)` on \(file) failed with wait status \(outcome.status)") }
        peaks.withLock { $0[name] = max($0[name] ?? 0, outcome.peakKilobytes) }
        return UInt64(outcome.peakKilobytes)
    }

    private static func removeStore(_ path: String) {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}

/// Writes a realistic document of any size straight to a file, a block at a time: text, exercises of three to
/// five sets, timers, dividers, and supersets holding exercises and a note.
enum ScaleDocument {
    /// The flag that makes `kheper-bench` write a document of the count that follows to the path after it, and
    /// exit.
    static let makeFlag = "--make-scale-document"

    static func write(blocks count: Int, to path: String) throws {
        guard let stream = fopen(path, "w") else { throw CocoaError(.fileWriteUnknown) }
        defer { fclose(stream) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        func emit(_ text: String) {
            buffer.append(contentsOf: text.utf8)
            if buffer.count >= 1 << 20 {
                fwrite(buffer, 1, buffer.count, stream)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        emit(
            "{\"format\":\"kheper.workout\",\"formatVersion\":1,\"id\":\"bench-scale-\(count)\","
                + "\"title\":\"Scale \(count)\",\"blocks\":[\n")
        var made = 0
        var slot = 0
        var key: String?
        while made < count {
            key = try FractionalIndex.key(between: key, and: nil)
            let order = key ?? "a0"
            if slot > 0 { emit(",\n") }
            if slot % 10 == 4 && made + 4 <= count {
                let children = [
                    exercise(id: made + 1, order: "a0", slot: slot),
                    exercise(id: made + 2, order: "a1", slot: slot + 1),
                    text(id: made + 3, order: "a2", slot: slot),
                ]
                emit(
                    node(
                        id: made, type: "set", order: order,
                        data: "{\"style\":\"superset\",\"name\":\"A\",\"rounds\":3,\"restBetweenExercises\":30,"
                            + "\"restBetweenRounds\":90}",
                        children: "[" + children.joined(separator: ",") + "]"))
                made += 4
            } else {
                switch slot % 10 {
                case 0, 7: emit(text(id: made, order: order, slot: slot))
                case 3, 8:
                    emit(
                        node(
                            id: made, type: "timer", order: order,
                            data: "{\"mode\":\"countdown\",\"duration\":\(60 + slot % 5 * 30),\"label\":\"Rest\"}"))
                case 9:
                    emit(
                        node(
                            id: made, type: "divider", order: order, data: "{\"style\":\"section\",\"label\":\"Next\"}")
                    )
                default: emit(exercise(id: made, order: order, slot: slot))
                }
                made += 1
            }
            slot += 1
        }
        emit("\n]}\n")
        fwrite(buffer, 1, buffer.count, stream)
    }

    private static func text(id: Int, order: String, slot: Int) -> String {
        node(
            id: id, type: "text", order: order,
            data: "{\"text\":\"Keep two reps in reserve on set \(slot % 7 + 1); brace before each rep.\","
                + "\"style\":\"note\"}")
    }

    private static func exercise(id: Int, order: String, slot: Int) -> String {
        let names = ["Bench Press", "Back Squat", "Deadlift", "Overhead Press", "Barbell Row"]
        let load = 60 + Double(slot % 9) * 2.5
        let sets = (0..<(3 + slot % 3)).map { set in
            set == 0
                ? "{\"kind\":\"warmup\",\"reps\":10,\"load\":{\"value\":40,\"unit\":\"kg\"}}"
                : "{\"reps\":5,\"load\":{\"value\":\(load),\"unit\":\"kg\"},\"rpe\":\(7 + Double(set) * 0.5)}"
        }
        return node(
            id: id, type: "exercise", order: order,
            data: "{\"name\":\"\(names[slot % names.count])\",\"rest\":180,\"tempo\":\"3-1-1-0\",\"sets\":["
                + sets.joined(separator: ",") + "]}")
    }

    private static func node(id: Int, type: String, order: String, data: String, children: String? = nil)
        -> String
    {
        "{\"id\":\"b\(id)\",\"type\":\"\(type)\",\"version\":1,\"order\":\"\(order)\",\"data\":\(data)"
            + (children.map { ",\"children\":\($0)" } ?? "") + "}"
    }
}
