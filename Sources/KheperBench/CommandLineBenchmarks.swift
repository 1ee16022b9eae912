import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import Synchronization

/// The cost of one `kheper` edit, whole process, on workouts of 1, 10,000 and 100,000 blocks in one store: an
/// edit reads only what it touches, so it costs the same at any size.
///
/// These run the release `kheper` next to this executable (`ReleaseKheper`).
enum CommandLineBenchmarks {
    static let suite = "cli"

    static var all: [Benchmark] {
        [
            edit("cli-set-10000-vs-1-block", .set, on: .tenThousand, against: .one),
            edit("cli-move-10000-vs-1-block", .move, on: .tenThousand, against: .one),
            Benchmark(name: "cli-set-100000-blocks", suite: suite, goal: .duration(maximum: .milliseconds(100))) {
                fixture.run(.set, on: .hundredThousand)
            },
            Benchmark(name: "cli-move-100000-blocks", suite: suite, goal: .duration(maximum: .milliseconds(100))) {
                fixture.run(.move, on: .hundredThousand)
            },
            Benchmark(
                name: "cli-peak-memory-100000-blocks",
                suite: suite,
                goal: .ceiling(
                    maximum: 50, unit: "MB peak",
                    measure: {
                        (Int(CommandLineFixture.largestChildMegabytes().rounded(.up)), "resident, whole process")
                    })
            ) { fixture.run(.set, on: .hundredThousand) ^ fixture.run(.move, on: .hundredThousand) },
        ]
    }

    /// A ratio benchmark: the command on a big workout against the same command on a small one.
    private static func edit(
        _ name: String,
        _ command: CommandLineFixture.Command,
        on big: CommandLineFixture.Size,
        against small: CommandLineFixture.Size
    ) -> Benchmark {
        Benchmark(
            name: name, suite: suite,
            goal: .ratio(maximum: 1.5, baselineName: "1 block", baseline: { fixture.run(command, on: small) })
        ) { fixture.run(command, on: big) }
    }

    /// The store, built on first use.
    static let fixture = CommandLineFixture()
}

/// A temporary store holding three workouts of different sizes, and the `kheper` executable to edit them with.
final class CommandLineFixture: Sendable {
    /// The workouts in the store.
    enum Size: Int, CaseIterable, Sendable {
        case one = 1
        case tenThousand = 10_000
        case hundredThousand = 100_000
    }

    /// The commands timed.
    enum Command: Sendable {
        case set
        case move
    }

    let path: String
    let executable: String

    init() {
        executable = ReleaseKheper.path(for: "cli")
        path = FileManager.default.temporaryDirectory.appending(path: "kheper-bench-cli.sqlite").path
        // The store is built by a child process, so this one stays small.
        let builder = Process()
        builder.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        builder.arguments = [Self.buildFlag, path]
        do {
            try builder.run()
        } catch {
            fatalError("the cli benchmark's store could not be made: \(error)")
        }
        builder.waitUntilExit()
        guard builder.terminationStatus == 0 else { fatalError("the cli benchmark's store could not be made") }
    }

    /// The flag that makes `kheper-bench` build the store at the path that follows, and exit.
    static let buildFlag = "--build-cli-store"

    /// Builds the store: one workout of each size, each with a text block to move and rename.
    static func buildStore(at path: String) throws {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
        let store = try SQLiteDocumentStore(path: path)
        for size in Size.allCases {
            let keys = try OrderKey.keys(between: nil, nil, count: size.rawValue + 1)
            var blocks: [BlockRecord] = (0..<size.rawValue).map { index in
                BlockRecord(
                    id: BlockID("b\(index)"), parentID: nil, order: keys[index], kind: "exercise", version: 1,
                    data: [
                        "name": .string("Lift \(index)"),
                        "sets": [["reps": 5, "load": ["value": 100, "unit": "kg"]]],
                    ])
            }
            blocks.append(
                BlockRecord(
                    id: "target", parentID: nil, order: keys[size.rawValue], kind: "text", version: 1,
                    data: ["text": "Moved and renamed"]))
            try store.createDocument(
                DocumentRecord(id: DocumentID("w\(size.rawValue)"), title: "\(size)", blocks: blocks))
        }
    }

    /// Runs one `kheper` edit on the workout of `size` and returns its exit status.
    func run(_ command: Command, on size: Size) -> UInt64 {
        let workout = "w\(size.rawValue)"
        let middle = "b\(size.rawValue / 2)"
        let arguments: [String]
        switch command {
        case .set:
            arguments = ["set", workout, "target", "text=\(UUID().uuidString)"]
        case .move:
            // Alternates between two places, so every run really moves the block.
            let place = Bool.random() ? ["--after", middle] : ["--first"]
            arguments = ["move", workout, "target"] + place
        }
        let (status, peakKilobytes) = ChildProcess.run(executable, arguments + ["--store", path])
        Self.peakKilobytes.withLock { $0 = max($0, peakKilobytes) }
        guard status == 0 else {
            fatalError("`kheper \(arguments.joined(separator: " "))` failed with wait status \(status)")
        }
        return UInt64(status)
    }

    /// The largest peak resident memory of any `kheper` run so far, in kilobytes, as `wait4` reports it.
    static let peakKilobytes = Mutex(0)

    /// The largest peak resident memory of any `kheper` run so far, in megabytes (Linux reports kilobytes).
    static func largestChildMegabytes() -> Double {
        Double(peakKilobytes.withLock { $0 }) / 1024
    }
}
