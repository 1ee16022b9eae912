import KheperCore
import KheperProgram
import KheperTrainingLog

/// The four example programs of issue 29, built in Swift, with the equipment their lifts are loaded on. The
/// program text reader's tests read the same programs from `Examples/Programs/` and compare them equal to these.
enum ExamplePrograms {
    /// `value` kilograms.
    static func kg(_ value: Double) -> Weight { Weight(value: value, unit: .kg) }

    /// `sets`×`reps` at `load` kilograms.
    static func sets(_ sets: Int, _ reps: RepTarget, at load: Double) -> Prescription {
        Prescription(sets, reps, at: .absolute(kg(load)))
    }

    /// A `linear` line: `Squat 3x5 @60kg lp +2.5kg`.
    static func linear(_ name: String, _ sets: Int, _ reps: Int, at load: Double, increment: Double) -> PlannedLift {
        PlannedLift(
            name, self.sets(sets, .exactly(reps), at: load), rule: "linear",
            parameters: [
                "sets": .number(JSONNumber(sets)), "reps": .number(JSONNumber(reps)),
                "increment": .number(JSONNumber(increment)!),
            ],
            start: LiftState(lift: name, load: kg(load)))
    }

    /// A 3×5 linear progression, StrongLifts-like: A and B in turn, every lift +2.5 kg a successful session but the
    /// deadlift (1×5, +5 kg); three failed sessions in a row at one load, then a 10% deload (the rule's defaults).
    static let linearProgression = ProgramPlan(
        "3×5 linear progression",
        days: [
            ProgramDay(
                "Day A",
                lifts: [
                    linear("Squat", 3, 5, at: 60, increment: 2.5), linear("Bench Press", 3, 5, at: 40, increment: 2.5),
                    linear("Barbell Row", 3, 5, at: 40, increment: 2.5),
                ]),
            ProgramDay(
                "Day B",
                lifts: [
                    linear("Squat", 3, 5, at: 60, increment: 2.5),
                    linear("Overhead Press", 3, 5, at: 30, increment: 2.5),
                    linear("Deadlift", 1, 5, at: 80, increment: 5),
                ]),
        ])

    /// A 5/3/1 day with Boring But Big: the main lift's `531` sets, then 5×10 at 50% of its training max, held.
    static func wendlerDay(_ name: String, trainingMax: Double, body: String) -> ProgramDay {
        ProgramDay(
            "\(name) day",
            lifts: [
                PlannedLift(
                    name, nil, rule: "531", parameters: ["body": .string(body)],
                    start: LiftState(lift: name, trainingMax: kg(trainingMax))),
                PlannedLift(
                    name, Prescription(5, .exactly(10), at: .percentOfTrainingMax(50)), rule: "none",
                    start: LiftState(lift: name)),
            ])
    }

    /// 5/3/1 with Boring But Big: four days (squat, bench, deadlift, press), each the lift's 5/3/1 week and then
    /// 5×10 at 50% of its training max; training maxes go up 5 kg (lower body) or 2.5 kg (upper) a cycle.
    static let wendler = ProgramPlan(
        "5/3/1 Boring But Big",
        days: [
            wendlerDay("Squat", trainingMax: 140, body: "lower"),
            wendlerDay("Bench Press", trainingMax: 100, body: "upper"),
            wendlerDay("Deadlift", trainingMax: 180, body: "lower"),
            wendlerDay("Overhead Press", trainingMax: 60, body: "upper"),
        ])

    /// A `stages` line starting on its first scheme.
    static func stages(
        _ name: String, _ schemes: [String], at load: Double, increment: Double, restart: Double = 85
    ) -> PlannedLift {
        let first = SetScheme(text: schemes[0])?.prescription(at: .absolute(kg(load)))
        return PlannedLift(
            name, first, rule: "stages",
            parameters: [
                "stages": .array(schemes.map { .string($0) }), "increment": .number(JSONNumber(increment)!),
                "restart": .number(JSONNumber(restart)!),
            ],
            start: LiftState(lift: name, load: kg(load)))
    }

    /// GZCLP's T1 schemes.
    static let tier1 = ["5x3+", "6x2+", "10x1+"]
    /// GZCLP's T2 schemes.
    static let tier2 = ["3x10", "3x8", "3x6"]
    /// GZCLP's T3: 3×15 with an AMRAP last set, more load after every session that meets it (held on a miss).
    static let tier3 = ["3x15+"]

    /// GZCLP: four days in turn, each a T1 lift (5x3+ → 6x2+ → 10x1+, restarting at 85%), a T2 lift (3x10 → 3x8
    /// → 3x6, restarting at 85%) and a T3 accessory (3x15+); lower-body lifts +5 kg a success, upper-body +2.5 kg.
    static let gzclp = ProgramPlan(
        "GZCLP",
        days: [
            ProgramDay(
                "Day 1",
                lifts: [
                    stages("Squat", tier1, at: 100, increment: 5), stages("Bench Press", tier2, at: 50, increment: 2.5),
                    stages("Lat Pulldown", tier3, at: 40, increment: 5, restart: 100),
                ]),
            ProgramDay(
                "Day 2",
                lifts: [
                    stages("Overhead Press", tier1, at: 40, increment: 2.5),
                    stages("Deadlift", tier2, at: 90, increment: 5),
                    stages("Dumbbell Row", tier3, at: 20, increment: 2.5, restart: 100),
                ]),
            ProgramDay(
                "Day 3",
                lifts: [
                    stages("Bench Press", tier1, at: 70, increment: 2.5), stages("Squat", tier2, at: 70, increment: 5),
                    stages("Lat Pulldown", tier3, at: 40, increment: 5, restart: 100),
                ]),
            ProgramDay(
                "Day 4",
                lifts: [
                    stages("Deadlift", tier1, at: 120, increment: 5),
                    stages("Overhead Press", tier2, at: 25, increment: 2.5),
                    stages("Dumbbell Row", tier3, at: 20, increment: 2.5, restart: 100),
                ]),
        ])

    /// A `double-progression` line: 3×8-12, +2.5 kg (or `increment`) when every set reaches 12.
    static func doubleProgression(_ name: String, at load: Double, increment: Double = 2.5) -> PlannedLift {
        PlannedLift(
            name, sets(3, .range(8...12), at: load), rule: "double-progression",
            parameters: ["sets": 3, "bottom": 8, "top": 12, "increment": .number(JSONNumber(increment)!)],
            start: LiftState(lift: name, load: kg(load)))
    }

    /// A double-progression upper/lower split: 3×8-12 on every lift, a rep a set more after each session that meets
    /// the aim, and +2.5 kg (5 kg on the leg curl's machine stack) with reps back to 8 once every set reaches 12.
    static let hypertrophySplit = ProgramPlan(
        "Upper/lower double progression",
        days: [
            ProgramDay(
                "Upper",
                lifts: [
                    doubleProgression("Bench Press", at: 60), doubleProgression("Barbell Row", at: 50),
                    doubleProgression("Dumbbell Curl", at: 10),
                ]),
            ProgramDay(
                "Lower",
                lifts: [
                    doubleProgression("Squat", at: 80), doubleProgression("Romanian Deadlift", at: 70),
                    doubleProgression("Leg Curl", at: 30, increment: 5),
                ]),
        ])

    /// What the programs' lifts that are not barbell lifts are loaded on.
    static let equipment: [String: LoadEquipment] = [
        "Lat Pulldown": .machine, "Dumbbell Row": .dumbbell, "Dumbbell Curl": .dumbbell, "Leg Curl": .machine,
    ]

    /// The four programs.
    static let all = [linearProgression, wendler, gzclp, hypertrophySplit]
}
