import KheperCore
import KheperExercise
import KheperForms
import KheperRenderTargets
import KheperTestSupport
import Testing

/// The exercise kind's `entry`: a catalogue entry's id, declared once, checked for its form only, written only when
/// set, and named by the renderers as the entry's primary muscles when the host hands them a lookup.
@Suite struct ExerciseEntryFieldTests {
    let registry = KindTesting.registry([ExerciseBlock.definition])!

    /// A host's lookup that knows one entry.
    static let context = RenderContext().setting(
        LinkedEntryMusclesKey.self,
        to: LinkedEntryMuscles { $0 == "Barbell_Bench_Press_-_Medium_Grip" ? ["chest", "lower back"] : nil })

    static let bench = ExerciseBlock(
        name: "Bench <Press>", entry: "Barbell_Bench_Press_-_Medium_Grip",
        sets: Array(repeating: ExerciseSet(reps: 8, load: Load(value: 80, unit: .kg)), count: 3), notes: "Pause")

    @Test("the field is declared once, with its form, an example and what it is for")
    func theFieldIsDeclared() throws {
        let field = try #require(ExerciseBlock.fields.first { $0.name == "entry" })
        #expect(field.pattern == ExerciseBlock.entryPattern)
        #expect(field.example == "Barbell_Squat")
        #expect(field.doc.contains("`kheper exercises search`"))
        #expect(field.form.label == "Entry")
    }

    @Test("a document without the field round-trips unchanged, and one with it writes it after exerciseID")
    func roundTrip() throws {
        let old = try #require(KindTesting.expectRoundTrip(ExerciseBlock(name: "Squat"), in: registry))
        #expect(old == ["name": "Squat"])
        let linked = try #require(
            KindTesting.expectRoundTrip(
                ExerciseBlock(name: "Squat", exerciseID: "ex-00000000000000aa", entry: "Barbell_Squat"), in: registry))
        #expect(linked.description == #"{"name":"Squat","exerciseID":"ex-00000000000000aa","entry":"Barbell_Squat"}"#)
    }

    @Test("unknown fields beside the entry are kept where they were written")
    func unknownFieldsRoundTrip() throws {
        let text = """
            {"format":"kheper.blocks","formatVersion":1,"id":"d","title":"T","blocks":[{"id":"b","type":"exercise",\
            "version":1,"order":"a0","data":{"name":"Squat","future":1,"entry":"Barbell_Squat","later":[true]}}]}
            """
        let decoded = try registry.decodeDocument(from: Array(text.utf8))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        #expect(decoded.document["b"]?.content.as(ExerciseBlock.self)?.entry == "Barbell_Squat")
        let written = try registry.encode(decoded.document)
        #expect(
            written["blocks"]?[0]?["data"]?.description
                == #"{"name":"Squat","future":1,"entry":"Barbell_Squat","later":[true]}"#)
    }

    @Test(
        "a malformed id is an error naming the field, the value and the form expected",
        arguments: [
            "bench press", "_Squat", "Squat!",
        ])
    func malformedIDs(_ id: String) {
        let found = KindTesting.diagnostics(
            forData: ["name": "Squat", "entry": .string(id)], kind: "exercise", in: registry)
        #expect(found.map(\.code) == [.invalidValue], "\(found)")
        #expect(found.map(\.path.description) == ["blocks[0].data.entry"])
        #expect(
            found.map(\.message) == [
                "\"entry\" is \"\(id)\"; expected text matching ^[A-Za-z0-9][A-Za-z0-9_-]*$, such as Barbell_Squat"
            ])
    }

    @Test(
        "well-formed ids are accepted, whether or not a catalogue holds them",
        arguments: [
            "Barbell_Squat", "3_4_Sit-Up", "custom-0f3a", "Barbell_Bench_Press_-_Medium_Grip",
        ])
    func wellFormedIDs(_ id: String) {
        let found = KindTesting.diagnostics(
            forData: ["name": "Squat", "entry": .string(id)], kind: "exercise", in: registry)
        #expect(found.isEmpty, "\(found)")
    }

    @Test("plain text names the linked entry's muscles under the line, before the notes")
    func plainText() {
        #expect(
            KindTesting.render(Self.bench, in: registry, as: PlainTextTarget.self, context: Self.context)
                == "Bench <Press> — 3 × 8 @ 80 kg\n  muscles: chest, lower back\n  Pause")
        // Without a lookup, for an entry the lookup does not know, or without a link: no line.
        #expect(
            KindTesting.render(Self.bench, in: registry, as: PlainTextTarget.self)
                == "Bench <Press> — 3 × 8 @ 80 kg\n  Pause")
        var unknown = Self.bench
        unknown.entry = "Nowhere"
        unknown.notes = nil
        #expect(
            KindTesting.render(unknown, in: registry, as: PlainTextTarget.self, context: Self.context)
                == "Bench <Press> — 3 × 8 @ 80 kg")
    }

    @Test("Markdown names the muscles in italics after the sets, and HTML in a muted line after the head")
    func markdownAndHTML() {
        #expect(
            KindTesting.render(Self.bench, in: registry, as: MarkdownTarget.self, context: Self.context)
                == "**Bench \\<Press\\>** — 3 × 8 @ 80 kg\n\n*muscles: chest, lower back*\n\nPause")
        #expect(
            KindTesting.render(Self.bench, in: registry, as: HTMLTarget.self, context: Self.context)
                == "<section class=\"block exercise\"><div class=\"head\"><h3>Bench &lt;Press&gt;</h3>"
                + "<p class=\"summary\">3 × 8 @ 80\u{00A0}kg</p></div>\n"
                + "<p class=\"meta\">muscles: chest, lower back</p>\n<p class=\"note\">Pause</p></section>")
        let plain = KindTesting.render(Self.bench, in: registry, as: HTMLTarget.self) ?? ""
        #expect(!plain.contains("muscles"), "\(plain)")
    }
}
