// `swift package --allow-writing-to-package-directory new-block-kind [--dry-run] [--built-in] NAME` creates a block
// kind module that follows the conventions of the built-in kinds, its Swift Testing suite, and the Package.swift
// lines that add both. It never rewrites existing text: the targets are appended at the end of Package.swift in a
// marked block, or, with --built-in, one line each is inserted at marker comments in Package.swift (`kindModules`),
// Sources/Kheper/Exports.swift and Sources/Kheper/StandardKinds.swift.

import Foundation
import PackagePlugin

/// The `new-block-kind` command: checks the name, plans every file and line, then writes them unless `--dry-run`.
@main
struct NewBlockKind: CommandPlugin {
    /// What `--help` prints.
    static let usage = """
        usage: swift package --allow-writing-to-package-directory new-block-kind [--dry-run] [--built-in] NAME

        Creates Sources/Kheper<Name>/ (the block type, its definition, validation, shorthand, renderers for the
        text, Markdown and HTML targets, and a data schema) and Tests/Kheper<Name>Tests/ (a Swift Testing suite),
        and appends a library target, a test target and a product to the end of Package.swift.

        NAME is the kind tag: [a-z][a-z0-9-]*, optionally namespaced as in acme/stretch; the module is named from
        the part after the slash (stretch, acme/stretch -> KheperStretch, StretchBlock).

        options:
          --built-in  make it a built-in kind of the stock `kheper`: instead of appending to Package.swift, insert
                      one line each at the "new-block-kind --built-in" marker comments in Package.swift
                      (kindModules), Sources/Kheper/Exports.swift and Sources/Kheper/StandardKinds.swift
          --dry-run   print the files and the lines it would add without writing anything
          --help      show this help
        """

    /// Runs the command.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let dryRun = extractor.extractFlag(named: "dry-run") > 0
        let builtIn = extractor.extractFlag(named: "built-in") > 0
        if extractor.extractFlag(named: "help") > 0 {
            print(Self.usage)
            return
        }
        do {
            let names = extractor.remainingArguments
            guard names.count == 1, let text = names.first else {
                let found = names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")
                throw ScaffoldError(
                    "expected exactly one kind name, such as \"stretch\" or \"acme/stretch\"; got \(found)")
            }
            let name = try KindName(validating: text)
            let package = PackageLayout(
                directory: context.package.directoryURL,
                targetNames: Set(context.package.targets.map(\.name))
            )
            try package.checkAvailable(name)
            let scaffold = KindScaffold(name: name)
            let insertions = builtIn ? scaffold.builtInInsertions : []
            let edited = try package.plan(insertions)
            let lines = builtIn ? nil : scaffold.manifestLines
            if dryRun {
                print("new-block-kind --dry-run: nothing was written. It would create:")
                for file in scaffold.files { print("  \(file.path)  (\(file.contents.count) bytes)") }
                Self.printAdditions(lines, insertions)
                return
            }
            try package.write(scaffold.files, manifestLines: lines)
            try package.replace(edited)
            let kind = builtIn ? "built-in kind" : "kind"
            print("new-block-kind: added the \"\(name.tag)\" \(kind) as \(name.moduleName). Created:")
            for file in scaffold.files { print("  \(file.path)") }
            Self.printAdditions(lines, insertions)
            if builtIn {
                print(
                    """
                    Next: `swift test`; every suite passes with the new kind. The stock `kheper` now knows \
                    "\(name.tag)" (`swift run kheper kinds`), and `import Kheper` and BlockRegistry.standard include it.
                    """
                )
            } else {
                print("Next: `swift test --filter \(name.moduleName)Tests`.")
                print(scaffold.hostHint)
            }
        } catch let error as ScaffoldError {
            Diagnostics.error(error.message, file: nil, line: nil)
            throw Stopped()
        }
    }

    /// Prints the lines appended to Package.swift, or the lines inserted at the built-in markers.
    private static func printAdditions(_ manifestLines: String?, _ insertions: [MarkedInsertion]) {
        if let manifestLines {
            print("and append to Package.swift:")
            print(manifestLines)
        }
        if !insertions.isEmpty {
            print("and insert at the \"new-block-kind --built-in\" markers:")
            for insertion in insertions { print(insertion.summary) }
        }
    }
}
