import KheperCore
import Testing

@Suite struct BlockTreeBuilderTests {
    @Test func buildsNestedDocumentsInOrder() {
        let includeCoolDown = true
        let document = BlockDocument(id: "w", title: "Built") {
            Note(text: "warm up")
            Group(label: "A").containing {
                Lift(name: "Bench", sets: [.init(reps: 8, load: 80)])
                for name in ["Row", "Dip"] {
                    Lift(name: name, sets: [])
                }
            }
            if includeCoolDown {
                Note(text: "cool down")
            } else {
                Note(text: "never")
            }
        }
        let roots = document.rootBlocks
        #expect(roots.map(\.content.kind) == ["note", "group", "note"])
        let lifts = document.children(of: roots[1].id).compactMap { $0.content.as(Lift.self)?.name }
        #expect(lifts == ["Bench", "Row", "Dip"])
        #expect(roots[2].content.as(Note.self)?.text == "cool down")
        #expect(SampleKinds.registry().validate(document).isEmpty)
    }
}
