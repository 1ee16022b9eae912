public import KheperCore
import KheperRenderTargets

extension KindFile {
    /// The kind's definition: ``DeclaredBlock``s checked by the declared fields, made from `FIELD=VALUE`
    /// shorthand and rendered by the three templates. A new block holds the defaults of the required fields.
    public var definition: BlockDefinition {
        let (kind, version, fields) = (kind, version, fields)
        let shorthand = DeclaredShorthand(kind: kind, version: version, fields: fields)
        return BlockDefinition(
            DeclaredBlock.self,
            displayName: displayName,
            symbolName: symbolName,
            nesting: nesting,
            makeDefault: {
                var data = JSONObject()
                for spec in fields where spec.isRequired { data[spec.name] = spec.defaultValue }
                return DeclaredBlock(kind: kind, version: version, data: data)
            },
            shorthand: { text throws(ShorthandError) in try shorthand.parse(text) },
            shorthandExamples: shorthandExamples,
            fields: fields,
            renderers: renderers,
            decode: { data in DeclaredBlock(kind: kind, version: version, data: data.objectValue ?? JSONObject()) }
        )
    }

    /// One renderer per standard target, each writing its template's summary of the block.
    private var renderers: [BlockRenderer] {
        let (kind, fields) = (kind, fields)
        let (text, markdown, html) = (textTemplate, markdownTemplate, htmlTemplate)
        let className = "block " + kind.rawValue.replacingSlashes
        return [
            BlockRenderer(DeclaredBlock.self, kind: kind, for: PlainTextTarget.self) { block, input in
                let line = text.render(block.data, fields: fields) { $0 }
                return PlainTextTarget.lines(PlainTextTarget.indent(input.depth) + line, children: input.children)
            },
            BlockRenderer(DeclaredBlock.self, kind: kind, for: MarkdownTarget.self) { block, input in
                MarkdownTarget.nest(
                    markdown.render(block.data, fields: fields, escape: MarkdownTarget.escape),
                    children: input.children)
            },
            BlockRenderer(DeclaredBlock.self, kind: kind, for: HTMLTarget.self) { block, input in
                let line = html.render(block.data, fields: fields, escape: HTMLTarget.escape)
                return HTMLTarget.section(class: className, "<p>\(line)</p>", children: input.children)
            },
        ]
    }
}

extension String {
    /// The tag with `/` as `-`, for a CSS class: `acme/mobility` becomes `acme-mobility`.
    fileprivate var replacingSlashes: String {
        String(map { $0 == "/" ? "-" : $0 })
    }
}
