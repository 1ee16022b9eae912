import Foundation

/// A child process run to its end, for the benchmarks that time or measure whole `kheper` runs and their baselines.
enum ChildProcess {
    /// Runs `executable` with standard output and error discarded, in `environment` (`NAME=value` strings) or
    /// this process's; returns its wait status and peak memory.
    static func run(_ executable: String, _ arguments: [String], environment: [String]? = nil)
        -> (status: Int32, peakKilobytes: Int)
    {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
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
