import Foundation
import Kheper
import KheperCLI
import KheperTrainingLog

/// A progress chart over five years of history: 750 sessions of bench press and squat (five working sets and a
/// warm-up each, some in pounds) in an in-memory training log, charted through the same source `kheper show`
/// uses, so each run reads the exercise's sets from the store, converts and groups them, and renders. Each
/// target renders in under 20 ms.
enum ChartBenchmarks {
    static let suite = "charts"

    static var all: [Benchmark] {
        [
            Benchmark(name: "chart-text-750-sessions", suite: suite, goal: .duration(maximum: .milliseconds(20))) {
                render(as: PlainTextTarget.self)
            },
            Benchmark(name: "chart-html-750-sessions", suite: suite, goal: .duration(maximum: .milliseconds(20))) {
                render(as: HTMLTarget.self)
            },
        ]
    }

    static let sessions = 750
    static let now = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    /// Five years back, one session every 2.43 days.
    static let spacing = 5 * 365.25 * 86_400 / Double(sessions)

    static let store: InMemoryTrainingLogStore = {
        let store = InMemoryTrainingLogStore()
        var generator = SplitMix(seed: 0x6368_6172_7473)
        do {
            try store.importing { writer in
                for index in 0..<sessions {
                    let start = now.addingTimeInterval(-Double(sessions - index) * spacing)
                    let progress = Double(index) / Double(sessions)
                    let unit: WeightUnit = index % 5 == 0 ? .lb : .kg
                    func sets(base: Double) -> [PerformedSet] {
                        let top = (base + 40 * progress + Double(generator.next() % 10)) / unit.kilograms
                        var sets = [
                            PerformedSet(order: 1, type: .warmUp, reps: 10, weight: Weight(value: top / 2, unit: unit))
                        ]
                        for order in 2...6 {
                            let reps = 3 + Int(generator.next() % 6)
                            sets.append(
                                PerformedSet(order: order, reps: reps, weight: Weight(value: top, unit: unit), rpe: 8))
                        }
                        return sets
                    }
                    let session = LoggedSession(
                        title: "Session \(index)", start: start, source: .kheper,
                        exercises: [
                            PerformedExercise(name: "Bench Press", sets: sets(base: 60)),
                            PerformedExercise(name: "Squat", sets: sets(base: 90)),
                        ])
                    _ = try writer.record(session)
                }
            }
        } catch {
            fatalError("cannot build the chart benchmark's log: \(error)")
        }
        return store
    }()

    static let document: BlockDocument = {
        var document = BlockDocument(id: "chart-bench", title: "Progress")
        do {
            try document.append(BlockContent(ChartBlock(exercise: "Bench Press", range: .all)), id: "chart")
        } catch {
            fatalError("cannot build the chart benchmark's document: \(error)")
        }
        return document
    }()

    static let context = RenderContext()
        .setting(ProgressHistoryKey.self, to: TrainingLogProgressHistory(store: store))
        .setting(RenderDateKey.self, to: now)

    /// Renders the chart document; returns the output's size.
    static func render<Target: RenderTarget>(as target: Target.Type) -> UInt64 where Target.Output == String {
        let output = BlockRegistry.standard.render(document, as: target, context: context)
        return UInt64(output.utf8.count)
    }

    /// A small seeded generator, so every run charts the same history.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
