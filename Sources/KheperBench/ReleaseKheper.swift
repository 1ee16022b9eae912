import Foundation

/// The release `kheper` the whole-process benchmarks run: the one built next to this executable, as
/// `scripts/install.sh` builds it, with the Swift runtime linked in, so a process starts as an installed one does.
enum ReleaseKheper {
    /// The command that builds it.
    static let buildCommand = "swift build -c release --product kheper --static-swift-stdlib"

    /// The path of the release `kheper` beside this executable; stops the run, saying how to build it, when it is
    /// missing. `benchmarks` names the benchmarks that need it, for that message.
    static func path(for benchmarks: String) -> String {
        let executable =
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "kheper").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            fatalError("the \(benchmarks) benchmarks run \(executable); build it with `\(buildCommand)`")
        }
        return executable
    }
}
