public import KheperCore

/// One conformance case: a name, what it pins down, the input handed to an operation and the output expected back.
public struct ConformanceCase: Sendable, Hashable {
    /// A short name, unique within its file, such as `between-0042`.
    public var name: String

    /// The rule of the format the case holds any implementation to, in a sentence.
    public var pins: String

    /// What the operation is given; its shape is the operation's, stated in `Conformance/README.md`.
    public var input: JSONValue

    /// What the operation must give back: a result, or `{"error": CODE}` (shorthand: `{"error": {"code", "token"}}`).
    public var expect: JSONValue

    /// Creates a case; `expect` is `null` until the generator fills it in.
    public init(name: String, pins: String, input: JSONValue, expect: JSONValue = .null) {
        self.name = name
        self.pins = pins
        self.input = input
        self.expect = expect
    }

    /// The case as it is written in a case file.
    public var json: JSONValue {
        ["name": .string(name), "pins": .string(pins), "input": input, "expect": expect]
    }

    /// Reads a case from a case file's `cases` array.
    ///
    /// - Throws: ``ConformanceError`` naming the member that is missing or of the wrong type.
    public init(json: JSONValue, file: String, index: Int) throws(ConformanceError) {
        let place = "\(file): cases[\(index)]"
        guard let object = json.objectValue else {
            throw ConformanceError(.malformedFile, "\(place) is \(json.phrase); expected an object")
        }
        guard let name = object["name"]?.stringValue, let pins = object["pins"]?.stringValue else {
            throw ConformanceError(.malformedFile, "\(place) needs the strings \"name\" and \"pins\"")
        }
        guard let input = object["input"], let expect = object["expect"] else {
            throw ConformanceError(.malformedFile, "\(place) (\(name)) needs \"input\" and \"expect\"")
        }
        self.init(name: name, pins: pins, input: input, expect: expect)
    }
}
