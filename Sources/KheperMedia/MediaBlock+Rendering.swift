import KheperCore
import KheperRenderTargets

extension MediaBlock {
    /// One renderer per built-in target; none of them ever writes a rejected source.
    static let renderers = [
        BlockRenderer(MediaBlock.self, for: PlainTextTarget.self) { block, input in
            PlainTextTarget.lines(PlainTextTarget.indent(input.depth) + block.plainText, children: input.children)
        },
        BlockRenderer(MediaBlock.self, for: MarkdownTarget.self) { block, input in
            MarkdownTarget.nest(block.markdown, children: input.children)
        },
        BlockRenderer(MediaBlock.self, for: HTMLTarget.self) { block, input in
            HTMLTarget.section(class: "block media", block.html, children: input.children)
        },
    ]

    /// The label shown in place of a source that may not be used.
    private static let withheld = "source not shown: it is not an http or https URL or a relative path"

    /// The words that describe the media: alt text for an image, the caption (or alt text) for a video.
    private var label: String? {
        let candidates = kind == .image ? [alt, caption] : [caption, alt]
        return candidates.compactMap { $0 }.first { !$0.isEmpty }
    }

    /// `[image: alt] source`.
    var plainText: String {
        let head = "[\(kind.rawValue)\(label.map { ": \($0)" } ?? "")]"
        return head + " " + (MediaSource.classify(source).usableSource ?? "(\(Self.withheld))")
    }

    /// `![alt](source)` for an image, `[▶ caption](source)` for a video, with the caption below an image.
    var markdown: String {
        guard let usable = MediaSource.classify(source).usableSource else {
            return "*\\[\(kind.rawValue)\(label.map { ": " + MarkdownTarget.escape($0) } ?? "")\\] — \(Self.withheld)*"
        }
        let destination = MarkdownTarget.linkDestination(usable)
        switch kind {
        case .image:
            let image = "![\(MarkdownTarget.escape(alt ?? ""))](\(destination))"
            guard let caption, !caption.isEmpty else { return image }
            return image + "\n\n*" + MarkdownTarget.escape(caption) + "*"
        case .video:
            return "[▶ \(MarkdownTarget.escape(label ?? "Video"))](\(destination))"
        }
    }

    /// A `<figure>` with an `<img>` or a `<video>` and a `<figcaption>`, a link card for a video page, or an escaped
    /// placeholder.
    var html: String {
        let escape = HTMLTarget.escape
        let figcaption = caption.map { $0.isEmpty ? "" : "<figcaption>\(escape($0))</figcaption>" } ?? ""
        guard let usable = MediaSource.classify(source).usableSource else {
            let what = "\(kind.rawValue)\(label.map { ": \($0)" } ?? "")"
            return
                "<figure><p class=\"placeholder\">[\(escape(what))] \(escape(Self.withheld))</p>\(figcaption)</figure>"
        }
        var size = ""
        if let width { size += " width=\"\(width)\"" }
        if let height { size += " height=\"\(height)\"" }
        switch kind {
        case .image:
            return "<figure><img src=\"\(escape(usable))\" alt=\"\(escape(alt ?? ""))\"\(size) loading=\"lazy\">"
                + "\(figcaption)</figure>"
        case .video:
            if let page = VideoPage(usable) { return videoPageCard(page) }
            let label = alt.map { $0.isEmpty ? "" : " aria-label=\"\(escape($0))\"" } ?? ""
            return "<figure><video controls preload=\"metadata\" src=\"\(escape(usable))\"\(size)\(label)></video>"
                + "\(figcaption)</figure>"
        }
    }

    /// A link to a video page, such as a YouTube page, as a card with a play icon, the caption (or alt text) and the
    /// host: no iframe, no script, nothing fetched until the reader follows it.
    private func videoPageCard(_ page: VideoPage) -> String {
        let escape = HTMLTarget.escape
        var about = "Video on \(page.siteName)"
        if let duration, (1...86_400).contains(duration) {
            about = DurationFormatter.span(Int(duration.rounded())) + " · " + about
        }
        let title = label ?? "Watch the video"
        return
            "<a class=\"video-link\" href=\"\(escape(page.url))\" rel=\"noopener noreferrer\">\(HTMLIcon.play.markup)"
            + "<span><strong>\(escape(title))</strong><span class=\"host\">\(HTMLTarget.escapeKeepingUnits(about))</span></span></a>"
    }
}
