// The shorthand of the built-in rules, each declared once here beside the others so their keywords read as a set:
// `lp`, `dp`, `531`, `stages` and `hold` (docs/PROGRAMS.md, "Writing a program").

extension LinearProgression {
    /// `lp [+INCREMENT] [deload DELOAD%] [after FAILURES]`; sets and reps from the line (`Squat 3x5 @100kg lp`).
    public var spelling: RuleSpelling {
        RuleSpelling(
            keyword: "lp",
            parts: [
                .lineSets(parameter: "sets"), .lineReps(parameter: "reps"), .increment(parameter: "increment"),
                .labelled("deload", parameter: "deload"), .labelled("after", parameter: "failures"),
            ],
            example: "Squat 3x5 @100kg lp +2.5kg deload 10% after 3")
    }
}

extension DoubleProgression {
    /// `dp [+INCREMENT]`; sets and the rep range from the line (`Curl 3x8-12 @12kg dp +2.5kg`).
    public var spelling: RuleSpelling {
        RuleSpelling(
            keyword: "dp",
            parts: [
                .lineSets(parameter: "sets"), .lineRange(bottom: "bottom", top: "top"),
                .increment(parameter: "increment"),
            ],
            example: "Barbell Curl 3x8-12 @25kg dp +2.5kg")
    }
}

extension TrainingMaxProgression {
    /// `531 tm LOAD upper|lower [upper+ INCREMENT] [lower+ INCREMENT]`; the week gives the sets
    /// (`Squat 531 tm 140kg lower`).
    public var spelling: RuleSpelling {
        RuleSpelling(
            keyword: "531",
            parts: [
                .trainingMax("tm"), .choice(parameter: "body"), .labelled("upper+", parameter: "upperIncrement"),
                .labelled("lower+", parameter: "lowerIncrement"),
            ],
            example: "Squat 531 tm 140kg lower")
    }
}

extension StagesProgression {
    /// `stages [STAGES,…] [+INCREMENT] [restart RESTART%]` (`Squat 5x3+ @100kg stages 5x3+,6x2+,10x1+`).
    public var spelling: RuleSpelling {
        RuleSpelling(
            keyword: "stages",
            parts: [
                .schemes(parameter: "stages"), .increment(parameter: "increment"),
                .labelled("restart", parameter: "restart"),
            ],
            example: "Squat 5x3+ @100kg stages 5x3+,6x2+,10x1+ +5kg restart 85%")
    }
}

extension HoldProgression {
    /// `hold`, or nothing: a line with no rule holds.
    public var spelling: RuleSpelling { RuleSpelling(keyword: "hold", parts: [], example: "Squat 3x5 @80kg hold") }
}
