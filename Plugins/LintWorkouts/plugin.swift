// `swift package lint-workouts` validates every `*.kheper.json` in the package and every .json file under
// Examples/Workouts/ with `kheper validate --format compiler`, and forwards each finding as a SwiftPM diagnostic
// with its file and line, so editors and CI show them in place. It exits non-zero when any finding is an error.

import Foundation
import PackagePlugin

/// The `lint-workouts` command.
@main
struct LintWorkouts: CommandPlugin {
    /// Runs the command.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(
                """
                usage: swift package lint-workouts

                Validates every *.kheper.json in the package and every .json file under Examples/Workouts/ with
                `kheper validate --format compiler`, reports each finding at its file and line, and fails when
                any finding is an error.
                """
            )
            return
        }
        let package = context.package.directoryURL
        let files = WorkoutFiles.find(in: package)
        guard !files.isEmpty else {
            print("lint-workouts: no *.kheper.json files and nothing under Examples/Workouts/; nothing to check")
            return
        }
        let kheper = try context.tool(named: "kheper")
        let run = try ToolRun(
            executable: kheper.url, arguments: ["validate", "--format", "compiler"] + files, in: package)
        var report = LintReport(files: files, package: package)
        for line in run.output.split(separator: "\n", omittingEmptySubsequences: true) {
            report.forward(String(line))
        }
        print("lint-workouts: \(files.count) file\(files.count == 1 ? "" : "s") checked; \(report.summary)")
        if report.errors > 0 || run.status != 0 {
            if report.errors == 0 {
                Diagnostics.error("kheper validate exited with status \(run.status)", file: nil, line: nil)
            }
            throw LintFailed(errors: max(report.errors, 1))
        }
    }
}
