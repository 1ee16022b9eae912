extension FieldSpec {
    /// Adds the findings about `value`, this field's value at `path`, to `checks`: a missing required field, a
    /// value of the wrong type, text the pattern does not match, and values outside the range, length, count or
    /// step; `nil` and `null` are absent.
    ///
    /// The path is built only for a finding, so checking a valid value allocates nothing for it.
    public func check(_ value: JSONValue?, at path: @autoclosure () -> JSONPath, into checks: inout FieldChecks) {
        guard let value, !value.isNull else {
            if isRequired { checks.append(.error(.missingValue, "\"\(name)\" is missing; it is required", at: path())) }
            return
        }
        switch (type, value) {
        case (.integer, .number(let number)):
            guard number.isInteger else { return mismatch(value, at: path(), into: &checks) }
            checkNumber(number.doubleValue, at: path(), into: &checks)
        case (.number, .number(let number)):
            checkNumber(number.doubleValue, at: path(), into: &checks)
        case (.string, .string(let text)), (.url, .string(let text)):
            if let length, !length.contains(text.count) { checks.length(text, length, field: name, at: path()) }
            if let compiledPattern, !compiledPattern.matches(text) {
                let such = example.map { ", such as \($0)" } ?? ""
                let expected = "text matching \(compiledPattern)\(such)"
                checks.append(
                    .error(.invalidValue, "\"\(name)\" is \(value.description); expected \(expected)", at: path()))
            }
        case (.boolean, .bool): break
        case (.choice(let choices), .string(let text)):
            if !choices.contains(text) { mismatch(value, at: path(), into: &checks) }
        case (.custom(let valueType), _): valueType.check(value, of: self, at: path(), into: &checks)
        case (.list(let element), .array(let entries)):
            if let count, !count.contains(entries.count) { checks.count(entries.count, count, field: name, at: path()) }
            for (index, entry) in entries.enumerated() {
                element.check(entry, at: path().appending(index: index), into: &checks)
            }
        case (.object(let fields), .object): fields.check(value, at: path(), into: &checks)
        default: mismatch(value, at: path(), into: &checks)
        }
    }

    /// The article and noun for this field's type, as messages name it, such as `a whole number`.
    public var expectedDescription: String {
        switch type {
        case .integer: "a whole number"
        case .number: "a number"
        case .string: "text"
        case .boolean: "true or false"
        case .choice(let choices): "one of: \(choices.joined(separator: ", "))"
        case .url: "a web address"
        case .list: "a list"
        case .object: "an object"
        case .custom(let valueType): valueType.expectedDescription
        }
    }

    /// Adds the finding that `value` at `path` is not of this field's type.
    public func mismatch(_ value: JSONValue, at path: JSONPath, into checks: inout FieldChecks) {
        checks.append(
            .error(.invalidValue, "\"\(name)\" is \(value.description); expected \(expectedDescription)", at: path))
    }

    /// Adds the findings about the number `number` at `path`: outside the range, or not a multiple of the step.
    public func checkNumber(_ number: Double, at path: @autoclosure () -> JSONPath, into checks: inout FieldChecks) {
        if let range, !range.contains(number) { checks.range(number, range, field: name, at: path(), unit: unit) }
        guard let multipleOf, range?.contains(number) ?? true else { return }
        guard (number / multipleOf).rounded() * multipleOf != number else { return }
        guard let range else { return checks.multiple(number, of: multipleOf, field: name, at: path()) }
        checks.append(
            .error(
                .invalidValue,
                "\"\(name)\" is \(FieldChecks.format(number)); expected \(FieldChecks.format(range.lowerBound)) to "
                    + "\(FieldChecks.format(range.upperBound)) in steps of \(FieldChecks.format(multipleOf))",
                at: path()))
    }
}

extension Array where Element == FieldSpec {
    /// The findings about `data`, checked against these fields, with paths relative to `data`.
    public func diagnostics(for data: JSONValue) -> [Diagnostic] {
        var checks = FieldChecks()
        check(data, at: .root, into: &checks)
        return checks.diagnostics
    }

    /// Adds the findings about the object `data` at `path` to `checks`, field by field in declaration order.
    ///
    /// The path is built only for a finding, so checking valid data allocates nothing for it.
    public func check(_ data: JSONValue, at path: @autoclosure () -> JSONPath, into checks: inout FieldChecks) {
        // When `data` is no object every field is absent, so only the required ones have findings.
        let object = data.objectValue
        withUnsafeBufferPointer { fields in  // Checked in place: a copy of each spec costs more than checking it.
            for index in fields.indices {
                fields[index].check(
                    object?[fields[index].name], at: path().appending(fields[index].name), into: &checks)
            }
        }
    }
}
