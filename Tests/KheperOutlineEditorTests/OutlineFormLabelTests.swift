import Kheper
import KheperCore
import KheperOutlineEditor
import Testing

/// The form's labels are the ones the field specs declare, never a camel-case name split letter by letter.
@Suite struct OutlineFormLabelTests {
    @Test func anExercisesFormLabelsItsExerciseIDAsTheSpecSays() throws {
        var editor = try OutlineFixtures.editor(rows: 30, columns: 70)
        let screen = try OutlineFixtures.type("down enter", into: &editor)
        #expect(screen.contains("Exercise ID"), "\(screen)")
        #expect(!screen.contains("Exercise i d"), "\(screen)")
    }

    /// A set's RPE, RIR and AMRAP are acronyms: the table's header spells them as such, not "Rpe" as the
    /// camel-case fallback would.
    @Test func theSetTablesHeaderSpellsAcronymsInCapitals() throws {
        var document = BlockDocument(id: "legs", title: "Legs")
        _ = try document.append(OutlineFixtures.block("exercise", "Squat 3x5 @100kg"), id: "e1")
        var editor = try OutlineFixtures.editor(document, rows: 30, columns: 120)
        // Tab from the first set's kind to its AMRAP, then on to RPE and RIR: each column shows while focused.
        var screen = try OutlineFixtures.type("enter down*6 tab*3", into: &editor)
        #expect(screen.contains("  AMRAP"), "\(screen)")
        screen = try OutlineFixtures.type("tab*4", into: &editor)
        #expect(screen.contains("  RPE"), "\(screen)")
        screen = try OutlineFixtures.type("tab", into: &editor)
        #expect(screen.contains("  RIR"), "\(screen)")
        #expect(!screen.contains("Rpe") && !screen.contains("Rir") && !screen.contains("Amrap"), "\(screen)")
    }

    /// Every field of every standard kind, sets' fields included: a label with two one-letter words in a row
    /// (`Exercise i d`) is an acronym taken apart by the camel-case fallback.
    @Test func noStandardFieldsLabelSplitsAnAcronym() {
        func labels(_ fields: [FieldSpec], in kind: String) -> [(String, String)] {
            fields.flatMap { field -> [(String, String)] in
                var found = [("\(kind).\(field.name)", field.form.label)]
                switch field.type {
                case .object(let inner): found += labels(inner, in: kind)
                case .list(let element):
                    if case .object(let inner) = element.type { found += labels(inner, in: kind) }
                default: break
                }
                return found
            }
        }
        for definition in BlockRegistry.standard.definitions {
            for (field, label) in labels(definition.fields, in: definition.kind.rawValue) {
                let words = label.split(separator: " ")
                let split = zip(words, words.dropFirst()).contains { $0.count == 1 && $1.count == 1 }
                #expect(!split, "\(field) is labelled \"\(label)\"")
            }
        }
    }
}
