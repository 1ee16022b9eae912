import Foundation
import KheperCore

/// `kheper kinds [--json]`: lists the registered kinds with their versions and nesting.
enum KindsCommand {
    static let command = Command(
        name: "kinds",
        summary: "List the block kinds this tool knows, with their versions and nesting rules.",
        usage: "kheper kinds [--json]",
        details: """
            options:
              --json      print the kinds as JSON
              -h, --help  show this help
            """,
        spec: { ArgumentSpec(flags: ["json": ["--json"]]) },
        run: run
    )

    private static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) -> ExitCode {
        let registry = context.registry
        let rows = registry.definitions.map { definition in
            let children = registry.allowedChildren(of: definition.kind).map(\.rawValue)
            let parents = registry.allowedParents(of: definition.kind).map { $0?.rawValue ?? "root" }
            return (definition, children, parents)
        }
        if arguments.flags.contains("json") {
            let list: [JSONValue] = rows.map { definition, children, parents in
                [
                    "kind": .string(definition.kind.rawValue),
                    "version": .number(JSONNumber(definition.version)),
                    "displayName": .string(definition.displayName),
                    "symbolName": .string(definition.symbolName),
                    "allowedChildren": .array(children.map(JSONValue.string)),
                    "allowedParents": .array(parents.map(JSONValue.string)),
                    "shorthand": .bool(definition.hasShorthand),
                ]
            }
            context.output.writeVerbatim(JSONValue.array(list).serializedString([.prettyPrinted]) + "\n", format: .json)
            return .success
        }
        let table =
            [["KIND", "VERSION", "NAME", "CHILDREN", "PARENTS"]]
            + rows.map { definition, children, parents in
                [
                    definition.kind.rawValue, "\(definition.version)", definition.displayName,
                    children.isEmpty ? "—" : children.joined(separator: ", "), parents.joined(separator: ", "),
                ]
            }
        let widths = (0..<5).map { column in table.map { $0[column].count }.max() ?? 0 }
        for (index, row) in table.enumerated() {
            let line = zip(row, widths).map { cell, width in cell.padding(toLength: width, withPad: " ", startingAt: 0)
            }
            .joined(separator: "  ").trimmingTrailingSpaces()
            context.output.print(index == 0 ? TextStyle.bold.apply(line, when: context.colorOutput) : "\(line)")
        }
        return .success
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
