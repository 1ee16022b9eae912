public import KheperCore
public import Testing

/// Helpers that any block kind's tests use: build a registry, check a round trip, assert validation findings
/// and compare rendered output, each reporting failures at the caller's line.
public enum KindTesting {
    /// Builds a registry from `definitions`, recording an issue and returning `nil` when building fails.
    public static func registry(
        _ definitions: [BlockDefinition],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> BlockRegistry? {
        do {
            return try BlockRegistry(definitions)
        } catch {
            Issue.record("the registry could not be built: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// A one-block document holding `block` at the root.
    public static func document(with block: some Block, id: BlockID = "block") -> BlockDocument {
        var document = BlockDocument(id: "test", title: "Test")
        _ = try? document.append(BlockContent(block), id: id)
        return document
    }

    /// Checks that `block` survives encode → decode → encode through `registry` unchanged and without findings
    /// about its data, and returns the written `data`.
    @discardableResult
    public static func expectRoundTrip<B: Block>(
        _ block: B,
        in registry: BlockRegistry,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> JSONValue? {
        do {
            let document = document(with: block)
            let written = try registry.encodedJSON(document)
            let decoded = try registry.decodeDocument(from: written)
            let unreadable = decoded.diagnostics.filter {
                [.undecodableData, .unknownKind, .migrationFailed, .newerVersion].contains($0.code)
            }
            #expect(unreadable.isEmpty, "the block did not read back: \(unreadable)", sourceLocation: sourceLocation)
            #expect(decoded.document["block"]?.content.as(B.self) == block, sourceLocation: sourceLocation)
            let again = try registry.encode(decoded.document)
            #expect(again == (try registry.encode(document)), sourceLocation: sourceLocation)
            return again["blocks"]?[0]?["data"]
        } catch {
            Issue.record("the round trip failed: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Reads `data` as a block of `kind` and returns the findings about it, with paths inside the document.
    public static func diagnostics(
        forData data: JSONValue,
        kind: BlockKind,
        version: Int = 1,
        in registry: BlockRegistry,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Diagnostic] {
        let json: JSONValue = [
            "format": .string(registry.format.name), "formatVersion": 1, "id": "test", "title": "Test",
            "blocks": [
                ["id": "block", "type": .string(kind.rawValue), "version": .number(JSONNumber(version)), "data": data]
            ],
        ]
        do {
            return try registry.decodeDocument(from: json).diagnostics
        } catch {
            Issue.record("the document could not be read: \(error)", sourceLocation: sourceLocation)
            return []
        }
    }

    /// Asserts that validating `block` yields exactly the findings with `codes` at `paths` (relative to `data`),
    /// and that every message mentions each of `mentioning`.
    public static func expectFindings(
        _ block: some Block,
        in registry: BlockRegistry,
        codes: [Diagnostic.Code],
        paths: [String],
        mentioning phrases: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = registry.validate(document(with: block))
        #expect(found.map(\.code) == codes, "\(found)", sourceLocation: sourceLocation)
        let relative = found.map { $0.path.description.replacingPrefix("blocks[0].data", with: "") }
        #expect(
            relative == paths.map { $0.isEmpty || $0.hasPrefix("[") ? $0 : "." + $0 }, sourceLocation: sourceLocation)
        for phrase in phrases {
            #expect(
                found.contains { $0.message.contains(phrase) },
                "no finding mentions \"\(phrase)\": \(found.map(\.message))",
                sourceLocation: sourceLocation
            )
        }
    }

    /// Asserts that `document` renders for `target` exactly as `expected`, showing both texts on failure.
    public static func expectRendering<Target: RenderTarget>(
        _ document: BlockDocument,
        in registry: BlockRegistry,
        as target: Target.Type,
        context: RenderContext = RenderContext(),
        equals expected: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) where Target.Output == String {
        let rendered = registry.render(document, as: target, context: context)
        #expect(
            rendered == expected,
            "rendered:\n\(rendered)\n--- expected:\n\(expected)",
            sourceLocation: sourceLocation
        )
    }

    /// Renders one block alone for `target`, at depth 0 and without its document wrapper.
    public static func render<Target: RenderTarget>(
        _ block: some Block,
        in registry: BlockRegistry,
        as target: Target.Type,
        context: RenderContext = RenderContext()
    ) -> Target.Output? {
        let document = document(with: block)
        guard let node = document["block"] else { return nil }
        return registry.render(node, in: document, depth: 0, as: target, context: context)
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
