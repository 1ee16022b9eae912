// A tour of a third-party block kind: register `acme/stretch` beside Kheper's built-in kinds, put it in a workout
// (inside a superset too), validate, render as text and HTML, and save to JSON and read it back.
// Run it with `swift run custom-block`.

import AcmeStretch
import Foundation
import Kheper

/// Prints a step header.
func step(_ title: String) {
    print("\n== \(title)")
}

/// Reads a built-in kind's one-line shorthand, such as `Bench Press 3x8 @80kg`.
func shorthand(_ kind: BlockKind, _ text: String, in registry: BlockRegistry) throws -> BlockContent {
    guard let definition = registry.definition(for: kind) else { throw TourError("\"\(kind)\" is not registered") }
    return .known(try definition.parseShorthand(text))
}

do {
    step("1. Register acme/stretch on top of the standard kinds")
    let registry = try StandardKinds.registry(adding: [StretchBlock.definition])
    print("  \(registry.kinds.count) kinds: \(registry.kinds.map(\.rawValue).joined(separator: ", "))")
    print("  a stretch may go at the root: \(registry.canPlace(StretchBlock.kind, in: nil))")
    print("  ... and inside a set, which does not list it: \(registry.canPlace(StretchBlock.kind, in: "set"))")
    print("  ... but not inside an exercise: \(registry.canPlace(StretchBlock.kind, in: "exercise"))")

    step("2. Insert it into a workout, once inside a superset")
    var workout = BlockDocument(id: "mobility-day", title: "Mobility day")
    try workout.append(BlockContent(StretchBlock(name: "Hip flexor", hold: 45)), id: "hip-flexor")
    let superset = try workout.append(shorthand("set", "superset x3", in: registry), id: "superset").id
    try workout.append(shorthand("exercise", "Goblet Squat 3x10 @20kg", in: registry), id: "squat", under: superset)
    try workout.append(shorthand("exercise", "Romanian Deadlift 3x8 @60kg", in: registry), id: "rdl", under: superset)
    try workout.append(
        BlockContent(StretchBlock(name: "Hamstring", hold: 30, band: .light)), id: "hamstring", under: superset)
    try workout.append(BlockContent(StretchBlock(name: "Neck", hold: 20, sides: 1)), id: "neck")
    print("  \(workout.count) blocks; the superset holds \(workout.childCount(of: superset))")

    step("3. Validate: clean, then one failing case")
    print("  findings: \(registry.validate(workout).count)")
    var broken = workout
    try broken.setContent(BlockContent(StretchBlock(name: "Neck", hold: 2, sides: 1)), of: "neck")
    for finding in registry.validate(broken) { print("  \(finding)") }

    step("4. Render as text")
    print(registry.render(workout, as: PlainTextTarget.self), terminator: "")

    step("5. Render as HTML (the stretches' sections)")
    let html = registry.render(workout, as: HTMLTarget.self)
    for line in html.split(separator: "\n") where line.contains("acme-stretch") { print("  \(line)") }
    print("  \(html.utf8.count) bytes in all")

    step("6. Save to JSON and read it back")
    let file = FileManager.default.temporaryDirectory.appending(path: "mobility-day.kheper.json")
    try Data(registry.encodedJSON(workout)).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let decoded = try registry.decodeDocument(from: Data(contentsOf: file))
    print("  read back \(decoded.document.count) blocks with \(decoded.diagnostics.count) findings")
    guard let node = decoded.document["hamstring"], let stretch = node.content.as(StretchBlock.self) else {
        throw TourError("the hamstring stretch did not read back")
    }
    print("  the hamstring stretch: \(stretch.name), \(stretch.summary), inside \(node.parentID?.rawValue ?? "root")")
    print("  the same workout: \(decoded.document == workout)")

    step("7. A registry without acme/stretch keeps it as an unknown block")
    let plain = try BlockRegistry.standard.decodeDocument(from: Data(contentsOf: file))
    let unknown = plain.diagnostics.filter { $0.code == .unknownKind }.count
    let unchanged = try BlockRegistry.standard.encode(plain.document) == registry.encode(workout)
    print("  \(unknown) unknown-kind findings; written back unchanged: \(unchanged)")
} catch {
    FileHandle.standardError.write(Data("custom-block: \(error)\n".utf8))
    exit(1)
}
