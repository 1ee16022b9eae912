import KheperCore

extension FieldChange {
    /// Reads one `FIELD=VALUE` argument, as `kheper set` takes it: FIELD is a dotted path into the block's data with
    /// numbers for list positions (`sets.0.reps`), and VALUE is JSON when it parses and text otherwise; an empty
    /// VALUE removes the field. A FIELD ending in `.+` names a list to append VALUE to (`sets.+=1x5 @100kg`), and
    /// `sets.2=` removes the element at index 2.
    ///
    /// The path is read byte by byte without recursion, and paths deeper than ``maximumPathDepth`` or values nested
    /// deeper than ``maximumValueDepth`` are refused before anything is built from them.
    ///
    /// - Throws: ``FieldChangeParseError`` naming the field and what was expected.
    public init(parsing argument: String) throws(FieldChangeParseError) {
        let bytes = argument.utf8
        guard !bytes.contains(0) else {
            throw FieldChangeParseError(
                .unstorableValue, "\(Self.shown(argument)) holds U+0000 (NUL), which cannot be stored")
        }
        guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else {
            throw FieldChangeParseError(
                .missingEquals, "\(Self.shown(argument)) is not FIELD=VALUE, such as sets.0.reps=10")
        }
        var field = Substring(bytes[..<equals])
        let text = Substring(bytes[bytes.index(after: equals)...])
        let appends = field.hasSuffix(".+")
        if appends { field = field.dropLast(2) }
        let path = try Self.path(parsing: field)
        if appends {
            guard !text.isEmpty else {
                throw FieldChangeParseError(
                    .emptyAppend,
                    "\(Self.shown(argument)) appends nothing; give the element after the =, such as sets.+=1x5 @100kg")
            }
            self.init(path: path, value: try Self.value(parsing: String(text), for: field), appends: true)
            return
        }
        if text.isEmpty {
            self.init(path: path, value: nil)
            return
        }
        self.init(path: path, value: try Self.value(parsing: String(text), for: field))
    }

    /// The path of a dotted field such as `sets.0.reps`.
    private static func path(parsing field: Substring) throws(FieldChangeParseError) -> JSONPath {
        var steps = 1
        for byte in field.utf8 where byte == UInt8(ascii: ".") { steps += 1 }
        guard steps <= maximumPathDepth else {
            throw FieldChangeParseError(
                .pathTooDeep,
                "the field path \(shown(field)) is \(steps) levels deep; a field path may have at most "
                    + "\(maximumPathDepth) levels")
        }
        var components: [JSONPath.Component] = []
        components.reserveCapacity(steps)
        for part in field.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
            guard !part.isEmpty else {
                throw FieldChangeParseError(
                    .emptyStep, "the field path \(shown(field)) has an empty part; write it like sets.0.reps")
            }
            let name = Substring(part)
            components.append(Int(name).map { .index($0) } ?? .key(String(name)))
        }
        return JSONPath(components)
    }

    /// The value of `text`: JSON when it parses, text otherwise; JSON nested too deep is refused.
    private static func value(parsing text: String, for field: Substring) throws(FieldChangeParseError) -> JSONValue {
        do {
            return try JSONValue(parsing: text, options: JSONParseOptions(maximumDepth: maximumValueDepth))
        } catch  where error.code == .tooDeep {
            throw FieldChangeParseError(
                .valueTooDeep,
                "the value for the field \(shown(field)) nests \(JSONText.nestingDepth(of: text.utf8)) levels of arrays and "
                    + "objects; a value may nest at most \(maximumValueDepth)")
        } catch  where error.code == .nullCharacter || error.code == .numberOutOfRange {
            throw FieldChangeParseError(
                .unstorableValue,
                "the value for the field \(shown(field)) is \(shown(text)): at character \(error.column), "
                    + error.message)
        } catch {
            return .string(text)
        }
    }

    /// The text quoted for a message, cut short when long so a hostile argument does not flood the terminal.
    static func shown(_ text: some StringProtocol) -> String {
        let limit = 40
        let scalars = text.unicodeScalars
        guard scalars.count > limit else { return JSONValue.string(String(text)).description }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars.prefix(limit))
        return JSONValue.string(String(head) + "…").description
    }
}
