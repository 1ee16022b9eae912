import Foundation

/// Everything `new-block-kind` adds for one kind: the module's files, the test files and the Package.swift lines.
struct KindScaffold {
    /// The kind being added.
    let name: KindName

    /// The files to create, with paths relative to the package directory, in the order they are written.
    var files: [(path: String, contents: String)] {
        KindTemplates.files.map { (fill($0.path), Self.sortingImports(fill($0.contents))) }
    }

    /// The block appended to the end of Package.swift: a product, a library target and a test target, with the
    /// same upcoming features as every other target, between two marker comments.
    var manifestLines: String {
        let module = name.moduleName
        return """

            // BEGIN new-block-kind "\(name.tag)": added by `swift package new-block-kind`; delete through END to undo.
            package.products += [.library(name: "\(module)", targets: ["\(module)"])]
            package.targets += [
                .target(name: "\(module)", dependencies: ["KheperCore", "KheperRenderTargets", "KheperMeasures"]),
                .testTarget(
                    name: "\(module)Tests",
                    dependencies: ["\(module)", "KheperCore", "KheperRenderTargets", "KheperSchema", "KheperTestSupport"]
                ),
            ]
            for target in package.targets where ["\(module)", "\(module)Tests"].contains(target.name) {
                target.swiftSettings = [
                    .enableUpcomingFeature("ExistentialAny"),
                    .enableUpcomingFeature("InternalImportsByDefault"),
                    .enableUpcomingFeature("MemberImportVisibility"),
                ]
            }
            // END new-block-kind "\(name.tag)"

            """
    }

    /// The marker comments that `--built-in` inserts at, so the stock registry, the umbrella and the manifest each
    /// gain one line for the kind; the package's own files keep the same text, so both must change together.
    enum BuiltInMarker {
        /// In `kindModules`, Package.swift.
        static let manifest = "new-block-kind --built-in: new kind modules go above this line."
        /// In `StandardKinds.definitions`, Sources/Kheper/StandardKinds.swift.
        static let definitions = "new-block-kind --built-in: new kinds' definitions go above this line."
        /// At the end of Sources/Kheper/Exports.swift.
        static let exports = "new-block-kind --built-in: new kind modules' exports go above this line, in order."
    }

    /// The lines `--built-in` inserts instead of appending `manifestLines`: the module in `kindModules` (which
    /// gives it a product, a target, a test target and the umbrella's dependency), its export from the umbrella,
    /// and its definition in the standard registry.
    var builtInInsertions: [MarkedInsertion] {
        [
            MarkedInsertion(
                path: "Package.swift", marker: BuiltInMarker.manifest, line: "\"\(name.moduleName)\",",
                keepsSorted: false),
            MarkedInsertion(
                path: "Sources/Kheper/Exports.swift", marker: BuiltInMarker.exports,
                line: "@_exported public import \(name.moduleName)", keepsSorted: true),
            MarkedInsertion(
                path: "Sources/Kheper/StandardKinds.swift", marker: BuiltInMarker.definitions,
                line: "\(name.typeName).definition,", keepsSorted: false),
        ]
    }

    /// What to do next with a kind that is not built in: register it beside the standard kinds in an executable
    /// of one's own. The indented code compiles as shown: scripts/check-extensions.sh builds and runs it.
    var hostHint: String {
        let host = name.moduleName + "Host"
        return """
            To use it, register it beside the standard kinds in an executable of your own, for example:
            Append to Package.swift:

                package.targets += [
                    .executableTarget(name: "\(host)", dependencies: ["Kheper", "\(name.moduleName)"])
                ]

            Write Sources/\(host)/main.swift:

                import Kheper
                import \(name.moduleName)

                let registry = try StandardKinds.registry(adding: [\(name.typeName).definition])
                print(registry.kinds.map(\\.rawValue).joined(separator: " "))

            Then `swift run \(host)`. For a `kheper` command that knows the kind, copy Sources/kheper/main.swift
            into that target, add "KheperCLI", "KheperEditor" and "KheperSQLite" to its dependencies, and pass
            `registry` instead of `.standard`. To make it a built-in kind of the stock `kheper` instead, remove
            what this command added and run it again with --built-in.
            """
    }

    /// Replaces the placeholders in `template` with this kind's names.
    private func fill(_ template: String) -> String {
        let replacements = [
            ("__Type__", name.typeName), ("__Prefix__", name.typePrefix), ("__Module__", name.moduleName),
            ("__kind__", name.tag), ("__Display__", name.displayName), ("__display__", name.displayName.lowercased()),
            ("__css__", name.cssClass),
        ]
        return replacements.reduce(template) { text, pair in text.replacingOccurrences(of: pair.0, with: pair.1) }
    }

    /// Sorts the leading `import` lines, since the new module's name decides where its import belongs.
    private static func sortingImports(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let count = lines.prefix { $0.hasPrefix("import ") || $0.hasPrefix("public import ") }.count
        lines[0..<count].sort { $0.split(separator: " ").last ?? "" < $1.split(separator: " ").last ?? "" }
        return lines.joined(separator: "\n")
    }
}
