import Foundation

/// The import's progress bar: a line on standard error, redrawn as the percentage read changes, and only when
/// standard error is a terminal.
struct ProgressBar {
    private let total: Int
    private let environment: ToolEnvironment
    private let enabled: Bool
    private let label: String
    private var shown = -1

    /// A bar for reading the file at `path`; disabled when standard error is not a terminal.
    init(path: String, environment: ToolEnvironment, colour: Bool) {
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        total = max(size, 1)
        self.environment = environment
        enabled = environment.errorIsTerminal
        label = TerminalEscaper.escaped((path as NSString).lastPathComponent)
    }

    /// Redraws the bar when the whole percentage read changed.
    mutating func update(bytesRead: Int) {
        guard enabled else { return }
        let percent = min(100, bytesRead * 100 / total)
        guard percent != shown else { return }
        shown = percent
        let width = 30
        let filled = percent * width / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        environment.showProgress("importing \(label) [\(bar)] \(percent)%")
    }

    /// Clears the bar's line, if one was drawn.
    mutating func clear() {
        guard enabled, shown >= 0 else { return }
        environment.showProgress("")
        shown = -1
    }
}
