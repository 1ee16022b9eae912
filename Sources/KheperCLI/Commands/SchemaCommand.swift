import KheperCore
import KheperKindFiles
import KheperSchema

/// `kheper schema [--kind-file]`: prints a JSON Schema of the document format with each registered kind's data, or
/// of the kind-file format.
enum SchemaCommand {
    /// `--kind-file`: the kind file format's schema instead of the document schema.
    static let kindFile = CommandOption(
        flag: "--kind-file",
        help: "print the JSON Schema of a NAME.kind.json file, which declares a kind without Swift")

    static let command = Command(
        name: "schema",
        summary: "Print a JSON Schema (2020-12) of the document format with every kind's data.",
        signature: CommandSignature(options: [kindFile]),
        notes: """
            Kinds declared in files (see `kheper --help`) appear in the document schema like built-in ones.
            """,
        run: { arguments, context in
            let schema =
                arguments.contains(SchemaCommand.kindFile) ? KindFile.schema : context.registry.documentSchema()
            context.output.writeVerbatim(schema.serializedString([.prettyPrinted]) + "\n", format: .json)
            return .success
        }
    )
}
