import Kheper
import KheperCore
import KheperEditor
import KheperInteraction
import KheperOutlineEditor
import KheperTerminal
import Testing

/// Exercise names suggested as one is typed: under the palette's query for an exercise's shorthand, and under the
/// form's name field; ↓ highlights one, Tab or Enter takes it; nothing shows for other kinds, fields or no match.
@Suite struct OutlineSuggestionTests {
    /// Names the host would suggest: these, each found by a typed word that starts one of its words.
    static let names = ["Barbell Squat", "Barbell Bench Press", "Barbell Deadlift", "Box Squat"]

    static let suggestions = NameSuggestions(
        kind: ExerciseBlock.kind, field: "name", limit: 3, nameInShorthand: { ExerciseShorthand.nameRange(in: $0) },
        suggest: { typed, limit in
            let wanted = typed.lowercased().split(separator: " ")
            return Array(
                names.filter { name in
                    let words = name.lowercased().split(separator: " ")
                    return !wanted.isEmpty && wanted.allSatisfy { word in words.contains { $0.hasPrefix(word) } }
                }
                .prefix(limit))
        })

    func editor(suggesting: Bool = true) throws -> OutlineEditor {
        let session = try DocumentSession.importing(
            OutlineFixtures.pushDay(), store: InMemoryDocumentStore(), registry: OutlineFixtures.registry)
        return OutlineEditor(
            session: session, size: TerminalSize(rows: 20, columns: 60),
            nameSuggestions: suggesting ? Self.suggestions : nil)
    }

    @Test("The palette shows names under the query; ↓ highlights one, Tab puts it in place of the name typed")
    func thePaletteSuggestsAndTabTakesOne() throws {
        var editor = try editor()
        var screen = try OutlineFixtures.type("+\ntext:ex barb", into: &editor)
        #expect(
            editor.screen().body.hasSuffix(
                """
                Insert after the focus
                > ex barb
                    Barbell Squat
                    Barbell Bench Press
                    Barbell Deadlift
                › Exercise ↵ barb
                """), "\(screen)")
        #expect(editor.screen().keyHints.hasPrefix("↓ suggestions · type · ↑↓ choose"))
        try OutlineFixtures.play("down down", on: &editor)
        #expect(editor.screen().body.contains("\n  ▸ Barbell Bench Press"))
        #expect(editor.screen().keyHints.hasPrefix("↑↓ suggestion · Tab or Enter use it · Esc cancel"))
        screen = try OutlineFixtures.type("tab", into: &editor)
        #expect(screen.contains("> ex Barbell Bench Press\n› Exercise ↵ Barbell Bench Press"), "\(screen)")
        #expect(!screen.contains("    Barbell Squat"))
        try OutlineFixtures.play("text: 3x5 @60kg\nenter", on: &editor)
        #expect(editor.message == "Inserted Exercise.")
        let inserted = try #require(editor.focusedID.flatMap { editor.document[$0]?.content.as(ExerciseBlock.self) })
        #expect(inserted.name == "Barbell Bench Press")
        #expect(inserted.sets?.count == 3)
    }

    @Test("Enter takes a highlighted name; ↑ from the first leaves the names; without a highlight Enter inserts")
    func enterTakesAHighlightedNameAndOnlyThen() throws {
        var editor = try editor()
        try OutlineFixtures.play("+\ntext:ex squ\ndown up", on: &editor)
        #expect(editor.screen().keyHints.hasPrefix("↓ suggestions"))
        try OutlineFixtures.play("down enter", on: &editor)
        #expect(editor.screen().body.contains("> ex Barbell Squat\n"))
        try OutlineFixtures.play("enter", on: &editor)
        let named = editor.focusedID.flatMap { editor.document[$0]?.content.as(ExerciseBlock.self) }?.name
        #expect(named == "Barbell Squat")
        try OutlineFixtures.play("+\ntext:ex squ\nenter", on: &editor)
        let typed = editor.focusedID.flatMap { editor.document[$0]?.content.as(ExerciseBlock.self) }?.name
        #expect(typed == "squ")
    }

    @Test(
        "Nothing shows for no match, once the sets are typed, for another kind, or without suggestions",
        arguments: [
            "ex zzz", "ex barb 3x5", "text barb", "ex Barbell Squat",
        ])
    func nothingShowsWhenNothingFits(_ query: String) throws {
        var editor = try editor()
        let screen = try OutlineFixtures.type("+\ntext:\(query)", into: &editor)
        #expect(!screen.contains("    Barbell"), "\(screen)")
        #expect(!editor.screen().keyHints.contains("suggestion"))
        var plain = try self.editor(suggesting: false)
        #expect(!(try OutlineFixtures.type("+\ntext:ex barb", into: &plain)).contains("    Barbell"))
    }

    @Test("The form suggests names as the exercise's name is typed, Tab takes one, and other fields get none")
    func theFormSuggestsForTheNameField() throws {
        var editor = try editor()
        var screen = try OutlineFixtures.type("down enter", into: &editor)
        #expect(screen.contains("Editing Exercise"))
        #expect(!screen.contains("  Barbell"), "no names before anything is typed: \(screen)")
        screen = try OutlineFixtures.type("ctrl-u\ntext:barb d", into: &editor)
        #expect(
            screen.contains("› Name         barb d\n               Barbell Deadlift\n  Entry\n  Rest "), "\(screen)")
        #expect(editor.screen().keyHints.hasPrefix("↓ suggestions · Tab next field"))
        try OutlineFixtures.play("down", on: &editor)
        #expect(editor.screen().text.contains("\n             ▸ Barbell Deadlift\n"))
        screen = try OutlineFixtures.type("tab", into: &editor)
        #expect(screen.contains("› Name ") && screen.contains(" Barbell Deadlift"))
        #expect(!screen.contains("▸"))
        // Tab now moves on; a field other than the name suggests nothing as it is typed.
        screen = try OutlineFixtures.type("tab\ntext:squ", into: &editor)
        #expect(!screen.contains("Barbell Squat"), "\(screen)")
        try OutlineFixtures.play("ctrl-u enter", on: &editor)
        #expect(editor.message == "Saved.")
        #expect(editor.document["e1"]?.content.as(ExerciseBlock.self)?.name == "Barbell Deadlift")
    }
}
