/// `kheper version`: prints the tool's version, as `kheper --version` does.
enum VersionCommand {
    static let command = Command(
        name: "version",
        summary: "Print the version (also kheper --version).",
        usage: "kheper version",
        details: """
            Prints `kheper VERSION`; the version is `KheperCommandLine.version` in Sources/KheperCLI.

            options:
              -h, --help    show this help
            """,
        spec: { ArgumentSpec() },
        run: { _, context in
            context.output.print("kheper \(KheperCommandLine.version)")
            return .success
        }
    )
}
