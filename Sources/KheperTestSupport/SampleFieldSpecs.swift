public import KheperCore
import KheperMeasures

/// Field specs of every shape — text with a length, a choice with a default, a duration, a stepped number, a load
/// and a bounded list of objects — for tests of whatever reads, checks or writes field specs.
public enum SampleFieldSpecs {
    /// One field of each shape, nested list included.
    public static let all: [FieldSpec] = [
        FieldSpec("name", .string, length: 1...120, required: true, doc: "The name."),
        FieldSpec("mode", .choice(["countdown", "tabata"]), default: "countdown", doc: "How it runs."),
        FieldSpec("rest", .duration, range: 0...3600, doc: "Rest between rounds.", example: "2m"),
        FieldSpec("rpe", .number, range: 1...10, multipleOf: 0.5, doc: "Effort."),
        FieldSpec("load", .load, range: 0...2000, doc: "The load."),
        FieldSpec(
            "sets",
            .list(
                of: FieldSpec(
                    "set", .object([FieldSpec("reps", .integer, range: 0...1000, doc: "Reps.")]), doc: "One set.")),
            count: 0...2, doc: "The sets."),
    ]
}
