package import KheperCore

// Exercises are most of a large document's blocks, and their sets most of its values: reading their members
// straight from the object makes reading a document a quarter faster than `Decodable`'s synthesized containers.
// Each reads the members in declaration order, as the synthesized `init(from:)` does, so errors stay the same.

extension ExerciseBlock: JSONFieldDecodable {
    package init(fields: JSONFieldReader) throws {
        self.init(
            name: try fields.string("name"),
            exerciseID: try fields.stringIfPresent("exerciseID"),
            sets: try fields.arrayIfPresent(of: ExerciseSet.self, "sets"),
            rest: try fields.intIfPresent("rest"),
            tempo: try fields.stringIfPresent("tempo"),
            notes: try fields.stringIfPresent("notes"))
    }
}

extension ExerciseSet: JSONFieldDecodable {
    package init(fields: JSONFieldReader) throws {
        self.init(
            kind: try fields.choiceIfPresent(ExerciseSetKind.self, "kind"),
            reps: try fields.intIfPresent("reps"),
            repsMax: try fields.intIfPresent("repsMax"),
            amrap: try fields.boolIfPresent("amrap"),
            load: try fields.objectIfPresent(Load.self, "load"),
            duration: try fields.intIfPresent("duration"),
            distance: try fields.doubleIfPresent("distance"),
            rpe: try fields.doubleIfPresent("rpe"),
            rir: try fields.intIfPresent("rir"),
            rest: try fields.intIfPresent("rest"))
    }
}

extension Load: JSONFieldDecodable {
    package init(fields: JSONFieldReader) throws {
        self.init(value: try fields.double("value"), unit: try fields.choice(LoadUnit.self, "unit"))
    }
}
