package import KheperCore

// Exercises are most of a large document's blocks, and their sets most of its values: reading their members
// straight from the object makes reading a document a quarter faster than `Decodable`'s synthesized containers.
// Each reads its members from its field table, in the table's order, as its `init(from:)` does, so errors stay the
// same.

extension ExerciseBlock: JSONFieldDecodable {
    package init(fields: JSONFieldReader) throws {
        self.init(name: "")
        try Self.fieldTable.read(from: fields, into: &self)
    }
}

extension ExerciseSet: JSONFieldDecodable {
    package init(fields: JSONFieldReader) throws {
        self.init()
        try Self.fieldTable.read(from: fields, into: &self)
    }
}

extension Load: JSONFieldDecodable {
    package init(fields: JSONFieldReader) throws {
        self.init(value: try fields.double("value"), unit: try fields.choice(LoadUnit.self, "unit"))
    }
}
