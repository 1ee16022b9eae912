/// A coding key naming an object member.
struct JSONStringKey: CodingKey {
    let stringValue: String

    init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
    }

    var intValue: Int? { nil }
}

/// A coding key naming an array position.
struct JSONIndexKey: CodingKey {
    let index: Int

    init(_ index: Int) {
        self.index = index
    }

    init?(stringValue: String) {
        return nil
    }

    init?(intValue: Int) {
        self.index = intValue
    }

    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
}
