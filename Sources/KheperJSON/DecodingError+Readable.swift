extension DecodingError {
    /// Where the error happened, as a path inside the value being decoded.
    package var jsonPath: JSONPath {
        var path = JSONPath(context.codingPath.map(\.jsonPathComponent))
        if case .keyNotFound(let key, _) = self { path = JSONPath(path.components + [key.jsonPathComponent]) }
        return path
    }

    /// A sentence for a person that names the field and what was wrong with it.
    package var readableMessage: String {
        switch self {
        case .keyNotFound(let key, _):
            return "the required field \"\(key.stringValue)\" is missing"
        case .valueNotFound(let type, let context):
            let field = context.codingPath.last.map { "\"\($0.stringValue)\"" } ?? "the value"
            return context.debugDescription.isEmpty
                ? "\(field) must not be null; expected \(type)" : context.debugDescription
        case .typeMismatch(_, let context), .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return String(describing: self)
        }
    }

    private var context: Context {
        switch self {
        case .keyNotFound(_, let context), .valueNotFound(_, let context), .typeMismatch(_, let context),
            .dataCorrupted(let context):
            context
        @unknown default:
            Context(codingPath: [], debugDescription: "")
        }
    }
}

extension CodingKey {
    package var jsonPathComponent: JSONPath.Component {
        if let index = intValue, stringValue.isEmpty || stringValue == "Index \(index)" || Int(stringValue) == index {
            return .index(index)
        }
        return .key(stringValue)
    }
}
