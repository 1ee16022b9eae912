public import KheperCore

/// A standalone HTML page with inline CSS and no script; every piece of text is escaped.
public enum HTMLTarget: RenderTarget {
    /// `html`.
    public static let name = "html"

    /// A labelled box naming the type, so a kind without an HTML renderer still shows where it is.
    public static func fallback(_ input: RenderInput<HTMLTarget>) -> String {
        section(
            class: "block fallback",
            "<p class=\"kind\">\(escape(input.node.content.kind.rawValue))</p>",
            children: input.children
        )
    }

    /// A dashed box naming the unknown type, followed by its children.
    public static func placeholder(for block: UnknownBlock, _ input: RenderInput<HTMLTarget>) -> String {
        let name = block.placeholderName { "“\(escape($0))”" }
        return section(
            class: "block unknown", "<p class=\"kind\">\(name), kept as written</p>", children: input.children)
    }

    /// The whole page: doctype, metadata, the style sheet, the title as a heading and the blocks.
    public static func document(_ document: BlockDocument, blocks: [String], context: RenderContext) -> String {
        let title = escape(document.title.isEmpty ? context[DocumentFormatKey.self].noun : document.title)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>\(styleSheet)</style>
            </head>
            <body>
            <main class="document">
            <h1>\(title)</h1>
            \(blocks.joined(separator: "\n"))
            </main>
            </body>
            </html>

            """
    }

    /// A `<section>` with `body` and the children after it.
    public static func section(class className: String, _ body: String, children: [String]) -> String {
        let inner = children.isEmpty ? "" : "\n<div class=\"children\">\n\(children.joined(separator: "\n"))\n</div>"
        return "<section class=\"\(escape(className))\">\(body)\(inner)</section>"
    }

    /// Escapes text for use in element content and in quoted attribute values.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The page's inline style sheet.
    public static let styleSheet = """
        body{font:16px/1.5 -apple-system,system-ui,sans-serif;margin:0;background:#f6f6f4;color:#1d1d1f}\
        main{max-width:44rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.8rem;margin:0 0 1rem}\
        .block{background:#fff;border-radius:10px;padding:.75rem 1rem;margin:.6rem 0;box-shadow:0 1px 2px #0001}\
        .children{margin-left:1rem;border-left:3px solid #e2e2dd;padding-left:.75rem}\
        .kind{color:#6e6e73;font-size:.85rem;margin:0}.unknown{border:1px dashed #b0b0b5;background:#fafafa}\
        table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.2rem .4rem;border-bottom:1px solid #eee}\
        hr{border:0;border-top:1px solid #d2d2d7;margin:1.2rem 0}figure{margin:0}img,video{max-width:100%}
        """
}
