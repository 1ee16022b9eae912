import KheperCore
import KheperKindFiles
import KheperSchema

/// `kheper schema [--kind-file]`: prints a JSON Schema of the document format with each registered kind's data, or
/// of the kind-file format.
enum SchemaCommand {
    static let command = Command(
        name: "schema",
        summary: "Print a JSON Schema (2020-12) of the document format with every kind's data.",
        usage: "kheper schema [--kind-file]",
        details: """
            options:
              --kind-file  print the JSON Schema of a NAME.kind.json file, which declares a kind without Swift
              -h, --help   show this help

            Kinds declared in files (see `kheper --help`) appear in the document schema like built-in ones.
            """,
        spec: { ArgumentSpec(flags: ["kind-file": ["--kind-file"]]) },
        run: { arguments, context in
            let schema = arguments.flags.contains("kind-file") ? KindFile.schema : context.registry.documentSchema()
            context.output.writeVerbatim(schema.serializedString([.prettyPrinted]) + "\n", format: .json)
            return .success
        }
    )
}
