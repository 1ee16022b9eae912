public import KheperCore
import KheperRenderTargets

/// A block kind declared in a `NAME.kind.json` file, with no Swift code: its tag, names, version, fields,
/// nesting rules, one summary template per render target and shorthand examples. ``definition`` registers it.
///
/// The format is documented in the module's "Kind files" article, and ``schema`` is its JSON Schema.
public struct KindFile: Sendable {
    /// The ending of a kind file's name.
    public static let fileExtension = ".kind.json"

    /// The file, as it was named to the loader; messages name it.
    public let file: String

    /// The kind's tag, which must have a namespace, such as `acme/mobility`.
    public let kind: BlockKind

    /// The name shown in the "+" menu and by `kheper kinds`.
    public let displayName: String

    /// The name of the symbol shown beside it; `square.dashed` when the file names none.
    public let symbolName: String

    /// The schema version of the kind's `data`; 1 when the file names none.
    public let version: Int

    /// The fields of the kind's `data`, as `fields` declares them.
    public let fields: [FieldSpec]

    /// Where blocks of the kind may be placed and what they may contain.
    public let nesting: NestingRules

    /// The one-line summary in plain text.
    public let textTemplate: SummaryTemplate

    /// The summary in Markdown; the text template, escaped, when the file gives none.
    public let markdownTemplate: SummaryTemplate

    /// The summary in HTML; the text template, escaped, when the file gives none.
    public let htmlTemplate: SummaryTemplate

    /// Lines the kind's `FIELD=VALUE` shorthand reads, checked when the file is loaded.
    public let shorthandExamples: [String]

    /// The most bytes a kind file may hold: 1 MiB, hundreds of times a real kind's few kilobytes, so a huge file
    /// is refused before it is read rather than slowing every command that loads the kinds.
    public static let maximumBytes = 1 << 20

    /// The most fields a kind file may declare at its top level.
    public static let maximumFields = 256

    /// The members a kind file may have at its top level.
    public static let members: [String] = [
        "$schema", "kind", "displayName", "symbol", "version", "fields", "nesting", "render", "examples",
    ]

    /// The members of `nesting`.
    public static let nestingMembers: [String] = ["root", "parents", "children", "minimumChildren", "maximumChildren"]

    /// The members of `render`, one per standard target.
    public static let renderMembers: [String] = ["text", "markdown", "html"]

    /// Reads a kind file's JSON.
    ///
    /// - Parameters:
    ///   - json: The file's top-level object.
    ///   - file: The file's name, for messages.
    ///   - valueTypes: The value types a field's `type` may name beside the kernel's own: the `valueTypes` of the
    ///     registry the file is added to.
    /// - Throws: ``KindFileError`` naming the file and the JSON path of the first problem.
    public init(json: JSONValue, file: String, valueTypes: [String: any FieldValueType]) throws(KindFileError) {
        self.file = file
        let reader = try KindFileReader(json, file: file, at: .root, members: Self.members)
        _ = try reader.string("$schema")
        let tag = try reader.string("kind", required: true) ?? ""
        do {
            kind = try BlockKind(validating: tag)
        } catch {
            throw KindFileError(file: file, at: ["kind"], found: .string(tag), expected: "a tag: \(error.problem)")
        }
        guard kind.namespace != nil else {
            throw KindFileError(
                file: file, at: ["kind"], found: .string(tag),
                expected: "a namespaced tag such as \"acme/\(tag)\"; bare names belong to the built-in kinds")
        }
        displayName = try reader.string("displayName", required: true) ?? ""
        symbolName = try reader.string("symbol") ?? "square.dashed"
        version = try reader.integer("version", in: 1...1_000_000) ?? 1
        let fieldsJSON = try reader.value("fields", required: true) ?? []
        if case .array(let entries) = fieldsJSON, entries.count > Self.maximumFields {
            throw KindFileError(
                .tooLarge, file: file, at: ["fields"],
                "declares \(entries.count) fields; a kind file may declare at most \(Self.maximumFields)")
        }
        do {
            fields = try [FieldSpec](json: fieldsJSON, at: ["fields"], valueTypes: valueTypes)
        } catch {
            throw KindFileError(
                .invalid, file: file, at: error.path, "found \(error.found); expected \(error.expected)")
        }
        nesting = try Self.nesting(reader.value("nesting"), file: file)
        let render = try KindFileReader(
            reader.value("render", required: true) ?? [:], file: file, at: ["render"], members: Self.renderMembers)
        let text = try SummaryTemplate(
            parsing: render.string("text", required: true) ?? "", fields: fields, file: file, at: ["render", "text"])
        textTemplate = text
        if let markdown = try render.string("markdown") {
            let template = try SummaryTemplate(
                parsing: markdown, fields: fields, file: file, at: ["render", "markdown"])
            try template.checkMarkdownMarkup(file: file, at: ["render", "markdown"])
            markdownTemplate = template
        } else {
            markdownTemplate = text.escapingLiterals(with: MarkdownTarget.escape)
        }
        if let html = try render.string("html") {
            let template = try SummaryTemplate(parsing: html, fields: fields, file: file, at: ["render", "html"])
            try template.checkHTMLMarkup(file: file, at: ["render", "html"])
            htmlTemplate = template
        } else {
            htmlTemplate = text.escapingLiterals(with: HTMLTarget.escape)
        }
        shorthandExamples = try reader.strings("examples")
        for (index, example) in shorthandExamples.enumerated() {
            do {
                _ = try DeclaredShorthand(kind: kind, version: version, fields: fields).parse(example)
            } catch {
                throw KindFileError(
                    .invalid, file: file, at: JSONPath(["examples", .index(index)]),
                    "the example does not read: \(error.message)")
            }
        }
    }

    /// Reads a kind file's bytes; a field's `type` may name one of `valueTypes`.
    ///
    /// - Throws: ``KindFileError`` naming the file and the line and column of malformed JSON, a key written twice
    ///   or the JSON path of the first problem, or its size when it is over ``maximumBytes``.
    public init(bytes: [UInt8], file: String, valueTypes: [String: any FieldValueType]) throws(KindFileError) {
        guard bytes.count <= Self.maximumBytes else { throw Self.tooLarge(file, bytes: bytes.count) }
        let result: JSONParseResult
        do {
            result = try JSONValue.parseReportingRepeats(bytes)
        } catch {
            throw KindFileError(
                .malformedJSON, file: file, "not valid JSON: \(error.position): \(error.message)")
        }
        if let repeated = result.duplicateKeys.first {
            throw KindFileError(
                .malformedJSON, file: file, at: repeated.path,
                "the key \(JSONValue.string(repeated.key)) is written \(repeated.occurrences) times; expected once")
        }
        try self.init(json: result.value, file: file, valueTypes: valueTypes)
    }

    /// The error for `file`, of `bytes` bytes, over ``maximumBytes``.
    static func tooLarge(_ file: String, bytes: Int) -> KindFileError {
        KindFileError(
            .tooLarge, file: file,
            "the kind file is \(bytes) bytes; a kind file may be at most \(maximumBytes) bytes "
                + "(\(maximumBytes >> 20) MiB)")
    }

    /// The nesting rules `nesting` declares: at the root by default, inside the listed `parents`, and a container
    /// of the listed `children` when it lists any (an empty list makes a container only others join).
    private static func nesting(_ json: JSONValue?, file: String) throws(KindFileError) -> NestingRules {
        guard let json else { return .leaf() }
        let reader = try KindFileReader(json, file: file, at: ["nesting"], members: nestingMembers)
        let parents = try reader.kinds("parents")
        let children = try reader.value("children") == nil ? nil : try reader.kinds("children")
        let minimum = try reader.integer("minimumChildren", in: 0...100_000)
        let maximum = try reader.integer("maximumChildren", in: 0...100_000)
        if children == nil, minimum != nil || maximum != nil {
            let member = minimum != nil ? "minimumChildren" : "maximumChildren"
            throw KindFileError(
                .invalid, file: file, at: ["nesting", .key(member)],
                "a child count needs \"children\"; a kind without it has no children")
        }
        if let minimum, let maximum, minimum > maximum {
            throw KindFileError(
                file: file, at: ["nesting", "maximumChildren"], found: .number(JSONNumber(maximum)),
                expected: "at least minimumChildren, \(minimum)")
        }
        return NestingRules(
            isContainer: children != nil, allowedChildren: Set(children ?? []),
            allowedAtRoot: try reader.bool("root") ?? true, allowedParents: Set(parents),
            minimumChildren: minimum ?? 0, maximumChildren: maximum)
    }
}
