public import Foundation

/// Finds the package's executables that a test target depends on, built next to the test bundle.
public enum BuiltExecutable {
    /// The executable `name` from this build, or an error naming the folders searched.
    public static func url(named name: String) throws -> URL {
        var folders = [
            Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        if let me = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: me).deletingLastPathComponent())
        }
        for folder in folders {
            for candidate in [folder, folder.deletingLastPathComponent()] {
                let url = candidate.appending(path: name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(name) next to \(folders.map(\.path))"])
    }
}
