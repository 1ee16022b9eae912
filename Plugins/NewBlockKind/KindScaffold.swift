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
                .target(name: "\(module)", dependencies: ["KheperCore"]),
                .testTarget(
                    name: "\(module)Tests",
                    dependencies: ["\(module)", "KheperCore", "KheperTestSupport"]
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
