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

    /// Escapes text for element content and turns its line breaks into `<br>`, for notes written on several lines.
    public static func escapeLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(
            separator: "<br>")
    }

    /// A note: tinted, with a coloured edge, so it stands apart from the text around it.
    public static func note(_ text: String) -> String {
        "<p class=\"note\">\(escapeLines(text))</p>"
    }

    /// Escapes text like ``escape(_:)`` and joins each number to the unit after it with a no-break space, so
    /// `100 kg`, `45 s` and `70% 1RM` never break across lines on a narrow screen.
    public static func escapeKeepingUnits(_ text: String) -> String {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for (index, word) in words.enumerated() {
            if index > 0 {
                let previous = words[index - 1]
                var unit = word
                while let last = unit.last, ",;:)·".contains(last) { unit = unit.dropLast() }
                let joins =
                    (previous.last?.isNumber == true || previous.last == "%") && unitWords.contains(String(unit))
                result += joins ? "\u{00A0}" : " "
            }
            result += escape(String(word))
        }
        return result
    }

    /// The units a number is kept with.
    private static let unitWords: Set<String> = ["kg", "lb", "s", "m", "km", "1RM"]

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

    /// The page's inline style sheet: cards for blocks, light and dark colours (`prefers-color-scheme`), set tables
    /// that stack into lines below 36rem so nothing scrolls sideways at 360 px, and a plain print style.
    public static let styleSheet = """
        :root{color-scheme:light dark;--bg:#f6f6f4;--card:#fff;--text:#1d1d1f;--muted:#5f5f66;--line:#deded8;\
        --accent:#1f6f50;--note:#fff6dc;--note-edge:#d9a520}\
        @media (prefers-color-scheme:dark){:root{--bg:#121316;--card:#1d1e22;--text:#ececf0;--muted:#a4a4ad;\
        --line:#3a3b41;--accent:#6fcf9f;--note:#2b2616;--note-edge:#b8901e}}\
        *,::before,::after{box-sizing:border-box}\
        body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:var(--bg);\
        color:var(--text);overflow-wrap:break-word}\
        main{max-width:44rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.8rem;line-height:1.2;margin:0 0 1rem}\
        h2{font-size:1.35rem;line-height:1.25;margin:1rem 0 .25rem}h3{font-size:1.05rem;line-height:1.3;margin:0}\
        p{margin:.25rem 0}\
        .block{background:var(--card);border-radius:10px;padding:.75rem 1rem;margin:.6rem 0;box-shadow:0 1px 2px #0002}\
        .block .block{box-shadow:none;border:1px solid var(--line);padding:.5rem .75rem;margin:.5rem 0}\
        main .block.text{background:none;box-shadow:none;border:0;padding:0}\
        .children{margin-top:.5rem}.kind{color:var(--muted);font-size:.85rem;margin:0}\
        .unknown{border:1px dashed var(--muted)}\
        .head{display:flex;flex-wrap:wrap;align-items:baseline;gap:0 .6rem}\
        .summary,.meta,figcaption{color:var(--muted);margin:0}\
        .note{background:var(--note);border-left:4px solid var(--note-edge);border-radius:6px;padding:.45rem .75rem;\
        margin:.5rem 0}\
        .icon{width:1.15em;height:1.15em;vertical-align:-.2em;margin-right:.3em;color:var(--accent)}\
        table.sets{border-collapse:collapse;margin-top:.4rem;font-variant-numeric:tabular-nums}\
        .sets th,.sets td{text-align:left;padding:.15rem 1rem .15rem 0;border-bottom:1px solid var(--line);\
        white-space:nowrap}.sets th{font-size:.8rem;font-weight:600;color:var(--muted)}\
        .sets tr:last-child td{border-bottom:0}\
        hr.divider{border:0;border-top:2px solid var(--line);margin:1.5rem 0}\
        .divider-section{display:flex;align-items:center;gap:.75rem;margin:1.75rem 0 .5rem;font-size:.9rem;\
        letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}\
        .divider-section::before,.divider-section::after{content:"";flex:1;border-top:2px solid var(--line)}\
        .divider-space{height:2rem}\
        figure{margin:0}img,video{display:block;max-width:100%;height:auto;border-radius:6px}\
        figcaption{font-size:.9rem;margin-top:.3rem}\
        .video-link{display:flex;align-items:center;gap:.75rem;color:inherit;text-decoration:none}\
        .video-link .icon{width:2rem;height:2rem;flex:none}.video-link strong{display:block;color:var(--accent)}\
        .video-link:hover strong{text-decoration:underline}.video-link .host{color:var(--muted);font-size:.85rem}\
        .chart polyline,.chart .chart-bars,.chart circle{color:var(--accent)}\
        @media (max-width:36rem){main{padding:1rem .6rem}.block{padding:.6rem .7rem}\
        .block .block{padding:.45rem .55rem}\
        .sets,.sets tbody,.sets tr{display:block}.sets thead{display:none}\
        .sets tr{display:flex;flex-wrap:wrap;gap:0 .9rem;border-bottom:1px solid var(--line);padding:.2rem 0}\
        .sets tr:last-child{border-bottom:0}.sets td{border:0;padding:0}.sets td:empty{display:none}\
        .sets td[data-label]::before{content:attr(data-label) " ";color:var(--muted)}}\
        @media print{:root{--bg:#fff;--card:#fff;--text:#000;--muted:#444;--line:#bbb;--accent:#000;--note:#fff;\
        --note-edge:#888}body{font-size:11pt}main{max-width:none;padding:0}\
        .block{box-shadow:none;border:1px solid var(--line);break-inside:avoid}.block.text{border:0}\
        video{display:none}.video-link::after{content:" " attr(href);font-size:.8rem;overflow-wrap:anywhere}}
        """
}
