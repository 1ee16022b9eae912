import Foundation
public import KheperTerminal

/// What the tool knows about where it runs: environment variables, the working directory and whether its
/// outputs are terminals. Tests build one by hand.
public struct ToolEnvironment: Sendable {
    /// The environment variables.
    public var variables: [String: String]

    /// The directory relative paths are resolved against.
    public var currentDirectory: String

    /// Whether standard output is a terminal.
    public var outputIsTerminal: Bool

    /// Whether standard error is a terminal.
    public var errorIsTerminal: Bool

    /// Whether standard input is a terminal, so a person can be asked to confirm (as `delete` does).
    public var inputIsTerminal: Bool

    /// Standard input, read on demand when a file argument is `-`.
    public var readStandardInput: @Sendable () -> [UInt8]

    /// The file descriptor standard input can be read from as its bytes arrive, so `kheper play` takes keys from a
    /// pipe one at a time; `nil` when there is none and ``readStandardInput`` is all there is (tests that hand over
    /// their input whole).
    public var standardInputDescriptor: Int32?

    /// Shows a question to the person at the terminal and returns the line they type, or `nil` at the end of
    /// input; the question is already escaped. Tests answer it themselves.
    public var ask: @Sendable (String) -> String?

    /// Shows a yes-or-no question to the person at the terminal and returns the answer of the one key they press,
    /// by the rule of `Confirmation`, or `nil` at the end of input; the question is already escaped. Unless
    /// given, tests answer it through ``ask``: the first character of the line after blanks, or Enter for a blank one.
    public var confirm: @Sendable (String, Confirmation) -> Bool?

    /// Shows a progress line on standard error at once, replacing the previous one (an empty line clears it);
    /// called only when standard error is a terminal. Tests record it.
    public var showProgress: @Sendable (String) -> Void = { _ in }

    /// Creates an environment; `currentDirectory` defaults to the process's working directory.
    public init(
        variables: [String: String] = [:],
        currentDirectory: String? = nil,
        outputIsTerminal: Bool = false,
        errorIsTerminal: Bool = false,
        inputIsTerminal: Bool = false,
        readStandardInput: @escaping @Sendable () -> [UInt8] = { [] },
        standardInputDescriptor: Int32? = nil,
        ask: @escaping @Sendable (String) -> String? = { _ in nil },
        confirm: (@Sendable (String, Confirmation) -> Bool?)? = nil
    ) {
        self.variables = variables
        self.currentDirectory = currentDirectory ?? FileManager.default.currentDirectoryPath
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.inputIsTerminal = inputIsTerminal
        self.readStandardInput = readStandardInput
        self.standardInputDescriptor = standardInputDescriptor
        self.ask = ask
        self.confirm =
            confirm ?? { question, confirmation in
                ask(question).flatMap { TerminalQuestion.answer(toLine: $0, confirmation) }
            }
    }

    /// The environment of the running process.
    public static func current() -> ToolEnvironment {
        var environment = ToolEnvironment(
            variables: ProcessInfo.processInfo.environment,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            errorIsTerminal: isatty(STDERR_FILENO) == 1,
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
            standardInputDescriptor: STDIN_FILENO,
            ask: { question in
                // Written at once, before the answer is read; the rest of the output is printed when the command ends.
                FileHandle.standardError.write(Data(question.utf8))
                return readLine(strippingNewline: true)
            },
            confirm: TerminalQuestion.ask
        )
        environment.showProgress = { line in
            // Carriage return and erase-line, so each update replaces the last; escaped by the caller.
            FileHandle.standardError.write(Data(("\r\u{1B}[2K" + line).utf8))
        }
        return environment
    }

    /// Whether to colour output written to a terminal: never when `NO_COLOR` is set or `TERM` is `dumb`.
    func allowsColor(onTerminal isTerminal: Bool) -> Bool {
        guard isTerminal else { return false }
        if let noColor = variables["NO_COLOR"], !noColor.isEmpty { return false }
        return variables["TERM"] != "dumb"
    }

    /// `path` made absolute against the current directory.
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : currentDirectory + "/" + path
    }
}
