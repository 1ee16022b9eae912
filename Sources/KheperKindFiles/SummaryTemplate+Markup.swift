import KheperCore

extension SummaryTemplate {
    /// The HTML elements a template's literal text may use, written without attributes: inline emphasis only, so
    /// a kind file shared between people can style a summary but never run a script or load anything.
    static let htmlElements: Set<String> = [
        "strong", "em", "b", "i", "code", "small", "span", "mark", "s", "sub", "sup",
    ]

    /// Refuses literal HTML other than ``htmlElements`` tags without attributes and `<br>`.
    func checkHTMLMarkup(file: String, at path: JSONPath) throws(KindFileError) {
        for literal in literals {
            var rest = Substring(literal)
            while let open = rest.firstIndex(of: "<") {
                let afterOpen = rest[rest.index(after: open)...]
                guard let close = afterOpen.firstIndex(of: ">") else {
                    throw markupFailure(file, path, String(afterOpen.prefix(20)))
                }
                let tag = afterOpen[..<close]
                let name = tag.hasPrefix("/") ? tag.dropFirst() : tag
                guard Self.htmlElements.contains(String(name)) || tag == "br" else {
                    throw markupFailure(file, path, "<\(tag)>")
                }
                rest = afterOpen[afterOpen.index(after: close)...]
            }
        }
    }

    /// Refuses `<` in literal Markdown, which would start raw HTML or an autolink.
    func checkMarkdownMarkup(file: String, at path: JSONPath) throws(KindFileError) {
        for literal in literals where literal.contains("<") {
            throw KindFileError(
                .invalid, file: file, at: path,
                "the template writes \"<\" as literal Markdown; raw HTML is not allowed, write \"\\\\<\" for the sign")
        }
    }

    private func markupFailure(_ file: String, _ path: JSONPath, _ found: String) -> KindFileError {
        let elements = Self.htmlElements.sorted().joined(separator: ", ")
        return KindFileError(
            .invalid, file: file, at: path,
            "the template writes \(JSONValue.string(found)) as literal HTML; expected only these elements, "
                + "without attributes: \(elements), and <br>; write &lt; for the sign")
    }

    /// The literal text of every part, sections included.
    private var literals: [String] {
        func collect(_ parts: [Part]) -> [String] {
            parts.flatMap { part -> [String] in
                switch part {
                case .literal(let text): [text]
                case .field: []
                case .optional(let inner): collect(inner)
                }
            }
        }
        return collect(parts)
    }
}
