import Foundation

/// A client in a process of its own: psql running one SQL script as a user, which a test can kill with SIGKILL
/// mid-statement, as a phone's app dies or loses the network with a push under way.
final class ChildClient {
    /// The psql process.
    let process: Process
    private let scriptPath: String

    /// Starts psql on `connectionString`, running `sql` from a temporary file (a big batch does not fit on a
    /// command line).
    init(connectionString: String, sql: String) throws {
        scriptPath =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("kheper-child-client-\(UUID().uuidString).sql").path
        try Data(sql.utf8).write(to: URL(fileURLWithPath: scriptPath))
        process = Process()
        process.executableURL = URL(fileURLWithPath: Self.psql)
        process.arguments = [
            "--no-psqlrc", "--quiet", "--set", "ON_ERROR_STOP=1", "--file", scriptPath,
            connectionString,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Kills the process with SIGKILL, so it closes nothing itself: the kernel drops its socket.
    func kill() {
        if process.isRunning { _ = Foundation.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit {
        kill()
        try? FileManager.default.removeItem(atPath: scriptPath)
    }

    /// psql of the newest PostgreSQL in Debian's layout, or the one on the PATH.
    private static var psql: String {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        for version in versions.sorted(by: { (Int($0) ?? 0) > (Int($1) ?? 0) }) {
            let path = "/usr/lib/postgresql/\(version)/bin/psql"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return "/usr/bin/psql"
    }
}
