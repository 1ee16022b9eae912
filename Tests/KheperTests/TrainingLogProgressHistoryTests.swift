import Foundation
import Kheper
import KheperChart
import KheperCore
import KheperRenderTargets
import KheperTrainingLog
import Testing

/// The chart source over a training log: names resolve like `kheper history`, pounds become kilograms for the
/// chart only, and warm-ups and sets without reps are left out.
@Suite struct TrainingLogProgressHistoryTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    static func store() throws -> InMemoryTrainingLogStore {
        let store = InMemoryTrainingLogStore()
        let session = LoggedSession(
            title: "Push", start: start, source: .strong,
            exercises: [
                PerformedExercise(
                    name: "Bench Press (Barbell)",
                    sets: [
                        PerformedSet(order: 1, type: .warmUp, reps: 10, weight: Weight(value: 45, unit: .lb)),
                        PerformedSet(order: 2, reps: 5, weight: Weight(value: 225, unit: .lb)),
                        PerformedSet(order: 3, type: .drop, reps: 8, weight: Weight(value: 60, unit: .kg)),
                        PerformedSet(order: 4, reps: nil, weight: Weight(value: 100, unit: .kg)),
                    ]),
                PerformedExercise(name: "Pull Up", sets: [PerformedSet(order: 1, reps: 12)]),
            ])
        try store.importing { writer in _ = try writer.record(session) }
        return store
    }

    @Test func mapsWorkingSetsToKilogramsPerSession() throws {
        let source = TrainingLogProgressHistory(store: try Self.store())
        let entries = source.entries(for: "bench press")
        #expect(entries.count == 2)
        #expect(abs(entries[0].weight - 102.058_283_25) < 1e-9)
        #expect(entries[0].reps == 5)
        #expect(entries[1] == ProgressEntry(date: Self.start, weight: 60, reps: 8, session: entries[0].session))
        #expect(entries[0].session != nil)
        #expect(source.weightUnit == "kg")
        #expect(
            source.entries(for: "Pull Up") == [
                ProgressEntry(date: Self.start, weight: 0, reps: 12, session: entries[0].session)
            ])
        #expect(source.entries(for: "Deadlift").isEmpty)
    }

    @Test func aChartOverTheLogLeavesWarmUpsOutOfRecords() throws {
        let context = RenderContext()
            .setting(ProgressHistoryKey.self, to: TrainingLogProgressHistory(store: try Self.store()))
            .setting(RenderDateKey.self, to: Self.start.addingTimeInterval(86_400))
        let registry = BlockRegistry.standard
        var document = BlockDocument(id: "d", title: "")
        try document.append(BlockContent(ChartBlock(exercise: "Bench Press", metric: .bestSet)), id: "a")
        let text = registry.render(document, as: PlainTextTarget.self, context: context)
        // 225 lb × 5 is 510.3 kg·reps, the drop set 60 × 8 is 480; the 45 lb warm-up would be 204.1.
        #expect(text.contains("1 session: 510.3 kg (2023-11-14)"), "\(text)")
    }
}
