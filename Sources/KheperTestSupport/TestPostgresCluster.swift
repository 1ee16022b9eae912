import Foundation

/// The PostgreSQL server the sync tests use: `KHEPER_TEST_SERVER` when it is set, otherwise one throwaway cluster
/// per test process, started with `scripts/dev-postgres.sh` on first use and stopped when the process exits.
///
/// The connection string is a superuser's; tests make a database and users of their own on it.
public enum TestPostgresCluster {
    /// Why the cluster could not be had, with the script's own output.
    public struct StartError: Error, CustomStringConvertible {
        /// What went wrong, for the test log.
        public let description: String
    }

    /// The superuser connection string of the tests' server, starting the cluster on the first call.
    ///
    /// - Throws: ``StartError`` when the script fails or prints no connection string.
    public static func connectionString() throws(StartError) -> String {
        try started.get()
    }

    private static let started: Result<String, StartError> = start()

    private static let stopCommandVariable = "KHEPER_TEST_POSTGRES_STOP_STATE"

    private static func start() -> Result<String, StartError> {
        if let given = ProcessInfo.processInfo.environment["KHEPER_TEST_SERVER"], !given.isEmpty {
            return .success(given)
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/dev-postgres.sh").path
        guard FileManager.default.fileExists(atPath: script) else {
            return .failure(StartError(description: "set KHEPER_TEST_SERVER: \(script) is missing"))
        }
        let state = FileManager.default.temporaryDirectory
            .appendingPathComponent("kheper-test-postgres-\(ProcessInfo.processInfo.processIdentifier)-\(UUID()).state")
            .path
        let (status, output, errors) = run(
            script, "start",
            environment: [
                "KHEPER_DEV_POSTGRES_STATE": state,
                "KHEPER_DEV_POSTGRES_WATCH": String(ProcessInfo.processInfo.processIdentifier),
            ])
        guard status == 0, let last = output.split(separator: "\n").last, last.hasPrefix("postgresql://") else {
            return .failure(
                StartError(description: "scripts/dev-postgres.sh start failed (\(status)): \(output)\(errors)"))
        }
        setenv(stopCommandVariable, "\(script)\n\(state)", 1)
        atexit {
            guard let value = getenv(TestPostgresCluster.stopCommandVariable) else { return }
            let parts = String(cString: value).split(separator: "\n").map(String.init)
            guard parts.count == 2 else { return }
            _ = TestPostgresCluster.run(parts[0], "stop", environment: ["KHEPER_DEV_POSTGRES_STATE": parts[1]])
        }
        return .success(String(last))
    }

    private static func run(
        _ script: String, _ argument: String, environment: [String: String]
    ) -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script, argument]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (-1, "", "cannot run \(script): \(error)")
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}
