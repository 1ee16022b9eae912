/// One field of a kind's `data`, declared once: from a list of these come the kind's JSON Schema, its range, type
/// and length checks, the values `kheper set` reads, the fields `kheper kinds --fields` lists and an editor's form.
///
/// A spec is plain data, so a kind can declare it in Swift or, through `KheperKindFiles`, in a JSON file.
public struct FieldSpec: Sendable, Hashable {
    /// The key in the kind's `data`, such as `rest`.
    public var name: String

    /// The kind of value.
    public var type: FieldType

    /// The allowed values of a numeric field, or of a load's weight; `nil` for no bound.
    public var range: ClosedRange<Double>?

    /// The allowed number of characters of a text field; `nil` for no bound.
    public var length: ClosedRange<Int>?

    /// The allowed number of entries of a list; `nil` for no bound.
    public var count: ClosedRange<Int>?

    /// A step every value must be a whole multiple of, such as 0.5; `nil` for none.
    public var multipleOf: Double?

    /// A regular expression (ECMA-262) the text must match somewhere, written into the schema and checked with
    /// every value; a source that does not compile checks nothing (a kind file refuses one when it loads).
    public var pattern: String? { didSet { compiledPattern = pattern.map(JSONSchemaPattern.init(compilingLazily:)) } }

    /// ``pattern``, compiled once, when a value first needs it.
    private(set) var compiledPattern: JSONSchemaPattern?

    /// Whether `data` must hold the field.
    public var isRequired: Bool

    /// The value a missing field stands for, as JSON; `nil` for none.
    public var defaultValue: JSONValue?

    /// The unit written after values in messages and listings, such as `s` or `m`; `nil` for none.
    public var unit: String?

    /// One line saying what the field means.
    public var doc: String

    /// A value as a person types it for `kheper set`, such as `12`; `nil` for none.
    public var example: String?

    /// How an editor presents the field (its label, control and hint), as JSON the kernel never reads; `KheperForms`
    /// reads and writes it as a `FieldForm`. Empty: everything comes from the spec.
    public var presentation: JSONObject

    /// Creates a field spec; the unit defaults to the one the type implies (`s` for durations).
    public init(
        _ name: String, _ type: FieldType, range: ClosedRange<Double>? = nil, length: ClosedRange<Int>? = nil,
        count: ClosedRange<Int>? = nil, multipleOf: Double? = nil, pattern: String? = nil, required: Bool = false,
        default defaultValue: JSONValue? = nil, unit: String? = nil, doc: String, example: String? = nil,
        presentation: JSONObject = JSONObject()
    ) {
        self.name = name
        self.type = type
        self.range = range
        self.length = length
        self.count = count
        self.multipleOf = multipleOf
        self.pattern = pattern
        self.compiledPattern = pattern.map(JSONSchemaPattern.init(compilingLazily:))
        self.isRequired = required
        self.defaultValue = defaultValue
        self.unit = unit ?? Self.defaultUnit(of: type)
        self.doc = doc
        self.example = example
        self.presentation = presentation
    }

    /// The range as whole numbers, for fields whose bounds are integers; `nil` without a range.
    public var integerRange: ClosedRange<Int>? { range.map { Int($0.lowerBound)...Int($0.upperBound) } }

    /// A number written without a needless `.0`.
    package static func number(_ value: Double) -> JSONValue {
        if value.rounded() == value, abs(value) < 1e15 { return .number(JSONNumber(Int(value))) }
        return JSONNumber(value).map(JSONValue.number) ?? .null
    }

    /// The unit a type implies, as its value type states it; the kernel's own types imply none.
    private static func defaultUnit(of type: FieldType) -> String? {
        guard case .custom(let valueType) = type else { return nil }
        return valueType.defaultUnit
    }
}

extension Array where Element == FieldSpec {
    /// The spec of the field `name`, if declared.
    public subscript(field name: String) -> FieldSpec? { first { $0.name == name } }

    /// The spec that governs the value at `path` inside `data`, walking into lists and objects; `nil` when no
    /// declared field lies there.
    public func spec(at path: JSONPath) -> FieldSpec? {
        var fields = self
        var current: FieldSpec?
        for component in path.components {
            switch component {
            case .key(let key):
                guard let spec = fields[field: key] else { return nil }
                current = spec
            case .index:
                guard case .list(let element)? = current?.type else { return nil }
                current = element
            }
            if case .object(let nested)? = current?.type { fields = nested } else { fields = [] }
        }
        return current
    }

    /// The range declared for `name`; a kind reads its own limits this way so they are written once.
    ///
    /// - Precondition: `name` is declared with a range.
    public func range(of name: String) -> ClosedRange<Double> { declared(\.range, "range", of: name) }

    /// The range declared for `name`, as whole numbers.
    ///
    /// - Precondition: `name` is declared with a range.
    public func integerRange(of name: String) -> ClosedRange<Int> { declared(\.integerRange, "range", of: name) }

    /// The length declared for the text field `name`.
    ///
    /// - Precondition: `name` is declared with a length.
    public func length(of name: String) -> ClosedRange<Int> { declared(\.length, "length", of: name) }

    /// The entry count declared for the list field `name`.
    ///
    /// - Precondition: `name` is declared with a count.
    public func count(of name: String) -> ClosedRange<Int> { declared(\.count, "count", of: name) }

    private func declared<Value>(_ member: KeyPath<FieldSpec, Value?>, _ noun: String, of name: String) -> Value {
        guard let value = self[field: name]?[keyPath: member] else {
            preconditionFailure("no \(noun) declared for \(name)")
        }
        return value
    }
}
