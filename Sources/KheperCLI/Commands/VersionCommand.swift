/// `kheper version`: prints the tool's version, as `kheper --version` does.
enum VersionCommand {
    static let command = Command(
        name: "version",
        summary: "Print the version (also kheper --version).",
        signature: CommandSignature(),
        about: """
            Prints `kheper VERSION`; the version is `KheperCommandLine.version` in Sources/KheperCLI.
            """,
        run: { _, context in
            context.output.print("kheper \(KheperCommandLine.version)")
            return .success
        }
    )
}
