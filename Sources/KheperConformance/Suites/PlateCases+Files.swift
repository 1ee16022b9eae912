import KheperCore

extension PlateCases {
    /// `{"value", "unit"}`.
    private static func weight(_ value: Double, _ unit: String = "kg") -> JSONValue {
        ["value": JSONValue.number(JSONNumber(value) ?? 0), "unit": .string(unit)]
    }

    /// A kilogram profile of the lifter's own: a bar and `[weight, count]` plates.
    private static func own(bar: Double, _ plates: [(Double, Int)], unit: String = "kg") -> JSONValue {
        [
            "unit": .string(unit), "bar": .number(JSONNumber(bar) ?? 0),
            "plates": .array(
                plates.map { ["weight": .number(JSONNumber($0.0) ?? 0), "count": .number(JSONNumber($0.1))] }),
        ]
    }

    /// A `round` case.
    private static func round(
        _ name: String, _ pins: String, _ target: JSONValue, profile: JSONValue? = nil, equipment: String? = nil
    ) -> ConformanceCase {
        var input: JSONObject = ["target": target]
        if let profile { input["profile"] = profile }
        if let equipment { input["equipment"] = .string(equipment) }
        return ConformanceCase(name: name, pins: pins, input: .object(input))
    }

    /// A `warmup` case.
    private static func warmup(
        _ name: String, _ pins: String, _ working: JSONValue, profile: JSONValue? = nil, equipment: String? = nil,
        scheme: [(Double?, Int)]? = nil
    ) -> ConformanceCase {
        var input: JSONObject = ["working": working]
        if let profile { input["profile"] = profile }
        if let equipment { input["equipment"] = .string(equipment) }
        if let scheme {
            input["scheme"] = .array(
                scheme.map { step in
                    guard let percent = step.0 else { return ["bar": true, "reps": .number(JSONNumber(step.1))] }
                    return ["percent": .number(JSONNumber(percent) ?? 0), "reps": .number(JSONNumber(step.1))]
                })
        }
        return ConformanceCase(name: name, pins: pins, input: .object(input))
    }

    /// Rounding on the standard profiles: the nearest load, ties, limits, the other unit, dumbbells and machines.
    static let roundingCases: [ConformanceCase] = [
        round("exact-102.5kg", "102.5 kg is made exactly", weight(102.5)),
        round("down-101kg", "101 kg cannot be made: the nearer 100 kg, rounded down", weight(101)),
        round("up-101.5kg", "101.5 kg cannot be made: the nearer 102.5 kg, rounded up", weight(101.5)),
        round("tie-101.25kg", "halfway between 100 and 102.5 kg goes down", weight(101.25)),
        round("noise-102.49999999999999kg", "a target is rounded to a thousandth first", weight(102.49999999999999)),
        round("bar-20kg", "the bar alone is exact, with no plates", weight(20)),
        round("below-bar-15kg", "below the bar the load is the bar, rounded up, out of range", weight(15)),
        round("zero-0kg", "nothing is the bar, rounded up", weight(0)),
        round("heaviest-435kg", "every plate on the bar is exact", weight(435)),
        round("above-500kg", "above every plate the load is every plate, rounded down, out of range", weight(500)),
        round("lb-225", "225 lb on a 45 lb bar", weight(225, "lb")),
        round("lb-tie-47.5", "halfway between 45 and 50 lb goes down", weight(47.5, "lb")),
        round(
            "lb-on-kg-225", "225 lb is converted (102.058 kg) and rounded on kilogram plates", weight(225, "lb"),
            profile: "kg"),
        round(
            "kg-on-lb-100", "100 kg is converted (220.462 lb) and rounded on pound plates", weight(100), profile: "lb"),
        round("dumbbell-23kg", "a dumbbell is the nearest step: 22.5 kg", weight(23), equipment: "dumbbell"),
        round("dumbbell-tie-23.75kg", "halfway between two dumbbells goes down", weight(23.75), equipment: "dumbbell"),
        round("dumbbell-below-1kg", "below the lightest dumbbell: the lightest, up", weight(1), equipment: "dumbbell"),
        round(
            "dumbbell-above-60kg", "above the heaviest dumbbell: the heaviest, down", weight(60), equipment: "dumbbell"),
        round("machine-48kg", "a machine is the nearest step of its stack", weight(48), equipment: "machine"),
        round("machine-lb-105", "halfway between two machine steps goes down", weight(105, "lb"), equipment: "machine"),
        round("negative-target", "a negative target is refused", weight(-5)),
    ]

    /// Plates per side: the standard sets, sets no greedy fill suits, plates owned, and refused profiles.
    static let perSideCases: [ConformanceCase] = [
        round("kg-60", "20 a side", weight(60)),
        round("kg-140", "60 a side: the heaviest plates first", weight(140)),
        round("kg-187.5", "83.75 a side, with every small plate", weight(187.5)),
        round("kg-300", "140 a side: four 25s, then 20s", weight(300)),
        round("lb-135", "one 45 a side", weight(135, "lb")),
        round("lb-185", "45 + 25 a side", weight(185, "lb")),
        round("lb-315", "three 45s a side", weight(315, "lb")),
        round("lb-405", "four 45s a side", weight(405, "lb")),
        round(
            "greedy-30-a-side", "pairs of 25 and 15: 30 a side is 15 + 15, which a fill from the 25 misses",
            weight(80), profile: own(bar: 20, [(25, 2), (15, 6)])),
        round(
            "greedy-45-a-side", "pairs of 25 and 15: 45 a side is three 15s", weight(110),
            profile: own(bar: 20, [(25, 2), (15, 6)])),
        round(
            "greedy-between", "pairs of 25 and 15: 23 a side goes to the nearer 25", weight(66),
            profile: own(bar: 20, [(25, 2), (15, 6)])),
        round(
            "odd-plates-7-3", "plates of 7 and 3: 13 a side is 7 + 3 + 3", weight(46),
            profile: own(bar: 20, [(7, 4), (3, 4)])),
        round(
            "odd-plates-between", "plates of 7 and 3: 12 a side cannot be made, the nearer 13 can", weight(44),
            profile: own(bar: 20, [(7, 4), (3, 4)])),
        round(
            "owned-one-pair", "one pair of 25s cannot make 50 a side: every plate, out of range", weight(120),
            profile: own(bar: 20, [(25, 2)])),
        round("no-plates", "no plates: the bar, whatever the target", weight(60), profile: own(bar: 20, [])),
        round("own-bar-15kg", "a 15 kg bar", weight(57.5), profile: own(bar: 15, [(20, 2), (10, 2), (1.25, 2)])),
        round("zero-bar", "a bar of 0 is refused", weight(60), profile: own(bar: 0, [(25, 2)])),
        round("negative-plate", "a plate of -5 is refused", weight(60), profile: own(bar: 20, [(-5, 2)])),
        round("odd-count", "an odd count is refused: plates go in pairs", weight(60), profile: own(bar: 20, [(25, 3)])),
        round(
            "plate-twice", "a plate weight listed twice is refused", weight(60),
            profile: own(bar: 20, [(25, 2), (25, 2)])),
        round(
            "four-decimals", "a plate with more than three decimals is refused", weight(60),
            profile: own(bar: 20, [(1.0001, 2)])),
        round(
            "uneven-steps", "dumbbells from 2.5 to 50 kg cannot go in steps of 2 kg", weight(20),
            profile: [
                "unit": "kg", "bar": 20, "plates": [],
                "dumbbells": ["lightest": 2.5, "step": 2, "heaviest": 50],
            ],
            equipment: "dumbbell"),
    ]

    /// Warm-up ramps: the default scheme, rounding, no repeats, nothing at or above the working load.
    static let warmupCases: [ConformanceCase] = [
        warmup("standard-100kg", "bar × 5, 40% × 5, 60% × 3, 80% × 2 of 100 kg", weight(100)),
        warmup("rounded-102.5kg", "each warm-up is rounded to the plates", weight(102.5)),
        warmup("light-40kg", "a warm-up that rounds to the bar again is left out", weight(40)),
        warmup("light-25kg", "only the bar is below 25 kg", weight(25)),
        warmup("bar-20kg", "a working set on the empty bar has no warm-up", weight(20)),
        warmup("lb-225", "225 lb on pound plates", weight(225, "lb")),
        warmup("lb-on-kg-225", "225 lb ramped on kilogram plates", weight(225, "lb"), profile: "kg"),
        warmup(
            "dumbbell-30kg", "off a barbell the bar step is the lightest dumbbell", weight(30), equipment: "dumbbell"),
        warmup("machine-100kg", "a machine ramps on its stack's steps", weight(100), equipment: "machine"),
        warmup(
            "scheme-140kg", "a stated scheme: bar × 10, 50% × 5, 70% × 3, 85% × 1, 95% × 1", weight(140),
            scheme: [(nil, 10), (50, 5), (70, 3), (85, 1), (95, 1)]),
        warmup(
            "scheme-99-percent", "99% of 100 kg rounds to 100 kg, the working load: left out", weight(100),
            scheme: [(99, 1)]),
        warmup("scheme-over-100", "a step of 120% is refused", weight(100), scheme: [(120, 3)]),
        warmup("scheme-zero-reps", "a step of 0 reps is refused", weight(100), scheme: [(nil, 0)]),
        warmup("negative-working", "a negative working load is refused", weight(-100)),
    ]

    /// The plates case files, before their expectations are filled in.
    static func files() -> [ConformanceFile] {
        let rules =
            "A profile is \"kg\" or \"lb\" (the standard sets), or the lifter's own; absent, the standard set of "
            + "the target's unit."
        return [
            ConformanceFile(
                suite: .plates, name: "round", operation: "round",
                about: "Target loads rounded to the nearest load a barbell (bar plus pairs of plates), a dumbbell or "
                    + "a machine makes, a tie going down; below the lightest load the lightest, rounded up, above the "
                    + "heaviest the heaviest, rounded down (outOfRange); a target in the other unit converted "
                    + "exactly, then rounded to a thousandth. " + rules,
                cases: roundingCases),
            ConformanceFile(
                suite: .plates, name: "per-side", operation: "round",
                about: "The plates on each side of the bar, heaviest first: as many of each plate as leave a rest the "
                    + "lighter plates can make, never more than owned; profiles no greedy fill suits, and profiles "
                    + "refused with their error code. " + rules,
                cases: perSideCases),
            ConformanceFile(
                suite: .plates, name: "warmup", operation: "warmup",
                about: "Warm-up ramps to a first working set: each step's load (the bar, or a percentage of the "
                    + "working load) rounded with the profile, then a step at or above the working load, or at a load "
                    + "an earlier step has, left out. The default scheme is bar × 5, 40% × 5, 60% × 3, 80% × 2. "
                    + rules,
                cases: warmupCases),
        ]
    }
}
