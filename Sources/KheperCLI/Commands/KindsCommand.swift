import Foundation
import KheperCore
import KheperKindFiles
import KheperProgram

/// `kheper kinds [--json | --examples | --fields [KIND]]`: lists the registered kinds with their versions and
/// nesting, each kind's shorthand examples, or each kind's declared fields.
enum KindsCommand {
    /// `--json`: the kinds as JSON.
    static let json = CommandOption.json.with(
        help: "print the kinds as JSON, each with its fields as a kind file declares them")
    /// `--examples`: each kind's shorthand examples.
    static let examples = CommandOption(
        flag: "--examples", help: "print each kind's shorthand examples, the lines `kheper add` reads")
    /// `--fields`: each kind's fields.
    static let fields = CommandOption(
        flag: "--fields", help: "print each field of every kind, or of KIND: its type, range, default and doc")

    static let command = Command(
        name: "kinds",
        summary: "List the block kinds this tool knows, with their versions and nesting rules.",
        signature: CommandSignature(
            options: [json, examples, fields], exclusive: [[json, examples, fields]],
            positionals: [CommandPositional(.kind, .optional)]),
        run: run
    )

    private static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) -> ExitCode {
        let registry = context.registry
        let rows = registry.definitions.map { definition in
            let children = registry.allowedChildren(of: definition.kind).map(\.rawValue)
            let parents = registry.allowedParents(of: definition.kind).map { $0?.rawValue ?? "root" }
            return (definition, children, parents)
        }
        if arguments.contains(.json) {
            let list: [JSONValue] = rows.map { definition, children, parents in
                [
                    "kind": .string(definition.kind.rawValue),
                    "version": .number(JSONNumber(definition.version)),
                    "displayName": .string(definition.displayName),
                    "symbolName": .string(definition.symbolName),
                    "allowedChildren": .array(children.map(JSONValue.string)),
                    "allowedParents": .array(parents.map(JSONValue.string)),
                    "shorthand": .bool(definition.hasShorthand),
                    "shorthandExamples": .array(definition.shorthandExamples.map(JSONValue.string)),
                    "fields": definition.fields.json,
                ]
            }
            context.output.writeVerbatim(JSONValue.array(list).serializedString([.prettyPrinted]) + "\n", format: .json)
            return .success
        }
        if arguments.contains(KindsCommand.fields) {
            return printFields(registry, kind: arguments.positionals.first, &context)
        }
        if let stray = arguments.positionals.first {
            context.output.printError(
                "kheper kinds: unexpected argument \(JSONValue.string(stray)); KIND goes after --fields")
            return .usage
        }
        if arguments.contains(KindsCommand.examples) {
            printExamples(registry, &context)
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

    /// Each kind's tag and name in bold, then a table of its fields, or a note that it declares none; only `kind`
    /// when given, which must be registered.
    private static func printFields(_ registry: BlockRegistry, kind: String?, _ context: inout CommandContext)
        -> ExitCode
    {
        var definitions = registry.definitions
        if let kind {
            guard let definition = registry.definition(for: BlockKind(stringLiteral: kind)) else {
                let kinds = registry.kinds.map(\.rawValue).joined(separator: ", ")
                context.output.printError(
                    "kheper kinds: unknown block kind \(JSONValue.string(kind)); expected one of: \(kinds)")
                return .usage
            }
            definitions = [definition]
        }
        for (index, definition) in definitions.enumerated() {
            if index > 0 { context.output.print("") }
            let heading = "\(definition.kind.rawValue) (\(definition.displayName))"
            context.output.print(TextStyle.bold.apply(heading, when: context.colorOutput))
            let rows = FieldListing(definition.fields).rows
            if rows.isEmpty {
                context.output.print("  (no declared fields)")
                continue
            }
            let table = [["FIELD", "TYPE", "RANGE", "DEFAULT", "DOC"]] + rows
            let widths = (0..<5).map { column in table.map { $0[column].count }.max() ?? 0 }
            for row in table {
                let line = zip(row, widths).map { cell, width in
                    cell.padding(toLength: width, withPad: " ", startingAt: 0)
                }
                context.output.print("  " + line.joined(separator: "  ").trimmingTrailingSpaces())
            }
        }
        return .success
    }

    /// Each kind's tag and name in bold, then its examples indented, or a note that it has no shorthand.
    private static func printExamples(_ registry: BlockRegistry, _ context: inout CommandContext) {
        for (index, definition) in registry.definitions.enumerated() {
            if index > 0 { context.output.print("") }
            let heading = "\(definition.kind.rawValue) (\(definition.displayName))"
            context.output.print(TextStyle.bold.apply(heading, when: context.colorOutput))
            if definition.shorthandExamples.isEmpty {
                context.output.print("  (no shorthand)")
            }
            for example in definition.shorthandExamples {
                context.output.print("  \(example)")
            }
        }
        printRuleExamples(ProgressionRules.standard, &context)
    }

    /// The progression rules a program's lift lines may end with: each rule's spelling and name in bold, then an
    /// example line indented (docs/PROGRAMS.md).
    private static func printRuleExamples(_ rules: ProgressionRules, _ context: inout CommandContext) {
        context.output.print("")
        context.output.print(
            TextStyle.bold.apply("progression rules, after a lift's sets in a program", when: context.colorOutput))
        for rule in rules.rules {
            context.output.print("  \(rule.spelling.form(for: rule))  (\(rule.name): \(rule.summary))")
            if let example = rule.spelling.example { context.output.print("    \(example)") }
        }
        context.output.print(
            "  \(LiftLine.warmupWords.joined(separator: " "))  (after the sets: a warm-up ramp to the first working "
                + "set, \(WarmupScheme.standard.text))")
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
