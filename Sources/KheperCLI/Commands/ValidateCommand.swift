import KheperCore

/// `kheper validate FILE…`: prints every finding as `FILE:PATH: severity: message [code]`.
enum ValidateCommand {
    /// `--json`: the findings as JSON, the same as `--format json`.
    static let json = CommandOption.json.with(
        help: "print the findings as a JSON array for other programs (same as --format json)")
    /// `-f, --format FORMAT`: how findings are printed.
    static let format = CommandOption(
        "-f", "--format", value: .choice(["text", "json", "compiler"]), placeholder: "FORMAT",
        help: "text (default), json, or compiler: FILE:LINE:COLUMN: error: message [code], the form editors and "
            + "build tools read")

    static let command = Command(
        name: "validate",
        summary: "Check workout documents and print every finding.",
        signature: CommandSignature(
            options: [json, format], exclusive: [[json, format]], positionals: [CommandPositional(.file, .oneOrMore)]),
        about: """
            Prints one line per finding: FILE:PATH: error|warning|info: message [code], then on standard error
            how many files were checked. A FILE of - reads standard input. A file that cannot be read, or is not
            a Kheper document, prints its error and is not counted; with no file read, there is no summary.
            """,
        notes: """
            exit status: 0 with no errors, 1 when a document has errors, 2 for a usage mistake or a file that
            cannot be read or is not a Kheper document.
            """,
        run: run
    )

    private static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) -> ExitCode {
        let format = arguments.contains(ValidateCommand.json) ? "json" : arguments[ValidateCommand.format] ?? "text"
        let json = format == "json"
        var records: [JSONValue] = []
        var unreadable = false
        var checked = 0
        var counts: [Diagnostic.Severity: Int] = [:]
        for (index, file) in arguments.positionals.enumerated() {
            // Only the compiler format needs the text after reading, to locate findings; otherwise it is freed as
            // soon as it is parsed.
            var locator: JSONLocator?
            let result: Result<DecodedDocument, InputError>
            if format == "compiler" {
                let bytes = DocumentInput.read(file, environment: context.environment)
                locator = (try? bytes.get()).map(JSONLocator.init(bytes:))
                result = bytes.flatMap {
                    DocumentInput.decode($0, file: file, registry: context.registry, forWriting: false)
                }
            } else {
                // Nothing is written back, so blocks need not keep their data as read.
                result = DocumentInput.decode(
                    file, registry: context.registry, environment: context.environment, forWriting: false)
            }
            switch result {
            case .failure(let error):
                unreadable = true
                if json {
                    records.append([
                        "file": .string(file), "severity": "error", "code": "input", "message": .string(error.message),
                    ])
                } else {
                    context.fail(error.message)
                }
            case .success(let decoded):
                checked += 1
                // Only the last: each earlier file's document is freed before the next is read.
                if index == arguments.positionals.count - 1 { context.output.keptUntilExit.append(decoded) }
                if let locator {
                    var work = JSONLocator.Work()
                    for line in compilerLines(decoded.diagnostics, file: file, locator: locator, work: &work) {
                        context.output.print(line)
                    }
                }
                for diagnostic in decoded.diagnostics {
                    counts[diagnostic.severity, default: 0] += 1
                    if json {
                        records.append(record(diagnostic, file: file))
                    } else if locator == nil {
                        context.output.print(line(diagnostic, file: file, color: context.colorOutput))
                    }
                }
            }
        }
        if json {
            context.output.writeVerbatim(
                JSONValue.array(records).serializedString([.prettyPrinted]) + "\n", format: .json)
        } else if checked > 0 {
            // Only files that were read were checked; one that could not be read has said so, and gets no summary.
            context.output.printError(summary(files: checked, counts: counts, color: context.colorError))
        }
        if unreadable { return .usage }
        return counts[.error, default: 0] > 0 ? .failure : .success
    }

    /// `FILE:PATH: severity: message [code]`, styled when `color`, the file and message escaped.
    static func line(_ diagnostic: Diagnostic, file: String, color: Bool) -> TerminalText {
        let location = diagnostic.path.isEmpty ? file : "\(file):\(diagnostic.path)"
        let severity: TerminalText
        switch diagnostic.severity {
        case .error: severity = TextStyle.red.apply("error", when: color)
        case .warning: severity = TextStyle.yellow.apply("warning", when: color)
        case .info: severity = TextStyle.cyan.apply("info", when: color)
        }
        let code = TextStyle.dim.apply("[\(diagnostic.code)]", when: color)
        return "\(TextStyle.bold.apply(location, when: color)): \(severity): \(diagnostic.message) \(code)"
    }

    /// One `FILE:LINE:COLUMN: severity: message [code]` line per finding, or `FILE: severity: …` when its path
    /// has no place in the text. All findings are located together, in time linear in the text and the findings;
    /// `work` adds up what locating cost.
    static func compilerLines(
        _ diagnostics: [Diagnostic],
        file: String,
        locator: JSONLocator,
        work: inout JSONLocator.Work
    ) -> [String] {
        let locations = locator.locations(of: diagnostics.map(\.path), work: &work)
        return zip(diagnostics, locations).map { diagnostic, location in
            let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
            return "\(place): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]"
        }
    }

    private static func record(_ diagnostic: Diagnostic, file: String) -> JSONValue {
        var object: JSONObject = [
            "file": .string(file),
            "path": .string(diagnostic.path.description),
            "severity": .string(diagnostic.severity.rawValue),
            "code": .string(diagnostic.code.rawValue),
            "message": .string(diagnostic.message),
        ]
        if let id = diagnostic.blockID { object["blockID"] = .string(id.rawValue) }
        return .object(object)
    }

    private static func summary(files: Int, counts: [Diagnostic.Severity: Int], color: Bool) -> TerminalText {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let errors = counts[.error, default: 0]
        let warnings = counts[.warning, default: 0]
        let head = count(files, "file") + " checked: "
        let body = count(errors, "error") + ", " + count(warnings, "warning")
        return "\(head)" + (errors > 0 ? TextStyle.red : TextStyle.green).apply(body, when: color)
    }
}
