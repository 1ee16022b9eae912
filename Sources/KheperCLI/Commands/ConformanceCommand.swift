import KheperConformance

/// `kheper conformance generate|run [DIR]`: writes the language-neutral conformance cases from this build, or runs
/// them against it.
enum ConformanceCommand {
    static let command = Command(
        name: "conformance",
        summary: "Generate the conformance cases from this build, or run them against it.",
        signature: CommandSignature(positionals: [
            CommandPositional(.choice(["generate", "run"])), CommandPositional(.file, .optional, placeholder: "DIR"),
        ]),
        about: """
            generate  writes every case in DIR (Conformance by default) from this build: each input with the result
                      this build gives. Seeded and written with sorted keys, so the same build writes the same
                      bytes; the reference order-key vectors are read from
                      DIR/order-keys/reference/fractional-indexing.json.
            run       runs every case in DIR against this build and prints each failure's file, case and a diff
                      (- expected, + actual), then "N passed, M failed"; exit status 1 when any case fails.
            """,
        run: run
    )

    private static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) -> ExitCode {
        let action = arguments.positionals[0]
        let directory = context.environment.absolute(arguments.positionals.dropFirst().first ?? "Conformance")
        do {
            switch action {
            case "generate":
                let written = try ConformanceGenerator.write(to: directory)
                context.output.print("wrote \(written.count) case files in \(directory)")
                return .success
            case "run":
                let report = try ConformanceRunner.run(directory: directory)
                context.output.print(report.text)
                return report.failures.isEmpty ? .success : .failure
            default:
                context.fail("unknown action \"\(action)\"; expected generate or run")
                return .usage
            }
        } catch {
            context.fail(error.message)
            return .usage
        }
    }
}
