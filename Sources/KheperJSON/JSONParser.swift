public import Foundation

/// Settings for `JSONValue(parsing:options:)`.
public struct JSONParseOptions: Sendable, Hashable {
    /// The deepest nesting of arrays and objects accepted; deeper input fails with `JSONParseError.Code.tooDeep`.
    public var maximumDepth: Int

    /// Whether a string may hold U+0000 and a number may lie beyond `Double`'s range (`1e309`).
    ///
    /// False by default: what a person or a file hands in is refused at the door (`json.null-character`,
    /// `json.number-out-of-range`), because no store or sync server can keep it. True only to read back JSON the
    /// program stored itself, so a store written before the rule still opens: see ``storedData``.
    public var acceptsUnstorableValues: Bool

    /// Creates options; the default depth limit is 512 nested arrays or objects, and unstorable values are refused.
    public init(maximumDepth: Int = 512, acceptsUnstorableValues: Bool = false) {
        self.maximumDepth = maximumDepth
        self.acceptsUnstorableValues = acceptsUnstorableValues
    }

    /// For JSON the program wrote to its own store: the default depth, and unstorable values read back as kept.
    public static let storedData = JSONParseOptions(acceptsUnstorableValues: true)
}

extension JSONValue {
    /// Parses a complete JSON document from UTF-8 bytes, also reporting every object key written more than once.
    ///
    /// A repeated key keeps its last value, as `init(parsing:options:)` does; the result says where it happened.
    public static func parseReportingRepeats(
        _ bytes: [UInt8],
        options: JSONParseOptions = JSONParseOptions()
    ) throws(JSONParseError) -> JSONParseResult {
        let result = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, options: options)
            return parser.parseResult().map { JSONParseResult(value: $0, duplicateKeys: parser.duplicateKeys) }
        }
        return try result.get()
    }

    /// Parses like ``parseReportingRepeats(_:options:)``, but hands each element of the array under the root
    /// object's member `member` to `element`, with its index, as soon as it is parsed, instead of keeping it: the
    /// result holds that member as an empty array. A large document is then never in memory whole.
    public static func parseReportingRepeats(
        _ bytes: [UInt8],
        options: JSONParseOptions = JSONParseOptions(),
        streamingElementsOf member: String,
        to element: (Int, JSONValue) -> Void
    ) throws(JSONParseError) -> JSONParseResult {
        let result = withoutActuallyEscaping(element) { element in
            bytes.withUnsafeBufferPointer { buffer in
                var parser = JSONParser(bytes: buffer, options: options)
                parser.streaming = (member, element)
                return parser.parseResult().map { JSONParseResult(value: $0, duplicateKeys: parser.duplicateKeys) }
            }
        }
        return try result.get()
    }

    /// Parses like ``parseReportingRepeats(_:options:streamingElementsOf:to:)``, and first hands `start` the root
    /// object's members written before `member`, as soon as its array opens: a reader can then act on the
    /// envelope (its id, say) while the elements stream.
    public static func parseReportingRepeats(
        _ bytes: [UInt8],
        options: JSONParseOptions = JSONParseOptions(),
        streamingElementsOf member: String,
        start: (JSONObject) -> Void,
        to element: (Int, JSONValue) -> Void
    ) throws(JSONParseError) -> JSONParseResult {
        let result = withoutActuallyEscaping(element) { element in
            withoutActuallyEscaping(start) { start in
                bytes.withUnsafeBufferPointer { buffer in
                    var parser = JSONParser(bytes: buffer, options: options)
                    parser.streaming = (member, element)
                    parser.streamStart = start
                    return parser.parseResult().map { JSONParseResult(value: $0, duplicateKeys: parser.duplicateKeys) }
                }
            }
        }
        return try result.get()
    }

    /// Parses a complete JSON document from UTF-8 bytes.
    public init(parsing bytes: [UInt8], options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
        let result = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, options: options)
            return parser.parseResult()
        }
        self = try result.get()
    }

    /// Parses a complete JSON document from a string.
    public init(parsing string: String, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
        var copy = string
        let result = copy.withUTF8 { buffer in
            var parser = JSONParser(bytes: buffer, options: options)
            return parser.parseResult()
        }
        self = try result.get()
    }

    /// Parses a complete JSON document from UTF-8 data.
    public init(parsing data: Data, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
        let result = data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.assumingMemoryBound(to: UInt8.self), options: options)
            return parser.parseResult()
        }
        self = try result.get()
    }
}

private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")

/// The three bytes of the UTF-8 byte order mark, which the parser accepts and drops at the start of input.
private let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

/// A non-recursive JSON parser over a byte buffer, using explicit stacks for open containers.
///
/// A UTF-8 byte order mark at the start is skipped, as most JSON tools do; positions in errors count from after it.
struct JSONParser {
    /// One open array or object.
    private struct Frame {
        var isObject: Bool
        var valueStart: Int
        var keyStart: Int
        /// Whether this array's elements go to `streaming` instead of into the array.
        var streams = false
        /// How many elements went to `streaming`.
        var streamed = 0
    }

    /// The root member whose array elements are handed over as they are parsed, and where they go.
    var streaming: (member: String, element: (Int, JSONValue) -> Void)?
    /// Handed the root object's members before the streamed array, when it opens.
    var streamStart: ((JSONObject) -> Void)?

    private let bytes: UnsafeBufferPointer<UInt8>
    private let end: Int
    private let maximumDepth: Int
    /// Whether U+0000 in strings and numbers beyond `Double`'s range are kept rather than refused.
    private let acceptsUnstorableValues: Bool
    /// Where the JSON text begins: 3 after a byte order mark, else 0.
    private let textStart: Int
    private var position: Int
    private var values: [JSONValue] = []
    private var keys: [String] = []
    private var frames: [Frame] = []
    private var scratch: [UInt8] = []
    /// Every key written more than once in one object, in the order the objects closed.
    private(set) var duplicateKeys: [JSONDuplicateKey] = []
    /// The keys repeated in the object just closed; empty, and never allocated, for objects without repeats.
    private var repeatedKeys: [(key: String, occurrences: Int)] = []

    init(bytes: UnsafeBufferPointer<UInt8>, options: JSONParseOptions) {
        self.bytes = bytes
        self.end = bytes.count
        self.maximumDepth = options.maximumDepth
        self.acceptsUnstorableValues = options.acceptsUnstorableValues
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.textStart = hasByteOrderMark ? byteOrderMark.count : 0
        self.position = textStart
    }

    mutating func parseResult() -> Result<JSONValue, JSONParseError> {
        do {
            return .success(try parseDocument())
        } catch {
            return .failure(error)
        }
    }

    private mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        parseValue: while true {
            skipWhitespace()
            guard position < end else {
                throw failure(.unexpectedEnd, at: position, "expected a JSON value, found the end of input")
            }
            var value: JSONValue
            switch bytes[position] {
            case quote:
                value = .string(try parseString())
            case UInt8(ascii: "{"):
                try pushFrame(isObject: true)
                skipWhitespace()
                if position < end, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    frames.removeLast()
                    value = .object(JSONObject())
                } else {
                    try parseKeyAndColon()
                    continue parseValue
                }
            case UInt8(ascii: "["):
                try pushFrame(isObject: false)
                skipWhitespace()
                if position < end, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    frames.removeLast()
                    value = .array([])
                } else {
                    continue parseValue
                }
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            case UInt8(ascii: "N"), UInt8(ascii: "I"):
                throw failure(.invalidNumber, at: position, "NaN and Infinity are not valid JSON numbers")
            case UInt8(ascii: "/"):
                throw failure(.unexpectedCharacter, at: position, "comments are not allowed in JSON")
            default:
                throw failure(.unexpectedCharacter, at: position, "expected a JSON value, found \(found(position))")
            }

            // Attach the finished value to the innermost open container, closing containers as they end.
            while true {
                skipWhitespace()
                guard let frame = frames.last else {
                    guard position == end else {
                        throw failure(
                            .trailingContent, at: position,
                            "unexpected content after the JSON value, found \(found(position))")
                    }
                    return value
                }
                if frame.streams {
                    streaming?.element(frame.streamed, value)
                    frames[frames.count - 1].streamed += 1
                } else {
                    values.append(value)
                }
                let closer = frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard position < end else {
                    throw failure(.unexpectedEnd, at: position, "\(expectedAfter(frame)), found the end of input")
                }
                let byte = bytes[position]
                if byte == UInt8(ascii: ",") {
                    position += 1
                    if frame.isObject {
                        skipWhitespace()
                        try parseKeyAndColon()
                    }
                    continue parseValue
                }
                guard byte == closer else {
                    throw failure(
                        .unexpectedCharacter, at: position, "\(expectedAfter(frame)), found \(found(position))")
                }
                position += 1
                frames.removeLast()
                if frame.isObject {
                    let objectKeys = Array(keys[frame.keyStart...])
                    let objectValues = Array(values[frame.valueStart...])
                    keys.removeSubrange(frame.keyStart...)
                    values.removeSubrange(frame.valueStart...)
                    value = .object(
                        JSONObject(parsedKeys: objectKeys, values: objectValues, repeatedKeys: &repeatedKeys))
                    if !repeatedKeys.isEmpty { recordRepeatedKeys(closing: frame) }
                } else {
                    let elements = Array(values[frame.valueStart...])
                    values.removeSubrange(frame.valueStart...)
                    value = .array(elements)
                }
            }
        }
    }

    /// Records the keys repeated in the object `closed` (just popped) with the path of each, rebuilt from the
    /// open frames: the current key of each enclosing object, the current position in each enclosing array.
    private mutating func recordRepeatedKeys(closing closed: Frame) {
        var components: [JSONPath.Component] = []
        components.reserveCapacity(frames.count + 1)
        for (depth, frame) in frames.enumerated() {
            let inner = depth + 1 < frames.count ? frames[depth + 1] : closed
            if frame.isObject {
                components.append(.key(keys[inner.keyStart - 1]))
            } else {
                components.append(.index(inner.valueStart - frame.valueStart + frame.streamed))
            }
        }
        let objectPath = JSONPath(components)
        for (key, occurrences) in repeatedKeys {
            duplicateKeys.append(
                JSONDuplicateKey(path: objectPath.appending(key), key: key, occurrences: occurrences))
        }
        repeatedKeys.removeAll()
    }

    private func expectedAfter(_ frame: Frame) -> String {
        frame.isObject ? "expected ',' or '}' after an object member" : "expected ',' or ']' after an array element"
    }

    private mutating func pushFrame(isObject: Bool) throws(JSONParseError) {
        guard frames.count < maximumDepth else {
            throw failure(.tooDeep, at: position, "nesting depth exceeds the limit of \(maximumDepth)")
        }
        var frame = Frame(isObject: isObject, valueStart: values.count, keyStart: keys.count)
        if !isObject, frames.count == 1, frames[0].isObject, let streaming {
            frame.streams = keys.last == streaming.member
            if frame.streams, let streamStart {
                streamStart(JSONObject(parsedKeys: Array(keys.dropLast()), values: values))
            }
        }
        frames.append(frame)
        position += 1
    }

    /// Parses `"key" :` with the cursor at the key's opening quote (after whitespace).
    private mutating func parseKeyAndColon() throws(JSONParseError) {
        guard position < end else {
            throw failure(.unexpectedEnd, at: position, "expected a string key in quotes, found the end of input")
        }
        guard bytes[position] == quote else {
            throw failure(
                .unexpectedCharacter, at: position, "expected a string key in quotes, found \(found(position))")
        }
        keys.append(try parseString())
        skipWhitespace()
        guard position < end else {
            throw failure(.unexpectedEnd, at: position, "expected ':' after an object key, found the end of input")
        }
        guard bytes[position] == UInt8(ascii: ":") else {
            throw failure(
                .unexpectedCharacter, at: position, "expected ':' after an object key, found \(found(position))")
        }
        position += 1
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while position < end {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                position += 1
            default:
                return
            }
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for offset in 0..<text.count {
            let at = position + offset
            guard at < end else {
                throw failure(.unexpectedEnd, at: at, "expected '\(literal)', found the end of input")
            }
            guard bytes[at] == text[offset] else {
                throw failure(.unexpectedCharacter, at: at, "expected '\(literal)', found \(found(at))")
            }
        }
        position += text.count
    }

    // MARK: Numbers

    @inline(__always)
    private func isDigit(_ at: Int) -> Bool {
        at < end && bytes[at] &- UInt8(ascii: "0") < 10
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = position
        var index = position
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            guard isDigit(index) else {
                throw failure(.invalidNumber, at: index, "expected a digit after '-', found \(found(index))")
            }
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) {
                throw failure(.invalidNumber, at: index - 1, "leading zeros are not allowed in numbers")
            }
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else {
                throw failure(
                    .invalidNumber, at: index, "expected a digit after the decimal point, found \(found(index))")
            }
            while isDigit(index) { index += 1 }
        }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else {
                throw failure(.invalidNumber, at: index, "expected a digit in the exponent, found \(found(index))")
            }
            while isDigit(index) { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        let number = JSONNumber(uncheckedLiteral: text)
        if !acceptsUnstorableValues, number.exceedsDoubleRange {
            throw failure(
                .numberOutOfRange, at: start,
                "the number \(text) is too large: expected a number between -\(JSONNumber.largestFinite) and "
                    + "\(JSONNumber.largestFinite)")
        }
        position = index
        return number
    }

    // MARK: Strings

    /// Parses a string with the cursor on its opening quote.
    private mutating func parseString() throws(JSONParseError) -> String {
        let start = position + 1
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == quote {
                position = index + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            if byte == backslash {
                return try parseEscapedString(start: start, firstEscape: index)
            }
            if byte < 0x20 {
                throw controlCharacterFailure(at: index)
            }
            if byte < 0x80 {
                index += 1
            } else {
                index = try validateUTF8Sequence(at: index)
            }
        }
        throw failure(.unexpectedEnd, at: end, "unterminated string, expected '\"' before the end of input")
    }

    private mutating func parseEscapedString(start: Int, firstEscape: Int) throws(JSONParseError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<firstEscape]))
        var index = firstEscape
        while index < end {
            let byte = bytes[index]
            if byte == quote {
                position = index + 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == backslash {
                guard index + 1 < end else { break }
                let escaped = bytes[index + 1]
                switch escaped {
                case quote, backslash, UInt8(ascii: "/"):
                    scratch.append(escaped)
                case UInt8(ascii: "b"):
                    scratch.append(0x08)
                case UInt8(ascii: "f"):
                    scratch.append(0x0C)
                case UInt8(ascii: "n"):
                    scratch.append(0x0A)
                case UInt8(ascii: "r"):
                    scratch.append(0x0D)
                case UInt8(ascii: "t"):
                    scratch.append(0x09)
                case UInt8(ascii: "u"):
                    index = try parseUnicodeEscape(at: index)
                    continue
                default:
                    throw failure(
                        .invalidEscape, at: index, "invalid escape sequence '\\\(found(index + 1, quoted: false))'")
                }
                index += 2
            } else if byte < 0x20 {
                throw controlCharacterFailure(at: index)
            } else if byte < 0x80 {
                scratch.append(byte)
                index += 1
            } else {
                let next = try validateUTF8Sequence(at: index)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<next]))
                index = next
            }
        }
        throw failure(.unexpectedEnd, at: end, "unterminated string, expected '\"' before the end of input")
    }

    /// Decodes `\uXXXX` (and a following low surrogate) at `index`, appends UTF-8 and returns the next index.
    private mutating func parseUnicodeEscape(at index: Int) throws(JSONParseError) -> Int {
        let first = try hex4(at: index)
        var next = index + 6
        var scalarValue = UInt32(first)
        if (0xD800...0xDBFF).contains(first) {
            guard next + 1 < end, bytes[next] == backslash, bytes[next + 1] == UInt8(ascii: "u") else {
                throw failure(.invalidEscape, at: index, "lone surrogate \\u\(hex(first)) in string")
            }
            let second = try hex4(at: next)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw failure(.invalidEscape, at: index, "lone surrogate \\u\(hex(first)) in string")
            }
            scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
            next += 6
        } else if (0xDC00...0xDFFF).contains(first) {
            throw failure(.invalidEscape, at: index, "lone surrogate \\u\(hex(first)) in string")
        } else if first == 0, !acceptsUnstorableValues {
            throw failure(
                .nullCharacter, at: index,
                "the escape \\u0000 puts U+0000 (NUL) in a string; expected text without U+0000, which cannot be stored"
            )
        }
        appendUTF8(scalarValue)
        return next
    }

    /// Reads the four hex digits of a `\u` escape whose backslash is at `index`.
    private func hex4(at index: Int) throws(JSONParseError) -> UInt16 {
        var result: UInt16 = 0
        for offset in 2..<6 {
            let at = index + offset
            guard at < end else {
                throw failure(.unexpectedEnd, at: at, "expected 4 hexadecimal digits after \\u, found the end of input")
            }
            let byte = bytes[at]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw failure(.invalidEscape, at: index, "expected 4 hexadecimal digits after \\u, found \(found(at))")
            }
            result = result << 4 | UInt16(digit)
        }
        return result
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Validates one multi-byte UTF-8 sequence starting at `index` and returns the index after it.
    private func validateUTF8Sequence(at index: Int) throws(JSONParseError) -> Int {
        guard let length = utf8SequenceLength(at: index) else {
            throw failure(.invalidUTF8, at: index, "invalid UTF-8 byte 0x\(hex(UInt16(bytes[index]), width: 2))")
        }
        return index + length
    }

    /// The length of the well-formed multi-byte UTF-8 sequence at `index`, or nil when it is malformed.
    private func utf8SequenceLength(at index: Int) -> Int? {
        let lead = bytes[index]
        @inline(__always) func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < end && range.contains(bytes[index + offset])
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }

    // MARK: Errors

    private func controlCharacterFailure(at index: Int) -> JSONParseError {
        guard bytes[index] != 0 else {
            return failure(
                .controlCharacter, at: index, "a raw U+0000 (NUL) byte in a string; expected text without U+0000")
        }
        return failure(
            .controlCharacter, at: index,
            "unescaped control character U+\(hex(UInt16(bytes[index]))) in a string; it must be written as an escape")
    }

    private func hex(_ value: UInt16, width: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Describes the input at `index` for an error message, e.g. `'x'` or `the end of input`.
    private func found(_ index: Int, quoted: Bool = true) -> String {
        guard index < end else { return "the end of input" }
        let byte = bytes[index]
        switch byte {
        case 0x21..<0x7F:
            let text = String(UnicodeScalar(byte))
            return quoted ? "'\(text)'" : text
        case UInt8(ascii: " "): return "a space"
        case UInt8(ascii: "\n"): return "a line break"
        case UInt8(ascii: "\r"): return "a carriage return"
        case UInt8(ascii: "\t"): return "a tab"
        case 0..<0x20, 0x7F: return "control character U+\(hex(UInt16(byte)))"
        default:
            guard let length = utf8SequenceLength(at: index) else {
                return "invalid UTF-8 byte 0x\(hex(UInt16(byte), width: 2))"
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
            return quoted ? "'\(text)'" : text
        }
    }

    /// Builds an error at byte `offset`, computing its 1-based line and column.
    private func failure(_ code: JSONParseError.Code, at offset: Int, _ message: String) -> JSONParseError {
        let clamped = min(max(offset, 0), end)
        var line = 1
        var column = 1
        for index in min(textStart, clamped)..<clamped {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONParseError(code: code, offset: clamped, line: line, column: column, message: message)
    }
}
