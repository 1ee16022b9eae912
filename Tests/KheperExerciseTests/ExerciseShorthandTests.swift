import KheperCore
import KheperExercise
import KheperTestSupport
import Testing

@Suite struct ExerciseShorthandTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var text: String
        var block: ExerciseBlock
        var testDescription: String { text }

        init(
            _ text: String, _ name: String, _ count: Int = 0, _ set: ExerciseSet = ExerciseSet(), rest: Int? = nil,
            tempo: String? = nil
        ) {
            self.text = text
            self.block = ExerciseBlock(
                name: name, sets: count == 0 ? nil : Array(repeating: set, count: count), rest: rest, tempo: tempo)
        }
    }

    static func kg(_ value: Double) -> Load { Load(value: value, unit: .kg) }

    static let examples: [Example] = [
        Example("Bench Press 3x8 @80kg rest 2m", "Bench Press", 3, ExerciseSet(reps: 8, load: kg(80)), rest: 120),
        Example("Squat 5x5 @ 100 kg rpe 8", "Squat", 5, ExerciseSet(reps: 5, load: kg(100), rpe: 8)),
        Example("Pull-up 3xAMRAP", "Pull-up", 3, ExerciseSet(amrap: true)),
        Example("Pull-up 3xamrap", "Pull-up", 3, ExerciseSet(amrap: true)),
        Example("Plank 3x45s", "Plank", 3, ExerciseSet(duration: 45)),
        Example("Plank 3x2m", "Plank", 3, ExerciseSet(duration: 120)),
        Example("Plank 3x1m30s", "Plank", 3, ExerciseSet(duration: 90)),
        Example("Curl 3x8-12 @25lb", "Curl", 3, ExerciseSet(reps: 8, repsMax: 12, load: Load(value: 25, unit: .lb))),
        Example("Curl 3x8–12 @25 lbs", "Curl", 3, ExerciseSet(reps: 8, repsMax: 12, load: Load(value: 25, unit: .lb))),
        Example("Row 4X10", "Row", 4, ExerciseSet(reps: 10)),
        Example("Row 4×10", "Row", 4, ExerciseSet(reps: 10)),
        Example("Row 4 x 10", "Row", 4, ExerciseSet(reps: 10)),
        Example("Row 4 × 10 @60kg", "Row", 4, ExerciseSet(reps: 10, load: kg(60))),
        Example("Dip 3x10 @bw", "Dip", 3, ExerciseSet(reps: 10, load: Load(value: 0, unit: .bodyweight))),
        Example("Dip 3x10 @bodyweight", "Dip", 3, ExerciseSet(reps: 10, load: Load(value: 0, unit: .bodyweight))),
        Example("Dip 3x8 @bw+10kg", "Dip", 3, ExerciseSet(reps: 8, load: Load(value: 10, unit: .bodyweight))),
        Example("Dip 3x8 @BW + 12.5 kg", "Dip", 3, ExerciseSet(reps: 8, load: Load(value: 12.5, unit: .bodyweight))),
        Example("Dip 3x8 @bw+10", "Dip", 3, ExerciseSet(reps: 8, load: Load(value: 10, unit: .bodyweight))),
        Example("Squat 5x3 @75%", "Squat", 5, ExerciseSet(reps: 3, load: Load(value: 75, unit: .percent1RM))),
        Example("Squat 5x3 @ 82.5 %", "Squat", 5, ExerciseSet(reps: 3, load: Load(value: 82.5, unit: .percent1RM))),
        Example("Press 3x5 @62.5kg rir 2", "Press", 3, ExerciseSet(reps: 5, load: kg(62.5), rir: 2)),
        Example("Press 3x5 RIR 0 RPE 9.5", "Press", 3, ExerciseSet(reps: 5, rpe: 9.5, rir: 0)),
        Example("Press 3x5 rpe7.5", "Press", 3, ExerciseSet(reps: 5, rpe: 7.5)),
        Example("Press 3x5 @rpe 8", "Press", 3, ExerciseSet(reps: 5, rpe: 8)),
        Example("Press 3x5 rest 90s", "Press", 3, ExerciseSet(reps: 5), rest: 90),
        Example("Press 3x5 rest 1m30s", "Press", 3, ExerciseSet(reps: 5), rest: 90),
        Example("Press 3x5 rest 90", "Press", 3, ExerciseSet(reps: 5), rest: 90),
        Example("Press 3x5 rest 1:30", "Press", 3, ExerciseSet(reps: 5), rest: 90),
        Example("Press 3x5 REST 2min", "Press", 3, ExerciseSet(reps: 5), rest: 120),
        Example("Press 3x5 tempo 3-1-X-0", "Press", 3, ExerciseSet(reps: 5), tempo: "3-1-X-0"),
        Example("Press 3x5+", "Press", 3, ExerciseSet(reps: 5, amrap: true)),
        Example("Squat 1x1 rest 0", "Squat", 1, ExerciseSet(reps: 1), rest: 0),
        Example("Squat 50x1000 @2000kg", "Squat", 50, ExerciseSet(reps: 1000, load: kg(2000))),
        Example("Run 1x0s", "Run", 1, ExerciseSet(duration: 0)),
        Example("Turkish Get-up", "Turkish Get-up"),
        Example("  Bench   Press  ", "Bench Press"),
        Example("21s curls 3x21", "21s curls", 3, ExerciseSet(reps: 21)),
        Example("Squat rpe 3x5", "Squat rpe", 3, ExerciseSet(reps: 5)),
        Example("Squat 5x5@100kg", "Squat", 5, ExerciseSet(reps: 5, load: kg(100))),
        Example("Squat 5 x 5@100kg", "Squat", 5, ExerciseSet(reps: 5, load: kg(100))),
        Example("Squat 5 x 5 @ 100 kg", "Squat", 5, ExerciseSet(reps: 5, load: kg(100))),
        Example("Squat 5×5", "Squat", 5, ExerciseSet(reps: 5)),
        Example("Row 3x8-12 @RPE8", "Row", 3, ExerciseSet(reps: 8, repsMax: 12, rpe: 8)),
        Example("Curl 21s 3x7", "Curl 21s", 3, ExerciseSet(reps: 7)),
        Example("Z Press 3x8", "Z Press", 3, ExerciseSet(reps: 8)),
        Example("Squat 2x5 @60kg warmup", "Squat", 2, ExerciseSet(kind: .warmup, reps: 5, load: kg(60))),
        Example("Squat 2x5 WARM-UP", "Squat", 2, ExerciseSet(kind: .warmup, reps: 5)),
        Example("Curl 1x12 @10kg drop", "Curl", 1, ExerciseSet(kind: .drop, reps: 12, load: kg(10))),
        Example("Curl 1x12 drop set", "Curl", 1, ExerciseSet(kind: .drop, reps: 12)),
        Example("Squat 1x3 @140kg failure", "Squat", 1, ExerciseSet(kind: .failure, reps: 3, load: kg(140))),
        Example("Squat 1x3 to failure", "Squat", 1, ExerciseSet(kind: .failure, reps: 3)),
        Example("Squat 1x3 working", "Squat", 1, ExerciseSet(reps: 3)),
        Example(
            "Front Squat — 3 × 6 @ 70 kg, RPE 8", "Front Squat", 3, ExerciseSet(reps: 6, load: kg(70), rpe: 8)),
        Example(
            "Squat — 5 @ 100 kg (drop set, RIR 1, rest 1:30), tempo 3-1-1-0, rest 2:00", "Squat", 1,
            ExerciseSet(kind: .drop, reps: 5, load: kg(100), rir: 1, rest: 90), rest: 120, tempo: "3-1-1-0"),
        Example("Plank — 3 × 45 s", "Plank", 3, ExerciseSet(duration: 45)),
        Example("Squat — 3 × 5 @ 75% 1RM", "Squat", 3, ExerciseSet(reps: 5, load: Load(value: 75, unit: .percent1RM))),
        Example(
            "Dip — AMRAP @ BW + 10 kg", "Dip", 1, ExerciseSet(amrap: true, load: Load(value: 10, unit: .bodyweight))),
        Example("Squat — rest 0 s", "Squat", rest: 0),
    ]

    @Test(arguments: examples)
    func reads(_ example: Example) throws {
        #expect(try ExerciseShorthand.parse(example.text) == example.block)
    }

    @Test func definitionUsesTheShorthand() throws {
        let block = try ExerciseBlock.definition.parseShorthand("Squat 5x5 @ 100 kg rpe 8")
        #expect(block.as(ExerciseBlock.self)?.resolvedSets.count == 5)
    }

    @Test(arguments: examples)
    func everyExampleValidatesClean(_ example: Example) throws {
        let registry = try #require(KindTesting.registry([ExerciseBlock.definition]))
        KindTesting.expectFindings(try ExerciseShorthand.parse(example.text), in: registry, codes: [], paths: [])
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var text: String
        var code: ShorthandError.Code
        var token: String?
        var phrase: String
        var testDescription: String { text.isEmpty ? "(empty)" : text }

        init(_ text: String, _ code: ShorthandError.Code, _ token: String?, _ phrase: String) {
            self.text = text
            self.code = code
            self.token = token
            self.phrase = phrase
        }
    }

    static let failures: [Failure] = [
        Failure("", .empty, nil, "expected an exercise name"),
        Failure("   ", .empty, nil, "expected an exercise name"),
        Failure(
            "Bench 3xx", .unreadableToken, "3xx",
            "could not read \"3xx\": expected sets×reps such as 3x8, 3x8-12, 3xAMRAP or 3x45s"),
        Failure("Bench 3x", .unreadableToken, "3x", "could not read \"3x\""),
        Failure("Bench 3x8-", .unreadableToken, "3x8-", "sets×reps"),
        Failure("Bench 3x8-12a", .unreadableToken, "3x8-12a", "sets×reps"),
        Failure("Bench 3x45q", .unreadableToken, "3x45q", "sets×reps"),
        Failure("Plank 3x30s1m", .unreadableToken, "3x30s1m", "sets×reps"),
        Failure("3x8", .unreadableToken, "3x8", "an exercise name before the sets"),
        Failure("Bench @80kg", .unreadableToken, "@80kg", "before the load"),
        Failure("Bench 3x8 heavy", .unreadableToken, "heavy", "could not read \"heavy\": expected @load, rpe"),
        Failure("Bench 3x8 4x8", .unreadableToken, "4x8", "could not read \"4x8\""),
        Failure("Bench 3x8 @", .unreadableToken, "@", "expected a load such as @80kg"),
        Failure("Bench 3x8 @kg", .unreadableToken, "@kg", "a load such as"),
        Failure("Bench 3x8 @80", .unreadableToken, "@80", "a load with its unit"),
        Failure("Bench 3x8 @80stone", .unreadableToken, "@80stone", "a load with its unit"),
        Failure("Bench 3x8 @ 80 stone", .unreadableToken, "80", "a load with its unit"),
        Failure("Dip 3x8 @bw+", .unreadableToken, "@bw+", "an added load in kg"),
        Failure("Dip 3x8 @bw+20lb", .unreadableToken, "20lb", "an added load in kg"),
        Failure("Dip 3x8 @bwx", .unreadableToken, "@bwx", "an added load in kg"),
        Failure("Bench 3x8 rpe", .unreadableToken, "rpe", "a number from 1 to 10 after rpe"),
        Failure("Bench 3x8 rpe hard", .unreadableToken, "hard", "after rpe"),
        Failure("Bench 3x8 rir", .unreadableToken, "rir", "a whole number after rir"),
        Failure("Bench 3x8 rir 1.5", .unreadableToken, "1.5", "a whole number after rir"),
        Failure("Bench 3x8 rest", .unreadableToken, "rest", "a rest after rest"),
        Failure("Bench 3x8 rest soon", .unreadableToken, "soon", "rest 90s"),
        Failure("Bench 3x8 rest 1:3", .unreadableToken, "1:3", "rest 90s"),
        Failure("Bench 3x8 tempo 3-1-1", .unreadableToken, "3-1-1", "3-1-1-0"),
        Failure("Bench 3x8 @80kg @90kg", .unreadableToken, "@90kg", "at most once"),
        Failure("Bench 3x8 rpe 8 rpe 9", .unreadableToken, "rpe", "at most once"),
        Failure("Squat 5@60kg, 5@100kg", .unreadableToken, "5@60kg,", "a name holds no @ and no load"),
        Failure("Squat 5 100kg", .unreadableToken, "100kg", "then the load, as in Squat 5x5 @100kg"),
        Failure("Squat heavy@home", .unreadableToken, "heavy@home", "a name holds no @"),
        Failure("Squat 60kg, 3x5", .unreadableToken, "60kg,", "a name holds no @ and no load"),
        Failure("Squat 3x5 warmup drop", .unreadableToken, "drop", "at most once"),
        Failure("Squat 3x5 to", .unreadableToken, "to", "a set kind (warmup, drop, failure)"),
        Failure("Squat — @80kg", .unreadableToken, "@80kg", "sets×reps such as 3x8"),
        Failure("Squat 5x5@", .unreadableToken, "@", "expected a load such as @80kg"),
        Failure("Bench 3x8 rpe 11", .invalidValue, "11", "\"rpe\" is 11; expected 1 to 10"),
        Failure("Bench 3x8 rpe 0.5", .invalidValue, "0.5", "\"rpe\" is 0.5; expected 1 to 10"),
        Failure("Bench 3x8 rpe 7.3", .invalidValue, "7.3", "1 to 10 in steps of 0.5"),
        Failure("Bench 3x8 rir 11", .invalidValue, "11", "\"rir\" is 11; expected 0 to 10"),
        Failure("Bench 3x8 rest 61m", .invalidValue, "61m", "\"rest\" is 3660; expected 0 to 3600"),
        Failure("Bench 0x8", .invalidValue, "0x8", "\"sets\" is 0; expected 1 to 50"),
        Failure("Bench 51x8", .invalidValue, "51x8", "\"sets\" is 51; expected 1 to 50"),
        Failure("Bench 3x1001", .invalidValue, "3x1001", "\"reps\" is 1001; expected 0 to 1000"),
        Failure("Bench 3x12-8", .invalidValue, "3x12-8", "\"repsMax\" is 8; expected 12 to 1000"),
        Failure("Bench 3x8-1001", .invalidValue, "3x8-1001", "\"repsMax\" is 1001"),
        Failure("Plank 3x25h", .invalidValue, "3x25h", "\"duration\" is 90000; expected 0 to 86400"),
        Failure("Bench 99999999999x8", .invalidValue, "99999999999x8", "too large"),
        Failure("Bench 3x8 @2001kg", .invalidValue, "@2001kg", "the load is 2001 kg; expected 0 to 2000 kg"),
        Failure("Bench 3x8 @151%", .invalidValue, "@151%", "the load is 151 %; expected 0 to 150 %"),
        Failure("Dip 3x8 @bw+2500kg", .invalidValue, "@bw+2500kg", "expected 0 to 2000 kg added"),
        Failure(
            String(repeating: "a", count: 121) + " 3x8", .invalidValue, String(repeating: "a", count: 121),
            "121 characters; expected 1 to 120"),
    ]

    @Test(arguments: failures)
    func rejects(_ failure: Failure) {
        do {
            let block = try ExerciseShorthand.parse(failure.text)
            Issue.record("read \(block) instead of failing")
        } catch {
            #expect(error.code == failure.code, "\(error)")
            #expect(error.token == failure.token, "\(error)")
            #expect(error.message.contains(failure.phrase), "\(error.message)")
        }
    }
}
