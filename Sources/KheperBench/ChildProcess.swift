import Foundation
import Synchronization

/// A child process run to its end, for the benchmarks that time or measure whole `kheper` runs and their baselines.
///
/// Children are started by a small helper, this executable started again with ``spawnerFlag`` before the benchmarks
/// build anything, not by this process. Linux starts a spawned child's peak memory (`wait4`'s `ru_maxrss`) at the
/// peak of the process that spawned it, and this one grows to tens of megabytes as fixtures are built: spawned from
/// here, a 30 MB `kheper sync` would report this process's size. The helper stays at its starting size, below any
/// `kheper` run's, so the peak it reports is the child's own.
enum ChildProcess {
    /// The flag that makes `kheper-bench` the helper: it reads requests, one JSON line each, from standard input,
    /// runs each and writes `STATUS PEAK_KB` on a line of standard output.
    static let spawnerFlag = "--child-spawner"

    /// One request to the helper.
    private struct Request: Codable {
        var executable: String
        var arguments: [String]
        var environment: [String]?
    }

    /// The helper's pipes: requests in, answers out; one request at a time.
    private static let spawner = Mutex<(input: FileHandle, output: FileHandle)?>(nil)

    /// Starts the helper; call it first thing, while this process is small. Without it, children are spawned from
    /// this process and their peaks can read high.
    static func startSpawner() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [spawnerFlag]
        let requests = Pipe()
        let answers = Pipe()
        process.standardInput = requests
        process.standardOutput = answers
        do {
            try process.run()
        } catch {
            fatalError("the child-process helper could not be started: \(error)")
        }
        spawner.withLock { $0 = (requests.fileHandleForWriting, answers.fileHandleForReading) }
    }

    /// Runs `executable` with standard output and error discarded, in `environment` (`NAME=value` strings) or
    /// this process's; returns its wait status and its own peak memory.
    static func run(_ executable: String, _ arguments: [String], environment: [String]? = nil)
        -> (status: Int32, peakKilobytes: Int)
    {
        spawner.withLock { pipes in
            guard let pipes else { return spawn(executable, arguments, environment: environment) }
            let request = Request(
                executable: executable, arguments: arguments,
                environment: environment ?? ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" })
            guard let line = try? JSONEncoder().encode(request) else { fatalError("cannot encode \(request)") }
            pipes.input.write(line + Data("\n".utf8))
            var answer = Data()
            while answer.last != UInt8(ascii: "\n") {
                let more = pipes.output.availableData
                guard !more.isEmpty else { fatalError("the child-process helper ended") }
                answer += more
            }
            let fields = String(decoding: answer.dropLast(), as: UTF8.self).split(separator: " ")
            guard fields.count == 2, let status = Int32(fields[0]), let peak = Int(fields[1]) else {
                fatalError("the child-process helper answered \(String(decoding: answer, as: UTF8.self))")
            }
            return (status, peak)
        }
    }

    /// The helper's loop: runs each request read from standard input and answers it, until the input ends.
    static func serve() -> Never {
        var buffer = Data()
        while true {
            let more = FileHandle.standardInput.availableData
            if more.isEmpty { exit(0) }
            buffer += more
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                guard let request = try? JSONDecoder().decode(Request.self, from: line) else { exit(2) }
                let outcome = spawn(request.executable, request.arguments, environment: request.environment)
                FileHandle.standardOutput.write(Data("\(outcome.status) \(outcome.peakKilobytes)\n".utf8))
            }
        }
    }

    /// Spawns `executable` from this process and waits for it.
    private static func spawn(_ executable: String, _ arguments: [String], environment: [String]?)
        -> (status: Int32, peakKilobytes: Int)
    {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let cArguments = ([executable] + arguments).map { strdup($0) } + [nil]
        let cEnvironment = environment.map { $0.map { strdup($0) } + [nil] }
        defer {
            for argument in cArguments { free(argument) }
            for variable in cEnvironment ?? [] { free(variable) }
        }
        let spawned =
            if let cEnvironment {
                posix_spawn(&pid, executable, &actions, nil, cArguments, cEnvironment)
            } else {
                posix_spawn(&pid, executable, &actions, nil, cArguments, environ)
            }
        posix_spawn_file_actions_destroy(&actions)
        guard spawned == 0 else { fatalError("\(executable) could not be started (error \(spawned))") }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        return (status, Int(usage.ru_maxrss))
    }
}
