import Foundation
import PackagePlugin

/// Reads `kheper validate --format compiler` lines and forwards each as a SwiftPM diagnostic.
///
/// The diagnostic carries the absolute file and the line, for editors; its message starts with the relative
/// location too, since `swift package` prints only the message. A finding looks like `FILE:LINE:COLUMN: error: message [code]`, or `FILE: error: message [code]` when it has
/// no location; severities are `error`, `warning` and `info` (forwarded as a remark). Other lines, such as the
/// summary, are printed as they are.
struct LintReport {
    /// The files that were checked, relative to `package`; a line is a finding only when it starts with one.
    let files: [String]

    /// The package directory the files are relative to.
    let package: URL

    /// How many errors were forwarded.
    private(set) var errors = 0

    /// How many warnings were forwarded.
    private(set) var warnings = 0

    /// Creates a report for `files`, longest first so a path never matches a shorter path that prefixes it.
    init(files: [String], package: URL) {
        self.files = files.sorted { $0.count > $1.count }
        self.package = package
    }

    /// `2 errors, 1 warning`.
    var summary: String {
        "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    /// Forwards one line of output.
    mutating func forward(_ line: String) {
        guard let finding = Finding(line, files: files) else {
            print(line)
            return
        }
        let file = package.appending(path: finding.file).path
        let message = "\(finding.location): \(finding.message)"
        switch finding.severity {
        case "error":
            errors += 1
            Diagnostics.error(message, file: file, line: finding.line)
        case "warning":
            warnings += 1
            Diagnostics.warning(message, file: file, line: finding.line)
        default:
            Diagnostics.remark(message, file: file, line: finding.line)
        }
    }
}
