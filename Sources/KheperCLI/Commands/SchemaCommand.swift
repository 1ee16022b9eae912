import KheperCore

/// `kheper schema`: prints a JSON Schema of the document format with each registered kind's data.
enum SchemaCommand {
    static let command = Command(
        name: "schema",
        summary: "Print a JSON Schema (2020-12) of the document format with every kind's data.",
        usage: "kheper schema",
        details: """
            options:
              -h, --help  show this help
            """,
        spec: { ArgumentSpec() },
        run: { _, context in
            context.output.writeVerbatim(
                context.registry.documentSchema().serializedString([.prettyPrinted]) + "\n", format: .json)
            return .success
        }
    )
}
