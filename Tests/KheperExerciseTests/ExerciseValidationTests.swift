import KheperCore
import KheperExercise
import KheperTestSupport
import Testing

@Suite struct ExerciseValidationTests {
    let registry = KindTesting.registry([ExerciseBlock.definition])

    /// One bound check: a block, the codes and paths it should yield, and phrases its messages must contain.
    struct Bound: Sendable, CustomTestStringConvertible {
        var label: String
        var block: ExerciseBlock
        var codes: [Diagnostic.Code] = []
        var paths: [String] = []
        var phrases: [String] = []
        var testDescription: String { label }

        /// A block whose only set is `set`.
        static func set(
            _ label: String, _ set: ExerciseSet, _ codes: [Diagnostic.Code] = [], _ paths: [String] = [],
            _ phrases: [String] = []
        ) -> Bound {
            Bound(
                label: label, block: ExerciseBlock(name: "Lift", sets: [set]), codes: codes, paths: paths,
                phrases: phrases)
        }

        /// A block with fields set by `change`.
        static func block(
            _ label: String, _ change: (inout ExerciseBlock) -> Void, _ codes: [Diagnostic.Code] = [],
            _ paths: [String] = [], _ phrases: [String] = []
        ) -> Bound {
            var block = ExerciseBlock(name: "Lift")
            change(&block)
            return Bound(label: label, block: block, codes: codes, paths: paths, phrases: phrases)
        }
    }

    static func load(_ value: Double, _ unit: LoadUnit) -> ExerciseSet {
        ExerciseSet(reps: 5, load: Load(value: value, unit: unit))
    }

    static let bounds: [Bound] = [
        .block("name empty", { $0.name = "" }, [.badLength], ["name"], ["\"name\" is empty", "1 to 120"]),
        .block("name 1", { $0.name = "A" }),
        .block("name 120", { $0.name = String(repeating: "é", count: 120) }),
        .block(
            "name 121", { $0.name = String(repeating: "a", count: 121) }, [.badLength], ["name"],
            ["\"name\" has 121 characters", "1 to 120"]),
        .block("sets 0", { $0.sets = [] }),
        .block("sets 50", { $0.sets = Array(repeating: ExerciseSet(reps: 1), count: 50) }),
        .block(
            "sets 51", { $0.sets = Array(repeating: ExerciseSet(reps: 1), count: 51) }, [.badCount], ["sets"],
            ["\"sets\" has 51 entries", "0 to 50"]),
        .block("rest 0", { $0.rest = 0 }),
        .block("rest 3600", { $0.rest = 3600 }),
        .block("rest -1", { $0.rest = -1 }, [.outOfRange], ["rest"], ["\"rest\" is -1 s", "0 to 3600 s"]),
        .block("rest 3601", { $0.rest = 3601 }, [.outOfRange], ["rest"], ["\"rest\" is 3601 s", "0 to 3600 s"]),
        .block("tempo 3-1-1-0", { $0.tempo = "3-1-1-0" }),
        .block("tempo X-1-x-0", { $0.tempo = "X-1-x-0" }),
        .block(
            "tempo 3-1-1", { $0.tempo = "3-1-1" }, [.invalidValue], ["tempo"],
            ["\"tempo\" is \"3-1-1\"", "text matching ^[0-9Xx]-[0-9Xx]-[0-9Xx]-[0-9Xx]$", "such as 3-1-1-0"]),
        .block("tempo 31-1-1-0", { $0.tempo = "31-1-1-0" }, [.invalidValue], ["tempo"], ["\"31-1-1-0\""]),
        .block("tempo 3-1-1-a", { $0.tempo = "3-1-1-a" }, [.invalidValue], ["tempo"], ["\"3-1-1-a\""]),
        .block("notes 1000", { $0.notes = String(repeating: "n", count: 1000) }),
        .block(
            "notes 1001", { $0.notes = String(repeating: "n", count: 1001) }, [.badLength], ["notes"],
            ["\"notes\" has 1001 characters", "at most 1000"]),
        .set("reps 0", ExerciseSet(reps: 0)),
        .set("reps 1000", ExerciseSet(reps: 1000)),
        .set("reps -1", ExerciseSet(reps: -1), [.outOfRange], ["sets[0].reps"], ["\"reps\" is -1", "0 to 1000"]),
        .set("reps 1001", ExerciseSet(reps: 1001), [.outOfRange], ["sets[0].reps"], ["\"reps\" is 1001", "0 to 1000"]),
        .set("repsMax = reps", ExerciseSet(reps: 8, repsMax: 8)),
        .set("repsMax 1000", ExerciseSet(reps: 8, repsMax: 1000)),
        .set(
            "repsMax below reps", ExerciseSet(reps: 8, repsMax: 7), [.outOfRange], ["sets[0].repsMax"],
            ["\"repsMax\" is 7", "8 to 1000"]),
        .set(
            "repsMax 1001", ExerciseSet(reps: 8, repsMax: 1001), [.outOfRange], ["sets[0].repsMax"],
            ["\"repsMax\" is 1001", "0 to 1000"]),
        .set(
            "repsMax -1 alone", ExerciseSet(repsMax: -1, amrap: true), [.outOfRange], ["sets[0].repsMax"],
            ["0 to 1000"]),
        .set("kg 0", load(0, .kg)),
        .set("kg 2000", load(2000, .kg)),
        .set(
            "kg -0.5", load(-0.5, .kg), [.outOfRange], ["sets[0].load.value"],
            ["\"value\" is -0.5 kg", "0 to 2000 kg"]),
        .set(
            "kg 2000.5", load(2000.5, .kg), [.outOfRange], ["sets[0].load.value"],
            ["\"value\" is 2000.5 kg", "0 to 2000 kg"]),
        .set("lb 2000", load(2000, .lb)),
        .set("lb 2001", load(2001, .lb), [.outOfRange], ["sets[0].load.value"], ["\"value\" is 2001 lb"]),
        .set("bodyweight 2000", load(2000, .bodyweight)),
        .set(
            "bodyweight 2001", load(2001, .bodyweight), [.outOfRange], ["sets[0].load.value"],
            ["\"value\" is 2001 kg added", "0 to 2000 kg added"]),
        .set("percent 150", load(150, .percent1RM)),
        .set(
            "percent 151", load(151, .percent1RM), [.outOfRange], ["sets[0].load.value"],
            ["\"value\" is 151 %", "0 to 150 %"]),
        .set("duration 86400", ExerciseSet(duration: 86_400)),
        .set(
            "duration 86401", ExerciseSet(duration: 86_401), [.outOfRange], ["sets[0].duration"],
            ["\"duration\" is 86401 s", "0 to 86400 s"]),
        .set("duration -1", ExerciseSet(duration: -1), [.outOfRange], ["sets[0].duration"], ["\"duration\" is -1 s"]),
        .set("distance 1e6", ExerciseSet(distance: 1_000_000)),
        .set(
            "distance 1e6+0.5", ExerciseSet(distance: 1_000_000.5), [.outOfRange], ["sets[0].distance"],
            ["\"distance\" is 1000000.5 m", "0 to 1000000 m"]),
        .set("distance -1", ExerciseSet(distance: -1), [.outOfRange], ["sets[0].distance"], ["\"distance\" is -1 m"]),
        .set("rpe 1", ExerciseSet(reps: 5, rpe: 1)),
        .set("rpe 7.5", ExerciseSet(reps: 5, rpe: 7.5)),
        .set("rpe 10", ExerciseSet(reps: 5, rpe: 10)),
        .set("rpe 0.5", ExerciseSet(reps: 5, rpe: 0.5), [.outOfRange], ["sets[0].rpe"], ["\"rpe\" is 0.5", "1 to 10"]),
        .set("rpe 10.5", ExerciseSet(reps: 5, rpe: 10.5), [.outOfRange], ["sets[0].rpe"], ["\"rpe\" is 10.5"]),
        .set(
            "rpe 7.3", ExerciseSet(reps: 5, rpe: 7.3), [.invalidValue], ["sets[0].rpe"],
            ["\"rpe\" is 7.3", "1 to 10 in steps of 0.5"]),
        .set("rir 0", ExerciseSet(reps: 5, rir: 0)),
        .set("rir 10", ExerciseSet(reps: 5, rir: 10)),
        .set("rir 11", ExerciseSet(reps: 5, rir: 11), [.outOfRange], ["sets[0].rir"], ["\"rir\" is 11", "0 to 10"]),
        .set("rir -1", ExerciseSet(reps: 5, rir: -1), [.outOfRange], ["sets[0].rir"], ["\"rir\" is -1"]),
        .set("set rest 3600", ExerciseSet(reps: 5, rest: 3600)),
        .set(
            "set rest 3601", ExerciseSet(reps: 5, rest: 3601), [.outOfRange], ["sets[0].rest"],
            ["\"rest\" is 3601 s", "0 to 3600 s"]),
    ]

    @Test(arguments: bounds)
    func bound(_ example: Bound) throws {
        let registry = try #require(registry)
        KindTesting.expectFindings(
            example.block, in: registry, codes: example.codes, paths: example.paths, mentioning: example.phrases)
    }

    static let targets: [Bound] = [
        .set("no fields", ExerciseSet(), [.exerciseNoTarget], ["sets[0]"], ["set 1", "no target", "\"reps\""]),
        .set(
            "explicit working", ExerciseSet(kind: .working, load: Load(value: 50, unit: .kg)), [.exerciseNoTarget],
            ["sets[0]"]),
        .set("amrap false", ExerciseSet(amrap: false), [.exerciseNoTarget], ["sets[0]"]),
        .set("repsMax only", ExerciseSet(repsMax: 12), [.exerciseNoTarget], ["sets[0]"]),
        .set("reps", ExerciseSet(reps: 0)),
        .set("amrap", ExerciseSet(amrap: true)),
        .set("duration", ExerciseSet(duration: 0)),
        .set("distance", ExerciseSet(distance: 400)),
        .set("warm-up without target", ExerciseSet(kind: .warmup)),
        .set("drop without target", ExerciseSet(kind: .drop)),
        .set("failure without target", ExerciseSet(kind: .failure)),
        .block(
            "second set", { $0.sets = [ExerciseSet(reps: 5), ExerciseSet(rpe: 8)] }, [.exerciseNoTarget],
            ["sets[1]"], ["set 2"]),
    ]

    @Test(arguments: targets)
    func workingSetsNeedATarget(_ example: Bound) throws {
        let registry = try #require(registry)
        KindTesting.expectFindings(
            example.block, in: registry, codes: example.codes, paths: example.paths, mentioning: example.phrases)
    }

    @Test func noTargetIsAWarning() throws {
        let registry = try #require(registry)
        let found = registry.validate(KindTesting.document(with: ExerciseBlock(name: "X", sets: [ExerciseSet()])))
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.code.rawValue == "exercise.no-target")
    }

    @Test func findingsAreReportedTogetherInOrder() throws {
        let registry = try #require(registry)
        let block = ExerciseBlock(
            name: "", sets: [ExerciseSet(reps: 2000, rpe: 11), ExerciseSet(rir: 20)], rest: 5000, tempo: "fast")
        KindTesting.expectFindings(
            block, in: registry,
            codes: [.badLength, .outOfRange, .invalidValue, .outOfRange, .outOfRange, .outOfRange, .exerciseNoTarget],
            paths: ["name", "rest", "tempo", "sets[0].reps", "sets[0].rpe", "sets[1].rir", "sets[1]"])
    }

    @Test func undecodableValuesFromDiskAreStillChecked() throws {
        let registry = try #require(registry)
        let found = KindTesting.diagnostics(
            forData: ["name": "Row", "sets": [["reps": 1200]]], kind: "exercise", in: registry)
        #expect(found.map(\.code) == [.outOfRange])
        #expect(found.first?.path.description == "blocks[0].data.sets[0].reps")
    }
}
