import KheperCore
import KheperExercise
import KheperRenderTargets
import KheperTestSupport
import Testing

@Suite struct ExercisePropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 5, 8, 13, 21, 34, 0xDEAD_BEEF, 0x5EED_5EED_5EED]

    let registry = KindTesting.registry([ExerciseBlock.definition])

    @Test(arguments: seeds)
    func randomValidBlocksRoundTripValidateAndRender(_ seed: UInt64) throws {
        let registry = try #require(registry)
        var random = SeededGenerator(seed: seed)
        for _ in 0..<25 {
            let block = Self.randomBlock(&random)
            KindTesting.expectRoundTrip(block, in: registry)
            let errors = registry.validate(KindTesting.document(with: block)).filter { $0.severity == .error }
            #expect(errors.isEmpty, "seed \(seed): \(block) → \(errors)")
            let text = try #require(KindTesting.render(block, in: registry, as: PlainTextTarget.self))
            #expect(text.hasPrefix(ExerciseSummary.line(block)), "seed \(seed)")
            let html = try #require(KindTesting.render(block, in: registry, as: HTMLTarget.self))
            #expect(html.hasPrefix("<section class=\"block exercise\">") && html.hasSuffix("</section>"))
            #expect(!html.contains("<script"), "seed \(seed)")
        }
    }

    @Test(arguments: seeds)
    func generatedShorthandReadsBackAsWritten(_ seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<40 {
            let (text, expected) = Self.randomShorthand(&random)
            let block = try ExerciseShorthand.parse(text)
            #expect(block == expected, "seed \(seed): \(text)")
        }
    }

    @Test(arguments: seeds)
    func theSummaryLineOfSetsThatAreAllTheSameReadsBackAsShorthand(_ seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<40 {
            var (_, block) = Self.randomShorthand(&random)
            var set = block.resolvedSets[0]
            if set.repsMax == set.reps { set.repsMax = nil }
            set.kind = Self.maybe(&random) {
                ExerciseSetKind.allCases.filter { $0 != .working }.randomElement(using: &$0)!
            }
            set.rest = Self.maybe(&random) { Int.random(in: 0...3600, using: &$0) }
            let count = Int.random(in: 1...3, using: &random)
            block.sets = Array(repeating: set, count: count)
            block.tempo = Self.maybe(&random) { _ in "3-1-X-0" }
            let line = ExerciseSummary.line(block)
            #expect(line.filter { $0 == "@" }.count <= 1, "seed \(seed): \(line)")
            #expect(try ExerciseShorthand.parse(line) == block, "seed \(seed): \(line)")
        }
    }

    @Test(arguments: seeds)
    func randomTextNeverCrashesTheShorthand(_ seed: UInt64) throws {
        let registry = try #require(registry)
        let pieces = [
            "3", "x", "×", "X", "8", "-", "–", "12", "@", "kg", "lb", "%", "bw", "+", ".", "5", "s", "m", "h", ":",
            "amrap", "rpe", "rir", "rest", "tempo", " ", " ", " ", "Squat", "é", "0", "99999999999999", "\t", "🏋️",
        ]
        var random = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            do {
                let block = try ExerciseShorthand.parse(text)
                let errors = registry.validate(KindTesting.document(with: block)).filter { $0.severity == .error }
                #expect(errors.isEmpty, "seed \(seed): \(text) → \(errors)")
            } catch {
                #expect(!error.message.isEmpty, "seed \(seed): \(text)")
            }
        }
    }

    // MARK: - Generators

    static func randomBlock(_ random: inout SeededGenerator) -> ExerciseBlock {
        let letters = Array("abcXYZ é<>&\"'*_#|`[]")
        let name = String(
            (0..<Int.random(in: 1...30, using: &random)).map { _ in letters.randomElement(using: &random)! })
        let sets = (0..<Int.random(in: 0...6, using: &random)).map { _ in randomSet(&random) }
        let tempoPart = Array("0123456789X")
        return ExerciseBlock(
            name: name,
            exerciseID: Bool.random(using: &random) ? "catalog/\(Int.random(in: 1...999, using: &random))" : nil,
            entry: Bool.random(using: &random) ? "Entry_\(Int.random(in: 1...999, using: &random))-x" : nil,
            sets: sets.isEmpty && Bool.random(using: &random) ? nil : sets,
            rest: maybe(&random) { Int.random(in: 0...3600, using: &$0) },
            tempo: maybe(&random) { generator in
                (0..<4).map { _ in String(tempoPart.randomElement(using: &generator)!) }.joined(separator: "-")
            },
            notes: maybe(&random) { String(repeating: "n<&", count: Int.random(in: 0...300, using: &$0)) }
        )
    }

    static func randomSet(_ random: inout SeededGenerator) -> ExerciseSet {
        let reps = maybe(&random) { Int.random(in: 0...1000, using: &$0) }
        let unit = LoadUnit.allCases.randomElement(using: &random)!
        let top = unit == .percent1RM ? 1500 : 20_000
        return ExerciseSet(
            kind: maybe(&random) { ExerciseSetKind.allCases.randomElement(using: &$0)! },
            reps: reps,
            repsMax: maybe(&random) { Int.random(in: (reps ?? 0)...1000, using: &$0) },
            amrap: maybe(&random) { Bool.random(using: &$0) },
            load: maybe(&random) { Load(value: Double(Int.random(in: 0...top, using: &$0)) / 10, unit: unit) },
            duration: maybe(&random) { Int.random(in: 0...86_400, using: &$0) },
            distance: maybe(&random) { Double(Int.random(in: 0...10_000_000, using: &$0)) / 10 },
            rpe: maybe(&random) { Double(Int.random(in: 2...20, using: &$0)) / 2 },
            rir: maybe(&random) { Int.random(in: 0...10, using: &$0) },
            rest: maybe(&random) { Int.random(in: 0...3600, using: &$0) }
        )
    }

    /// A shorthand line built from random parts, and the exercise it must read as.
    static func randomShorthand(_ random: inout SeededGenerator) -> (String, ExerciseBlock) {
        let names = ["Bench Press", "Squat", "Pull-up", "Romanian Deadlift", "Plank", "Curl"]
        let name = names.randomElement(using: &random)!
        let count = Int.random(in: 1...50, using: &random)
        let times = ["x", "X", "×"].randomElement(using: &random)!
        var set = ExerciseSet()
        var parts: [String] = []
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let reps = Int.random(in: 0...1000, using: &random)
            set.reps = reps
            parts.append("\(count)\(times)\(reps)")
        case 1:
            let reps = Int.random(in: 1...20, using: &random)
            let high = Int.random(in: reps...30, using: &random)
            (set.reps, set.repsMax) = (reps, high)
            parts.append("\(count)\(times)\(reps)-\(high)")
        case 2:
            set.amrap = true
            parts.append("\(count)\(times)AMRAP")
        default:
            let seconds = Int.random(in: 1...3600, using: &random)
            set.duration = seconds
            let written = seconds % 60 == 0 ? "\(seconds / 60)m" : "\(seconds / 60)m\(seconds % 60)s"
            parts.append("\(count)\(times)\(seconds < 60 ? "\(seconds)s" : written)")
        }
        var options: [String] = []
        if Bool.random(using: &random) {
            let unit = LoadUnit.allCases.randomElement(using: &random)!
            let top = unit == .percent1RM ? 1500 : 20_000
            let value = Double(Int.random(in: 0...top, using: &random)) / 10
            let shown = FieldChecks.format(value)
            set.load = Load(value: value, unit: unit)
            switch unit {
            case .kg: options.append(Bool.random(using: &random) ? "@\(shown)kg" : "@ \(shown) kg")
            case .lb: options.append(Bool.random(using: &random) ? "@\(shown)lb" : "@\(shown) lbs")
            case .percent1RM: options.append("@\(shown)%")
            case .bodyweight: options.append(value == 0 ? "@bw" : "@bw+\(shown)kg")
            }
        }
        if Bool.random(using: &random) {
            let rpe = Double(Int.random(in: 2...20, using: &random)) / 2
            set.rpe = rpe
            options.append("rpe \(FieldChecks.format(rpe))")
        }
        if Bool.random(using: &random) {
            let rir = Int.random(in: 0...10, using: &random)
            set.rir = rir
            options.append("rir \(rir)")
        }
        var rest: Int?
        if Bool.random(using: &random) {
            let seconds = Int.random(in: 0...3600, using: &random)
            rest = seconds
            options.append("rest \(seconds)s")
        }
        options.shuffle(using: &random)
        let text = ([name] + parts + options).joined(separator: " ")
        return (text, ExerciseBlock(name: name, sets: Array(repeating: set, count: count), rest: rest))
    }

    private static func maybe<Value>(
        _ random: inout SeededGenerator, _ make: (inout SeededGenerator) -> Value
    ) -> Value? {
        Bool.random(using: &random) ? make(&random) : nil
    }
}
