import Foundation

/// Runs shell scripts inside a private mount namespace (`unshare -m`), where a test may mount a read-only bind or
/// a tiny tmpfs — a real read-only or full disk — without touching the machine's own mounts.
public enum MountNamespace {
    /// Whether this machine lets the tests make mounts of their own (root with `CAP_SYS_ADMIN` and `unshare`).
    public static let isAvailable: Bool = {
        let probe = FileManager.default.temporaryDirectory.appending(path: "kheper-mount-probe-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: probe) }
        return run("mount -t tmpfs -o ro,size=64k tmpfs '\(probe.path)'").status == 0
    }()

    /// Runs `script` with `sh -c` in a new mount namespace and returns its exit status and output.
    public static func run(_ script: String, environment: [String: String] = [:]) -> (
        status: Int32, out: String, err: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-m", "sh", "-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return (127, "", "\(error)")
        }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// Shell commands that bind `folder` read-only at `mountPoint` (both must exist).
    public static func readOnlyBind(_ folder: String, at mountPoint: String) -> String {
        "mount --bind '\(folder)' '\(mountPoint)' && mount -o remount,ro,bind '\(mountPoint)'"
    }
}
