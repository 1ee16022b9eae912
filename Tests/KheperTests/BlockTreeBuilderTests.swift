import Kheper
import Testing

@Suite struct BlockTreeBuilderTests {
    @Test func buildsNestedDocumentsInOrderWithLoopsAndBranches() {
        let includeCoolDown = true
        let document = BlockDocument(id: "w", title: "Built") {
            TextBlock(text: "warm up")
            SetBlock(name: "A").containing {
                ExerciseBlock(name: "Bench", sets: [ExerciseSet(reps: 8)])
                for name in ["Row", "Dip"] {
                    ExerciseBlock(name: name)
                }
            }
            if includeCoolDown {
                TextBlock(text: "cool down")
            } else {
                TextBlock(text: "never")
            }
        }
        let roots = document.rootBlocks
        #expect(roots.map(\.content.kind) == ["text", "set", "text"])
        let names = document.children(of: roots[1].id).compactMap { $0.content.as(ExerciseBlock.self)?.name }
        #expect(names == ["Bench", "Row", "Dip"])
        #expect(roots[2].content.as(TextBlock.self)?.text == "cool down")
        #expect(BlockRegistry.standard.validate(document).isEmpty)
    }
}
