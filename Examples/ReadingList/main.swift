// A reading list built on KheperCore alone: three kinds of its own (book, note, shelf), no workout kinds at all.
// The kernel reads, validates, renders and writes them exactly as it does exercises and timers, because it knows
// nothing about workouts. Run it with `swift run reading-list`.

import Foundation
import KheperCore
import KheperRenderTargets

/// Prints a step header.
func step(_ title: String) {
    print("\n== \(title)")
}

do {
    step("1. A registry of three kinds: book, note and shelf")
    let registry = try BlockRegistry(
        ReadingKinds.definitions, format: DocumentFormat(name: "acme.reading-list", noun: "Reading list"))
    for definition in registry.definitions {
        let rules =
            definition.nesting.isContainer
            ? "holds " + definition.nesting.allowedChildren.map(\.rawValue).sorted().joined(separator: ", ")
            : "a leaf"
        print("  \(definition.kind): \(definition.displayName), \(rules)")
    }

    step("2. A reading list")
    var list = BlockDocument(id: "autumn-reading", title: "Autumn reading")
    try list.append(BlockContent(Note(text: "One chapter a night.")), id: "pace")
    let fiction = try list.append(BlockContent(Shelf(name: "Fiction")), id: "fiction").id
    try list.append(
        BlockContent(
            Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pages: 304, status: .reading)),
        under: fiction)
    try list.append(BlockContent(Book(title: "Piranesi", author: "Susanna Clarke", pages: 272)), under: fiction)
    try list.append(BlockContent(Note(text: "Lend Piranesi to Sam afterwards.")), under: fiction)
    let nonFiction = try list.append(BlockContent(Shelf(name: "Non-fiction")), id: "non-fiction").id
    let pending = try list.append(
        BlockContent(Book(title: "The Making of the Atomic Bomb", author: "Richard Rhodes", pages: 0)),
        under: nonFiction)
    print("  \(list.count) blocks, \(list.rootBlocks.count) at the root")

    step("3. Validation finds the book with 0 pages")
    let findings = registry.validate(list)
    for finding in findings { print("  \(finding)") }
    let fixed = Book(title: "The Making of the Atomic Bomb", author: "Richard Rhodes", pages: 886, status: .finished)
    try list.setContent(BlockContent(fixed), of: pending.id)
    print("  after setting 886 pages: \(registry.validate(list).count) findings")

    step("4. Rendered as text by the list's own renderers")
    print(registry.render(list, as: PlainTextTarget.self), terminator: "")

    step("5. Written as JSON and read back")
    let file = FileManager.default.temporaryDirectory.appending(
        path: "reading-list-\(ProcessInfo.processInfo.processIdentifier).json")
    try Data(registry.encodedJSON(list)).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let written = try String(contentsOf: file, encoding: .utf8)
    print(written.split(separator: "\n").prefix(8).map { "  " + $0 }.joined(separator: "\n") + "\n  …")
    let decoded = try registry.decodeDocument(from: Data(contentsOf: file))
    print("  read back: \(decoded.document.count) blocks, \(decoded.diagnostics.count) findings")
    print("  the same list: \(decoded.document == list)")
} catch {
    FileHandle.standardError.write(Data("reading-list: \(error)\n".utf8))
    exit(1)
}
