/// What a command wrote, kept in memory so that tests can read it and `main` can print it.
public struct CommandOutput: Sendable {
    /// Text for standard output.
    public var standardOutput = ""

    /// Text for standard error.
    public var standardError = ""

    /// Whether standard output may carry ANSI colours.
    let colorOutput: Bool

    /// Whether standard error may carry ANSI colours.
    let colorError: Bool

    init(colorOutput: Bool, colorError: Bool) {
        self.colorOutput = colorOutput
        self.colorError = colorError
    }

    /// Writes a line to standard output.
    mutating func print(_ line: String) {
        standardOutput += line + "\n"
    }

    /// Writes text to standard output as it is.
    mutating func write(_ text: String) {
        standardOutput += text
    }

    /// Writes a line to standard error.
    mutating func printError(_ line: String) {
        standardError += line + "\n"
    }
}

/// ANSI text styles, applied only where colour is allowed.
enum TextStyle: String {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"

    func apply(_ text: String, when enabled: Bool) -> String {
        enabled ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
    }
}
